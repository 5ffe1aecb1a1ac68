// The sync engine against the local Supabase stand-in (real SQL, real RLS, real supabase-js):
// idempotent replays, crashes mid-push, expired sessions, and identity on a shared device.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SyncEngine, type OutboxEntry, type SyncStore } from '../../sync/engine.ts';
import { MemoryStore } from '../../sync/memory-store.ts';
import { LIMITS, type PushResponse } from '../../sync/protocol.ts';
import { startLocalBackend, type LocalBackend } from '../../supabase/local/server.ts';
import {
  asOp,
  createSupabaseTransport,
  FaultyTransport,
  makeOp,
  packContent,
  prng,
  serverBytes,
  serverHash,
  serviceQuery,
  signIn,
  signUp,
  uuidv7Generator,
  type TestUser,
} from './sync-harness.ts';

let backend: LocalBackend;

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0 });
});
afterAll(async () => {
  await backend?.close();
});

/** A realistic outbox: every op type, some that the server refuses. */
function mixedOutbox(userId: string, nextId: () => string): OutboxEntry[] {
  const packA = randomUUID();
  const packB = randomUUID();
  const ops: OutboxEntry[] = [];
  const add = <T extends Parameters<typeof makeOp>[2]>(
    type: T,
    payload: Parameters<typeof makeOp<T>>[3],
  ) => ops.push(makeOp(nextId(), userId, type, payload));
  add('feedback.create', {
    key: 'Sat Nov 21 2026',
    time: '2026-11-21T20:00:00.000Z',
    feedback: 'Loved it',
    positive: true,
    game: 'never-have-i-ever',
    user: 'fuzz',
  });
  add('like.add', { gameId: 'never-have-i-ever' });
  add('pack-state.set', { game: 'truth-or-dare', packId: 'classic', active: false });
  add('coins.spend', { amount: 5, reason: 'too early' }); // refused: balance 0
  add('reward.claim', { rewardId: 'welcome' });
  add('coins.spend', { amount: 10, reason: 'hint' });
  add('pack.save', { pack: packContent(packA, 'Cabin night', ['One', 'Two']), draft: false });
  add('pack.publish', { packId: packA });
  add('play.count', { packId: packA });
  add('like.add', { gameId: packA });
  add('pack.save', { pack: packContent(packB, '', []), draft: false }); // refused: no name
  add('pack.save', { pack: packContent(packB, 'Draft', []), draft: true });
  add('draft.update', { packId: packB, update: 'AAECAwQ=' });
  add('profile.update', { username: 'Sam the Brave' });
  add('like.remove', { gameId: 'never-have-i-ever' });
  add('pack.delete', { packId: packB });
  add('pack-state.set', { game: 'truth-or-dare', packId: 'classic', active: true });
  add('reward.claim', { rewardId: 'welcome' }); // refused: already claimed
  for (let i = 0; i < 30; i++) add('like.add', { gameId: `game-${i}` });
  return ops;
}

function engineFor(
  store: SyncStore,
  user: TestUser,
  transport = createSupabaseTransport(user.client),
) {
  return new SyncEngine({ store, transport, session: () => user.id, pollMs: 1e9, batchSize: 7 });
}

describe('push is idempotent end to end', () => {
  it('[I2] replaying any prefix of the outbox up to five times leaves the server byte-identical', async () => {
    const user = await signUp(backend, 'replay');
    const random = prng(1);
    const nextId = uuidv7Generator(() => Date.now(), random);
    const ops = mixedOutbox(user.id, nextId);
    const store = new MemoryStore();
    for (const op of ops) store.add(op);
    const engine = engineFor(store, user);
    engine.start();
    const status = await engine.syncNow();
    await engine.stop();
    expect(status.lastError).toBeNull();
    expect(store.outbox.size).toBe(0);
    expect([...store.quarantine.values()].map((q) => q.reason).sort()).toEqual(
      ['Game name is required', 'Insufficient dojo coins', 'Reward already claimed'].sort(),
    );
    const before = await serverBytes(backend);
    const transport = createSupabaseTransport(user.client);
    const prefixes = [0, 1, 2, 5, 11, 17, 25, ops.length];
    for (const length of prefixes) {
      const times = 1 + (length % 5);
      for (let t = 0; t < times; t++) {
        for (let i = 0; i < length; i += LIMITS.opsPerPush) {
          const batch = ops.slice(i, i + LIMITS.opsPerPush).map(asOp);
          const answer: PushResponse = await transport.push(batch);
          for (const outcome of answer.results) expect(outcome.status).toBe('duplicate');
        }
      }
      expect(await serverBytes(backend)).toBe(before);
    }
    // The replica equals the server, and the optimistic balance settled on the server's.
    const reference = await serverHash(transport, user.id);
    expect(store.hash(user.id)).toBe(reference.hash);
    expect((reference.snapshot[`profile/${user.id}`] as { dojo_coins: number }).dojo_coins).toBe(
      15,
    );
  });
});

/** Dies (throws) at random points: before a request, after the server answered, inside a write. */
class Killed extends Error {}

function killing<T extends object>(target: T, random: () => number, rate: number): T {
  return new Proxy(target, {
    get(obj, prop, receiver) {
      const value: unknown = Reflect.get(obj, prop, receiver);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        if (random() < rate) throw new Killed(`killed before ${String(prop)}`);
        const result: unknown = await (value as (...a: unknown[]) => Promise<unknown>).apply(
          obj,
          args,
        );
        if (random() < rate) throw new Killed(`killed after ${String(prop)}`);
        return result;
      };
    },
  });
}

describe('crashes', () => {
  it('[I1][I2] killing the engine at random points mid-push and restarting loses nothing and doubles nothing', async () => {
    const user = await signUp(backend, 'crash');
    const seed = Number(process.env.SYNC_CRASH_SEED ?? 7);
    const random = prng(seed);
    const nextId = uuidv7Generator(() => Date.now(), random);
    const store = new MemoryStore();
    const made: OutboxEntry[] = [];
    let kills = 0;
    for (let life = 0; life < 25; life++) {
      for (let i = 0; i < 6; i++) {
        const op = makeOp(nextId(), user.id, 'feedback.create', {
          key: `life ${life}`,
          time: new Date().toISOString(),
          feedback: `note ${life}.${i}`,
          positive: random() < 0.5,
          game: 'mix',
          user: 'crash',
        });
        made.push(op);
        store.add(op);
      }
      // A fresh engine each life, over the same durable store: as after a tab crash and reload.
      const engine = new SyncEngine({
        store: killing(store, random, 0.08),
        transport: killing(createSupabaseTransport(user.client), random, 0.15),
        session: () => user.id,
        pollMs: 1e9,
        batchSize: 4,
        onInternalError: (e) => {
          if (e instanceof Killed) kills += 1;
          else throw e;
        },
      });
      engine.start();
      await engine.syncNow();
      await engine.stop();
    }
    expect(kills, `seed ${seed}`).toBeGreaterThan(5);
    const engine = engineFor(store, user);
    engine.start();
    expect((await engine.syncNow()).lastError).toBeNull();
    await engine.stop();
    expect(store.outbox.size).toBe(0);
    expect(store.quarantine.size).toBe(0);
    const processed = await serviceQuery<{ op_id: string }>(
      backend,
      'select op_id from public.processed_ops where user_id = $1',
      [user.id],
    );
    expect(processed.map((r) => r.op_id).sort()).toEqual(made.map((op) => op.id).sort());
    const feedback = await serviceQuery<{ feedback: string }>(
      backend,
      'select feedback from public.feedback where user_id = $1',
      [user.id],
    );
    expect(feedback.map((f) => f.feedback).sort()).toEqual(
      made.map((op) => (op.payload as { feedback: string }).feedback).sort(),
    );
  });
});

describe('sessions and identity', () => {
  let shortLived: LocalBackend;
  beforeAll(async () => {
    shortLived = await startLocalBackend({ port: 0, accessTokenTtlSeconds: 2 });
  });
  afterAll(async () => {
    await shortLived?.close();
  });

  it('a session that expires while offline syncs everything after the network returns', async () => {
    {
      const user = await signUp(shortLived, 'expiry');
      const random = prng(3);
      const nextId = uuidv7Generator(() => Date.now(), random);
      const faulty = new FaultyTransport(createSupabaseTransport(user.client), random);
      const store = new MemoryStore();
      const engine = engineFor(store, user, faulty);
      engine.start();
      await engine.syncNow();
      faulty.plan.partitioned = true;
      for (let i = 0; i < 12; i++)
        store.add(makeOp(nextId(), user.id, 'like.add', { gameId: `g${i}` }));
      const offline = await engine.syncNow('write');
      expect(offline.offline).toBe(true);
      expect(offline.phase).toBe('backoff');
      await new Promise((resolve) => setTimeout(resolve, 2600));
      faulty.plan.partitioned = false;
      const back = await engine.syncNow('online');
      await engine.stop();
      expect(back.lastError).toBeNull();
      expect(store.outbox.size).toBe(0);
      const likes = await serviceQuery<{ n: number }>(
        shortLived,
        'select count(*)::int as n from public.likes where user_id = $1 and liked',
        [user.id],
      );
      expect(likes[0]?.n).toBe(12);
      expect(store.hash(user.id)).toBe(
        (await serverHash(createSupabaseTransport(user.client), user.id)).hash,
      );
    }
  });

  it('a revoked session keeps the outbox and asks for sign-in; signing in again syncs it', async () => {
    const user = await signUp(shortLived, 'revoked');
    const nextId = uuidv7Generator(() => Date.now(), prng(4));
    const device = await signIn(shortLived, user);
    const store = new MemoryStore();
    store.add(makeOp(nextId(), user.id, 'like.add', { gameId: 'kept' }));
    // Signing out everywhere from another device revokes this device's refresh token; once its
    // access token expires, nothing can renew it.
    await user.client.auth.signOut({ scope: 'global' });
    await new Promise((resolve) => setTimeout(resolve, 2600));
    const engine = new SyncEngine({
      store,
      transport: createSupabaseTransport(device),
      session: () => user.id,
      pollMs: 1e9,
    });
    engine.start();
    const status = await engine.syncNow();
    expect(status.phase).toBe('needs-sign-in');
    expect(store.outbox.size).toBe(1);
    expect(store.quarantine.size).toBe(0);
    await engine.stop();

    const again = await signIn(shortLived, user);
    const fresh = new SyncEngine({
      store,
      transport: createSupabaseTransport(again),
      session: () => user.id,
      pollMs: 1e9,
    });
    fresh.start();
    expect((await fresh.syncNow()).lastError).toBeNull();
    await fresh.stop();
    expect(store.outbox.size).toBe(0);
  });

  it("[I4] never sends one user's operations under another user's session", async () => {
    const alice = await signUp(backend, 'alice');
    const bob = await signUp(backend, 'bob');
    const nextId = uuidv7Generator(() => Date.now(), prng(5));
    const store = new MemoryStore();
    const aliceOps = [0, 1, 2].map((i) =>
      makeOp(nextId(), alice.id, 'like.add', { gameId: `a${i}` }),
    );
    const unowned = makeOp(nextId(), null, 'like.add', { gameId: 'signed-out' });
    for (const op of [...aliceOps, unowned]) store.add(op);
    store.add(makeOp(nextId(), bob.id, 'like.add', { gameId: 'bob' }));

    // Bob signs in on Alice's device: only Bob's op goes, under Bob's session.
    const asBob = engineFor(store, bob);
    asBob.start();
    expect((await asBob.syncNow()).lastError).toBeNull();
    await asBob.stop();
    expect([...store.outbox.keys()].sort()).toEqual([...aliceOps, unowned].map((o) => o.id).sort());

    // Even if the engine believed Alice was signed in while the client holds Bob's session, the
    // server refuses without recording, and the ops stay for Alice.
    const confused = new SyncEngine({
      store,
      transport: createSupabaseTransport(bob.client),
      session: () => alice.id,
      pollMs: 1e9,
    });
    confused.start();
    await confused.syncNow();
    await confused.stop();
    expect(store.quarantine.size).toBe(0);
    expect(store.outbox.size).toBe(4);

    const asAlice = engineFor(store, alice);
    asAlice.start();
    expect((await asAlice.syncNow()).lastError).toBeNull();
    await asAlice.stop();
    expect([...store.outbox.keys()]).toEqual([unowned.id]);
    const owners = await serviceQuery<{ user_id: string; n: number }>(
      backend,
      'select user_id, count(*)::int as n from public.processed_ops where user_id in ($1, $2) group by 1',
      [alice.id, bob.id],
    );
    expect(Object.fromEntries(owners.map((o) => [o.user_id, o.n]))).toEqual({
      [alice.id]: 3,
      [bob.id]: 1,
    });
  });
});

describe('full pulls and the tombstone horizon', () => {
  // Regression test for a backend bug found here: a full pull's mid-page cursor sits at an old
  // row's xid; once purge_tombstones() had moved the horizon past it, every next page answered
  // "cursor too old" and a user with more old rows than one page could never resync. Fixed in
  // the backend (cursors carry the horizon they were issued under).
  it('pages through rows older than the horizon', async () => {
    const user = await signUp(backend, 'horizon');
    const transport = createSupabaseTransport(user.client);
    const nextId = uuidv7Generator(() => Date.now(), prng(9));
    const ops = [0, 1, 2, 3, 4].map((i) =>
      makeOp(nextId(), user.id, 'like.add', { gameId: `h${i}` }),
    );
    ops.push(makeOp(nextId(), user.id, 'like.remove', { gameId: 'h0' }));
    await transport.push(ops.map(asOp));
    await serviceQuery(backend, `select public.purge_tombstones('0 seconds'::interval)`);
    const first = await transport.pull(null, 2);
    if (!('cursor' in first)) throw new Error('unexpected resync on a null cursor');
    expect(first.more).toBe(true);
    const second = await transport.pull(first.cursor, 2);
    expect('resync' in second).toBe(false);
  });
});

describe('transient server failures', () => {
  it('[P2] keeps a batch the server aborted for a transient reason and applies it once on the retry', async () => {
    const user = await signUp(backend, 'transient');
    // The first spend of "flaky" fails as PostgreSQL fails a transaction under contention
    // (serialization failure); a sequence counts attempts because it survives the rollback.
    for (const sql of [
      'create schema if not exists test_faults',
      'create sequence if not exists test_faults.attempts',
      `create or replace function test_faults.fail_once() returns trigger language plpgsql as $$
       begin
         if nextval('test_faults.attempts') = 1 then
           raise exception 'could not serialize access due to concurrent update'
             using errcode = '40001';
         end if;
         return new;
       end $$`,
      `create trigger flaky_spend before insert on public.coin_ledger for each row
         when (new.reason = 'spend:flaky') execute function test_faults.fail_once()`,
    ]) {
      await serviceQuery(backend, sql);
    }
    try {
      const nextId = uuidv7Generator(() => Date.now(), prng(7));
      const store = new MemoryStore();
      const claim = makeOp(nextId(), user.id, 'reward.claim', { rewardId: 'welcome' });
      const spend = makeOp(nextId(), user.id, 'coins.spend', { amount: 5, reason: 'flaky' });
      store.add(claim);
      store.add(spend);
      const engine = engineFor(store, user);
      engine.start();
      const failed = await engine.syncNow();
      expect(failed.lastError?.kind).toBe('server');
      expect(store.outbox.size).toBe(2);
      expect(store.quarantine.size).toBe(0);
      // the aborted push recorded nothing, not even the claim that ran before the failure
      const recorded = await serviceQuery<{ n: number }>(
        backend,
        'select count(*)::int as n from public.processed_ops where op_id = any($1::uuid[])',
        [[claim.id, spend.id]],
      );
      expect(recorded[0]!.n).toBe(0);

      const retried = await engine.syncNow();
      await engine.stop();
      expect(retried.lastError).toBeNull();
      expect(store.outbox.size).toBe(0);
      expect(store.quarantine.size).toBe(0);
      const outcome = await serviceQuery<{ status: string; coins: number }>(
        backend,
        `select o.status, p.dojo_coins as coins from public.processed_ops o
           join public.profiles p on p.id = o.user_id where o.op_id = $1`,
        [spend.id],
      );
      expect(outcome).toEqual([{ status: 'applied', coins: 20 }]);
    } finally {
      await serviceQuery(backend, 'drop trigger flaky_spend on public.coin_ledger');
      await serviceQuery(backend, 'drop schema test_faults cascade');
    }
  });
});
