// Hosted Supabase loads pg-safeupdate for the Data API's sessions: an UPDATE or DELETE without a
// WHERE clause fails there ("UPDATE requires a WHERE clause"), also inside the functions those
// sessions call. PostgreSQL builds here do not ship the module, so the function bodies are read
// instead: every UPDATE and DELETE statement must have a WHERE clause of its own (one inside a
// subquery does not count, as for safeupdate).

interface Token {
  /** Lower-cased word, or the punctuation character. */
  value: string;
  word: boolean;
  at: number;
}

/** Words and the punctuation that shapes statements; comments, strings and numbers skipped. */
function tokenize(sql: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < sql.length) {
    const c = sql[i]!;
    const next = sql[i + 1];
    if (c === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? sql.length : end + 1;
    } else if (c === '/' && next === '*') {
      let depth = 1;
      i += 2;
      while (i < sql.length && depth > 0) {
        if (sql.startsWith('/*', i)) depth++;
        else if (sql.startsWith('*/', i)) depth--;
        else {
          i++;
          continue;
        }
        i += 2;
      }
    } else if (c === "'") {
      // E'...' strings may escape a quote with a backslash; '' is a quote in both kinds.
      const escapes = /[eE]$/.test(sql.slice(Math.max(0, i - 1), i));
      i++;
      while (i < sql.length) {
        if (escapes && sql[i] === '\\') i += 2;
        else if (sql[i] === "'" && sql[i + 1] === "'") i += 2;
        else if (sql[i] === "'") break;
        else i++;
      }
      i++;
    } else if (c === '"') {
      const end = sql.indexOf('"', i + 1);
      tokens.push({ value: sql.slice(i + 1, end < 0 ? sql.length : end), word: true, at: i });
      i = end < 0 ? sql.length : end + 1;
    } else if (c === '$' && /^\$[A-Za-z_]*\$/.test(sql.slice(i))) {
      // a dollar-quoted string (text for EXECUTE): skipped like any string
      const tag = /^\$[A-Za-z_]*\$/.exec(sql.slice(i))![0];
      const end = sql.indexOf(tag, i + tag.length);
      i = end < 0 ? sql.length : end + tag.length;
    } else if (/[A-Za-z_]/.test(c)) {
      const word = /^[A-Za-z_][A-Za-z0-9_$]*/.exec(sql.slice(i))![0];
      tokens.push({ value: word.toLowerCase(), word: true, at: i });
      i += word.length;
    } else if (/[0-9]/.test(c)) {
      i += /^[0-9][0-9.eE]*/.exec(sql.slice(i))![0].length;
    } else {
      if (!/\s/.test(c)) tokens.push({ value: c, word: false, at: i });
      i++;
    }
  }
  return tokens;
}

/**
 * Tokens after which a statement starts: a statement separator, a CTE's opening parenthesis or
 * the closing one of a WITH list, and the PL/pgSQL words that open a block or branch. `for
 * update`, `on delete` and `do update` (ON CONFLICT) are clauses, not statements, and follow none
 * of these.
 */
const STATEMENT_START = new Set([';', '(', ')', 'begin', 'then', 'else', 'loop']);

/** The UPDATE and DELETE statements in `body` that have no WHERE clause of their own. */
export function writesWithoutWhere(body: string): string[] {
  const tokens = tokenize(body);
  const found: string[] = [];
  tokens.forEach((token, i) => {
    if (!token.word || (token.value !== 'update' && token.value !== 'delete')) return;
    const before = tokens[i - 1];
    if (before && !STATEMENT_START.has(before.value)) return;
    const following = tokens[i + 1];
    if (!following?.word) return;
    if (token.value === 'delete' && following.value !== 'from') return;
    // update [only] table [[as] alias] set
    if (token.value === 'update' && !tokens.slice(i + 2, i + 6).some((t) => t.value === 'set')) {
      return;
    }
    let depth = 0;
    let end = tokens.length;
    let guarded = false;
    for (let j = i + 1; j < tokens.length; j++) {
      const t = tokens[j]!;
      if (t.value === '(') depth++;
      else if (t.value === ')') {
        if (depth === 0) {
          end = j;
          break;
        }
        depth--;
      } else if (t.value === ';' && depth === 0) {
        end = j;
        break;
      } else if (t.word && t.value === 'where' && depth === 0) {
        guarded = true;
      }
    }
    if (!guarded) {
      const stop = end < tokens.length ? tokens[end]!.at : body.length;
      found.push(body.slice(token.at, stop).replace(/\s+/g, ' ').trim());
    }
  });
  return found;
}
