import * as v from 'valibot';
import { currentLang, t, type MessageKey } from '../../lib/i18n';
import { isPackGame, PACK_GAME_CHOICES } from '../../lib/pack-game';
import { normaliseStoredPack, userPackSchema, type UserPack } from './pack-format';

// Import and export of a pack as a JSON file. Import accepts every stored shape (docs/spec/editor.md), then
// checks the result strictly; problems are listed by line (broken JSON) or by field, in the
// language the app is showing (messages/*/pack-file.ts).

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
  if (lc) return t('packFile.where', { line: lc[1]!, column: lc[2]! });
  const pos = /position (\d+)/.exec(message);
  if (pos) return t('packFile.where', lineAndColumn(text, Number(pos[1])));
  if (/Unexpected end/i.test(message)) return t('packFile.where', lineAndColumn(text, text.length));
  return null;
}

// People import files they picked from a phone's downloads, so every message says what is wrong
// in words a person knows (no parser text, no field paths), and where, when that helps.

/** What a field is called on screen. */
const FIELD_NAMES: Record<string, MessageKey> = {
  'metadata.name': 'packFile.field.name',
  'metadata.id': 'packFile.field.id',
  'metadata.description': 'packFile.field.description',
  'metadata.author': 'packFile.field.author',
  'metadata.explicit': 'packFile.field.explicit',
  'metadata.alcohol': 'packFile.field.alcohol',
  'metadata.creation_date': 'packFile.field.creationDate',
  'metadata.tags': 'packFile.field.tags',
  prompts: 'packFile.field.prompts',
  likes: 'packFile.field.likes',
  plays: 'packFile.field.plays',
};

function fieldName(field: string): string {
  const key = FIELD_NAMES[field] ?? 'packFile.field.other';
  return t(key as 'packFile.field.other');
}

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
  const max = String(issue.requirement);
  if (prompt) {
    const number = Number(prompt[1]) + 1;
    if (issue.type === 'max_length') return t('packFile.promptTooLong', { number, max });
    return t('packFile.promptNotText', { number });
  }
  if (/^metadata\.tags\[/.test(field)) {
    if (issue.type === 'max_length') return t('packFile.tagTooLong', { max });
    return t('packFile.tagNotWord');
  }
  const name = fieldName(field);
  switch (issue.type) {
    case 'max_length':
      return field === 'prompts'
        ? t('packFile.maxPrompts', { max: Number(issue.requirement).toLocaleString(currentLang()) })
        : field === 'metadata.tags'
          ? t('packFile.maxTags', { max })
          : t('packFile.tooLong', { field: name, max });
    case 'uuid':
      return t('packFile.damagedId', { field: name });
    case 'iso_timestamp':
      return t('packFile.notDate', { field: name });
    case 'boolean':
      return t('packFile.trueOrFalse', { field: name });
    case 'array':
      return t('packFile.list', { field: name });
    case 'number':
    case 'integer':
    case 'min_value':
      return t('packFile.wholeNumber', { field: name });
    default:
      return t('packFile.text', { field: name });
  }
}

/** What a non-text value is, in words: "a number", "a list", "empty" (null). */
function kindOf(value: unknown): string {
  if (value === null) return t('packFile.kind.empty');
  if (Array.isArray(value)) return t('packFile.kind.list');
  if (typeof value === 'number') return t('packFile.kind.number');
  if (typeof value === 'boolean') return t('packFile.kind.boolean');
  if (typeof value === 'object') return t('packFile.kind.object');
  return t('packFile.kind.other');
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
  if (!Array.isArray(raw)) return [t('packFile.list', { field: fieldName('prompts') })];
  const problems: string[] = [];
  raw.forEach((prompt: unknown, index) => {
    const number = index + 1;
    if (typeof prompt === 'string') return;
    if (typeof prompt === 'object' && prompt !== null && !Array.isArray(prompt)) {
      const text = (prompt as Record<string, unknown>).text;
      if (typeof text === 'string') return;
      problems.push(
        text === undefined
          ? t('packFile.promptNoText', { number })
          : t('packFile.promptIs', { number, kind: kindOf(text) }),
      );
      return;
    }
    problems.push(t('packFile.promptIs', { number, kind: kindOf(prompt) }));
  });
  return problems;
}

/** The games a file may name, as a person reads them: the id, then the game's name. */
function gameList(): string {
  return PACK_GAME_CHOICES.map(
    (choice) => `"${choice.game}" (${t(`play.title.${choice.game}`)})`,
  ).join(', ');
}

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
        ? t('packFile.unknownGame', { game: game.slice(0, 40), games: gameList() })
        : t('packFile.gameNotName', { kind: kindOf(game) }),
    );
  }
  const prompts = 'prompts' in body ? body.prompts : top.prompts;
  if (Array.isArray(prompts)) {
    prompts.forEach((prompt: unknown, index) => {
      if (!isRecord(prompt) || prompt.kind === undefined) return;
      if (prompt.kind !== 'truth' && prompt.kind !== 'dare') {
        problems.push(t('packFile.promptKind', { number: index + 1 }));
      }
    });
  }
  return problems;
}

const MAX_LISTED = 50;

export function parsePackFile(text: string): PackFileResult {
  if (text.length > MAX_IMPORT_BYTES) {
    return { ok: false, errors: [t('packFile.tooBig')] };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const where = syntaxLocation(text, message);
    return {
      ok: false,
      errors: [where ? t('packFile.brokenAt', { where }) : t('packFile.notPack')],
    };
  }
  let pack: UserPack;
  try {
    pack = normaliseStoredPack(json);
  } catch {
    // docs/spec/messages.md's "Could not determine metadata structure", then what it means.
    return { ok: false, errors: [t('packFile.metadata')] };
  }
  const result = v.safeParse(userPackSchema, pack);
  const problems = result.success ? [] : result.issues.map(plainIssue);
  for (const problem of [...promptProblems(json), ...gameProblems(json)]) {
    if (!problems.includes(problem)) problems.push(problem);
  }
  if (problems.length) return { ok: false, errors: problems.slice(0, MAX_LISTED) };
  return { ok: true, pack };
}
