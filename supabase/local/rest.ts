import type { IncomingMessage } from 'node:http';
import type { BackendCore } from './core.ts';
import type { BackendDatabase } from './database.ts';
import { byteaFromJson, decodePath } from './http-guards.ts';
import { contextOf, HttpError, isPgError, parseJson, send, type RequestContext } from './http.ts';
import {
  RestError,
  buildOrder,
  buildWhere,
  requireWhere,
  parsePrefer,
  parseQuery,
  quoteIdent,
  referencedColumns,
  statusForPgCode,
} from './postgrest.ts';
import type { ServerResponse } from 'node:http';

// The PostgREST stand-in: table reads and writes and RPC calls, each one transaction as the
// caller, so the migrations' grants and RLS policies decide what is allowed.

/** An RPC argument as a bound text parameter, cast to the declared type in SQL. */
function rpcParam(v: unknown, json: boolean): string | null {
  if (v === null || v === undefined) return null;
  if (json || typeof v === 'object') return JSON.stringify(v);
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return v.toString();
  return null;
}

function pgArrayLiteral(items: unknown[]): string {
  const quote = (text: string) => `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  return `{${items
    .map((i) => (i === null ? 'NULL' : quote(typeof i === 'string' ? i : JSON.stringify(i))))
    .join(',')}}`;
}
interface FunctionInfo {
  argNames: string[];
  argTypes: string[];
  requiredArgs: number;
  returnsSet: boolean;
  returnsVoid: boolean;
  composite: boolean;
}

interface TableInfo {
  /** column name -> udt name ("_text" for text[]) */
  columns: Map<string, string>;
  primaryKey: string[];
}

interface Schema {
  tables: Map<string, TableInfo>;
  functions: Map<string, FunctionInfo>;
}

export async function loadSchema(db: BackendDatabase): Promise<Schema> {
  const cols = await db.query<{ table_name: string; column_name: string; udt_name: string }>(
    `select table_name, column_name, udt_name from information_schema.columns
      where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const tables = new Map<string, TableInfo>();
  for (const c of cols.rows) {
    if (!tables.has(c.table_name)) tables.set(c.table_name, { columns: new Map(), primaryKey: [] });
    tables.get(c.table_name)!.columns.set(c.column_name, c.udt_name);
  }
  const keys = await db.query<{ table_name: string; columns: string[] }>(
    `select c.relname as table_name,
            array(select a.attname::text from unnest(i.indkey) with ordinality k(n, o)
                  join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.n order by k.o) as columns
       from pg_index i
       join pg_class c on c.oid = i.indrelid
       join pg_namespace n on n.oid = c.relnamespace
      where i.indisprimary and n.nspname = 'public'`,
  );
  for (const k of keys.rows) {
    const t = tables.get(k.table_name);
    if (t) t.primaryKey = k.columns;
  }
  const fns = await db.query<{
    proname: string;
    argnames: string[] | null;
    argtypes: string[];
    nargs: number;
    ndefaults: number;
    proretset: boolean;
    ret: string;
    typtype: string;
  }>(
    `select p.proname, p.proargnames as argnames,
            array(select format_type(t, null) from unnest(p.proargtypes) t) as argtypes,
            p.pronargs::int as nargs, p.pronargdefaults::int as ndefaults, p.proretset,
            format_type(p.prorettype, null) as ret, t.typtype::text as typtype
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type t on t.oid = p.prorettype
      where n.nspname = 'public' and p.prokind = 'f'`,
  );
  const functions = new Map<string, FunctionInfo>();
  for (const f of fns.rows) {
    functions.set(f.proname, {
      argNames: (f.argnames ?? []).slice(0, f.nargs),
      argTypes: f.argtypes,
      requiredArgs: f.nargs - f.ndefaults,
      returnsSet: f.proretset,
      returnsVoid: f.ret === 'void',
      composite: f.typtype === 'c',
    });
  }
  return { tables, functions };
}

export function createRest(core: BackendCore, schema: Schema) {
  const { asCaller } = core;

  function restError(e: unknown, role: string): HttpError {
    if (e instanceof RestError) {
      return new HttpError(e.status, {
        code: e.code,
        details: e.details,
        hint: null,
        message: e.message,
      });
    }
    if (isPgError(e)) {
      return new HttpError(statusForPgCode(e.code, role), {
        code: e.code,
        details: e.detail ?? null,
        hint: e.hint ?? null,
        message: e.message,
      });
    }
    throw e;
  }

  async function rpc(ctx: RequestContext, name: string, body: unknown) {
    const fn = schema.functions.get(name);
    const args = (body ?? {}) as Record<string, unknown>;
    if (typeof args !== 'object' || Array.isArray(args)) {
      throw new RestError(400, 'PGRST102', 'RPC arguments must be a JSON object');
    }
    const given = Object.keys(args);
    if (
      !fn ||
      given.some((a) => !fn.argNames.includes(a)) ||
      fn.argNames.slice(0, fn.requiredArgs).some((a) => !given.includes(a))
    ) {
      throw new RestError(
        404,
        'PGRST202',
        `Could not find the function public.${name}(${given.join(', ')}) in the schema cache`,
      );
    }
    const params: unknown[] = [];
    const call = `public.${quoteIdent(name)}(${given
      .map((a) => {
        const type = fn.argTypes[fn.argNames.indexOf(a)]!;
        const v = args[a];
        // PostgREST takes a JSON array for an array argument (text[] and the like)
        params.push(
          type.endsWith('[]') && Array.isArray(v)
            ? pgArrayLiteral(v)
            : rpcParam(v, type === 'jsonb' || type === 'json'),
        );
        return `${quoteIdent(a)} => $${params.length}::${type}`;
      })
      .join(', ')})`;
    const sql = fn.returnsVoid
      ? `select ${call}`
      : fn.returnsSet || fn.composite
        ? `select coalesce(json_agg(t), '[]')::text as r from ${call} t`
        : `select to_json(${call})::text as r`;
    const rows = await asCaller(ctx, (tx) => tx.query<{ r: string | null }>(sql, params));
    if (fn.returnsVoid) return { status: 204, raw: '' };
    return { status: 200, raw: rows.rows[0]?.r ?? 'null' };
  }

  function checkColumns(table: string, cols: string[]) {
    const known = schema.tables.get(table)!.columns;
    const unknown = cols.find((c) => !known.has(c));
    if (unknown) {
      throw new RestError(400, '42703', `column ${table}.${unknown} does not exist`);
    }
  }

  /** A JSON value bound for a column: arrays become array literals for array columns, as in PostgREST. */
  function columnParam(table: string, column: string, v: unknown): unknown {
    if (v === null || v === undefined) return null;
    const udt = schema.tables.get(table)!.columns.get(column) ?? '';
    if (Array.isArray(v) && udt.startsWith('_')) return pgArrayLiteral(v);
    if (udt === 'bytea') return byteaFromJson(v, column);
    return typeof v === 'object' ? JSON.stringify(v) : v;
  }

  async function tableRequest(
    ctx: RequestContext,
    method: string,
    table: string,
    url: URL,
    headers: IncomingMessage['headers'],
    body: unknown,
  ) {
    if (!schema.tables.has(table)) {
      throw new RestError(404, '42P01', `relation "public.${table}" does not exist`);
    }
    const q = parseQuery(url.searchParams);
    checkColumns(table, referencedColumns(q));
    const prefer = parsePrefer(
      Array.isArray(headers.prefer) ? headers.prefer.join(',') : headers.prefer,
    );
    const wantsObject = (headers.accept ?? '').includes('application/vnd.pgrst.object+json');
    const returning = q.select === '*' ? '*' : q.select.map(quoteIdent).join(', ');
    const target = `public.${quoteIdent(table)}`;
    const params: unknown[] = [];
    let sql: string;
    let status = 200;
    let representation = true;

    if (method === 'GET' || method === 'HEAD') {
      const where = buildWhere(q.filters, params);
      sql = `select ${returning} from ${target} ${where} ${buildOrder(q.order)}${
        q.limit !== null ? ` limit ${q.limit}` : ''
      }${q.offset !== null ? ` offset ${q.offset}` : ''}`;
    } else if (method === 'POST') {
      const rows = Array.isArray(body) ? body : [body];
      if (rows.some((r) => typeof r !== 'object' || r === null || Array.isArray(r))) {
        throw new RestError(
          400,
          'PGRST102',
          'Request body must be a JSON object or array of objects',
        );
      }
      const records = rows as Record<string, unknown>[];
      const colsParam = url.searchParams.get('columns');
      const columns = colsParam
        ? colsParam.split(',').map((c) => c.replaceAll('"', '').trim())
        : [...new Set(records.flatMap((r) => Object.keys(r)))];
      checkColumns(table, columns);
      const values = records.map(
        (r) =>
          `(${columns
            .map((c) => {
              if (!(c in r)) return 'default';
              params.push(columnParam(table, c, r[c]));
              return `$${params.length}`;
            })
            .join(', ')})`,
      );
      const resolution = prefer.get('resolution');
      let conflict = '';
      if (resolution) {
        // PostgREST resolves conflicts on the primary key unless on_conflict names other columns.
        const keys = q.onConflict ?? schema.tables.get(table)!.primaryKey;
        if (keys.length === 0) throw new RestError(400, 'PGRST100', 'upsert needs on_conflict');
        const updates = columns.filter((c) => !keys.includes(c));
        conflict =
          resolution === 'ignore-duplicates' || updates.length === 0
            ? ` on conflict (${keys.map(quoteIdent).join(', ')}) do nothing`
            : ` on conflict (${keys.map(quoteIdent).join(', ')}) do update set ${updates
                .map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`)
                .join(', ')}`;
      }
      sql = columns.length
        ? `insert into ${target} (${columns.map(quoteIdent).join(', ')}) values ${values.join(', ')}${conflict} returning ${returning}`
        : `insert into ${target} default values returning ${returning}`;
      status = 201;
      representation = prefer.get('return') === 'representation';
    } else if (method === 'PATCH') {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw new RestError(400, 'PGRST102', 'Request body must be a JSON object');
      }
      const record = body as Record<string, unknown>;
      const columns = Object.keys(record);
      checkColumns(table, columns);
      const sets = columns.map((c) => {
        params.push(columnParam(table, c, record[c]));
        return `${quoteIdent(c)} = $${params.length}`;
      });
      requireWhere('UPDATE', q.filters);
      sql = `update ${target} set ${sets.join(', ')} ${buildWhere(q.filters, params)} returning ${returning}`;
      representation = prefer.get('return') === 'representation';
      status = representation ? 200 : 204;
    } else if (method === 'DELETE') {
      requireWhere('DELETE', q.filters);
      sql = `delete from ${target} ${buildWhere(q.filters, params)} returning ${returning}`;
      representation = prefer.get('return') === 'representation';
      status = representation ? 200 : 204;
    } else {
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    }

    const wrapped = `with t as (${sql}) select coalesce(json_agg(t), '[]')::text as r, count(*)::int as n from t`;
    const rows = await asCaller(ctx, (tx) => tx.query<{ r: string; n: number }>(wrapped, params));
    const { r, n } = rows.rows[0]!;
    if (!representation) return { status: status === 201 ? 201 : 204, raw: '' };
    if (wantsObject) {
      if (n !== 1) {
        throw new RestError(
          406,
          'PGRST116',
          'JSON object requested, multiple (or no) rows returned',
          `The result contains ${n} rows`,
        );
      }
      return { status, raw: JSON.stringify((JSON.parse(r) as unknown[])[0]) };
    }
    return { status, raw: r };
  }

  /** Answers a request under /rest/v1/. */
  async function route(
    req: IncomingMessage,
    res: ServerResponse,
    method: string,
    path: string,
    url: URL,
    raw: Buffer,
  ) {
    const ctx = (await contextOf(core.secret, req, true))!;
    const rest = decodePath(path.slice('/rest/v1/'.length));
    const profile = req.headers['accept-profile'] ?? req.headers['content-profile'];
    if (profile !== undefined && profile !== 'public') {
      throw new HttpError(406, {
        code: 'PGRST106',
        details: null,
        hint: null,
        message: 'The schema must be one of the following: public',
      });
    }
    try {
      if (rest.startsWith('rpc/')) {
        if (method !== 'POST') throw new RestError(405, 'PGRST117', 'use POST for RPC');
        const r = await rpc(ctx, rest.slice(4), parseJson(raw));
        return send(res, r.status, r.status === 204 ? null : r.raw);
      }
      const r = await tableRequest(ctx, method, rest, url, req.headers, parseJson(raw));
      return send(res, r.status, r.raw === '' ? null : r.raw);
    } catch (e) {
      throw restError(e, ctx.role);
    }
  }

  return { route };
}
