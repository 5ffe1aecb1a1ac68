import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorOf, runAs, type Conn, type Who } from './harness.ts';

interface Profile {
  username: string;
  achievements: string[];
  dojo_coins: number;
  referred_users: number;
  premium: boolean;
  claimed_rewards: string[];
}

/**
 * `ensure_my_profile()` (migration 20261124400000, docs/spec/accounts.md "Profile load"), engine-agnostic:
 * PGlite and PostgreSQL 15. Each test runs in a transaction that is rolled back.
 */
export function defineProfileSuite(label: string, open: () => Promise<Conn>): void {
  describe(`ensure_my_profile on ${label}`, () => {
    let conn: Conn;
    beforeAll(async () => {
      conn = await open();
    });
    afterAll(async () => {
      await conn?.close();
    });
    beforeEach(async () => {
      await conn.query('begin');
    });
    afterEach(async () => {
      await conn.query('rollback');
    });

    const as = <T = Record<string, unknown>>(who: Who, sql: string, params?: unknown[]) =>
      runAs<T>(conn, who, sql, params);

    /** An auth user whose profile row is gone (made before the trigger, or lost). */
    async function userWithoutProfile(email: string | null) {
      const [row] = await as<{ id: string }>(
        'postgres',
        'insert into auth.users (email) values ($1) returning id',
        [email],
      );
      await as('postgres', 'delete from public.profiles where id = $1', [row!.id]);
      return row!.id;
    }

    const ensure = async (user: string) =>
      (await as<{ r: Profile }>({ sub: user }, 'select public.ensure_my_profile() as r'))[0]!.r;

    async function rows(user: string) {
      return as<Profile>('postgres', 'select * from public.profiles where id = $1', [user]);
    }

    it('creates a missing profile with the email username and the new-user defaults', async () => {
      const user = await userWithoutProfile(`river.stone${randomUUID().slice(0, 4)}@example.com`);
      expect(await rows(user)).toHaveLength(0);
      const profile = await ensure(user);
      expect(profile.username).toMatch(/^river\.stone/);
      expect(profile).toMatchObject({
        achievements: ['Early Bird'],
        dojo_coins: 0,
        referred_users: 0,
        premium: false,
        claimed_rewards: [],
        liked_games: [],
        created_games: [],
        unlocked_packs: [],
      });
      expect(await rows(user)).toHaveLength(1);
    });

    it('names a user without a usable email "new_user"', async () => {
      expect((await ensure(await userWithoutProfile(null))).username).toBe('new_user');
      expect((await ensure(await userWithoutProfile('@example.com'))).username).toBe('new_user');
    });

    it('is idempotent and never overwrites an existing profile', async () => {
      const user = await userWithoutProfile(`sam${randomUUID().slice(0, 4)}@example.com`);
      await ensure(user);
      await as({ sub: user }, `update public.profiles set username = 'Party Sam' where id = $1`, [
        user,
      ]);
      await as('service_role', 'select public.add_coins($1, 40)', [user]);
      const again = await ensure(user);
      expect(again).toMatchObject({ username: 'Party Sam', dojo_coins: 40 });
      expect(await ensure(user)).toEqual(again);
      expect(await rows(user)).toHaveLength(1);
    });

    it('answers the profile a trigger made at sign-up unchanged', async () => {
      const [row] = await as<{ id: string }>(
        'postgres',
        `insert into auth.users (email) values ('kim@example.com') returning id`,
      );
      const before = await rows(row!.id);
      const profile = await ensure(row!.id);
      expect(profile.username).toBe('kim');
      expect(await rows(row!.id)).toEqual(before);
    });

    // Calls from many sessions at once: profile-pg15.test.ts.
    it('makes one row when called again and again', async () => {
      const user = await userWithoutProfile(`many${randomUUID().slice(0, 4)}@example.com`);
      const answers: Profile[] = [];
      for (let i = 0; i < 5; i++) answers.push(await ensure(user));
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
      expect(await rows(user)).toHaveLength(1);
    });

    it('refuses anonymous callers and tokens without a user', async () => {
      expect(await errorOf(as('anon', 'select public.ensure_my_profile()'))).toMatch(
        /permission denied/,
      );
      expect(
        await errorOf(
          as(
            { claims: { role: 'authenticated' }, role: 'authenticated' },
            'select public.ensure_my_profile()',
          ),
        ),
      ).toBe('User is not authenticated');
    });

    it('refuses a token for an auth user that no longer exists', async () => {
      expect(await errorOf(ensure(randomUUID()))).toBe('User is not authenticated');
    });

    it("cannot create or touch another user's profile", async () => {
      const a = await userWithoutProfile(`a${randomUUID().slice(0, 4)}@example.com`);
      const [b] = await as<{ id: string }>(
        'postgres',
        `insert into auth.users (email) values ('bea@example.com') returning id`,
      );
      await as({ sub: b!.id }, `update public.profiles set username = 'Bea' where id = $1`, [
        b!.id,
      ]);
      const before = await rows(b!.id);
      // a's call answers a's own profile only, and leaves b's row as it was
      const mine = await ensure(a);
      expect(mine.username).not.toBe('Bea');
      expect(await rows(b!.id)).toEqual(before);
      // b's call does not create a's profile either
      await as('postgres', 'delete from public.profiles where id = $1', [a]);
      expect((await ensure(b!.id)).username).toBe('Bea');
      expect(await rows(a)).toHaveLength(0);
    });

    it('is callable by authenticated only', async () => {
      const [row] = await as<{ anon: boolean; auth: boolean; definer: boolean }>(
        'postgres',
        `select has_function_privilege('anon', 'public.ensure_my_profile()', 'execute') as anon,
           has_function_privilege('authenticated', 'public.ensure_my_profile()', 'execute') as auth,
           (select prosecdef from pg_proc where oid = 'public.ensure_my_profile()'::regprocedure)
             as definer`,
      );
      expect(row).toEqual({ anon: false, auth: true, definer: true });
    });
  });
}
