import { afterAll, describe, it } from 'vitest';
import {
  createPg15Database,
  PG15,
  pg15Reachable,
  pgConn,
  type Conn,
  type Pg15Database,
} from './harness.ts';

/** One test file's throwaway database on the PostgreSQL 15 server. */
export interface Pg15File {
  /** Whether the server answered; the file's PostgreSQL 15 tests are skipped when it did not. */
  reachable: boolean;
  /** The file's database: made on first use, with every migration, and dropped after the file. */
  ensureDatabase: () => Promise<Pg15Database>;
  /** A new session on the file's database. */
  connect: () => Promise<Conn>;
}

/**
 * Sets up a test file's database on the PostgreSQL 15 server. When the server is unreachable
 * the file's tests are skipped (`describe.skipIf(!reachable)`), except in CI, where a failing test
 * under `suite` says so.
 */
export async function pg15File(suite: string): Promise<Pg15File> {
  const reachable = await pg15Reachable();
  let database: Promise<Pg15Database> | undefined;
  const ensureDatabase = () => (database ??= createPg15Database());
  afterAll(async () => {
    if (database) await (await database).drop();
  });
  if (!reachable && process.env.CI) {
    describe(suite, () => {
      it(`is reachable at ${PG15.host}:${PG15.port} (required in CI)`, () => {
        throw new Error(`PostgreSQL 15 at ${PG15.host}:${PG15.port} is unreachable`);
      });
    });
  }
  return {
    reachable,
    ensureDatabase,
    connect: async () => pgConn(await (await ensureDatabase()).connect()),
  };
}
