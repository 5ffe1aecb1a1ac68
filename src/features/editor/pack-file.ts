import * as v from 'valibot';
import {
  METADATA_STRUCTURE_ERROR,
  normaliseStoredPack,
  userPackSchema,
  type UserPack,
} from './pack-format';

// Import and export of a pack as a JSON file. Import accepts every stored shape (SPEC §3), then
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

/** Where JSON.parse stopped: V8 says "line L column C" or "at position N". */
function syntaxLocation(text: string, message: string): string {
  const lc = /line (\d+) column (\d+)/.exec(message);
  if (lc) return `Line ${lc[1]}, column ${lc[2]}`;
  const pos = /position (\d+)/.exec(message);
  if (pos) {
    const { line, column } = lineAndColumn(text, Number(pos[1]));
    return `Line ${line}, column ${column}`;
  }
  if (/Unexpected end/i.test(message)) {
    const { line, column } = lineAndColumn(text, text.length);
    return `Line ${line}, column ${column}`;
  }
  return 'The file';
}

function cleanSyntaxMessage(message: string): string {
  return message
    .replace(/\s*(in JSON )?at position \d+.*$/, '')
    .replace(/\s*\(line \d+ column \d+\)/, '');
}

function fieldPath(issue: v.BaseIssue<unknown>): string {
  const path = issue.path ?? [];
  return path
    .map((item) => (typeof item.key === 'number' ? `[${item.key}]` : `.${String(item.key)}`))
    .join('')
    .replace(/^\./, '');
}

export function parsePackFile(text: string): PackFileResult {
  if (text.length > MAX_IMPORT_BYTES) {
    return { ok: false, errors: ['The file is larger than 5 MB, too big for one pack.'] };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      errors: [`${syntaxLocation(text, message)}: ${cleanSyntaxMessage(message)}`],
    };
  }
  let pack: UserPack;
  try {
    pack = normaliseStoredPack(json);
  } catch {
    return {
      ok: false,
      errors: [`${METADATA_STRUCTURE_ERROR}: the file needs a "metadata" object with an "id".`],
    };
  }
  const result = v.safeParse(userPackSchema, pack);
  if (!result.success) {
    return {
      ok: false,
      errors: result.issues.slice(0, 50).map((issue) => {
        const field = fieldPath(issue);
        const where = field.startsWith('prompts[')
          ? `Prompt ${Number(/\[(\d+)\]/.exec(field)?.[1] ?? 0) + 1}`
          : field || 'pack';
        return `${where}: ${issue.message}`;
      }),
    };
  }
  return { ok: true, pack };
}
