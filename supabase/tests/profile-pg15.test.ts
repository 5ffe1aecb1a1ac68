import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineProfileSuite } from './profile-suite.ts';
import { pg15File } from './pg15-file.ts';

// Creating a missing profile (docs/spec/accounts.md) on the PostgreSQL 15 server in a throwaway database, plus
// what one session cannot show: one user's devices asking for their profile at the same moment.
// Skipped when the server is unreachable, except in CI, where that is a failure.
const { reachable, ensureDatabase, connect } = await pg15File('PostgreSQL 15 (profile load)');

describe.skipIf(!reachable)('PostgreSQL 15 (profile load)', () => {
  defineProfileSuite('PostgreSQL 15', connect);

  describe('concurrent sessions', () => {
    const SESSIONS = 8;
    let admin: pg.Client;
    const sessions: pg.Client[] = [];
    beforeAll(async () => {
      const db = await ensureDatabase();
      admin = await db.connect();
      for (let i = 0; i < SESSIONS; i++) sessions.push(await db.connect());
    });
    afterAll(async () => {
      await Promise.all(sessions.map((s) => s.end()));
      await admin?.end();
    });

    async function ensureAs(session: pg.Client, user: string) {
      await session.query('begin');
      try {
        await session.query(
          `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
          [JSON.stringify({ sub: user, role: 'authenticated' })],
        );
        const { rows } = await session.query<{ r: { username: string; dojo_coins: number } }>(
          'select public.ensure_my_profile() as r',
        );
        // hold the transaction open a moment so the others queue behind the first insert
        await session.query('select pg_sleep(0.05)');
        await session.query('commit');
        return rows[0]!.r;
      } catch (error) {
        await session.query('rollback');
        throw error;
      }
    }

    it('makes one profile when every device asks at once', async () => {
      const email = `crowd${randomUUID().slice(0, 6)}@example.com`;
      const { rows } = await admin.query<{ id: string }>(
        'insert into auth.users (email) values ($1) returning id',
        [email],
      );
      const user = rows[0]!.id;
      await admin.query('delete from public.profiles where id = $1', [user]);
      const answers = await Promise.all(sessions.map((s) => ensureAs(s, user)));
      expect(answers.every((a) => a.username === email.split('@')[0] && a.dojo_coins === 0)).toBe(
        true,
      );
      const count = await admin.query<{ n: number }>(
        'select count(*)::int as n from public.profiles where id = $1',
        [user],
      );
      expect(count.rows[0]!.n).toBe(1);
    });
  });
});
