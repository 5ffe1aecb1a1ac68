import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPg15Database, PG15, pg15Reachable, type Pg15Database } from './harness.ts';

// A user's devices syncing at the same moment, on the production engine: every op goes through
// push() in its own session and transaction, 20 to 30 sessions at once. A transient failure
// (deadlock, serialization failure, lock timeout) aborts the whole push and is retried, as the
// embedded backend does and as the client's engine does on hosted Supabase (PostgREST answers
// 500 for class 40/55 errors); such a failure must never be recorded as an op's final answer.
const reachable = await pg15Reachable();
const TRANSIENT = new Set(['40P01', '40001', '55P03']);
const SESSIONS = 30;

interface Outcome {
  id: string;
  status: 'applied' | 'duplicate' | 'rejected';
  result?: Record<string, unknown>;
  reason?: string;
  first?: string;
}

describe.skipIf(!reachable)('PostgreSQL 15: rules under concurrent pushes', () => {
  let database: Pg15Database;
  let admin: pg.Client;
  const sessions: pg.Client[] = [];
  let transientRetries = 0;

  beforeAll(async () => {
    database = await createPg15Database();
    admin = await database.connect();
    for (let i = 0; i < SESSIONS; i++) sessions.push(await database.connect());
  });
  afterAll(async () => {
    // Visible in the run's output: how often the lock order still let the engine abort a push.
    console.info(`concurrency suite: ${transientRetries} transient failures retried`);
    await Promise.all(sessions.map((s) => s.end()));
    await admin?.end();
    await database?.drop();
  });

  async function sql<T = Record<string, unknown>>(text: string, params?: unknown[]) {
    return (await admin.query(text, params)).rows as T[];
  }

  async function newUser(createdAt?: string): Promise<string> {
    const [row] = await sql<{ id: string }>(
      'insert into auth.users (email, created_at) values ($1, coalesce($2::timestamptz, now())) returning id',
      [`c${randomUUID().slice(0, 8)}@example.com`, createdAt ?? null],
    );
    return row!.id;
  }

  function op(userId: string, type: string, payload: unknown) {
    return {
      id: randomUUID(),
      type,
      payload,
      userId,
      createdAt: new Date().toISOString(),
      attempts: 0,
    };
  }

  /** One push in its own transaction as `user`; a transient failure retries the whole push. */
  async function push(
    session: pg.Client,
    user: string,
    ops: unknown[],
    { retry = true, lockTimeout = '0' } = {},
  ): Promise<Outcome[]> {
    for (let attempt = 0; ; attempt++) {
      await session.query('begin');
      try {
        await session.query(`select set_config('lock_timeout', $1, true)`, [lockTimeout]);
        await session.query(
          `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
          [JSON.stringify({ sub: user, role: 'authenticated' })],
        );
        const { rows } = await session.query<{ r: { results: Outcome[] } }>(
          'select public.push($1::jsonb) as r',
          [JSON.stringify(ops)],
        );
        await session.query('commit');
        return rows[0]!.r.results;
      } catch (error) {
        await session.query('rollback');
        const code = (error as { code?: string }).code ?? '';
        if (!retry || !TRANSIENT.has(code) || attempt >= 20) throw error;
        transientRetries++;
        await new Promise((r) => setTimeout(r, 5 + Math.random() * 20));
      }
    }
  }

  /** Pushes one op per session, all at once. */
  const pushAll = (user: string | ((i: number) => string), ops: unknown[]) =>
    Promise.all(
      ops.map(async (o, i) => {
        const who = typeof user === 'string' ? user : user(i);
        const [outcome] = await push(sessions[i % SESSIONS]!, who, [o]);
        return outcome!;
      }),
    );

  /** Prints what a concurrent run answered (status: reason × count), the figures the README quotes. */
  function report(label: string, outcomes: Outcome[]) {
    const counts = new Map<string, number>();
    for (const o of outcomes) {
      const key = o.reason ? `${o.status}: ${o.reason}` : o.status;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    console.info(`${label}: ${[...counts].map(([k, n]) => `${n} × ${k}`).join(', ')}`);
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

  async function recordedTransient() {
    const rows = await sql<{ n: number }>(
      `select count(*)::int as n from public.processed_ops
        where status = 'rejected'
          and (reason ~* 'deadlock|could not serialize|lock' or reason = 'Error accessing user document')`,
    );
    return rows[0]!.n;
  }

  it('[P1] applies every entitled spend of 20 concurrent pushes, refuses the rest, balance = ledger ≥ 0', async () => {
    const user = await newUser();
    await sql(`select private.add_coins($1, 15, 'grant')`, [user]);
    const ops = Array.from({ length: 20 }, () =>
      op(user, 'coins.spend', { amount: 1, reason: 'hat' }),
    );
    const outcomes = await pushAll(user, ops);
    report('20 spends', outcomes);
    const applied = outcomes.filter((o) => o.status === 'applied');
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(applied).toHaveLength(15);
    expect(refused.map((o) => o.reason)).toEqual(Array(5).fill('Insufficient dojo coins'));
    expect(await balanceAndLedger(user)).toEqual({ balance: 0, ledger: 0 });
    // a replay of every op answers its first answer, never a lost spend
    const replays = await pushAll(user, ops);
    expect(replays.filter((o) => o.status === 'duplicate' && o.first === 'applied')).toHaveLength(
      15,
    );
    expect(await recordedTransient()).toBe(0);
  });

  it('[P1] pays every one of six different rewards claimed at once', async () => {
    const user = await newUser();
    // Every requirement met first: the server checks each (migration 20261124300000).
    const friend = await newUser(new Date(Date.now() - 86_400_000).toISOString());
    const pack = randomUUID();
    await sql(
      `insert into public.packs (id, owner_id, name, draft, published, published_at)
       values ($1, $2, 'Met', false, true, now())`,
      [pack, user],
    );
    await sql(`insert into public.likes (user_id, game_id) values ($1, $2), ($3, 'charades')`, [
      friend,
      pack,
      user,
    ]);
    await sql(
      `insert into public.feedback (user_id, key, time, feedback, positive) values ($1, 'k', 't', 'Great', true)`,
      [user],
    );
    await sql(`insert into public.referrals (referred_id, referrer_id, coins) values ($1, $2, 0)`, [
      user,
      friend,
    ]);
    const rewards = [
      'welcome',
      'first-pack',
      'share-pack',
      'joined-through-friend',
      'fan',
      'feedback',
    ];
    const outcomes = await pushAll(
      user,
      rewards.map((rewardId) => op(user, 'reward.claim', { rewardId })),
    );
    report('6 rewards', outcomes);
    expect(outcomes.map((o) => o.status)).toEqual(Array(6).fill('applied'));
    expect(await balanceAndLedger(user)).toEqual({ balance: 155, ledger: 155 });
    const [p] = await sql<{ claimed: string[] }>(
      'select claimed_rewards as claimed from public.profiles where id = $1',
      [user],
    );
    expect([...p!.claimed].sort()).toEqual([...rewards].sort());
    expect(await recordedTransient()).toBe(0);
  });

  it('pays one of 30 concurrent claims of the same reward and tells the others it was claimed', async () => {
    const user = await newUser();
    const outcomes = await pushAll(
      user,
      Array.from({ length: 30 }, () => op(user, 'reward.claim', { rewardId: 'welcome' })),
    );
    report('30 claims of one reward', outcomes);
    expect(outcomes.filter((o) => o.status === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'rejected').map((o) => o.reason)).toEqual(
      Array(29).fill('Reward already claimed'),
    );
    expect(await balanceAndLedger(user)).toEqual({ balance: 25, ledger: 25 });
    expect(await recordedTransient()).toBe(0);
  });

  it('[P3] lets exactly one side of ten mutual referral pairs made at the same moment succeed', async () => {
    // Both accounts of a pair signed up at the same instant, so only the race decides.
    const pairs = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const at = new Date().toISOString();
        return [await newUser(at), await newUser(at)] as const;
      }),
    );
    const ops = pairs.flatMap(([x, y]) => [
      { user: x, op: op(x, 'referral.record', { referrerId: y }) },
      { user: y, op: op(y, 'referral.record', { referrerId: x }) },
    ]);
    const outcomes = await pushAll(
      (i) => ops[i]!.user,
      ops.map((o) => o.op),
    );
    report('10 mutual referral pairs', outcomes);
    for (let p = 0; p < pairs.length; p++) {
      const pair = outcomes.slice(p * 2, p * 2 + 2);
      expect(pair.filter((o) => o.status === 'applied')).toHaveLength(1);
      expect(pair.find((o) => o.status === 'rejected')?.reason).toBe(
        'mutual referrals are not allowed',
      );
    }
    const [both] = await sql<{ n: number }>(
      `select count(*)::int as n from public.referrals a
        join public.referrals b on a.referred_id = b.referrer_id and a.referrer_id = b.referred_id`,
    );
    expect(both!.n).toBe(0);
    for (const [x, y] of pairs) {
      for (const u of [x, y]) {
        const { balance, ledger } = await balanceAndLedger(u);
        expect(balance).toBe(ledger);
        expect(balance).toBeLessThanOrEqual(100);
      }
    }
    expect(await recordedTransient()).toBe(0);
  });

  it('[P2] never records a lock timeout as an answer: the push fails whole and applies when retried', async () => {
    const user = await newUser();
    const claim = op(user, 'reward.claim', { rewardId: 'welcome' });
    // Another session holds the reward row, so the claim's foreign-key check times out.
    const holder = sessions[1]!;
    await holder.query('begin');
    await holder.query(`select 1 from public.rewards where id = 'welcome' for update`);
    const error = await push(sessions[0]!, user, [claim], { retry: false, lockTimeout: '200ms' })
      .then(() => null)
      .catch((e: { code?: string }) => e);
    await holder.query('commit');
    expect(error?.code).toBe('55P03');
    expect(await sql('select * from public.processed_ops where op_id = $1', [claim.id])).toEqual(
      [],
    );
    const [again] = await push(sessions[0]!, user, [claim]);
    expect(again).toMatchObject({
      status: 'applied',
      result: { message: 'Reward claimed successfully' },
    });
    expect(await balanceAndLedger(user)).toEqual({ balance: 25, ledger: 25 });
  });

  it('gives a new pack id to exactly one of 30 accounts saving under it at once', async () => {
    const id = randomUUID();
    const users = await Promise.all(Array.from({ length: SESSIONS }, () => newUser()));
    const pack = {
      metadata: {
        name: 'Cabin night',
        id,
        description: 'Thirty phones, one id',
        author: 'Sam',
        explicit: false,
        alcohol: false,
        creation_date: '2026-11-29T10:00:00.000Z',
        tags: [],
      },
      prompts: [{ text: 'Never have I ever raced for a pack id' }],
    };
    const outcomes = await pushAll(
      (i) => users[i]!,
      users.map((u) => op(u, 'pack.save', { pack, draft: false })),
    );
    report('30 accounts saving one new pack id', outcomes);
    const applied = outcomes.flatMap((o, i) => (o.status === 'applied' ? [users[i]!] : []));
    expect(applied).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(SESSIONS - 1);
    expect(await sql('select owner_id from public.packs where id = $1', [id])).toEqual([
      { owner_id: applied[0] },
    ]);
    expect(await sql('select owner_id from private.pack_ids_used where id = $1', [id])).toEqual([
      { owner_id: applied[0] },
    ]);
    expect(await recordedTransient()).toBe(0);
  });

  it('counts one like per user for a pack liked at once under every spelling of its id', async () => {
    const owner = await newUser();
    const packId = randomUUID();
    const meta = {
      name: 'Road trip',
      id: packId,
      description: 'Prompts for the car',
      author: 'Alex',
    };
    await push(sessions[0]!, owner, [
      op(owner, 'pack.save', {
        pack: { metadata: meta, prompts: [{ text: 'One' }] },
        draft: false,
      }),
      op(owner, 'pack.publish', { packId }),
    ]);
    const fans = await Promise.all(Array.from({ length: 10 }, () => newUser()));
    const spellings = [packId, packId.toUpperCase()];
    // each fan likes the pack from two devices, under both spellings, plus a play per device
    const work = fans.flatMap((fan) =>
      spellings.map((gameId) => ({
        user: fan,
        op: op(fan, 'like.add', { gameId }),
      })),
    );
    const outcomes = await pushAll(
      (i) => work[i]!.user,
      work.map((w) => w.op),
    );
    report('20 likes', outcomes);
    expect(outcomes.every((o) => o.status === 'applied')).toBe(true);
    const [pack] = await sql<{ likes: number; rows: number }>(
      `select likes, (select count(*)::int from public.likes where liked and lower(game_id) = $2) as rows
         from public.packs where id = $1`,
      [packId, packId],
    );
    expect(pack).toEqual({ likes: 10, rows: 10 });
    const liked = await sql<{ liked_games: string[] }>(
      'select liked_games from public.profiles where id = any($1::uuid[])',
      [fans],
    );
    expect(liked.map((p) => p.liked_games)).toEqual(Array(10).fill([packId]));
  });
});

if (!reachable && process.env.CI) {
  describe('PostgreSQL 15 concurrency', () => {
    it(`needs PostgreSQL 15 at ${PG15.host}:${PG15.port} in CI`, () => {
      throw new Error('PostgreSQL 15 is unreachable');
    });
  });
}
