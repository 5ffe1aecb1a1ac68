import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { migrate, readSchemaFiles, type SchemaFiles } from '../local/schema.ts';
import { openPglite } from '../local/pglite.ts';

export type Row = Record<string, unknown>;

/** One database session, whatever engine is behind it. */
export interface Conn {
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** Who a statement runs as: the superuser (setup), or one of the API roles with JWT claims. */
export type Who =
  | 'postgres'
  | 'anon'
  | 'service_role'
  | { sub: string; role?: 'authenticated' }
  | { claims: Record<string, unknown>; role: 'authenticated' | 'anon' };

export function pgliteConn(db: PGlite): Conn {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const res = await db.query<T>(sql, params);
      return res.rows;
    },
    close: () => db.close(),
  };
}

export async function openPgliteConn(files?: SchemaFiles): Promise<Conn> {
  return pgliteConn(await openPglite(undefined, files));
}

export function pgConn(client: pg.Client | pg.PoolClient, onClose?: () => Promise<void>): Conn {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const res = await client.query(sql, params);
      return res.rows as T[];
    },
    async close() {
      if ('release' in client) client.release();
      else await client.end();
      await onClose?.();
    },
  };
}

// PG15_PORT exists so the skip-locally / fail-in-CI behaviour can be checked against a dead port.
export const PG15 = {
  host: '127.0.0.1',
  port: Number(process.env.PG15_PORT ?? 5432),
  user: 'postgres',
  database: 'test',
};

export async function pg15Reachable(): Promise<boolean> {
  const client = new pg.Client({ ...PG15, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A throwaway database on the PG15 server with bootstrap, migrations and seed applied. */
export interface Pg15Database {
  name: string;
  connect(): Promise<pg.Client>;
  drop(): Promise<void>;
}

export async function createPg15Database(): Promise<Pg15Database> {
  const name = `dojo_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client(PG15);
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const connect = async () => {
    const client = new pg.Client({ ...PG15, database: name });
    await client.connect();
    return client;
  };
  const setup = await connect();
  const files = await readSchemaFiles();
  // Roles are cluster-wide: parallel runs race on "create role"; retry once if we lose.
  try {
    await migrate(runnerFor(setup), files);
  } catch {
    await migrate(runnerFor(setup), files);
  }
  await setup.end();
  return {
    name,
    connect,
    async drop() {
      const a = new pg.Client(PG15);
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

function runnerFor(client: pg.Client) {
  return {
    exec: (sql: string) => client.query(sql),
    query: async <T>(sql: string, params?: unknown[]) => {
      const res = await client.query(sql, params);
      return { rows: res.rows as T[] };
    },
  };
}

function claimsOf(who: Exclude<Who, 'postgres'>): {
  role: string;
  claims: Record<string, unknown>;
} {
  if (who === 'anon') return { role: 'anon', claims: { role: 'anon' } };
  if (who === 'service_role') return { role: 'service_role', claims: { role: 'service_role' } };
  if ('claims' in who) return { role: who.role, claims: who.claims };
  return { role: 'authenticated', claims: { sub: who.sub, role: 'authenticated' } };
}

let savepointCounter = 0;

export interface RunOptions {
  /**
   * Run as the Storage API does: it marks its transactions with storage.allow_delete_query, the
   * only way past storage.protect_delete (bootstrap.sql), as on hosted Supabase.
   */
  storageApi?: boolean;
}

/**
 * Runs one statement as `who` inside a savepoint, the way the API layer does it: role and claims
 * set locally (never session-wide), then reset. A failing statement rolls back to the savepoint so
 * the surrounding test transaction stays usable.
 */
export async function runAs<T = Row>(
  conn: Conn,
  who: Who,
  sql: string,
  params?: unknown[],
  options: RunOptions = {},
): Promise<T[]> {
  const sp = `sp_${++savepointCounter}`;
  await conn.query(`savepoint ${sp}`);
  try {
    if (options.storageApi) {
      await conn.query(`select set_config('storage.allow_delete_query', 'true', true)`);
    }
    if (who !== 'postgres') {
      const { role, claims } = claimsOf(who);
      await conn.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
        [role, JSON.stringify(claims)],
      );
    }
    const rows = await conn.query<T>(sql, params);
    await conn.query(`set local role none`);
    await conn.query(`select set_config('request.jwt.claims', '', true)`);
    if (options.storageApi) {
      await conn.query(`select set_config('storage.allow_delete_query', '', true)`);
    }
    await conn.query(`release savepoint ${sp}`);
    return rows;
  } catch (error) {
    await conn.query(`rollback to savepoint ${sp}`);
    throw error;
  }
}

/** Like runAs but in its own committed transaction (for tests that need real commits). */
export async function commitAs<T = Row>(
  conn: Conn,
  who: Who,
  sql: string,
  params?: unknown[],
): Promise<T[]> {
  await conn.query('begin');
  try {
    const rows = await runAs<T>(conn, who, sql, params);
    await conn.query('commit');
    return rows;
  } catch (error) {
    await conn.query('rollback');
    throw error;
  }
}

/**
 * Waits until every transaction open now has ended, in any database of the server. The pull's
 * commit-safe fence (pg_snapshot_xmin) is server-wide: a long transaction of another suite on
 * the shared PostgreSQL 15 holds it back, and the pull then sends rows again (never loses one).
 * A test that expects an exact set of changes waits for that first. At once on PGlite.
 */
export async function waitForQuietServer(conn: Conn, timeoutMs = 30_000): Promise<void> {
  const snapshot = async (part: 'xmin' | 'xmax') => {
    const [row] = await conn.query<{ x: string }>(
      `select pg_snapshot_${part}(pg_current_snapshot())::text as x`,
    );
    return BigInt(row!.x);
  };
  const openedBefore = await snapshot('xmax');
  const deadline = Date.now() + timeoutMs;
  while ((await snapshot('xmin')) < openedBefore) {
    if (Date.now() > deadline) throw new Error('A transaction on the test server stayed open');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function errorOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the statement to fail, but it succeeded');
}
