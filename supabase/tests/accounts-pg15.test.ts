import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineAccountsSuite } from './accounts-suite.ts';
import { pg15File } from './pg15-file.ts';

// The account rules on the PostgreSQL 15 server in a throwaway database, plus what one session
// cannot show: the same reward claimed and coins spent from many sessions at once. Skipped when
// the server is unreachable, except in CI, where that is a failure.
const { reachable, ensureDatabase, connect } = await pg15File('PostgreSQL 15 (accounts)');
const TRANSIENT = new Set(['40P01', '40001', '55P03']);

describe.skipIf(!reachable)('PostgreSQL 15 (accounts)', () => {
  defineAccountsSuite('PostgreSQL 15', connect);

  describe('concurrent sessions', () => {
    const SESSIONS = 12;
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

    async function sql<T = Record<string, unknown>>(text: string, params?: unknown[]) {
      return (await admin.query(text, params)).rows as T[];
    }

    async function newUser() {
      const [row] = await sql<{ id: string }>(
        'insert into auth.users (email) values ($1) returning id',
        [`p${randomUUID().slice(0, 8)}@example.com`],
      );
      return row!.id;
    }

    /** One call as `user` in its own transaction; a transient failure reruns it, as the API does. */
    async function callAs<T>(session: pg.Client, user: string, text: string, params: unknown[]) {
      for (;;) {
        await session.query('begin');
        try {
          await session.query(
            `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
            [JSON.stringify({ sub: user, role: 'authenticated' })],
          );
          const { rows } = await session.query<{ r: T }>(text, params);
          await session.query('commit');
          return rows[0]!.r;
        } catch (error) {
          await session.query('rollback');
          if (TRANSIENT.has((error as { code?: string }).code ?? '')) continue;
          throw error;
        }
      }
    }

    async function balanceAndLedger(user: string) {
      const [row] = await sql<{ balance: number; ledger: number }>(
        `select p.dojo_coins as balance,
           (select coalesce(sum(amount), 0)::int from public.coin_ledger where user_id = p.id) as ledger
         from public.profiles p where p.id = $1`,
        [user],
      );
      return row!;
    }

    it('pays one of twelve concurrent claims of an earned reward', async () => {
      const user = await newUser();
      await sql(
        `insert into public.packs (id, owner_id, name, draft, published, published_at)
         values ($1, $2, 'Ours', false, true, now())`,
        [randomUUID(), user],
      );
      const answers = await Promise.all(
        sessions.map((s) =>
          callAs<string>(s, user, 'select public.claim_reward($1) as r', ['first-pack']),
        ),
      );
      expect(answers.filter((a) => a === 'Reward claimed successfully')).toHaveLength(1);
      expect(answers.filter((a) => a === 'Reward already claimed')).toHaveLength(SESSIONS - 1);
      expect(await balanceAndLedger(user)).toEqual({ balance: 50, ledger: 50 });
    });

    it('never goes below 0 when every premium pack is bought at once', async () => {
      const user = await newUser();
      await sql(`select public.add_coins($1, 160)`, [user]);
      const keys = (
        await sql<{ k: string }>('select pack_key as k from public.pack_unlock_prices order by 1')
      ).map((r) => r.k);
      expect(keys).toHaveLength(5);
      const answers = await Promise.all(
        sessions.map((s, i) =>
          callAs<{ status: string }>(s, user, 'select public.unlock_pack($1) as r', [
            keys[i % keys.length],
          ]),
        ),
      );
      const unlocked = answers.filter((a) => a.status === 'unlocked');
      expect(unlocked).toHaveLength(2);
      expect(answers.every((a) => ['unlocked', 'already', 'insufficient'].includes(a.status))).toBe(
        true,
      );
      expect(await balanceAndLedger(user)).toEqual({ balance: 10, ledger: 10 });
      const [owned] = await sql<{ n: number }>(
        'select count(*)::int as n from public.pack_unlocks where user_id = $1',
        [user],
      );
      expect(owned!.n).toBe(2);
    });

    it('charges once for one pack bought from twelve sessions', async () => {
      const user = await newUser();
      await sql(`select public.add_coins($1, 1000)`, [user]);
      const answers = await Promise.all(
        sessions.map((s) =>
          callAs<{ status: string }>(s, user, 'select public.unlock_pack($1) as r', [
            'charades/office',
          ]),
        ),
      );
      expect(answers.filter((a) => a.status === 'unlocked')).toHaveLength(1);
      expect(answers.filter((a) => a.status === 'already')).toHaveLength(SESSIONS - 1);
      expect(await balanceAndLedger(user)).toEqual({ balance: 925, ledger: 925 });
    });
  });
});
