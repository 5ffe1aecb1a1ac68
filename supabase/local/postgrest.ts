// The slice of PostgREST's URL grammar that supabase-js's query builder emits for simple reads and
// writes: select=col,col | *, col=op.value filters (eq neq gt gte lt lte in is like ilike),
// order=col.asc|desc[.nullsfirst|nullslast], limit, offset, on_conflict, columns. Identifiers are
// checked against the live schema by the caller before anything reaches SQL; values are bound.

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
  ) {
    super(message);
  }
}

export interface Filter {
  column: string;
  op: 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'in' | 'is' | 'like' | 'ilike';
  values: string[];
  negate: boolean;
}

export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls: 'first' | 'last' | null;
}

export interface ParsedQuery {
  select: string[] | '*';
  filters: Filter[];
  order: OrderTerm[];
  limit: number | null;
  offset: number | null;
  onConflict: string[] | null;
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);
const OPS = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'in', 'is', 'like', 'ilike']);

/** Splits "(a,b,\"c,d\")" into its items, honouring PostgREST's double-quote escaping. */
export function parseInList(raw: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) {
    throw new RestError(400, 'PGRST100', `"failed to parse filter (in.${raw})"`);
  }
  const body = raw.slice(1, -1);
  const out: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '\\' && i + 1 < body.length) current += body[++i];
      else if (ch === '"') quoted = false;
      else current += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      out.push(current);
      current = '';
    } else current += ch;
  }
  if (body.length > 0) out.push(current);
  return out;
}

function splitList(raw: string): string[] {
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export function parseQuery(params: URLSearchParams): ParsedQuery {
  const parsed: ParsedQuery = {
    select: '*',
    filters: [],
    order: [],
    limit: null,
    offset: null,
    onConflict: null,
  };
  const select = params.get('select');
  if (select !== null && select.trim() !== '*') {
    const cols = splitList(select);
    if (cols.some((c) => !/^[a-z_][a-z0-9_]*$/.test(c))) {
      throw new RestError(
        400,
        'PGRST100',
        'the local backend supports plain column lists in select= only (no embedding, aliases or casts)',
      );
    }
    parsed.select = cols.length === 0 ? '*' : cols;
  }
  for (const term of splitList(params.get('order') ?? '')) {
    const [column, ...mods] = term.split('.');
    parsed.order.push({
      column: column!,
      descending: mods.includes('desc'),
      nulls: mods.includes('nullsfirst') ? 'first' : mods.includes('nullslast') ? 'last' : null,
    });
  }
  const num = (name: string): number | null => {
    const v = params.get(name);
    if (v === null) return null;
    if (!/^\d+$/.test(v)) throw new RestError(400, 'PGRST100', `${name} must be a number`);
    return Number(v);
  };
  parsed.limit = num('limit');
  parsed.offset = num('offset');
  const onConflict = params.get('on_conflict');
  parsed.onConflict = onConflict ? splitList(onConflict) : null;

  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue;
    let rest = value;
    let negate = false;
    if (rest.startsWith('not.')) {
      negate = true;
      rest = rest.slice(4);
    }
    const dot = rest.indexOf('.');
    const op = dot < 0 ? '' : rest.slice(0, dot);
    if (!OPS.has(op)) {
      throw new RestError(400, 'PGRST100', `unsupported filter "${key}=${value}"`);
    }
    const operand = rest.slice(dot + 1);
    parsed.filters.push({
      column: key,
      op: op as Filter['op'],
      values: op === 'in' ? parseInList(operand) : [operand],
      negate,
    });
  }
  return parsed;
}

export const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;

const COMPARATORS: Record<Exclude<Filter['op'], 'in' | 'is'>, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
};

/** WHERE clause with $n placeholders starting after `offset` bound parameters. */
/**
 * Hosted Supabase loads pg-safeupdate for PostgREST's sessions: a PATCH or DELETE without a
 * filter becomes an UPDATE or DELETE without WHERE, which it refuses; PostgREST answers 400.
 */
export function requireWhere(verb: 'UPDATE' | 'DELETE', filters: Filter[]): void {
  if (filters.length === 0) throw new RestError(400, '21000', `${verb} requires a WHERE clause`);
}

export function buildWhere(filters: Filter[], params: unknown[]): string {
  const parts = filters.map((f) => {
    const col = quoteIdent(f.column);
    let sql: string;
    if (f.op === 'is') {
      const v = f.values[0]!.toLowerCase();
      if (!['null', 'true', 'false', 'unknown'].includes(v)) {
        throw new RestError(400, 'PGRST100', `"is" accepts null, true, false or unknown`);
      }
      sql = `${col} is ${v}`;
    } else if (f.op === 'in') {
      if (f.values.length === 0) sql = 'false';
      else {
        const holders = f.values.map((v) => {
          params.push(v);
          return `$${params.length}`;
        });
        sql = `${col} in (${holders.join(', ')})`;
      }
    } else {
      // PostgREST uses * as the like wildcard in URLs
      const v =
        f.op === 'like' || f.op === 'ilike' ? f.values[0]!.replaceAll('*', '%') : f.values[0]!;
      params.push(v);
      sql = `${col} ${COMPARATORS[f.op]} $${params.length}`;
    }
    return f.negate ? `not (${sql})` : sql;
  });
  return parts.length ? `where ${parts.join(' and ')}` : '';
}

export function buildOrder(order: OrderTerm[]): string {
  if (order.length === 0) return '';
  return `order by ${order
    .map(
      (o) =>
        `${quoteIdent(o.column)} ${o.descending ? 'desc' : 'asc'}${o.nulls ? ` nulls ${o.nulls}` : ''}`,
    )
    .join(', ')}`;
}

/** Every column name a query refers to, so the caller can check them against the schema. */
export function referencedColumns(q: ParsedQuery): string[] {
  return [
    ...(q.select === '*' ? [] : q.select),
    ...q.filters.map((f) => f.column),
    ...q.order.map((o) => o.column),
    ...(q.onConflict ?? []),
  ];
}

/** Prefer header values, e.g. "return=representation,resolution=merge-duplicates". */
export function parsePrefer(header: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (header ?? '').split(/[,;]/)) {
    const [k, v] = part.split('=').map((s) => s.trim());
    if (k) out.set(k, v ?? '');
  }
  return out;
}

/** PostgreSQL error codes to the HTTP statuses PostgREST answers with. */
export function statusForPgCode(code: string | undefined, role: string): number {
  if (!code) return 500;
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001' || code.startsWith('22') || code.startsWith('23') || code === '42703')
    return 400;
  if (code.startsWith('28')) return 403;
  // Server-side conditions, not the client's fault: a deadlock, serialization failure (40*) or
  // lock timeout (55*) answers 500 as on PostgREST, so the sync engine backs off and pushes
  // again instead of quarantining the op as it would for a 400.
  if (code.startsWith('08') || code.startsWith('53')) return 503;
  if (/^(09|25|2D|38|39|3B|40|54|55|57|58|F0|HV|P0|XX)/.test(code)) return 500;
  return 400;
}
