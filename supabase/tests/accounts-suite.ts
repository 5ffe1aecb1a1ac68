import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorOf, runAs, type Conn, type Who } from './harness.ts';

/**
 * Rewards the server checks, spending coins on a pack unlock, who invited whom, and deleting one's
 * own account (migration 20261124300000), engine-agnostic: PGlite and PostgreSQL 15. Each test
 * runs in a transaction that is rolled back.
 */
export function defineAccountsSuite(label: string, open: () => Promise<Conn>): void {
  describe(`account rules on ${label}`, () => {
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

    async function newUser(email = `a${randomUUID().slice(0, 8)}@example.com`) {
      const [row] = await as<{ id: string }>(
        'postgres',
        'insert into auth.users (email) values ($1) returning id',
        [email],
      );
      return row!.id;
    }

    async function coins(id: string) {
      const [row] = await as<{ c: number; s: number }>(
        'postgres',
        `select p.dojo_coins as c,
           (select coalesce(sum(amount), 0)::int from public.coin_ledger where user_id = p.id) as s
         from public.profiles p where p.id = $1`,
        [id],
      );
      expect(row!.c, 'balance equals the ledger').toBe(row!.s);
      return row!.c;
    }

    async function grant(id: string, amount: number) {
      await as('service_role', 'select public.add_coins($1, $2)', [id, amount]);
    }

    const claim = async (user: string, reward: string) =>
      (await as<{ r: string }>({ sub: user }, 'select public.claim_reward($1) as r', [reward]))[0]!
        .r;

    const unlock = async (user: string, key: string) =>
      (
        await as<{ r: { status: string; balance: number; price?: number } }>(
          { sub: user },
          'select public.unlock_pack($1) as r',
          [key],
        )
      )[0]!.r;

    function op(userId: string, type: string, payload: unknown, id: string = randomUUID()) {
      return { id, type, payload, userId, createdAt: new Date().toISOString(), attempts: 0 };
    }

    async function push(user: string, ops: unknown[]) {
      const [row] = await as<{
        r: { results: { status: string; reason?: string; first?: string }[] };
      }>({ sub: user }, 'select public.push($1::jsonb) as r', [JSON.stringify(ops)]);
      return row!.r.results;
    }

    async function publishPack(user: string) {
      const id = randomUUID();
      const pack = {
        metadata: {
          name: 'Cabin night',
          id,
          description: 'Prompts for a snowed-in weekend',
          author: 'Sam',
          explicit: false,
          alcohol: false,
          creation_date: '2026-11-01T10:00:00.000Z',
          tags: [],
        },
        prompts: [{ text: 'Never have I ever slept in a cabin' }],
      };
      const results = await push(user, [
        op(user, 'pack.save', { pack, draft: false }),
        op(user, 'pack.publish', { packId: id }),
      ]);
      expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
      return id;
    }

    describe('rewards', () => {
      it('lists only rewards the server can check, each with what earns it', async () => {
        const rows = await as<{ id: string; requirement: string }>(
          'anon',
          'select id, requirement from public.rewards where active order by sort_order',
        );
        expect(rows.map((r) => r.id)).toEqual([
          'welcome',
          'first-pack',
          'share-pack',
          'joined-through-friend',
          'fan',
          'feedback',
        ]);
        const a = await newUser();
        expect(await claim(a, 'newsletter')).toBe('Error claiming reward');
        expect(await claim(a, 'follow-social')).toBe('Error claiming reward');
        expect(await coins(a)).toBe(0);
      });

      it('pays "Pack maker" only once a pack of the claimant is published', async () => {
        const a = await newUser();
        expect(await claim(a, 'first-pack')).toBe('Error claiming reward');
        // a published pack of someone else does not count
        await publishPack(await newUser());
        expect(await claim(a, 'first-pack')).toBe('Error claiming reward');
        expect(await coins(a)).toBe(0);
        await publishPack(a);
        expect(await claim(a, 'first-pack')).toBe('Reward claimed successfully');
        expect(await claim(a, 'first-pack')).toBe('Reward already claimed');
        expect(await coins(a)).toBe(50);
        const [p] = await as<{ r: string[] }>(
          'postgres',
          'select claimed_rewards as r from public.profiles where id = $1',
          [a],
        );
        expect(p!.r).toEqual(['first-pack']);
      });

      it('checks every other requirement against the server rows, through push too', async () => {
        const a = await newUser();
        const b = await newUser();
        const rejected = await push(a, [
          op(a, 'reward.claim', { rewardId: 'fan' }),
          op(a, 'reward.claim', { rewardId: 'feedback' }),
          op(a, 'reward.claim', { rewardId: 'joined-through-friend' }),
          op(a, 'reward.claim', { rewardId: 'share-pack' }),
        ]);
        expect(rejected.map((r) => r.reason)).toEqual(Array(4).fill('Error claiming reward'));

        const pack = await publishPack(a);
        // the owner liking their own pack is not someone else liking it
        await push(a, [op(a, 'like.add', { gameId: pack })]);
        await push(a, [
          op(a, 'feedback.create', {
            key: 'Mon Nov 23 2026',
            time: '21:00',
            feedback: 'Loved it',
            positive: true,
            game: 'charades',
            user: 'a',
          }),
        ]);
        expect(await claim(a, 'share-pack')).toBe('Error claiming reward');
        await push(b, [op(b, 'like.add', { gameId: pack })]);
        const c = await newUser();
        await as(
          'postgres',
          `update auth.users set created_at = now() - interval '2 days' where id = $1`,
          [b],
        );
        expect((await push(c, [op(c, 'referral.record', { referrerId: b })]))[0]!.status).toBe(
          'applied',
        );

        const applied = await push(a, [
          op(a, 'reward.claim', { rewardId: 'fan' }),
          op(a, 'reward.claim', { rewardId: 'feedback' }),
          op(a, 'reward.claim', { rewardId: 'share-pack' }),
        ]);
        expect(applied.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
        expect(await coins(a)).toBe(10 + 10 + 30);
        expect(await claim(c, 'joined-through-friend')).toBe('Reward claimed successfully');
        expect(await coins(c)).toBe(30);
      });

      const claimEarned = async (who: Who) =>
        (
          await as<{ reward_id: string; coins: number }>(
            who,
            'select reward_id, coins from public.claim_earned_rewards() order by reward_id',
          )
        ).map((r) => `${r.reward_id}:${r.coins}`);

      it('pays every earned reward when the app asks, each once, and nothing unearned (U15)', async () => {
        const a = await newUser();
        // a new account has earned the welcome and nothing else
        expect(await claimEarned({ sub: a })).toEqual(['welcome:25']);
        expect(await claimEarned({ sub: a })).toEqual([]);
        expect(await coins(a)).toBe(25);
        // what it then does is paid on the next ask
        const pack = await publishPack(a);
        await push(a, [op(a, 'like.add', { gameId: 'charades' })]);
        expect(await claimEarned({ sub: a })).toEqual(['fan:10', 'first-pack:50']);
        const b = await newUser();
        await push(b, [op(b, 'like.add', { gameId: pack })]);
        expect(await claimEarned({ sub: a })).toEqual(['share-pack:30']);
        expect(await coins(a)).toBe(25 + 10 + 50 + 30);
        // a single claim of a reward already paid this way gets the docs/spec answer, and no coins
        expect(await claim(a, 'welcome')).toBe('Reward already claimed');
        const [p] = await as<{ r: string[] }>(
          'postgres',
          'select claimed_rewards as r from public.profiles where id = $1',
          [a],
        );
        expect([...p!.r].sort()).toEqual(['fan', 'first-pack', 'share-pack', 'welcome']);
        expect(await coins(a)).toBe(115);
      });

      it('pays nobody who is signed out or a guest, and cannot be asked for another account', async () => {
        const a = await newUser();
        await expect(claimEarned('anon')).rejects.toThrow(/permission denied/);
        const guest = { sub: a, role: 'authenticated', is_anonymous: true };
        expect(await claimEarned({ claims: guest, role: 'authenticated' })).toEqual([]);
        expect(await coins(a)).toBe(0);
        const b = await newUser();
        await expect(
          as({ sub: b }, 'select * from private.claim_earned_rewards($1)', [a]),
        ).rejects.toThrow(/permission denied/);
        expect(await coins(a)).toBe(0);
      });

      it('answers a replayed claim with its first answer and pays once', async () => {
        const a = await newUser();
        const first = op(a, 'reward.claim', { rewardId: 'welcome' });
        expect((await push(a, [first]))[0]!.status).toBe('applied');
        const again = await push(a, [first, op(a, 'reward.claim', { rewardId: 'welcome' })]);
        expect(again[0]).toMatchObject({ status: 'duplicate', first: 'applied' });
        expect(again[1]).toMatchObject({ status: 'rejected', reason: 'Reward already claimed' });
        expect(await coins(a)).toBe(25);
      });
    });

    describe('spending coins on a premium pack', () => {
      const key = 'truth-or-dare/throwback';

      it('unlocks for good, charging once and recording what it was for', async () => {
        const a = await newUser();
        await grant(a, 80);
        expect(await unlock(a, key)).toEqual({ status: 'unlocked', balance: 5, price: 75 });
        expect(await unlock(a, key)).toEqual({ status: 'already', balance: 5, price: 75 });
        expect(await coins(a)).toBe(5);
        const ledger = await as<{ amount: number; reason: string }>(
          { sub: a },
          'select amount, reason from public.coin_ledger order by id',
        );
        expect(ledger).toEqual([
          { amount: 80, reason: 'grant' },
          { amount: -75, reason: 'spend:unlock:truth-or-dare/throwback' },
        ]);
        const mine = await as<{ pack_key: string }>(
          { sub: a },
          'select pack_key from public.pack_unlocks',
        );
        expect(mine).toEqual([{ pack_key: key }]);
        // the profile the app pulls carries it
        const [body] = await as<{
          b: { profile: { unlocked_packs: string[]; dojo_coins: number } };
        }>('postgres', `select private.change_body($1, 'profile', $2) as b`, [a, a]);
        expect(body!.b.profile.unlocked_packs).toEqual([key]);
        expect(body!.b.profile.dojo_coins).toBe(5);
      });

      it('refuses below the price without spending anything (docs/spec/accounts.md: never below 0)', async () => {
        const a = await newUser();
        await grant(a, 74);
        expect(await unlock(a, key)).toEqual({ status: 'insufficient', balance: 74, price: 75 });
        expect(await coins(a)).toBe(74);
        expect(await as({ sub: a }, 'select 1 from public.pack_unlocks')).toHaveLength(0);
        expect(await unlock(a, 'truth-or-dare/classic')).toEqual({
          status: 'unknown',
          balance: 74,
        });
      });

      it('spends only for the caller, and only through the function', async () => {
        const a = await newUser();
        const b = await newUser();
        await grant(b, 100);
        expect(await errorOf(as('anon', `select public.unlock_pack('${key}')`))).toMatch(
          /permission denied/,
        );
        for (const sql of [
          `insert into public.pack_unlocks (user_id, pack_key, price) values ('${b}', '${key}', 0)`,
          `insert into public.pack_unlocks (user_id, pack_key, price) values ('${a}', '${key}', 0)`,
          `update public.pack_unlock_prices set price = 1`,
        ]) {
          expect(await errorOf(as({ sub: a }, sql)), sql).toMatch(/permission denied/);
        }
        expect(await as({ sub: a }, 'select * from public.pack_unlocks')).toHaveLength(0);
        // a's unlock spends a's coins (none), never b's
        expect((await unlock(a, key)).status).toBe('insufficient');
        expect(await coins(b)).toBe(100);
        const prices = await as<{ n: number }>(
          'anon',
          'select count(*)::int as n from public.pack_unlock_prices',
        );
        expect(prices[0]!.n).toBe(5);
      });
    });

    describe('referrals', () => {
      async function signedUpAgo(days: number) {
        const id = await newUser();
        await as(
          'postgres',
          `update auth.users set created_at = now() - make_interval(days => $2) where id = $1`,
          [id, days],
        );
        return id;
      }

      it('names the inviter behind a code, and nothing for a code that is no account', async () => {
        const a = await newUser('host.with.most@example.com');
        const [row] = await as<{ n: string | null }>(
          'anon',
          'select public.inviter_name($1) as n',
          [a],
        );
        expect(row!.n).toBe('host.with.most');
        for (const code of [randomUUID(), 'nope', '', 'x'.repeat(500)]) {
          const [none] = await as<{ n: string | null }>(
            'anon',
            'select public.inviter_name($1) as n',
            [code],
          );
          expect(none!.n).toBeNull();
        }
      });

      it('credits the inviter once for a replayed referral and tells the new user who it was', async () => {
        const host = await signedUpAgo(3);
        const guest = await newUser();
        const recorded = op(guest, 'referral.record', { referrerId: host });
        expect((await push(guest, [recorded]))[0]!.status).toBe('applied');
        const replay = await push(guest, [recorded, recorded]);
        expect(replay.map((r) => r.status)).toEqual(['duplicate', 'duplicate']);
        const fresh = await push(guest, [op(guest, 'referral.record', { referrerId: host })]);
        expect(fresh[0]).toMatchObject({ status: 'rejected', reason: 'user was already referred' });
        expect(await coins(host)).toBe(100);
        const [p] = await as<{ n: number }>(
          'postgres',
          'select referred_users as n from public.profiles where id = $1',
          [host],
        );
        expect(p!.n).toBe(1);
        const [mine] = await as<{ r: { referrerId: string; username: string } | null }>(
          { sub: guest },
          'select public.my_inviter() as r',
        );
        expect(mine!.r).toMatchObject({ referrerId: host });
        const [hosts] = await as<{ r: unknown }>({ sub: host }, 'select public.my_inviter() as r');
        expect(hosts!.r).toBeNull();
        expect(await errorOf(as('anon', 'select public.my_inviter()'))).toMatch(
          /permission denied/,
        );
      });

      it('pays at most 5 referrals in 30 days, even when the referred accounts are deleted', async () => {
        const host = await signedUpAgo(3);
        const referred: string[] = [];
        for (let i = 0; i < 5; i++) {
          const guest = await newUser();
          const [result] = await push(guest, [op(guest, 'referral.record', { referrerId: host })]);
          expect(result!.status).toBe('applied');
          referred.push(guest);
        }
        // Deleting the five referred accounts takes their referral rows with them...
        for (const guest of referred) await as({ sub: guest }, 'select public.delete_my_account()');
        const [left] = await as<{ n: number }>(
          'postgres',
          'select count(*)::int as n from public.referrals where referrer_id = $1',
          [host],
        );
        expect(left!.n).toBe(0);
        // ...but not what was paid for them: a sixth referral is still over the cap.
        const sixth = await newUser();
        const [refused] = await push(sixth, [op(sixth, 'referral.record', { referrerId: host })]);
        expect(refused).toMatchObject({
          status: 'rejected',
          reason: 'referrer has reached the limit of 5 referrals in 30 days',
        });
        expect(await coins(host)).toBe(500);
        const [profile] = await as<{ n: number }>(
          'postgres',
          'select referred_users as n from public.profiles where id = $1',
          [host],
        );
        expect(profile!.n, 'referred_users equals the referrals paid').toBe(5);
        // Payments older than 30 days no longer count (the ledger is append-only: its guard is
        // set aside inside this test's transaction to age them).
        await as('postgres', 'set local session_replication_role = replica');
        await as(
          'postgres',
          `update public.coin_ledger set created_at = now() - interval '31 days'
           where user_id = $1 and reason like 'referral:%'`,
          [host],
        );
        await as('postgres', 'set local session_replication_role = origin');
        const [later] = await push(sixth, [op(sixth, 'referral.record', { referrerId: host })]);
        expect(later!.status).toBe('applied');
        expect(await coins(host)).toBe(600);
      });

      it('refuses self and mutual referrals', async () => {
        const a = await signedUpAgo(2);
        const b = await signedUpAgo(1);
        const self = await push(a, [op(a, 'referral.record', { referrerId: a })]);
        expect(self[0]!.reason).toBe('a user cannot refer themselves');
        expect((await push(b, [op(b, 'referral.record', { referrerId: a })]))[0]!.status).toBe(
          'applied',
        );
        const mutual = await push(a, [op(a, 'referral.record', { referrerId: b })]);
        expect(mutual[0]!.status).toBe('rejected');
        expect(await coins(a)).toBe(100);
        expect(await coins(b)).toBe(0);
      });
    });

    describe('deleting my account', () => {
      it("takes a deleted account's likes off every pack's count, its own packs included", async () => {
        const owner = await newUser();
        const fan = await newUser();
        const other = await newUser();
        const pack = await publishPack(owner);
        const ownPack = await publishPack(fan);
        for (const [who, game] of [
          [fan, pack],
          [other, pack],
          [fan, ownPack],
          [other, ownPack],
          [fan, 'charades'],
        ] as const)
          expect((await push(who, [op(who, 'like.add', { gameId: game })]))[0]!.status).toBe(
            'applied',
          );
        // An unliked pack (a tombstone row) was never counted and is not taken off again.
        const unliked = await publishPack(owner);
        await push(fan, [op(fan, 'like.add', { gameId: unliked })]);
        await push(fan, [op(fan, 'like.remove', { gameId: unliked })]);
        const likesOf = async (id: string) => {
          const [row] = await as<{ likes: number; live: number }>(
            'postgres',
            `select k.likes, (select count(*)::int from public.likes l
                where l.liked and l.game_id = k.id::text) as live
             from public.packs k where k.id = $1`,
            [id],
          );
          return row;
        };
        expect(await likesOf(pack)).toEqual({ likes: 2, live: 2 });
        expect(await likesOf(unliked)).toEqual({ likes: 0, live: 0 });

        await as({ sub: fan }, 'select public.delete_my_account()');
        expect(await likesOf(pack)).toEqual({ likes: 1, live: 1 });
        expect(await likesOf(unliked)).toEqual({ likes: 0, live: 0 });
        // The fan's own pack went with the account, the likes on it with it.
        expect(await likesOf(ownPack)).toBeUndefined();
      });

      it('removes the auth user and every row they own, and unpublishes their packs', async () => {
        const a = await newUser();
        const b = await newUser();
        await grant(a, 100);
        const pack = await publishPack(a);
        await push(b, [op(b, 'like.add', { gameId: pack })]);
        await push(a, [op(a, 'like.add', { gameId: 'charades' })]);
        await unlock(a, 'charades/office');
        await claim(a, 'welcome');
        await as(
          'postgres',
          `insert into storage.objects (bucket_id, name) values ('packs', $1 || '.json');
           `,
          [pack],
        );
        await as(
          'postgres',
          `insert into local_stand_in.blobs (bucket_id, name, content, content_type)
             values ('packs', $1 || '.json', '\\x7b7d', 'application/json')`,
          [pack],
        );
        // b can read a's pack before
        expect(
          await as({ sub: b }, 'select id from public.packs where id = $1', [pack]),
        ).toHaveLength(1);
        // The client first removes the files through the Storage API (the only way hosted
        // allows), under the owner's RLS.
        expect(
          await runAs(
            conn,
            { sub: a },
            `delete from storage.objects where bucket_id = 'packs' and name = $1 || '.json' returning id`,
            [pack],
            { storageApi: true },
          ),
        ).toHaveLength(1);

        const [done] = await as<{ r: { deleted: boolean; packs: number } }>(
          { sub: a },
          'select public.delete_my_account() as r',
        );
        expect(done!.r).toEqual({ deleted: true, packs: 1 });

        const left = await as<{ t: string; n: number }>(
          'postgres',
          `select t, n from (values
             ('auth.users', (select count(*) from auth.users where id = $1)),
             ('profiles', (select count(*) from public.profiles where id = $1)),
             ('packs', (select count(*) from public.packs where owner_id = $1)),
             ('likes', (select count(*) from public.likes where user_id = $1)),
             ('coin_ledger', (select count(*) from public.coin_ledger where user_id = $1)),
             ('reward_claims', (select count(*) from public.reward_claims where user_id = $1)),
             ('pack_unlocks', (select count(*) from public.pack_unlocks where user_id = $1)),
             ('processed_ops', (select count(*) from public.processed_ops where user_id = $1)),
             ('objects', (select count(*) from storage.objects where name = $2 || '.json')),
             ('blobs', (select count(*) from local_stand_in.blobs where name = $2 || '.json'))
           ) as v(t, n) where n > 0`,
          [a, pack],
        );
        expect(left).toEqual([]);
        expect(
          await as({ sub: b }, 'select id from public.packs where id = $1', [pack]),
        ).toHaveLength(0);
        // b is untouched
        expect(
          await as('postgres', 'select 1 from public.profiles where id = $1', [b]),
        ).toHaveLength(1);
      });

      it("never lets another account take over a deleted account's pack ids", async () => {
        const a = await newUser();
        const b = await newUser();
        const pack = await publishPack(a);
        const other = await publishPack(b);
        const [target] = await as<{ t: { customerIds: string[]; packIds: string[] } }>(
          'service_role',
          'select public.account_deletion_target($1) as t',
          [a],
        );
        expect(target!.t).toEqual({ customerIds: [], packIds: [pack] });
        await as({ sub: a }, 'select public.delete_my_account()');
        const saveAs = async (user: string, id: string) => {
          const [result] = await push(user, [
            op(user, 'pack.save', {
              pack: {
                metadata: {
                  name: 'Not yours',
                  id,
                  description: 'A pack under an old id',
                  author: 'Mallory',
                  explicit: false,
                  alcohol: false,
                  creation_date: '2026-11-02T10:00:00.000Z',
                  tags: [],
                },
                prompts: [{ text: 'Never have I ever scanned an old QR code' }],
              },
              draft: false,
            }),
          ]);
          return result!;
        };
        // the deleted account's id stays taken, for anyone
        const taken = await saveAs(b, pack);
        expect(taken.status).toBe('rejected');
        expect(taken.reason).toMatch(/used by another account/);
        expect(await as('postgres', 'select 1 from public.packs where id = $1', [pack])).toEqual(
          [],
        );
        // a live account's id too, and its owner still saves under it
        const c = await newUser();
        expect((await saveAs(c, other)).status).toBe('rejected');
        expect((await saveAs(b, other)).status).toBe('applied');
        // even written straight into the table
        expect(
          await errorOf(
            as('postgres', 'insert into public.packs (id, owner_id, name) values ($1, $2, $3)', [
              pack,
              b,
              'x',
            ]),
          ),
        ).toMatch(/used by another account/);
        expect(
          await as('postgres', 'select owner_id from private.pack_ids_used where id = $1', [pack]),
        ).toEqual([{ owner_id: null }]);
      });

      it('deletes only the caller, and needs an account', async () => {
        const a = await newUser();
        const b = await newUser();
        expect(await errorOf(as('anon', 'select public.delete_my_account()'))).toMatch(
          /permission denied/,
        );
        expect(
          await errorOf(
            as(
              { claims: { role: 'authenticated' }, role: 'authenticated' },
              'select public.delete_my_account()',
            ),
          ),
        ).toMatch(/not authenticated/);
        // A file the client did not remove first stays: hosted refuses deleting it in SQL, and
        // the account still goes.
        const pack = await publishPack(b);
        await as(
          'postgres',
          `insert into storage.objects (bucket_id, name) values ('packs', $1 || '.json')`,
          [pack],
        );
        await as({ sub: b }, 'select public.delete_my_account()');
        expect(
          await as('postgres', `select 1 from storage.objects where name = $1 || '.json'`, [pack]),
        ).toHaveLength(1);
        expect(await as('postgres', 'select 1 from auth.users where id = $1', [a])).toHaveLength(1);
        expect(await as('postgres', 'select 1 from auth.users where id = $1', [b])).toHaveLength(0);
        for (const sql of [
          `delete from auth.users where id = '${a}'`,
          `delete from public.profiles where id = '${a}'`,
        ]) {
          expect(await errorOf(as({ sub: b }, sql)), sql).toMatch(/permission denied/);
        }
      });
    });
  });
}
