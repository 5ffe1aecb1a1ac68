import { join } from 'node:path';
import {
  openEmbeddedPostgres,
  openPgliteDatabase,
  type BackendDatabase,
  type SqlTx,
} from './database.ts';
import type { RequestContext } from './http.ts';

// What every part of the embedded backend works with: the database, the JWT secret, and the two
// ways to run SQL (as the caller, under its role and claims, or as the server itself).

export interface BackendCore {
  db: BackendDatabase;
  secret: Uint8Array;
  /** The backend's own address, known once it listens. */
  baseUrl: () => string;
  /** One transaction as the caller: role and claims set with is_local = true, never session-wide. */
  asCaller: <T>(
    ctx: RequestContext,
    fn: (tx: SqlTx) => Promise<T>,
    before?: (tx: SqlTx) => Promise<void>,
  ) => Promise<T>;
  /** One transaction as the server's own (superuser) role. */
  asAdmin: <T>(fn: (tx: SqlTx) => Promise<T>) => Promise<T>;
}

/**
 * Switches the transaction to the caller as PostgREST does: the role's own settings first
 * (`alter role … set`, e.g. hosted's statement_timeout of 3 s for anon and 8 s for
 * authenticated; database-specific ones win), then the role and the JWT claims, all local to
 * the transaction. The settings are read in FROM, so before the role changes.
 */
export const SWITCH_TO_CALLER = `
  select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
    set_config('request.headers', $3, true)
  from (
    select pg_catalog.count(
      pg_catalog.set_config(pg_catalog.split_part(s.setting, '=', 1),
        pg_catalog.substr(s.setting, pg_catalog.strpos(s.setting, '=') + 1), true)
    )
    from (
      select u.setting
      from pg_catalog.pg_db_role_setting d
      cross join lateral pg_catalog.unnest(d.setconfig) with ordinality as u(setting, n)
      where d.setrole = (select oid from pg_catalog.pg_roles where rolname = $1)
        and d.setdatabase in (0, (select oid from pg_catalog.pg_database
                                  where datname = pg_catalog.current_database()))
      order by d.setdatabase, u.n
    ) s
  ) role_settings`;

export function createCore(db: BackendDatabase, secret: Uint8Array, baseUrl: () => string) {
  const core: BackendCore = {
    db,
    secret,
    baseUrl,
    asCaller: (ctx, fn, before) =>
      db.transaction(async (tx) => {
        // Privileged work the request needs first (e.g. a file body) runs before the switch.
        if (before) await before(tx);
        await tx.query(SWITCH_TO_CALLER, [
          ctx.role,
          JSON.stringify(ctx.claims),
          ctx.headers ?? '{}',
        ]);
        return fn(tx);
      }),
    asAdmin: (fn) => db.transaction(fn),
  };
  return core;
}

/**
 * Real PostgreSQL when asked for, or PGlite when asked for; never one in place of the other. A
 * backend that fell back to PGlite in silence would run one request at a time, and every guarantee
 * about concurrent requests (locks, races, the tests on PostgreSQL 15) would be off unnoticed.
 */
export async function openDatabase(
  dataDir: string | undefined,
  engine: 'postgres' | 'pglite',
): Promise<BackendDatabase> {
  if (engine === 'postgres' && dataDir) {
    try {
      return await openEmbeddedPostgres(dataDir);
    } catch (error) {
      throw new Error(
        `PostgreSQL could not start: ${(error as Error).message} ` +
          'To run on PGlite instead (one request at a time), start the backend with BACKEND_ENGINE=pglite.',
        { cause: error },
      );
    }
  }
  return openPgliteDatabase(dataDir ? join(dataDir, 'pgdata') : undefined);
}
