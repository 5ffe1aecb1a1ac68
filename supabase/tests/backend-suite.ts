import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { commitAs, errorOf, runAs, waitForQuietServer, type Conn, type Who } from './harness.ts';

/**
 * The SQL rules suite, engine-agnostic: it runs on PGlite and on the PostgreSQL 15 server.
 * Each test runs in a transaction that is rolled back, so tests see a clean database; the sync
 * cursor tests need real commits and use fresh users instead.
 */
export function defineBackendSuite(label: string, open: () => Promise<Conn>): void {
  describe(`backend rules on ${label}`, () => {
    let conn: Conn;

    beforeAll(async () => {
      conn = await open();
    });
    afterAll(async () => {
      await conn?.close();
    });

    const as = <T = Record<string, unknown>>(who: Who, sql: string, params?: unknown[]) =>
      runAs<T>(conn, who, sql, params);
    /** As the Storage API runs a caller's statement: the only way to delete storage rows. */
    const asStorageApi = <T = Record<string, unknown>>(who: Who, sql: string, params?: unknown[]) =>
      runAs<T>(conn, who, sql, params, { storageApi: true });

    async function newUser(email: string | null = `u${randomUUID().slice(0, 8)}@example.com`) {
      const [row] = await as<{ id: string }>(
        'postgres',
        'insert into auth.users (email) values ($1) returning id',
        [email],
      );
      return row!.id;
    }

    /** A user whose account was created at `createdAt` (auth.users.created_at, the sign-up time). */
    async function newUserAt(createdAt: string) {
      const [row] = await as<{ id: string }>(
        'postgres',
        'insert into auth.users (email, created_at) values ($1, $2) returning id',
        [`u${randomUUID().slice(0, 8)}@example.com`, createdAt],
      );
      return row!.id;
    }

    async function profile(id: string) {
      const [row] = await as<Record<string, unknown>>(
        'postgres',
        'select * from public.profiles where id = $1',
        [id],
      );
      return row!;
    }

    async function ledgerSum(id: string) {
      const [row] = await as<{ s: number }>(
        'postgres',
        'select coalesce(sum(amount), 0)::int as s from public.coin_ledger where user_id = $1',
        [id],
      );
      return row!.s;
    }

    async function grant(id: string, amount: number) {
      const [row] = await as<{ ok: boolean }>(
        'service_role',
        'select public.add_coins($1, $2) as ok',
        [id, amount],
      );
      expect(row!.ok).toBe(true);
    }

    function op(userId: string, type: string, payload: unknown, id: string = randomUUID()) {
      return { id, type, payload, userId, createdAt: new Date().toISOString(), attempts: 0 };
    }

    interface Outcome {
      id: string | null;
      status: 'applied' | 'duplicate' | 'rejected';
      result?: Record<string, unknown>;
      reason?: string;
      first?: string;
    }

    async function push(user: string, ops: unknown[]): Promise<Outcome[]> {
      const [row] = await as<{ r: { results: Outcome[] } }>(
        { sub: user },
        'select public.push($1::jsonb) as r',
        [JSON.stringify(ops)],
      );
      return row!.r.results;
    }

    function packPayload(id: string, overrides: Record<string, unknown> = {}, draft = false) {
      return {
        pack: {
          metadata: {
            name: 'Road trip',
            id,
            description: 'Prompts for the car',
            author: 'Alex',
            explicit: false,
            alcohol: true,
            creation_date: '2026-11-01T10:00:00.000Z',
            tags: ['travel'],
            ...overrides,
          },
          prompts: [{ text: 'Never have I ever missed a flight' }, { text: 'Never have I ever' }],
        },
        draft,
      };
    }

    describe('isolated (rolled back per test)', () => {
      beforeEach(async () => {
        await conn.query('begin');
      });
      afterEach(async () => {
        await conn.query('rollback');
      });

      it('has row-level security on every table the API can reach', async () => {
        const open = await as<{ name: string }>(
          'postgres',
          `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname in ('public', 'storage') and c.relkind = 'r' and not c.relrowsecurity`,
        );
        expect(open).toEqual([]);
      });

      describe('profiles', () => {
        it('[S1] creates a profile with the docs/spec defaults when an auth user is created', async () => {
          const id = await newUser('party.animal@example.com');
          const p = await profile(id);
          expect(p.username).toBe('party.animal');
          expect(p.achievements).toEqual(['Early Bird']);
          expect(p.dojo_coins).toBe(0);
          expect(p.referred_users).toBe(0);
          expect(p.premium).toBe(false);
          expect((await profile(await newUser(null))).username).toBe('new_user');
          expect((await profile(await newUser('@nobody.example'))).username).toBe('new_user');
          expect((await profile(await newUser('   @blank.example'))).username).toBe('new_user');
          expect((await profile(await newUser(`${'x'.repeat(100)}@long.example`))).username).toBe(
            'x'.repeat(80),
          );
        });

        it('lets a user read and rename only their own profile', async () => {
          const a = await newUser();
          const b = await newUser();
          const own = await as({ sub: a }, 'select id from public.profiles');
          expect(own.map((r) => r.id)).toEqual([a]);
          const other = await as({ sub: a }, 'select * from public.profiles where id = $1', [b]);
          expect(other).toHaveLength(0);
          await as({ sub: a }, `update public.profiles set username = 'renamed' where id = $1`, [
            a,
          ]);
          expect((await profile(a)).username).toBe('renamed');
          const hit = await as(
            { sub: a },
            `update public.profiles set username = 'hijacked' where id = $1 returning id`,
            [b],
          );
          expect(hit).toHaveLength(0);
          expect((await profile(b)).username).not.toBe('hijacked');
        });

        it('[S3] refuses a user setting their own coins, premium or counters directly', async () => {
          const a = await newUser();
          for (const set of [
            'dojo_coins = 1000',
            'premium = true',
            'premium_end_date = 9999999999',
            'referred_users = 50',
            `liked_games = '{x}'`,
            `claimed_rewards = '{welcome}'`,
            `stripe_subscription_id = 'sub_x'`,
          ]) {
            const msg = await errorOf(
              as({ sub: a }, `update public.profiles set ${set} where id = $1`, [a]),
            );
            expect(msg).toMatch(/permission denied/);
          }
          const p = await profile(a);
          expect(p.dojo_coins).toBe(0);
          expect(p.premium).toBe(false);
        });

        it('refuses inserting or deleting profiles, and anon reading them', async () => {
          const a = await newUser();
          expect(
            await errorOf(
              as({ sub: a }, `insert into public.profiles (id, username) values ($1, 'x')`, [
                randomUUID(),
              ]),
            ),
          ).toMatch(/permission denied/);
          expect(
            await errorOf(as({ sub: a }, 'delete from public.profiles where id = $1', [a])),
          ).toMatch(/permission denied/);
          expect(await errorOf(as('anon', 'select * from public.profiles'))).toMatch(
            /permission denied/,
          );
        });

        it('[S2] keeps the balance equal to the ledger even against the owner and the service role', async () => {
          const a = await newUser();
          await grant(a, 40);
          // The service role has no write grant on profiles or the ledger (as hosted gives it).
          for (const sql of [
            'update public.profiles set dojo_coins = 5000 where id = $1',
            'update public.profiles set premium = true where id = $1',
            'update public.coin_ledger set amount = 1 where user_id = $1',
            `insert into public.coin_ledger (user_id, amount, reason) values ($1, 5, 'x')`,
          ]) {
            expect(await errorOf(as('service_role', sql, [a])), sql).toMatch(/permission denied/);
          }
          // The tables' owner, as security definer functions run, still meets the guards.
          expect(
            await errorOf(
              as('postgres', 'update public.profiles set dojo_coins = 5000 where id = $1', [a]),
            ),
          ).toMatch(/only through coin_ledger/);
          await as('postgres', 'update public.profiles set premium = true where id = $1', [a]);
          const p = await profile(a);
          expect(p.premium).toBe(true);
          expect(p.dojo_coins).toBe(40);
          expect(await ledgerSum(a)).toBe(40);
          expect(
            await errorOf(
              as('postgres', 'update public.coin_ledger set amount = 1 where user_id = $1', [a]),
            ),
          ).toMatch(/append-only/);
          expect(
            await errorOf(
              as(
                'postgres',
                `insert into public.coin_ledger (user_id, amount, reason) values ($1, -41, 'x')`,
                [a],
              ),
            ),
          ).toMatch(/check constraint/);
        });
      });

      describe('grants as hosted gives them', () => {
        it('[S3] gives a new table in public no grant for the API roles', async () => {
          await as('postgres', 'create table public.hosted_default_probe (id int)');
          for (const who of ['anon', 'service_role', { sub: randomUUID() }] as Who[]) {
            expect(await errorOf(as(who, 'select * from public.hosted_default_probe'))).toMatch(
              /permission denied/,
            );
          }
        });

        it('[S3] lets the service role do what the server-side code does, and nothing more', async () => {
          const a = await newUser();
          // the service-only functions
          await grant(a, 5);
          const [mailer] = await as<{ out: boolean }>(
            'service_role',
            'select public.email_opted_out($1) as out',
            [a],
          );
          // A new account that did not tick "Email me news" gets none (U16).
          expect(mailer!.out).toBe(true);
          expect(
            await as('service_role', 'select public.unsubscribe_link_token($1) as t', [a]),
          ).toHaveLength(1);
          // Premium, customers and Stripe event ids go through definer functions only
          // (premium-suite.ts): no table is open to the service role.
          for (const sql of [
            `select premium, stripe_user_id from public.profiles where id = '${a}'`,
            `insert into public.stripe_events (id, type) values ('evt_${randomUUID()}', 'x')`,
            'select * from public.stripe_events',
            `update public.profiles set stripe_user_id = 'cus_x' where id = '${a}'`,
            'select * from public.coin_ledger',
            'select * from public.contact_messages',
            'select * from public.email_opt_outs',
            'select * from public.processed_ops',
            `insert into public.feedback (user_id, key, feedback) values ('${a}', 'k', 'x')`,
            'select * from private.sync_horizon',
          ]) {
            expect(await errorOf(as('service_role', sql)), sql).toMatch(/permission denied/);
          }
        });
      });

      describe('rewards and coins', () => {
        it('claims a reward once, adding its coins through the ledger', async () => {
          const a = await newUser();
          const first = await as<{ r: string }>(
            { sub: a },
            `select public.claim_reward('welcome') as r`,
          );
          expect(first[0]!.r).toBe('Reward claimed successfully');
          const again = await as<{ r: string }>(
            { sub: a },
            `select public.claim_reward('welcome') as r`,
          );
          expect(again[0]!.r).toBe('Reward already claimed');
          const p = await profile(a);
          expect(p.dojo_coins).toBe(25);
          expect(p.claimed_rewards).toEqual(['welcome']);
          expect(await ledgerSum(a)).toBe(25);
        });

        it('answers the docs/spec/messages.md failure strings', async () => {
          const a = await newUser();
          const unknown = await as<{ r: string }>(
            { sub: a },
            `select public.claim_reward('nope') as r`,
          );
          expect(unknown[0]!.r).toBe('Error claiming reward');
          const noSub = await as<{ r: string }>(
            { claims: { role: 'authenticated' }, role: 'authenticated' },
            `select public.claim_reward('welcome') as r`,
          );
          expect(noSub[0]!.r).toBe('User is not authenticated');
          const ghost = await as<{ r: string }>(
            { sub: randomUUID() },
            `select public.claim_reward('welcome') as r`,
          );
          expect(ghost[0]!.r).toBe('Failed to create user document');
          // a missing profile for a real auth user is recreated, then the claim goes through
          await as('postgres', 'delete from public.profiles where id = $1', [a]);
          const recreated = await as<{ r: string }>(
            { sub: a },
            `select public.claim_reward('welcome') as r`,
          );
          expect(recreated[0]!.r).toBe('Reward claimed successfully');
          expect(await errorOf(as('anon', `select public.claim_reward('welcome')`))).toMatch(
            /permission denied/,
          );
        });

        it('[S2] refuses to spend into a negative balance', async () => {
          const a = await newUser();
          await grant(a, 30);
          const over = await as<{ ok: boolean }>(
            { sub: a },
            `select public.spend_coins(31, 'hat') as ok`,
          );
          expect(over[0]!.ok).toBe(false);
          expect((await profile(a)).dojo_coins).toBe(30);
          const exact = await as<{ ok: boolean }>(
            { sub: a },
            `select public.spend_coins(30, 'hat') as ok`,
          );
          expect(exact[0]!.ok).toBe(true);
          expect((await profile(a)).dojo_coins).toBe(0);
          expect(await ledgerSum(a)).toBe(0);
          expect(await errorOf(as({ sub: a }, `select public.spend_coins(-5, 'refund')`))).toMatch(
            /amount must be/,
          );
        });

        it('lets only the service role add coins, to an existing user', async () => {
          const a = await newUser();
          expect(await errorOf(as({ sub: a }, `select public.add_coins($1, 1000)`, [a]))).toMatch(
            /permission denied/,
          );
          const cases: [string, boolean][] = [
            ['', false],
            ['   ', false],
            [randomUUID(), false],
            ['not-a-user', false],
            [`${a}.device-suffix`, true],
          ];
          for (const [target, expected] of cases) {
            const [row] = await as<{ ok: boolean }>(
              'service_role',
              'select public.add_coins($1, 5) as ok',
              [target],
            );
            expect(row!.ok, target).toBe(expected);
          }
          expect((await profile(a)).dojo_coins).toBe(5);
        });

        it('refuses clients writing the ledger, claims or rewards directly', async () => {
          const a = await newUser();
          for (const sql of [
            `insert into public.coin_ledger (user_id, amount, reason) values ('${a}', 500, 'free')`,
            `insert into public.reward_claims (user_id, reward_id) values ('${a}', 'welcome')`,
            `update public.rewards set coins = 100000`,
            `insert into public.stripe_events (id, type) values ('evt_1', 'x')`,
            `select * from public.processed_ops`,
          ]) {
            expect(await errorOf(as({ sub: a }, sql)), sql).toMatch(/permission denied/);
          }
          const rewards = await as('anon', 'select id from public.rewards order by sort_order');
          expect(rewards.length).toBeGreaterThan(0);
        });
      });

      describe('referrals', () => {
        it('credits the referrer once and counts the referred user', async () => {
          const referrer = await newUser();
          const newcomer = await newUser();
          await as({ sub: newcomer }, 'select public.record_referral($1)', [referrer]);
          const p = await profile(referrer);
          expect(p.dojo_coins).toBe(100);
          expect(p.referred_users).toBe(1);
          expect(
            await errorOf(as({ sub: newcomer }, 'select public.record_referral($1)', [referrer])),
          ).toMatch(/already referred/);
          expect((await profile(referrer)).referred_users).toBe(1);
        });

        it('refuses self, unknown, mutual and forged referrals', async () => {
          const a = await newUser();
          const b = await newUser();
          expect(await errorOf(as({ sub: a }, 'select public.record_referral($1)', [a]))).toMatch(
            /cannot refer themselves/,
          );
          expect(
            await errorOf(as({ sub: a }, 'select public.record_referral($1)', [randomUUID()])),
          ).toMatch(/referrer not found/);
          await as({ sub: b }, 'select public.record_referral($1)', [a]);
          expect(await errorOf(as({ sub: a }, 'select public.record_referral($1)', [b]))).toMatch(
            /mutual/,
          );
          expect(
            await errorOf(
              as(
                { sub: a },
                'insert into public.referrals (referred_id, referrer_id, coins) values ($1, $2, 1000)',
                [randomUUID(), a],
              ),
            ),
          ).toMatch(/permission denied/);
          expect(await errorOf(as('anon', 'select public.record_referral($1)', [a]))).toMatch(
            /permission denied/,
          );
        });
      });

      describe('referral abuse', () => {
        const refer = (referred: string, referrer: string) =>
          as({ sub: referred }, 'select public.record_referral($1)', [referrer]);
        const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();

        it('pays only for accounts that signed up after the referrer, within 7 days', async () => {
          const older = await newUserAt(daysAgo(3));
          const newer = await newUserAt(daysAgo(1));
          expect(await errorOf(refer(older, newer))).toMatch(
            /referrer must have signed up before the account they referred/,
          );
          const stale = await newUserAt(daysAgo(8));
          const veteran = await newUserAt(daysAgo(30));
          expect(await errorOf(refer(stale, veteran))).toMatch(
            /must be recorded within 7 days of signing up/,
          );
          await refer(newer, older);
          expect((await profile(older)).dojo_coins).toBe(100);
          expect((await profile(newer)).dojo_coins).toBe(0);
          expect((await profile(veteran)).dojo_coins).toBe(0);
        });

        it('refuses a referral that would close a cycle of any length', async () => {
          // signed up at the same instant, so only the cycle rule can refuse
          const [x, y, z] = [await newUser(), await newUser(), await newUser()];
          await refer(y, x);
          await refer(z, y);
          expect(await errorOf(refer(x, z))).toMatch(/referral cycles are not allowed/);
          expect(await errorOf(refer(x, y))).toMatch(/mutual referrals are not allowed/);
          expect((await profile(x)).dojo_coins).toBe(100);
          expect((await profile(y)).dojo_coins).toBe(100);
          expect((await profile(z)).dojo_coins).toBe(0);
          expect(await ledgerSum(z)).toBe(0);
        });

        it('pays a referrer for at most 5 referrals in 30 days', async () => {
          const host = await newUser();
          for (let i = 0; i < 5; i++) await refer(await newUser(), host);
          const sixth = await newUser();
          expect(await errorOf(refer(sixth, host))).toMatch(
            /referrer has reached the limit of 5 referrals in 30 days/,
          );
          const p = await profile(host);
          expect(p.dojo_coins).toBe(500);
          expect(p.referred_users).toBe(5);
          expect(await ledgerSum(host)).toBe(500);
        });
      });

      describe('likes and plays', () => {
        it('[S6] keys likes and pack states on the canonical pack id, whatever its letter case', async () => {
          const owner = await newUser();
          const fan = await newUser();
          const packId = randomUUID();
          await push(owner, [op(owner, 'pack.save', packPayload(packId))]);
          await push(owner, [op(owner, 'pack.publish', { packId })]);
          const shout = packId.toUpperCase();
          const mixed = packId.slice(0, 18).toUpperCase() + packId.slice(18);
          const outcomes = await push(fan, [
            op(fan, 'like.add', { gameId: shout }),
            op(fan, 'like.add', { gameId: mixed }),
            op(fan, 'like.add', { gameId: packId }),
            op(fan, 'pack-state.set', { game: 'mix', packId: shout, active: true }),
            op(fan, 'pack-state.set', { game: 'mix', packId, active: false }),
          ]);
          expect(outcomes.map((o) => o.result)).toEqual([
            { changed: true },
            { changed: false },
            { changed: false },
            { active: true },
            { active: false },
          ]);
          const likes = await as<{ game_id: string }>(
            'postgres',
            'select game_id from public.likes where user_id = $1',
            [fan],
          );
          expect(likes).toEqual([{ game_id: packId }]);
          const states = await as<{ pack_id: string; active: boolean }>(
            'postgres',
            'select pack_id, active from public.pack_states where user_id = $1',
            [fan],
          );
          expect(states).toEqual([{ pack_id: packId, active: false }]);
          expect((await profile(fan)).liked_games).toEqual([packId]);
          const [pack] = await as<{ likes: number }>(
            'postgres',
            'select likes from public.packs where id = $1',
            [packId],
          );
          expect(pack!.likes).toBe(1);
          await push(fan, [op(fan, 'like.remove', { gameId: mixed })]);
          const [after] = await as<{ likes: number }>(
            'postgres',
            'select likes from public.packs where id = $1',
            [packId],
          );
          expect(after!.likes).toBe(0);
          expect((await profile(fan)).liked_games).toEqual([]);
        });

        it('keeps likes idempotent and packs.likes consistent with liked_games', async () => {
          const owner = await newUser();
          const fan = await newUser();
          const packId = randomUUID();
          await push(owner, [op(owner, 'pack.save', packPayload(packId))]);
          await push(owner, [op(owner, 'pack.publish', { packId })]);
          const liked = await as<{ r: boolean }>({ sub: fan }, 'select public.like_game($1) as r', [
            packId,
          ]);
          expect(liked[0]!.r).toBe(true);
          const twice = await as<{ r: boolean }>({ sub: fan }, 'select public.like_game($1) as r', [
            packId,
          ]);
          expect(twice[0]!.r).toBe(false);
          await as({ sub: fan }, 'select public.like_game($1)', ['never-have-i-ever']);
          expect((await profile(fan)).liked_games).toEqual([packId, 'never-have-i-ever']);
          const [pack] = await as<{ likes: number }>(
            'postgres',
            'select likes from public.packs where id = $1',
            [packId],
          );
          expect(pack!.likes).toBe(1);
          const never = await as<{ r: boolean }>(
            { sub: fan },
            'select public.unlike_game($1) as r',
            ['truth-or-dare'],
          );
          expect(never[0]!.r).toBe(false);
          await as({ sub: fan }, 'select public.unlike_game($1)', [packId]);
          await as({ sub: fan }, 'select public.unlike_game($1)', [packId]);
          expect((await profile(fan)).liked_games).toEqual(['never-have-i-ever']);
          const [after] = await as<{ likes: number }>(
            'postgres',
            'select likes from public.packs where id = $1',
            [packId],
          );
          expect(after!.likes).toBe(0);
        });

        it('refuses liking or playing a pack the user cannot see', async () => {
          const owner = await newUser();
          const other = await newUser();
          const packId = randomUUID();
          await push(owner, [op(owner, 'pack.save', packPayload(packId, {}, true))]);
          expect(
            await errorOf(as({ sub: other }, 'select public.like_game($1)', [packId])),
          ).toMatch(/pack not found/);
          expect(
            await errorOf(as({ sub: other }, 'select public.count_play($1)', [packId])),
          ).toMatch(/pack not found/);
          const plays = await as<{ n: number }>(
            { sub: owner },
            'select public.count_play($1) as n',
            [packId],
          );
          expect(plays[0]!.n).toBe(1);
          expect(
            await errorOf(
              as({ sub: owner }, 'update public.packs set likes = 999 where id = $1', [packId]),
            ),
          ).toMatch(/permission denied/);
        });
      });

      describe('push', () => {
        it('keeps the game a pack is for and its truth or dare marks, and refuses an unknown game', async () => {
          const a = await newUser();
          const id = randomUUID();
          const tod = packPayload(id, { game: 'truth-or-dare' });
          (tod.pack as { prompts: unknown[] }).prompts = [
            { text: 'Your worst date?', kind: 'truth' },
            { text: 'Sing a song', kind: 'dare' },
          ];
          const outcomes = await push(a, [
            op(a, 'pack.save', tod),
            op(a, 'pack.save', packPayload(randomUUID(), { game: 'beer-pong' })),
            op(a, 'pack.save', packPayload(randomUUID(), { game: 7 })),
            op(a, 'pack.save', {
              ...packPayload(randomUUID()),
              pack: { metadata: { id: randomUUID() }, prompts: [{ text: 'x', kind: 'maybe' }] },
            }),
          ]);
          expect(outcomes.map((o) => o.reason ?? o.status)).toEqual([
            'applied',
            expect.stringMatching(
              /^payload\.pack\.metadata\.game must be one of never-have-i-ever, /,
            ),
            expect.stringMatching(/^payload\.pack\.metadata\.game must be one of /),
            'payload.pack.prompts must be objects with a string text',
          ]);
          const [row] = await as<{ game: string; prompts: unknown }>(
            'postgres',
            'select game, prompts from public.packs where id = $1',
            [id],
          );
          expect(row).toEqual({
            game: 'truth-or-dare',
            prompts: [
              { text: 'Your worst date?', kind: 'truth' },
              { text: 'Sing a song', kind: 'dare' },
            ],
          });
          const [change] = await as<{ c: { pack: { metadata: { game: string } } } }>(
            'postgres',
            "select private.change_body($1, 'pack', $2) as c",
            [a, id],
          );
          expect(change!.c.pack.metadata.game).toBe('truth-or-dare');

          // A save from a client that knows no games keeps the game; marks go with another game.
          await push(a, [op(a, 'pack.save', packPayload(id))]);
          await push(a, [op(a, 'pack.save', packPayload(id, { game: 'never-have-i-ever' }))]);
          const [kept] = await as<{ game: string; prompts: unknown }>(
            'postgres',
            'select game, prompts from public.packs where id = $1',
            [id],
          );
          expect(kept!.game).toBe('never-have-i-ever');
          expect(JSON.stringify(kept!.prompts)).not.toContain('kind');

          // The table itself takes only known games, or none.
          expect(
            await errorOf(
              as('postgres', "update public.packs set game = 'beer-pong' where id = $1", [id]),
            ),
          ).toMatch(/packs_game_known/);
          await as('postgres', 'update public.packs set game = null where id = $1', [id]);
        });

        it('keeps the language a pack is written in, English when none was given', async () => {
          const a = await newUser();
          const danish = randomUUID();
          const old = randomUUID();
          const outcomes = await push(a, [
            op(a, 'pack.save', packPayload(danish, { lang: 'da' })),
            op(a, 'pack.save', packPayload(old)),
            op(a, 'pack.save', packPayload(randomUUID(), { lang: 'de' })),
            op(a, 'pack.save', packPayload(randomUUID(), { lang: 1 })),
          ]);
          expect(outcomes.map((o) => o.reason ?? o.status)).toEqual([
            'applied',
            'applied',
            'payload.pack.metadata.lang must be en or da',
            'payload.pack.metadata.lang must be en or da',
          ]);
          const langOf = async (id: string) =>
            (
              await as<{ lang: string }>(
                'postgres',
                'select lang from public.packs where id = $1',
                [id],
              )
            )[0]!.lang;
          expect(await langOf(danish)).toBe('da');
          expect(await langOf(old)).toBe('en');
          const [change] = await as<{ c: { pack: { metadata: { lang: string } } } }>(
            'postgres',
            "select private.change_body($1, 'pack', $2) as c",
            [a, danish],
          );
          expect(change!.c.pack.metadata.lang).toBe('da');

          // A save from a client that knows no languages keeps the pack's; a new choice replaces it.
          await push(a, [op(a, 'pack.save', packPayload(danish))]);
          expect(await langOf(danish)).toBe('da');
          await push(a, [op(a, 'pack.save', packPayload(danish, { lang: null }))]);
          expect(await langOf(danish)).toBe('da');
          await push(a, [op(a, 'pack.save', packPayload(danish, { lang: 'en' }))]);
          expect(await langOf(danish)).toBe('en');
          expect(
            await errorOf(
              as('postgres', "update public.packs set lang = 'sv' where id = $1", [danish]),
            ),
          ).toMatch(/packs_lang_known/);
        });

        it('refuses anon and answers per operation', async () => {
          expect(await errorOf(as('anon', `select public.push('[]'::jsonb)`))).toMatch(
            /permission denied/,
          );
          const a = await newUser();
          const [res] = await as<{ r: { protocolVersion: number; results: unknown[] } }>(
            { sub: a },
            `select public.push('[]'::jsonb) as r`,
          );
          expect(res!.r).toEqual({ protocolVersion: 1, results: [] });
        });

        it('recreates a missing profile and refuses a token for a user that does not exist', async () => {
          const a = await newUser();
          await as('postgres', 'delete from public.profiles where id = $1', [a]);
          const [r] = await push(a, [op(a, 'like.add', { gameId: 'mix' })]);
          expect(r!.status).toBe('applied');
          expect((await profile(a)).liked_games).toEqual(['mix']);
          const ghost = randomUUID();
          expect(await errorOf(push(ghost, [op(ghost, 'like.add', { gameId: 'mix' })]))).toMatch(
            /not authenticated/,
          );
        });

        it('rejects an operation carrying another userId without recording it', async () => {
          const a = await newUser();
          const b = await newUser();
          const forged = op(b, 'profile.update', { username: 'pwned' });
          const [r] = await push(a, [forged]);
          expect(r!.status).toBe('rejected');
          expect(r!.reason).toMatch(/userId does not match/);
          expect((await profile(b)).username).not.toBe('pwned');
          // the real owner can still push that id
          const [own] = await push(b, [forged]);
          expect(own!.status).toBe('applied');
        });

        it('[I2] applies an op id once, answers replays with the first result, refuses changed replays', async () => {
          const a = await newUser();
          await grant(a, 50);
          const spend = op(a, 'coins.spend', { amount: 20, reason: 'hat' });
          expect((await push(a, [spend]))[0]!.status).toBe('applied');
          const replay = (await push(a, [spend]))[0]!;
          expect(replay.status).toBe('duplicate');
          expect(replay.first).toBe('applied');
          expect(replay.result).toEqual({ spent: 20 });
          expect((await profile(a)).dojo_coins).toBe(30);
          const changed = (
            await push(a, [{ ...spend, payload: { amount: 1, reason: 'hat' } }])
          )[0]!;
          expect(changed.status).toBe('rejected');
          expect(changed.reason).toMatch(/different payload/);
          // attempts and createdAt are delivery details, not part of the operation
          const retried = (await push(a, [{ ...spend, attempts: 3 }]))[0]!;
          expect(retried.status).toBe('duplicate');
          const other = await newUser();
          const stolen = (await push(other, [{ ...spend, userId: other }]))[0]!;
          expect(stolen.status).toBe('rejected');
          expect(stolen.reason).toBe('operation id already used');
        });

        it('records a rejection so its replay answers the same', async () => {
          const a = await newUser();
          const spend = op(a, 'coins.spend', { amount: 5, reason: 'x' });
          const first = (await push(a, [spend]))[0]!;
          expect(first).toMatchObject({ status: 'rejected', reason: 'Insufficient dojo coins' });
          const replay = (await push(a, [spend]))[0]!;
          expect(replay).toMatchObject({
            status: 'duplicate',
            first: 'rejected',
            reason: 'Insufficient dojo coins',
          });
        });

        it('never lets a rejected operation block the rest of the batch', async () => {
          const a = await newUser();
          const results = await push(a, [
            op(a, 'like.add', { gameId: 'category' }),
            op(a, 'coins.spend', { amount: 1000, reason: 'too much' }),
            op(a, 'reward.claim', { rewardId: 'welcome' }),
            op(a, 'reward.claim', { rewardId: 'welcome' }),
            op(a, 'profile.update', { username: 'Dojo Master' }),
          ]);
          expect(results.map((r) => r.status)).toEqual([
            'applied',
            'rejected',
            'applied',
            'rejected',
            'applied',
          ]);
          expect(results[3]!.reason).toBe('Reward already claimed');
          const p = await profile(a);
          expect(p.username).toBe('Dojo Master');
          expect(p.dojo_coins).toBe(25);
          expect(p.liked_games).toEqual(['category']);
        });

        it('keeps the language a person chose with their profile, and pulls it', async () => {
          const a = await newUser();
          const before = await profile(a);
          expect(before.lang).toBeNull();
          const results = await push(a, [
            op(a, 'profile.update', { lang: 'da' }),
            op(a, 'profile.update', { lang: 'fr' }),
            op(a, 'profile.update', {}),
            op(a, 'profile.update', { username: 'Sofie', lang: 'en' }),
            op(a, 'profile.update', { lang: 'da' }),
          ]);
          expect(results.map((r) => r.status)).toEqual([
            'applied',
            'rejected',
            'rejected',
            'applied',
            'applied',
          ]);
          expect(results[0]!.result).toEqual({ lang: 'da' });
          expect(results[1]!.reason).toMatch(/lang must be en or da/);
          const p = await profile(a);
          expect(p).toMatchObject({ username: 'Sofie', lang: 'da' });
          const [row] = await as<{ b: { profile: { lang: string; username: string } } }>(
            'postgres',
            `select private.change_body($1::uuid, 'profile', $2) as b`,
            [a, a],
          );
          expect(row!.b.profile).toMatchObject({ username: 'Sofie', lang: 'da' });
          // Auth's email templates read the language from the account's metadata, kept with it,
          // beside what sign-up put there
          await as(
            'postgres',
            `update auth.users set raw_user_meta_data = '{"email_news": true}' where id = $1`,
            [a],
          );
          await push(a, [op(a, 'profile.update', { lang: 'en' })]);
          const meta = async () =>
            (
              await as<{ m: Record<string, unknown> }>(
                'postgres',
                'select raw_user_meta_data as m from auth.users where id = $1',
                [a],
              )
            )[0]!.m;
          expect(await meta()).toEqual({ email_news: true, lang: 'en' });
          await push(a, [op(a, 'profile.update', { lang: 'da' })]);
          expect(await meta()).toEqual({ email_news: true, lang: 'da' });
          await as('postgres', 'update public.profiles set lang = null where id = $1', [a]);
          expect(await meta()).toEqual({ email_news: true });
        });

        it('cannot raise coins or premium through push', async () => {
          const a = await newUser();
          const results = await push(a, [
            op(a, 'profile.update', { username: 'rich', dojo_coins: 100000, premium: true }),
            op(a, 'profile.set', { dojo_coins: 100000 }),
            op(a, 'coins.spend', { amount: -500, reason: 'mint' }),
            op(a, 'coins.spend', { amount: 1.5, reason: 'fraction' }),
          ]);
          expect(results.map((r) => r.status)).toEqual([
            'applied',
            'rejected',
            'rejected',
            'rejected',
          ]);
          expect(results[1]!.reason).toMatch(/unknown operation type/);
          expect(results[2]!.reason).toMatch(/amount must be an integer/);
          const p = await profile(a);
          expect(p.dojo_coins).toBe(0);
          expect(p.premium).toBe(false);
        });

        it('applies an op only through its row in private.op_handlers', async () => {
          const a = await newUser();
          const long = `made.up-${'x'.repeat(60)}`;
          // the dispatch table decides: without its row, like.add is refused like any unknown type
          await as('postgres', `delete from private.op_handlers where type = 'like.add'`);
          const results = await push(a, [
            op(a, 'like.add', { gameId: 'mix' }),
            op(a, 'profile.set', { dojo_coins: 100000 }),
            op(a, 'contact.create', { name: '', email: '', topic: 'idea', message: 'hi' }),
            op(a, long, {}),
            op(a, 'like.remove', { gameId: 'mix' }),
          ]);
          expect(results.map((r) => [r.status, r.reason])).toEqual([
            ['rejected', 'unknown operation type: like.add'],
            ['rejected', 'unknown operation type: profile.set'],
            // contact.create goes through push_anonymous only
            ['rejected', 'unknown operation type: contact.create'],
            ['rejected', `unknown operation type: ${long.slice(0, 40)}`],
            ['applied', undefined],
          ]);
          expect((await profile(a)).liked_games).toEqual([]);
        });

        it('[S4] keeps private.op_handlers out of reach of every API role', async () => {
          const a = await newUser();
          const handler = `'private.op_like_add(uuid,jsonb)'`;
          for (const who of ['anon', 'service_role', { sub: a }] as Who[]) {
            for (const sql of [
              'select * from private.op_handlers',
              `insert into private.op_handlers (type, fn) values ('coins.mint', ${handler})`,
              `update private.op_handlers set fn = ${handler} where type = 'coins.spend'`,
              `delete from private.op_handlers where type = 'coins.spend'`,
            ]) {
              expect(await errorOf(as(who, sql)), `${JSON.stringify(who)}: ${sql}`).toMatch(
                /permission denied/,
              );
            }
          }
          const [row] = await as<{ n: number }>(
            'postgres',
            `select count(*)::int as n from private.op_handlers where type = 'coins.spend'`,
          );
          expect(row!.n).toBe(1);
        });

        it('[S4] takes as a handler only a private (uuid, jsonb) definer function', async () => {
          const insert = (type: string, fn: string) =>
            as('postgres', 'insert into private.op_handlers (type, fn) values ($1, $2)', [
              type,
              fn,
            ]);
          expect(await errorOf(insert('coins.mint', 'public.spend_coins(integer, text)'))).toMatch(
            /op handler public\.spend_coins\(integer,text\) for coins\.mint must be/,
          );
          expect(await errorOf(insert('coins.mint', 'private.op_coins_mint(uuid, jsonb)'))).toMatch(
            /does not exist/,
          );
          // one row is all a new op needs; the name is kept in its canonical form
          await insert('like.again', 'private.OP_LIKE_ADD( uuid , jsonb )');
          const [row] = await as<{ fn: string }>(
            'postgres',
            `select fn from private.op_handlers where type = 'like.again'`,
          );
          expect(row!.fn).toBe('private.op_like_add(uuid,jsonb)');
          const a = await newUser();
          const [r] = await push(a, [op(a, 'like.again', { gameId: 'mix' })]);
          expect(r).toMatchObject({ status: 'applied', result: { changed: true } });
          expect((await profile(a)).liked_games).toEqual(['mix']);
        });

        it('rejects malformed envelopes and payloads with a clear reason', async () => {
          const a = await newUser();
          const id = randomUUID();
          const huge = 'x'.repeat(501);
          const results = await push(a, [
            {
              type: 'like.add',
              payload: { gameId: 'x' },
              userId: a,
              createdAt: 'now',
              attempts: 0,
            },
            { ...op(a, 'like.add', { gameId: 'x' }), id: 'not-a-uuid' },
            { ...op(a, 'like.add', {}), payload: 'string' },
            op(a, 'like.add', { gameId: 42 }),
            op(a, 'like.add', { gameId: 'g'.repeat(101) }),
            op(a, 'pack.save', packPayload(id, { name: 'n'.repeat(81) })),
            op(a, 'pack.save', {
              ...packPayload(id),
              pack: { metadata: { id }, prompts: [{ text: huge }] },
            }),
            op(a, 'pack.save', {
              ...packPayload(id),
              pack: {
                metadata: { id },
                prompts: Array.from({ length: 5001 }, () => ({ text: 'a' })),
              },
            }),
            op(a, 'pack.save', {
              ...packPayload(id),
              pack: { metadata: { id }, prompts: ['bare string'] },
            }),
            op(a, 'pack.save', packPayload(id, { explicit: 'yes' })),
            op(a, 'pack.save', packPayload(id, { creation_date: 'yesterday' })),
            op(a, 'pack.save', packPayload(id, { name: '   ' })),
            op(a, 'draft.update', { packId: id, update: '!!!not base64' }),
            op(a, 'feedback.create', { key: '2026-11-21', feedback: '', positive: true }),
            op(a, 'pack-state.set', { game: 'category', packId: 'classic', active: 'yes' }),
            op(a, 'pack-state.set', { game: 'cat/egory', packId: 'classic', active: true }),
          ]);
          expect(results.filter((r) => r.status !== 'rejected')).toEqual([]);
          expect(results.map((r) => r.reason)).toEqual([
            'operation id must be a uuid',
            'operation id must be a uuid',
            'operation payload must be an object',
            'payload.gameId must be a string',
            'payload.gameId is too long (max 100 characters)',
            'payload.pack.metadata.name is too long (max 80 characters)',
            'payload.pack.prompts text is too long (max 500 characters)',
            'payload.pack.prompts has more than 5000 prompts',
            'payload.pack.prompts must be objects with a string text',
            'payload.pack.metadata.explicit must be a boolean',
            'payload.pack.metadata.creation_date must be an ISO timestamp',
            'Game name is required',
            'payload.update must be base64',
            'payload.feedback must not be empty',
            'payload.active must be a boolean',
            'payload.game must not contain "/"',
          ]);
          const [packs] = await as<{ n: number }>(
            'postgres',
            'select count(*)::int as n from public.packs',
          );
          expect(packs!.n).toBe(0);
          expect(
            await errorOf(
              as({ sub: a }, 'select public.push($1::jsonb)', [
                JSON.stringify(
                  Array.from({ length: 51 }, () => op(a, 'like.add', { gameId: 'x' })),
                ),
              ]),
            ),
          ).toMatch(/at most 50 operations/);
          expect(await errorOf(as({ sub: a }, `select public.push('{}'::jsonb)`))).toMatch(
            /ops must be an array/,
          );
        });

        it('[S5] saves, publishes and deletes packs for their owner only', async () => {
          const a = await newUser();
          const b = await newUser();
          const id = randomUUID();
          const saved = await push(a, [op(a, 'pack.save', packPayload(id, {}, true))]);
          expect(saved[0]!.status).toBe('applied');
          const [draft] = await as<{ tags: string[]; draft: boolean }>(
            'postgres',
            'select tags, draft from public.packs where id = $1',
            [id],
          );
          expect(draft).toEqual({ tags: ['travel', 'draft'], draft: true });
          expect((await profile(a)).created_games).toEqual([id]);
          expect(
            await as({ sub: b }, 'select id from public.packs where id = $1', [id]),
          ).toHaveLength(0);
          expect(await as('anon', 'select id from public.packs where id = $1', [id])).toHaveLength(
            0,
          );
          const publishDraft = await push(a, [op(a, 'pack.publish', { packId: id })]);
          expect(publishDraft[0]!.reason).toMatch(/draft cannot be published/);
          await push(a, [
            op(a, 'pack.save', packPayload(id)),
            op(a, 'pack.publish', { packId: id }),
          ]);
          expect(await as('anon', 'select id from public.packs where id = $1', [id])).toHaveLength(
            1,
          );
          const hijack = await push(b, [
            op(b, 'pack.save', packPayload(id, { name: 'Mine now' })),
            op(b, 'pack.publish', { packId: id }),
            op(b, 'pack.delete', { packId: id }),
            op(b, 'draft.update', { packId: id, update: 'AQID' }),
          ]);
          expect(hijack.map((r) => r.reason)).toEqual([
            'pack belongs to another user',
            'pack not found',
            'pack belongs to another user',
            'pack not found',
          ]);
          const deleted = await push(a, [op(a, 'pack.delete', { packId: id })]);
          expect(deleted[0]!.status).toBe('applied');
          expect(await as('anon', 'select id from public.packs where id = $1', [id])).toHaveLength(
            0,
          );
          const revive = await push(a, [op(a, 'pack.save', packPayload(id))]);
          expect(revive[0]!.reason).toBe('pack was deleted');
          expect((await profile(a)).created_games).toEqual([]);
        });

        it('keeps Yjs draft updates with their owner', async () => {
          const a = await newUser();
          const b = await newUser();
          const packId = randomUUID();
          const update = Buffer.from([1, 2, 3, 250, 251]).toString('base64');
          expect((await push(a, [op(a, 'draft.update', { packId, update })]))[0]!.status).toBe(
            'applied',
          );
          const [row] = await as<{ b64: string }>(
            { sub: a },
            `select encode(yjs_update, 'base64') as b64 from public.pack_drafts where pack_id = $1`,
            [packId],
          );
          expect(row!.b64).toBe(update);
          expect(await as({ sub: b }, 'select * from public.pack_drafts')).toHaveLength(0);
          expect((await push(b, [op(b, 'draft.update', { packId, update })]))[0]!.reason).toBe(
            'pack not found',
          );
          // compaction drops only the updates the client has merged
          const second = await push(a, [op(a, 'draft.update', { packId, update: 'AQ==' })]);
          const secondId = (second[0]!.result as { draftUpdateId: number }).draftUpdateId;
          await push(a, [op(a, 'draft.update', { packId, update: 'Ag==' })]);
          const compacted = await push(a, [
            op(a, 'draft.update', { packId, update: 'AQIDBA==', replacesUpTo: secondId }),
          ]);
          // A bound (every id up to it) could drop an update the client never saw: refused.
          expect(compacted[0]!.status).toBe('rejected');
          expect(compacted[0]!.reason).toMatch(/payload\.replaces/);
        });

        it('[C6] compaction deletes exactly the updates it names, never one appended meanwhile', async () => {
          const a = await newUser();
          const packId = randomUUID();
          const idOf = (r: Outcome[]) => (r[0]!.result as { draftUpdateId: number }).draftUpdateId;
          const first = idOf(await push(a, [op(a, 'draft.update', { packId, update: 'AQ==' })]));
          // Another device's append takes its id now and commits only after this device has read
          // the updates around it (ids commit out of order), so its id lies between them.
          const [reserved] = await as<{ id: number }>(
            'postgres',
            `select nextval(pg_get_serial_sequence('public.pack_drafts', 'id'))::int as id`,
          );
          const second = idOf(await push(a, [op(a, 'draft.update', { packId, update: 'Ag==' })]));
          const ids = [first, second];
          const [late] = await as<{ id: number }>(
            'postgres',
            `insert into public.pack_drafts (id, pack_id, owner_id, yjs_update) overriding system value
               values ($1, $2, $3, decode('Aw==', 'base64')) returning id::int`,
            [reserved!.id, packId, a],
          );
          expect(late!.id).toBeGreaterThan(first);
          expect(late!.id).toBeLessThan(second);
          const compacted = await push(a, [
            op(a, 'draft.update', { packId, update: 'AQID', replaces: ids }),
          ]);
          expect(compacted[0]!.status).toBe('applied');
          const left = await as<{ id: number; b64: string }>(
            { sub: a },
            `select id::int as id, encode(yjs_update, 'base64') as b64 from public.pack_drafts
               where pack_id = $1 order by id`,
            [packId],
          );
          expect(left.map((r) => r.b64)).toEqual(['Aw==', 'AQID']);
          expect(left[0]!.id).toBe(late!.id);
          // Only this owner's rows of this pack: ids of another pack or user are untouched.
          const b = await newUser();
          const other = await push(b, [
            op(b, 'draft.update', { packId: randomUUID(), update: 'BA==' }),
          ]);
          const otherId = idOf(other);
          await push(a, [op(a, 'draft.update', { packId, update: 'AQID', replaces: [otherId] })]);
          expect(await as({ sub: b }, 'select id::int as id from public.pack_drafts')).toEqual([
            { id: otherId },
          ]);
          const bad = await push(a, [
            op(a, 'draft.update', { packId, update: 'AQID', replaces: [1.5] }),
          ]);
          expect(bad[0]!.status).toBe('rejected');
        });

        it('stores feedback and pack states for the caller only', async () => {
          const a = await newUser();
          const b = await newUser();
          const results = await push(a, [
            op(a, 'feedback.create', {
              key: 'Sat Nov 21 2026',
              time: '12:00',
              feedback: 'Great game',
              positive: true,
              game: 'category',
              user: 'alex',
            }),
            op(a, 'pack-state.set', { game: 'category', packId: 'classic', active: false }),
            op(a, 'pack-state.set', { game: 'category', packId: 'classic', active: true }),
          ]);
          expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
          const states = await as(
            { sub: a },
            'select game, pack_id, active from public.pack_states',
          );
          expect(states).toEqual([{ game: 'category', pack_id: 'classic', active: true }]);
          expect(await as({ sub: b }, 'select * from public.feedback')).toHaveLength(0);
          await as(
            { sub: b },
            `insert into public.feedback (key, time, feedback, positive) values ('d', 't', 'direct', false)`,
          );
          expect(
            await errorOf(
              as(
                { sub: b },
                `insert into public.feedback (user_id, key, time, feedback, positive) values ($1, 'd', 't', 'forged', false)`,
                [a],
              ),
            ),
          ).toMatch(/permission denied/);
          expect(await as({ sub: a }, 'select feedback from public.feedback')).toEqual([
            { feedback: 'Great game' },
          ]);
        });

        it('merges dealt cards per deck: equal rounds unite, a higher round replaces, a lower one changes nothing', async () => {
          const a = await newUser();
          const b = await newUser();
          const deck = 'never-have-i-ever/classic';
          const dealt = (round: number, cards: string[], d = deck) =>
            op(a, 'dealt.merge', { deck: d, round, cards });
          const results = await push(a, [
            dealt(0, ['1a', '2b']),
            dealt(0, ['2b', '3c']),
            dealt(0, []),
          ]);
          expect(results.map((r) => [r.status, r.result])).toEqual([
            ['applied', { deck, round: 0, cards: 2 }],
            ['applied', { deck, round: 0, cards: 3 }],
            ['applied', { deck, round: 0, cards: 3 }],
          ]);
          const rows = () =>
            as<{ round: number; cards: string[] }>(
              { sub: a },
              'select round, cards from public.dealt_decks where deck = $1',
              [deck],
            );
          expect(await rows()).toEqual([{ round: 0, cards: ['1a', '2b', '3c'] }]);
          // the deck started over on one phone: its new round wins
          await push(a, [dealt(1, ['9z'])]);
          expect(await rows()).toEqual([{ round: 1, cards: ['9z'] }]);
          // a phone still in the old round changes nothing
          const [late] = await push(a, [dealt(0, ['4d'])]);
          expect(late!.result).toEqual({ deck, round: 1, cards: 1 });
          expect(await rows()).toEqual([{ round: 1, cards: ['9z'] }]);
          // nobody else reads them, and nobody writes them but through push
          expect(await as({ sub: b }, 'select * from public.dealt_decks')).toHaveLength(0);
          expect(
            await errorOf(
              as({ sub: a }, `update public.dealt_decks set round = 5 where deck = $1`, [deck]),
            ),
          ).toMatch(/permission denied/);
          // fingerprints only, within bounds
          const bad = await push(a, [
            dealt(0, ['Never have I ever lied']),
            dealt(
              0,
              Array.from({ length: 5001 }, (_, i) => i.toString(36)),
            ),
            dealt(-1, []),
            dealt(0, [], ''),
            dealt(0, [], 'x'.repeat(101)),
          ]);
          expect(bad.map((r) => r.status)).toEqual(Array(5).fill('rejected'));
          expect(bad[0]!.reason).toMatch(/fingerprints/);
          expect(bad[1]!.reason).toMatch(/max 5000/);
        });

        it('rejects a forged referral through push', async () => {
          const a = await newUser();
          const results = await push(a, [
            op(a, 'referral.record', { referrerId: a }),
            op(a, 'referral.record', { referrerId: randomUUID() }),
          ]);
          expect(results.map((r) => r.reason)).toEqual([
            'a user cannot refer themselves',
            'referrer not found',
          ]);
        });
      });

      describe('storage', () => {
        const upload = (who: Who, name: string) =>
          as(
            who,
            `insert into storage.objects (bucket_id, name, owner, owner_id) values ('packs', $1, auth.uid(), auth.uid()::text) returning id`,
            [name],
          );

        it('[S7] lets only the pack owner write or delete packs/{packId}.json, and anyone read it', async () => {
          const a = await newUser();
          const b = await newUser();
          const id = randomUUID();
          await push(a, [op(a, 'pack.save', packPayload(id))]);
          expect(await upload({ sub: a }, `${id}.json`)).toHaveLength(1);
          expect(await errorOf(upload({ sub: b }, `${randomUUID()}.json`))).toMatch(
            /row-level security/,
          );
          expect(await errorOf(upload('anon', `${id}.json`))).toMatch(/row-level security/);
          const overwrite = await as(
            { sub: b },
            `update storage.objects set metadata = '{"hacked":true}' where bucket_id = 'packs' and name = $1 returning id`,
            [`${id}.json`],
          );
          expect(overwrite).toHaveLength(0);
          const removed = await asStorageApi(
            { sub: b },
            `delete from storage.objects where bucket_id = 'packs' and name = $1 returning id`,
            [`${id}.json`],
          );
          expect(removed).toHaveLength(0);
          expect(
            await as('anon', `select name from storage.objects where bucket_id = 'packs'`),
          ).toEqual([{ name: `${id}.json` }]);
          expect(await errorOf(upload({ sub: a }, `nested/${id}.json`))).toMatch(
            /row-level security/,
          );
          // As hosted: a DELETE that does not come from the Storage API is refused, even for
          // the file's owner and the tables' owner, since it would leave the stored file behind.
          for (const who of [{ sub: a }, 'postgres', 'service_role'] as Who[]) {
            expect(
              await errorOf(
                as(who, `delete from storage.objects where bucket_id = 'packs' and name = $1`, [
                  `${id}.json`,
                ]),
              ),
            ).toMatch(/Use the Storage API/);
          }
          expect(
            await errorOf(as('postgres', `delete from storage.buckets where id = 'packs'`)),
          ).toMatch(/Use the Storage API/);
          const own = await asStorageApi(
            { sub: a },
            `delete from storage.objects where bucket_id = 'packs' and name = $1 returning id`,
            [`${id}.json`],
          );
          expect(own).toHaveLength(1);
        });
      });
    });

    describe('pull (committed data)', () => {
      async function pull(user: string, cursor: string | null, limit = 500) {
        await waitForQuietServer(conn);
        const [row] = await commitAs<{ r: PullResponse }>(
          conn,
          { sub: user },
          'select public.pull($1, $2) as r',
          [cursor, limit],
        );
        return row!.r;
      }

      interface PullResponse {
        changes?: {
          kind: string;
          id?: string;
          gameId?: string;
          deleted?: boolean;
          [k: string]: unknown;
        }[];
        cursor?: string;
        more?: boolean;
        resync?: boolean;
        reason?: string;
      }

      async function commitPush(user: string, ops: unknown[]) {
        const [row] = await commitAs<{ r: { results: { status: string }[] } }>(
          conn,
          { sub: user },
          'select public.push($1::jsonb) as r',
          [JSON.stringify(ops)],
        );
        return row!.r.results;
      }

      async function committedUser() {
        const [row] = await commitAs<{ id: string }>(
          conn,
          'postgres',
          `insert into auth.users (email) values ($1) returning id`,
          [`p${randomUUID().slice(0, 8)}@example.com`],
        );
        return row!.id;
      }

      it('returns the caller’s rows and the packs they like, then only what changed, with tombstones', async () => {
        const a = await committedUser();
        const b = await committedUser();
        const published = randomUUID();
        const notLiked = randomUUID();
        const privateDraft = randomUUID();
        await commitPush(b, [
          op(b, 'pack.save', packPayload(published)),
          op(b, 'pack.publish', { packId: published }),
          op(b, 'pack.save', packPayload(notLiked)),
          op(b, 'pack.publish', { packId: notLiked }),
          op(b, 'pack.save', packPayload(privateDraft, {}, true)),
        ]);
        await commitPush(a, [
          op(a, 'like.add', { gameId: published }),
          op(a, 'like.add', { gameId: 'category' }),
          op(a, 'pack-state.set', { game: 'category', packId: 'classic', active: true }),
        ]);
        const first = await pull(a, null);
        expect(first.more).toBe(false);
        const kinds = first.changes!.map((c) => `${c.kind}:${c.id ?? c.gameId ?? ''}`);
        expect(kinds).toContain(`profile:${a}`);
        expect(kinds).toContain(`pack:${published}`);
        expect(kinds).toContain('like:category');
        expect(kinds).not.toContain(`pack:${privateDraft}`);
        // the gallery is read by query: a pack nobody here likes never travels in the pull
        expect(kinds).not.toContain(`pack:${notLiked}`);
        expect(first.changes!.some((c) => c.kind === 'profile' && c.id === b)).toBe(false);

        const nothing = await pull(a, first.cursor!);
        expect(nothing.changes!.filter((c) => c.kind !== 'pack' || c.id === published)).toEqual([]);

        await commitPush(a, [op(a, 'like.remove', { gameId: 'category' })]);
        await commitPush(b, [op(b, 'pack.delete', { packId: published })]);
        const next = await pull(a, first.cursor!);
        const mine = next.changes!.filter(
          (c) => c.kind === 'like' || (c.kind === 'pack' && c.id === published),
        );
        expect(mine).toEqual(
          expect.arrayContaining([
            { kind: 'like', gameId: 'category', liked: false },
            { kind: 'pack', id: published, deleted: true },
          ]),
        );
      });

      it("tells a liker's devices when a liked pack is gone with its owner's account", async () => {
        const fan = await committedUser();
        const maker = await committedUser();
        const liked = randomUUID();
        const notLiked = randomUUID();
        await commitPush(maker, [
          op(maker, 'pack.save', packPayload(liked)),
          op(maker, 'pack.publish', { packId: liked }),
          op(maker, 'pack.save', packPayload(notLiked)),
          op(maker, 'pack.publish', { packId: notLiked }),
        ]);
        await commitPush(fan, [op(fan, 'like.add', { gameId: liked })]);
        // a phone that synced before the deletion, paging one change at a time
        let cursor: string | null = null;
        let first: PullResponse;
        do {
          first = await pull(fan, cursor, 1);
          cursor = first.cursor!;
        } while (first.more);
        await commitAs(conn, { sub: maker }, 'select public.delete_my_account()');

        const seen: NonNullable<PullResponse['changes']> = [];
        let page: PullResponse;
        do {
          page = await pull(fan, cursor, 1);
          seen.push(...page.changes!);
          cursor = page.cursor!;
        } while (page.more);
        expect(seen.filter((c) => c.kind === 'pack')).toEqual([
          { kind: 'pack', id: liked, deleted: true },
        ]);
        // said once: the next pull has nothing more about it
        expect((await pull(fan, cursor)).changes!.filter((c) => c.kind === 'pack')).toEqual([]);
        // a new device of the fan gets neither the pack nor its tombstone
        expect((await pull(fan, null)).changes!.filter((c) => c.kind === 'pack')).toEqual([]);
        // the maker's account left nothing a pull can find under its id
        expect(
          await commitAs(
            conn,
            'postgres',
            'select 1 from public.packs where id = any($1::uuid[])',
            [[liked, notLiked]],
          ),
        ).toEqual([]);
      });

      it('pages a full pull through rows older than an unmoved tombstone horizon', async () => {
        const a = await committedUser();
        await commitPush(
          a,
          ['h0', 'h1', 'h2', 'h3', 'h4'].map((gameId) => op(a, 'like.add', { gameId })),
        );
        await commitPush(a, [op(a, 'like.remove', { gameId: 'h0' })]);
        await commitAs(conn, 'service_role', `select public.purge_tombstones('0 seconds')`);
        const liked: string[] = [];
        let cursor: string | null = null;
        for (;;) {
          const page = await pull(a, cursor, 2);
          expect(page.resync).toBeUndefined();
          for (const c of page.changes!) if (c.kind === 'like' && c.liked) liked.push(c.gameId!);
          cursor = page.cursor!;
          if (!page.more) break;
        }
        expect(liked.sort()).toEqual(['h1', 'h2', 'h3', 'h4']);
        // once the horizon moves past a mid-page cursor, that cursor must resync
        const first = await pull(a, null, 2);
        expect(first.more).toBe(true);
        await commitPush(a, [
          op(a, 'like.add', { gameId: 'h9' }),
          op(a, 'like.remove', { gameId: 'h9' }),
        ]);
        await commitAs(conn, 'service_role', `select public.purge_tombstones('0 seconds')`);
        expect(await pull(a, first.cursor!, 2)).toMatchObject({
          resync: true,
          reason: 'cursor too old',
        });
      });

      it('sends the account’s dealt decks whole, then only the decks that changed', async () => {
        const a = await committedUser();
        await commitPush(a, [
          op(a, 'dealt.merge', { deck: 'most-likely-to/classic', round: 0, cards: ['1a'] }),
          op(a, 'dealt.merge', { deck: 'charades/easy', round: 2, cards: ['5e'] }),
        ]);
        const first = await pull(a, null);
        const dealt = (res: PullResponse) =>
          res
            .changes!.filter((c) => c.kind === 'dealt')
            .sort((x, y) => String(x.deck).localeCompare(String(y.deck)));
        expect(dealt(first)).toEqual([
          { kind: 'dealt', deck: 'charades/easy', round: 2, cards: ['5e'] },
          { kind: 'dealt', deck: 'most-likely-to/classic', round: 0, cards: ['1a'] },
        ]);
        await commitPush(a, [
          op(a, 'dealt.merge', { deck: 'most-likely-to/classic', round: 0, cards: ['2b'] }),
          // already there: nothing moves
          op(a, 'dealt.merge', { deck: 'charades/easy', round: 2, cards: ['5e'] }),
        ]);
        const next = await pull(a, first.cursor!);
        expect(dealt(next)).toEqual([
          { kind: 'dealt', deck: 'most-likely-to/classic', round: 0, cards: ['1a', '2b'] },
        ]);
        const [keys] = await commitAs<{ r: { changes: unknown[]; missing: string[] } }>(
          conn,
          { sub: a },
          'select public.pull_keys($1) as r',
          [['dealt/charades/easy', 'dealt/nope']],
        );
        expect(keys!.r).toMatchObject({
          changes: [{ kind: 'dealt', deck: 'charades/easy', round: 2, cards: ['5e'] }],
          missing: ['dealt/nope'],
        });
      });

      it('pages with a limit without losing or repeating rows', async () => {
        const a = await committedUser();
        await commitPush(
          a,
          Array.from({ length: 12 }, (_, i) =>
            op(a, 'pack-state.set', { game: 'mix', packId: `p${i}`, active: i % 2 === 0 }),
          ),
        );
        const seen: string[] = [];
        let cursor: string | null = null;
        let pages = 0;
        for (;;) {
          const res = await pull(a, cursor, 5);
          pages++;
          for (const c of res.changes!) if (c.kind === 'pack-state') seen.push(String(c.packId));
          cursor = res.cursor!;
          if (!res.more) break;
        }
        expect(pages).toBeGreaterThanOrEqual(3);
        expect(new Set(seen).size).toBe(12);
        expect(seen).toHaveLength(12);
      });

      it('asks for a resync when the cursor is malformed or older than retained tombstones', async () => {
        const a = await committedUser();
        expect(await pull(a, 'garbage')).toMatchObject({
          resync: true,
          reason: 'malformed cursor',
        });
        expect(await pull(a, JSON.stringify({ v: 99, x: '1' }))).toMatchObject({ resync: true });
        const start = await pull(a, null);
        await commitPush(a, [
          op(a, 'like.add', { gameId: 'x' }),
          op(a, 'like.remove', { gameId: 'x' }),
        ]);
        const [purged] = await commitAs<{ n: number }>(
          conn,
          'service_role',
          `select public.purge_tombstones('0 seconds') as n`,
        );
        expect(purged!.n).toBeGreaterThanOrEqual(1);
        expect(await pull(a, start.cursor!)).toMatchObject({
          resync: true,
          reason: 'cursor too old',
        });
        const fresh = await pull(a, null);
        expect(fresh.resync).toBeUndefined();
        // a cursor issued after the purge stays valid until the horizon moves again
        expect((await pull(a, fresh.cursor!)).resync).toBeUndefined();
        expect(await errorOf(commitAs(conn, 'anon', 'select public.pull(null, 10)'))).toMatch(
          /permission denied/,
        );
        expect(
          await errorOf(commitAs(conn, { sub: a }, `select public.purge_tombstones('0 seconds')`)),
        ).toMatch(/permission denied/);
      });
    });
  });
}
