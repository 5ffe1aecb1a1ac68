import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPg15Database, PG15, pg15Reachable, type Pg15Database } from '../tests/harness.ts';
import { createCore, type BackendCore } from './core.ts';
import { openPgliteDatabase, poolDatabase, type BackendDatabase } from './database.ts';
import type { RequestContext } from './http.ts';

// The stand-in switches each request to the caller as PostgREST does, with the role's own
// settings: hosted's statement timeouts are 3 s for anon and 8 s for authenticated.

const anon: RequestContext = { role: 'anon', claims: { role: 'anon' } };
const user: RequestContext = {
  role: 'authenticated',
  claims: { role: 'authenticated', sub: '00000000-0000-4000-8000-000000000001' },
};
const service: RequestContext = { role: 'service_role', claims: { role: 'service_role' } };

function defineCallerSwitch(label: string, open: () => Promise<BackendDatabase>) {
  describe(`the caller switch on ${label}`, () => {
    let db: BackendDatabase;
    let core: BackendCore;
    beforeAll(async () => {
      db = await open();
      core = createCore(db, randomBytes(32), () => 'http://127.0.0.1');
    });
    afterAll(async () => {
      await db?.close();
    });

    const settingsOf = (ctx: RequestContext) =>
      core.asCaller(ctx, async (tx) => {
        const [row] = (
          await tx.query<{ who: string; timeout: string; sub: string | null }>(
            `select current_user as who, current_setting('statement_timeout') as timeout,
                    auth.uid()::text as sub`,
          )
        ).rows;
        return row;
      });

    it("applies the role's statement timeout with the role and claims, for that transaction only", async () => {
      expect(await settingsOf(anon)).toEqual({ who: 'anon', timeout: '3s', sub: null });
      expect(await settingsOf(user)).toEqual({
        who: 'authenticated',
        timeout: '8s',
        sub: user.claims.sub,
      });
      const server = await core.asAdmin(async (tx) => {
        const [row] = (
          await tx.query<{ timeout: string }>(
            `select current_setting('statement_timeout') as timeout`,
          )
        ).rows;
        return row!.timeout;
      });
      expect(server).toBe('0');
      expect((await settingsOf(service))!.timeout).toBe(server);
    });
  });
}

defineCallerSwitch('PGlite', () => openPgliteDatabase());

const reachable = await pg15Reachable();
if (!reachable && process.env.CI) {
  describe('PostgreSQL 15', () => {
    it(`is reachable at ${PG15.host}:${PG15.port} (required in CI)`, () => {
      throw new Error(`PostgreSQL 15 at ${PG15.host}:${PG15.port} is unreachable`);
    });
  });
}

describe.skipIf(!reachable)('PostgreSQL 15', () => {
  const databases: Pg15Database[] = [];
  afterAll(async () => {
    await Promise.all(databases.map((d) => d.drop()));
  });
  const openPg15 = async () => {
    const database = await createPg15Database();
    databases.push(database);
    const pool = new pg.Pool({ ...PG15, database: database.name, max: 4 });
    return poolDatabase(pool, () => pool.end());
  };
  defineCallerSwitch('PostgreSQL 15', openPg15);

  describe('statement timeouts', () => {
    let db: BackendDatabase;
    let core: BackendCore;
    beforeAll(async () => {
      db = await openPg15();
      core = createCore(db, randomBytes(32), () => 'http://127.0.0.1');
    });
    afterAll(async () => {
      await db?.close();
    });

    it('cancels an anon statement after 3 s, as hosted does', async () => {
      const started = Date.now();
      const error = await core
        .asCaller(anon, (tx) => tx.query('select pg_sleep(5)'))
        .then(
          () => null,
          (e: unknown) => e as { code?: string; message: string },
        );
      expect(error?.code).toBe('57014');
      expect(error?.message).toMatch(/statement timeout/);
      expect(Date.now() - started).toBeLessThan(4900);
      // the server's own work has no such limit
      await core.asAdmin((tx) => tx.query('select pg_sleep(3.2)'));
    }, 20_000);
  });
});
