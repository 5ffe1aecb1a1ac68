import * as v from 'valibot';
import { isPackGame, PACK_GAME_CHOICES } from '../../lib/pack-game';
import {
  METADATA_STRUCTURE_ERROR,
  normaliseStoredPack,
  userPackSchema,
  type UserPack,
} from './pack-format';

// Import and export of a pack as a JSON file. Import accepts every stored shape (docs/spec/editor.md), then
// checks the result strictly; problems are listed by line (broken JSON) or by field.

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export type PackFileResult = { ok: true; pack: UserPack } | { ok: false; errors: string[] };

export function exportPackFile(pack: UserPack): { fileName: string; text: string } {
  const slug =
    pack.metadata.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'pack';
  return { fileName: `${slug}.party-pack.json`, text: JSON.stringify(pack, null, 2) };
}

/** Line and column (1-based) of a character offset. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return { line, column };
}

/** Where JSON.parse stopped: V8 says "line L column C" or "at position N"; null when it does not say. */
function syntaxLocation(text: string, message: string): string | null {
  const lc = /line (\d+) column (\d+)/.exec(message);
  if (lc) return `line ${lc[1]}, column ${lc[2]}`;
  const pos = /position (\d+)/.exec(message);
  if (pos) {
    const { line, column } = lineAndColumn(text, Number(pos[1]));
    return `line ${line}, column ${column}`;
  }
  if (/Unexpected end/i.test(message)) {
    const { line, column } = lineAndColumn(text, text.length);
    return `line ${line}, column ${column}`;
  }
  return null;
}

// People import files they picked from a phone's downloads, so every message says what is wrong
// in words a person knows (no parser text, no field paths), and where, when that helps.

/** docs/spec/messages.md wording stays first; the plain sentence after it says what it means. */
export const METADATA_STRUCTURE_MESSAGE = `${METADATA_STRUCTURE_ERROR}. This file does not look like a pack: a pack file holds the pack's name, author and id, as the Export button writes it.`;

/** What a field is called on screen. */
const FIELD_NAMES: Record<string, string> = {
  'metadata.name': 'The game name',
  'metadata.id': "The pack's id",
  'metadata.description': 'The game description',
  'metadata.author': 'The author name',
  'metadata.explicit': 'The 18+ setting',
  'metadata.alcohol': 'The alcohol setting',
  'metadata.creation_date': 'The creation date',
  'metadata.tags': 'The tags',
  prompts: 'The prompts',
  likes: 'The number of likes',
  plays: 'The number of plays',
};

function fieldPath(issue: v.BaseIssue<unknown>): string {
  const path = issue.path ?? [];
  return path
    .map((item) => (typeof item.key === 'number' ? `[${item.key}]` : `.${String(item.key)}`))
    .join('')
    .replace(/^\./, '');
}

function plainIssue(issue: v.BaseIssue<unknown>): string {
  const field = fieldPath(issue);
  const prompt = /^prompts\[(\d+)\]/.exec(field);
  if (prompt) {
    const where = `Prompt ${Number(prompt[1]) + 1}`;
    if (issue.type === 'max_length')
      return `${where} is longer than ${String(issue.requirement)} characters.`;
    return `${where} is not text.`;
  }
  if (/^metadata\.tags\[/.test(field)) {
    if (issue.type === 'max_length')
      return `A tag is longer than ${String(issue.requirement)} characters.`;
    return 'Every tag must be a word, not a number or a list.';
  }
  const name = FIELD_NAMES[field] ?? 'Part of the file';
  switch (issue.type) {
    case 'max_length':
      return field === 'prompts'
        ? `A pack holds at most ${Number(issue.requirement).toLocaleString('en')} prompts.`
        : field === 'metadata.tags'
          ? `A pack has at most ${String(issue.requirement)} tags.`
          : `${name} is longer than ${String(issue.requirement)} characters.`;
    case 'uuid':
      return `${name} is damaged (an id looks like 6f1c1c52-8f7e-4d7a-9d59-2a1f3b0c9e11).`;
    case 'iso_timestamp':
      return `${name} is not a date this app can read (it should look like 2026-11-21T10:00:00.000Z).`;
    case 'boolean':
      return `${name} must be true or false.`;
    case 'array':
      return `${name} must be a list.`;
    case 'number':
    case 'integer':
    case 'min_value':
      return `${name} must be a whole number, 0 or more.`;
    default:
      return `${name} must be text.`;
  }
}

const KIND_NAMES: Record<string, string> = {
  number: 'a number',
  boolean: 'true or false',
  object: 'a group of fields',
};

/** What a non-text value is, in words: "a number", "a list", "empty (null)". */
function kindOf(value: unknown): string {
  if (value === null) return 'empty';
  if (Array.isArray(value)) return 'a list';
  return KIND_NAMES[typeof value] ?? typeof value;
}

/**
 * The file's own prompts, checked before the lenient loader turns a bad one into an empty prompt:
 * each is a string or `{ "text": "…" }`, and anything else is reported by its position.
 */
function promptProblems(json: unknown): string[] {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return [];
  const top = json as Record<string, unknown>;
  const packValue = top.pack;
  const body =
    typeof packValue === 'object' && packValue !== null && !Array.isArray(packValue)
      ? (packValue as Record<string, unknown>)
      : top;
  const raw = 'prompts' in body ? body.prompts : top.prompts;
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) return ['The prompts must be a list.'];
  const problems: string[] = [];
  raw.forEach((prompt: unknown, index) => {
    const where = `Prompt ${index + 1}`;
    if (typeof prompt === 'string') return;
    if (typeof prompt === 'object' && prompt !== null && !Array.isArray(prompt)) {
      const text = (prompt as Record<string, unknown>).text;
      if (typeof text === 'string') return;
      problems.push(
        text === undefined
          ? `${where} has no text.`
          : `${where} is not text (it is ${kindOf(text)}).`,
      );
      return;
    }
    problems.push(`${where} is not text (it is ${kindOf(prompt)}).`);
  });
  return problems;
}

/** The games a file may name, as a person reads them. */
const GAME_LIST = PACK_GAME_CHOICES.map((choice) => `"${choice.game}" (${choice.label})`).join(
  ', ',
);

/**
 * The file's game and truth-or-dare marks, checked before the lenient loader drops what it does
 * not know: a game this app does not know, or a prompt marked neither truth nor dare, is reported
 * in words. A file without a game is fine: the pack is placed by its prompts' lead-ins.
 */
function gameProblems(json: unknown): string[] {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return [];
  const top = json as Record<string, unknown>;
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  const body = isRecord(top.pack) ? top.pack : top;
  const meta = isRecord(body.metadata) ? body.metadata : body;
  const problems: string[] = [];
  const game = meta.game;
  if (game !== undefined && game !== null && !isPackGame(game)) {
    problems.push(
      typeof game === 'string'
        ? `This pack is for a game this app does not know ("${game.slice(0, 40)}"). The game must be one of ${GAME_LIST}.`
        : `The game the pack is for must be a name such as "truth-or-dare", not ${kindOf(game)}.`,
    );
  }
  const prompts = 'prompts' in body ? body.prompts : top.prompts;
  if (Array.isArray(prompts)) {
    prompts.forEach((prompt: unknown, index) => {
      if (!isRecord(prompt) || prompt.kind === undefined) return;
      if (prompt.kind !== 'truth' && prompt.kind !== 'dare') {
        problems.push(`Prompt ${index + 1} must be marked "truth" or "dare".`);
      }
    });
  }
  return problems;
}

const MAX_LISTED = 50;

export function parsePackFile(text: string): PackFileResult {
  if (text.length > MAX_IMPORT_BYTES) {
    return { ok: false, errors: ['The file is larger than 5 MB, too big for one pack.'] };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const where = syntaxLocation(text, message);
    return {
      ok: false,
      errors: [
        where
          ? `This is not a pack file: its text is broken at ${where}. A pack file is the .json file the Export button saves.`
          : 'This is not a pack file. A pack file is the .json file the Export button saves.',
      ],
    };
  }
  let pack: UserPack;
  try {
    pack = normaliseStoredPack(json);
  } catch {
    return { ok: false, errors: [METADATA_STRUCTURE_MESSAGE] };
  }
  const result = v.safeParse(userPackSchema, pack);
  const problems = result.success ? [] : result.issues.map(plainIssue);
  for (const problem of [...promptProblems(json), ...gameProblems(json)]) {
    if (!problems.includes(problem)) problems.push(problem);
  }
  if (problems.length) return { ok: false, errors: problems.slice(0, MAX_LISTED) };
  return { ok: true, pack };
}
