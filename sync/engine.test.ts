import { describe, expect, it } from 'vitest';
import {
  backoffDelay,
  SyncEngine,
  TransportError,
  type Clock,
  type OutboxEntry,
  type SyncStatus,
  type SyncTransport,
} from './engine';
import { electLeader } from './leader';
import { MemoryStore } from './memory-store';
import type {
  Change,
  Op,
  OpOutcome,
  PullKeysResponse,
  PullResponse,
  PushResponse,
} from './protocol';
import { classifyStatus, createSupabaseTransport } from './transport-supabase';

const USER = 'u1';

/** Time that only moves when the test says so. */
class ManualClock implements Clock {
  t = 0;
  private timers = new Map<number, { at: number; fn: () => void }>();
  private next = 1;
  now = () => this.t;
  setTimeout = (fn: () => void, ms: number) => {
    const id = this.next++;
    this.timers.set(id, { at: this.t + ms, fn });
    return id;
  };
  clearTimeout = (handle: unknown) => {
    this.timers.delete(handle as number);
  };
  advance(ms: number) {
    this.t += ms;
    for (const [id, timer] of [...this.timers].sort(([, a], [, b]) => a.at - b.at)) {
      if (timer.at <= this.t) {
        this.timers.delete(id);
        timer.fn();
      }
    }
  }
}

function entry(n: number, userId: string | null = USER): OutboxEntry {
  return {
    id: `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`,
    type: 'like.add',
    payload: { gameId: `g${n}` },
    userId,
    createdAt: '2026-11-21T00:00:00.000Z',
    attempts: 0,
  };
}

const EMPTY_PAGE: PullResponse = { protocolVersion: 1, changes: [], cursor: 'c1', more: false };

/** A server in memory: applies likes, rejects ops whose gameId starts with "bad". */
class FakeServer implements SyncTransport {
  applied: string[] = [];
  pushes: number[] = [];
  failures: TransportError[] = [];
  refreshes = 0;
  refreshOk = true;
  pulls: (string | null)[] = [];
  push(ops: readonly Op[]): Promise<PushResponse> {
    this.pushes.push(ops.length);
    const failure = this.failures.shift();
    if (failure) return Promise.reject(failure);
    if (ops.some((op) => (op.payload as { gameId: string }).gameId === 'too-big')) {
      return Promise.reject(new TransportError('permanent', 'payload too large', 413));
    }
    const results: OpOutcome[] = ops.map((op) => {
      if ((op.payload as { gameId: string }).gameId.startsWith('bad')) {
        return { id: op.id, status: 'rejected', reason: 'nope' };
      }
      if (this.applied.includes(op.id)) {
        return { id: op.id, status: 'duplicate', first: 'applied', result: null };
      }
      this.applied.push(op.id);
      return { id: op.id, status: 'applied', result: { changed: true } };
    });
    return Promise.resolve({ protocolVersion: 1, results });
  }
  pull(cursor: string | null): Promise<PullResponse> {
    this.pulls.push(cursor);
    return Promise.resolve(EMPTY_PAGE);
  }
  refreshSession(): Promise<boolean> {
    this.refreshes += 1;
    return Promise.resolve(this.refreshOk);
  }
}

function setup(options: { batchSize?: number } = {}) {
  const store = new MemoryStore();
  const server = new FakeServer();
  const clock = new ManualClock();
  const engine = new SyncEngine({
    store,
    transport: server,
    session: () => USER,
    clock,
    random: () => 0.5,
    batchSize: options.batchSize ?? 100,
    backoff: { baseMs: 1000, maxMs: 8000 },
    pollMs: 30_000,
  });
  return { store, server, clock, engine };
}

describe('backoff', () => {
  it('grows exponentially, is capped, and jitters within [half, full]', () => {
    const options = { baseMs: 1000, maxMs: 60_000 };
    expect(backoffDelay(1, options, 0)).toBe(500);
    expect(backoffDelay(1, options, 0.999)).toBeLessThanOrEqual(1000);
    expect(backoffDelay(3, options, 1)).toBe(4000);
    expect(backoffDelay(30, options, 1)).toBe(60_000);
    expect(backoffDelay(30, options, 0)).toBe(30_000);
  });
});

describe('push', () => {
  it('drains in batches, in id order, and removes applied ops', async () => {
    const { store, server, engine } = setup({ batchSize: 2 });
    for (const n of [3, 1, 2, 5, 4]) store.add(entry(n));
    engine.start();
    await engine.whenIdle();
    expect(server.pushes).toEqual([2, 2, 1]);
    expect(server.applied).toEqual([1, 2, 3, 4, 5].map((n) => entry(n).id));
    expect(store.outbox.size).toBe(0);
  });

  it('quarantines a rejected op with its reason and keeps going', async () => {
    const { store, engine } = setup();
    store.add(entry(1));
    store.add({ ...entry(2), payload: { gameId: 'bad-one' } });
    store.add(entry(3));
    engine.start();
    await engine.whenIdle();
    expect(store.outbox.size).toBe(0);
    expect([...store.quarantine.values()].map((q) => [q.id, q.reason])).toEqual([
      [entry(2).id, 'nope'],
    ]);
  });

  it('bisects a batch the server refuses as a whole down to the one bad op', async () => {
    const { store, server, engine } = setup();
    for (let n = 1; n <= 8; n++) store.add(entry(n));
    store.add({ ...entry(9), payload: { gameId: 'too-big' } });
    engine.start();
    await engine.whenIdle();
    expect(server.applied).toHaveLength(8);
    expect([...store.quarantine.values()].map((q) => q.reason)).toEqual(['payload too large']);
  });

  it('[I4] never sends ops of another user or made signed out', async () => {
    const { store, server, engine } = setup();
    store.add(entry(1, 'someone-else'));
    store.add(entry(2, null));
    store.add(entry(3));
    engine.start();
    await engine.whenIdle();
    expect(server.applied).toEqual([entry(3).id]);
    expect(store.outbox.size).toBe(2);
  });

  it('refreshes the session on a 401 and retries; a dead session stops without losing ops', async () => {
    const { store, server, engine } = setup();
    store.add(entry(1));
    server.failures.push(new TransportError('auth', 'JWT expired', 401));
    engine.start();
    await engine.whenIdle();
    expect(server.refreshes).toBe(1);
    expect(store.outbox.size).toBe(0);

    store.add(entry(2));
    server.refreshOk = false;
    server.failures.push(new TransportError('auth', 'JWT expired', 401));
    const status = await engine.syncNow('write');
    expect(status.phase).toBe('needs-sign-in');
    expect(store.outbox.size).toBe(1);
    expect(store.quarantine.size).toBe(0);
    // A new session (the user signed in again) lifts it.
    server.refreshOk = true;
    expect((await engine.syncNow('session')).phase).toBe('idle');
    expect(store.outbox.size).toBe(0);
  });

  it('treats a malformed answer as a server error, keeps the ops and retries', async () => {
    const { store, server, clock, engine } = setup();
    store.add(entry(1));
    const real = server.push.bind(server);
    server.push = () => Promise.resolve({ protocolVersion: 1, results: [] });
    engine.start();
    const failed = await engine.whenIdle();
    expect(failed.phase).toBe('backoff');
    expect(store.outbox.size).toBe(1);
    server.push = real;
    clock.advance(1000);
    await engine.whenIdle();
    expect(store.outbox.size).toBe(0);
  });

  it('drops no op on an outcome it cannot read (an unknown status, a rejection without a reason)', async () => {
    for (const outcome of [
      { status: 'accepted' },
      { status: 'rejected' },
      { status: 'duplicate', first: 'maybe', reason: 'x' },
      null,
    ]) {
      const { store, server, engine } = setup();
      store.add(entry(1));
      server.push = (ops) =>
        Promise.resolve({
          protocolVersion: 1,
          results: [{ id: ops[0]!.id, ...outcome }],
        } as unknown as PushResponse);
      engine.start();
      expect((await engine.whenIdle()).phase).toBe('backoff');
      expect([...store.outbox.values()].map((op) => op.id)).toEqual([entry(1).id]);
      expect(store.quarantine.size).toBe(0);
      await engine.stop();
    }
  });
});

/**
 * An uplink whose time depends on the bytes sent: `bytesPerMs` after a fixed latency, and a
 * request with no answer after `timeoutMs` fails as the real transport does (a timeout). The
 * server may still have applied what it got in time; here it applies nothing (the worst case).
 */
class SlowUplink extends FakeServer {
  sent: { ops: number; bytes: number; ms: number }[] = [];
  constructor(
    private readonly clock: ManualClock,
    public bytesPerMs: number,
    private readonly timeoutMs = 30_000,
    private readonly latencyMs = 200,
  ) {
    super();
  }
  override push(ops: readonly Op[]): Promise<PushResponse> {
    const bytes = ops.reduce((sum, op) => sum + JSON.stringify(op).length, 0);
    const ms = this.latencyMs + bytes / this.bytesPerMs;
    this.sent.push({ ops: ops.length, bytes, ms });
    if (ms > this.timeoutMs) {
      this.clock.advance(this.timeoutMs);
      return Promise.reject(new TransportError('timeout', 'push got no answer in time', 0));
    }
    this.clock.advance(ms);
    return super.push(ops);
  }
}

/** An op of about `bytes` on the wire. */
function heavy(n: number, bytes: number): OutboxEntry {
  return { ...entry(n), payload: { gameId: `g${n}-${'x'.repeat(bytes)}` } };
}

describe('a slow uplink', () => {
  function slowSetup(bytesPerMs: number) {
    const store = new MemoryStore();
    const clock = new ManualClock();
    const server = new SlowUplink(clock, bytesPerMs);
    const statuses: SyncStatus[] = [];
    const engine = new SyncEngine({
      store,
      transport: server,
      session: () => USER,
      clock,
      random: () => 0.5,
      backoff: { baseMs: 1000, maxMs: 8000 },
      onStatus: (s) => statuses.push(s),
    });
    return { store, clock, server, engine, statuses };
  }

  it('[I7] sends a push that timed out again smaller, by bytes, until the queue drains', async () => {
    // 40 ops of 4 kB (160 kB) over 1 kB/s: the whole batch needs 160 s, ten ops 40 s, five 20 s.
    const { store, server, engine, statuses } = slowSetup(1);
    for (let n = 1; n <= 40; n++) store.add(heavy(n, 4000));
    engine.start();
    const status = await engine.whenIdle();
    expect(status.phase).toBe('idle');
    expect(store.outbox.size).toBe(0);
    expect(server.applied).toEqual([...Array(40).keys()].map((i) => entry(i + 1).id));
    // Halved after each timeout, then carried in pushes that fit the link.
    expect(server.sent.slice(0, 4).map((s) => s.ops)).toEqual([40, 20, 10, 5]);
    expect(server.sent.filter((s) => s.ms > 30_000)).toHaveLength(3);
    // The badge was told the link is slow, never that it is offline.
    expect(statuses.some((s) => s.slow)).toBe(true);
    expect(statuses.some((s) => s.offline)).toBe(false);
    expect(status.slow).toBe(false);
  });

  it('[I7] shrinks by bytes, not only by count: big ops after small ones do not time out', async () => {
    // 10 small ops, then 10 of 4 kB over 1 kB/s. Once small ops have gone, a push of as many big
    // ones would time out again; the window remembers the bytes the link carries.
    const { store, server, engine } = slowSetup(1);
    for (let n = 1; n <= 10; n++) store.add(heavy(n, 100));
    for (let n = 11; n <= 20; n++) store.add(heavy(n, 4000));
    engine.start();
    const status = await engine.whenIdle();
    expect(status.phase).toBe('idle');
    expect(server.applied).toHaveLength(20);
    expect(server.sent.filter((s) => s.ms > 30_000)).toHaveLength(1);
    expect(server.sent.every((s) => s.ms <= 30_000 || s.ops === 20)).toBe(true);
  });

  it('[I7] goes down to one op: one too big for the link waits alone, in order', async () => {
    // One 60 kB op among small ones, over 1 kB/s: it takes 60 s alone. Everything before it
    // goes; the big one then times out alone and waits (backoff) with the ops after it.
    const { store, server, engine } = slowSetup(1);
    for (let n = 1; n <= 6; n++) store.add(heavy(n, 100));
    store.add(heavy(7, 60_000));
    for (let n = 8; n <= 10; n++) store.add(heavy(n, 100));
    engine.start();
    const status = await engine.whenIdle();
    expect(status).toMatchObject({ phase: 'backoff', slow: true, offline: false });
    expect(server.applied).toEqual([1, 2, 3, 4, 5, 6].map((n) => entry(n).id));
    expect(server.sent.at(-1)).toMatchObject({ ops: 1 });
    expect([...store.outbox.keys()].sort()).toEqual([7, 8, 9, 10].map((n) => entry(n).id));
  });

  it('[I7] grows back after successes once the link is fast again', async () => {
    const { store, server, engine } = slowSetup(1);
    for (let n = 1; n <= 40; n++) store.add(heavy(n, 4000));
    engine.start();
    await engine.whenIdle();
    server.bytesPerMs = 1000;
    server.sent = [];
    for (let n = 100; n <= 399; n++) store.add(heavy(n, 4000));
    engine.trigger('write');
    await engine.whenIdle();
    expect(store.outbox.size).toBe(0);
    // Small at first (the window remembers the slow link), then doubling back to full pushes.
    const sizes = server.sent.map((s) => s.ops);
    const grown = sizes.indexOf(50);
    expect(sizes[0]).toBeLessThan(10);
    expect(grown).toBeGreaterThan(0);
    expect(grown).toBeLessThanOrEqual(6);
    expect(sizes.slice(0, grown)).toEqual(sizes.slice(0, grown).sort((a, b) => a - b));
    expect(sizes.slice(grown, -1).every((n) => n === 50)).toBe(true);
  });
});

describe('triggers and retries', () => {
  it('[I3] retries on its own after a network failure, with no new write', async () => {
    const { store, server, clock, engine } = setup();
    store.add(entry(1));
    server.failures.push(
      new TransportError('offline', 'no network', 0),
      new TransportError('server', '503', 503),
    );
    engine.start();
    let status = await engine.whenIdle();
    expect(status).toMatchObject({ phase: 'backoff', offline: true, failures: 1, retryAt: 750 });
    expect(store.outbox.get(entry(1).id)?.attempts).toBe(1);
    clock.advance(749);
    await engine.whenIdle();
    expect(server.pushes).toHaveLength(1);
    clock.advance(1);
    status = await engine.whenIdle();
    expect(status).toMatchObject({ phase: 'backoff', offline: false, failures: 2, retryAt: 2250 });
    clock.advance(1500);
    status = await engine.whenIdle();
    expect(status.phase).toBe('idle');
    expect(store.outbox.size).toBe(0);
  });

  it('[I3] a write waits out the backoff; the online event cuts it short', async () => {
    const { store, server, engine } = setup();
    server.failures.push(new TransportError('offline', 'no network', 0));
    store.add(entry(1));
    engine.start();
    await engine.whenIdle();
    store.add(entry(2));
    engine.trigger('write');
    await engine.whenIdle();
    expect(server.pushes).toHaveLength(1);
    engine.trigger('online');
    await engine.whenIdle();
    expect(store.outbox.size).toBe(0);
  });

  it('[I3] polls on a timer, so changes made elsewhere arrive with nothing written here', async () => {
    const { server, clock, engine } = setup();
    engine.start();
    await engine.whenIdle();
    const pulls = server.pulls.length;
    clock.advance(30_000);
    await engine.whenIdle();
    expect(server.pulls.length).toBe(pulls + 1);
  });

  it('stays idle and says so when nobody is signed in', async () => {
    const store = new MemoryStore();
    const server = new FakeServer();
    store.add(entry(1));
    const engine = new SyncEngine({ store, transport: server, session: () => null });
    const status = await engine.syncNow();
    expect(status.phase).toBe('stopped');
    engine.start();
    expect((await engine.whenIdle()).phase).toBe('signed-out');
    expect(server.pushes).toEqual([]);
    await engine.stop();
  });
});

describe('pull', () => {
  it('restarts a full pull when the server says the cursor is too old', async () => {
    const { store, server, engine } = setup();
    const answers: PullResponse[] = [
      { protocolVersion: 1, resync: true, reason: 'cursor too old' },
      {
        protocolVersion: 1,
        changes: [{ kind: 'pack-state', game: 'mix', packId: 'a', active: true }],
        cursor: 'c9',
        more: false,
      },
    ];
    store.replica(USER).cursor = 'old';
    store.replica(USER).baseline = true;
    store.replica(USER).mirror.set('pack-state/mix/stale', false);
    server.pull = (cursor) => {
      server.pulls.push(cursor);
      return Promise.resolve(answers.shift() ?? EMPTY_PAGE);
    };
    engine.start();
    await engine.whenIdle();
    expect(server.pulls).toEqual(['old', null]);
    expect(store.snapshot(USER)).toEqual({ 'pack-state/mix/a': true });
    expect(store.replica(USER).cursor).toBe('c9');
  });
});

/** A server that also answers pull_keys from `rows` (key → change); other keys are missing. */
class KeyedServer extends FakeServer {
  keyPulls: string[][] = [];
  rows = new Map<string, Change>();
  reject = new Set<string>();
  override push(ops: readonly Op[]): Promise<PushResponse> {
    this.pushes.push(ops.length);
    return Promise.resolve({
      protocolVersion: 1,
      results: ops.map((op): OpOutcome =>
        this.reject.has(op.type)
          ? { id: op.id, status: 'rejected', reason: 'not allowed' }
          : { id: op.id, status: 'applied', result: null },
      ),
    });
  }
  pullKeys(keys: readonly string[]): Promise<PullKeysResponse> {
    this.keyPulls.push([...keys]);
    const changes = keys.flatMap((k) => (this.rows.has(k) ? [this.rows.get(k)!] : []));
    const missing = keys.filter((k) => !this.rows.has(k));
    return Promise.resolve({ protocolVersion: 1, changes, missing });
  }
}

describe('a refused op', () => {
  function keyedSetup() {
    const store = new MemoryStore();
    const server = new KeyedServer();
    const engine = new SyncEngine({
      store,
      transport: server,
      session: () => USER,
      clock: new ManualClock(),
      random: () => 0.5,
    });
    // A device that has synced before: a cursor, its data, local values the ops wrote.
    const replica = store.replica(USER);
    replica.cursor = 'c0';
    replica.baseline = true;
    replica.mirror.set('like/p1', true);
    replica.mirror.set('pack-state/mix/classic', false);
    // the user's own pack (someone else's would leave with the like: see MemoryStore.applyPage)
    replica.mirror.set('pack/p1', { likes: 8, ownerId: USER });
    replica.mirror.set('like/other', true);
    return { store, server, engine };
  }
  const op = (n: number, type: Op['type'], payload: unknown): OutboxEntry => ({
    ...entry(n),
    type,
    payload,
  });

  it('[I8] reads again only the keys it touched, then pulls on from the cursor', async () => {
    const { store, server, engine } = keyedSetup();
    server.reject.add('like.add');
    server.rows.set('pack/p1', {
      kind: 'pack',
      id: 'p1',
      pack: { likes: 7, ownerId: USER } as never,
    });
    store.add(op(1, 'like.add', { gameId: 'p1' }));
    store.add(op(2, 'pack-state.set', { game: 'mix', packId: 'classic', active: false }));
    engine.start();
    expect((await engine.whenIdle()).phase).toBe('idle');
    expect([...store.quarantine.values()].map((q) => q.reason)).toEqual(['not allowed']);
    expect(server.keyPulls).toEqual([['like/p1', 'pack/p1']]);
    // No full pull: the incremental pull goes on from the stored cursor.
    expect(server.pulls).toEqual(['c0']);
    // The server never had the like: gone here too; the pack's counter is the server's again.
    expect(store.snapshot(USER)).toEqual({
      'like/other': true,
      'pack-state/mix/classic': false,
      'pack/p1': { likes: 7, ownerId: USER },
    });
  });

  it('[I8] pulls everything when a key it touched cannot be read back (a pack state never set)', async () => {
    const { store, server, engine } = keyedSetup();
    server.reject.add('pack-state.set');
    store.add(op(1, 'pack-state.set', { game: 'mix', packId: 'classic', active: false }));
    engine.start();
    await engine.whenIdle();
    expect(server.keyPulls).toEqual([['pack-state/mix/classic']]);
    expect(server.pulls).toEqual([null]);
    expect(store.snapshot(USER)).toEqual({});
  });

  it('[I8] pulls everything for a refused delete (its drafts went with it) or without pull_keys', async () => {
    const { store, server, engine } = keyedSetup();
    server.reject.add('pack.delete');
    store.add(op(1, 'pack.delete', { packId: 'p1' }));
    engine.start();
    await engine.whenIdle();
    expect(server.keyPulls).toEqual([]);
    expect(server.pulls).toEqual([null]);

    const plain = new FakeServer();
    const other = new MemoryStore();
    other.replica(USER).cursor = 'c0';
    other.replica(USER).baseline = true;
    other.add({ ...entry(5), payload: { gameId: 'bad-like' } });
    const old = new SyncEngine({ store: other, transport: plain, session: () => USER });
    old.start();
    await old.whenIdle();
    expect(other.quarantine.size).toBe(1);
    expect(plain.pulls).toEqual([null]);
    await old.stop();
  });
});

describe('classifying HTTP failures', () => {
  it('maps statuses to what the engine does', () => {
    expect(classifyStatus(0)).toBe('offline');
    expect(classifyStatus(401)).toBe('auth');
    expect(classifyStatus(403)).toBe('auth');
    expect(classifyStatus(400)).toBe('permanent');
    expect(classifyStatus(413)).toBe('permanent');
    expect(classifyStatus(404)).toBe('server');
    expect(classifyStatus(429)).toBe('server');
    expect(classifyStatus(503)).toBe('server');
  });

  it('[I7] tells a request that timed out (a slow link) from one that found no network', async () => {
    // supabase-js answers status 0 both when fetch fails and when the request's signal aborts.
    const noAnswer = { data: null, error: { message: 'FetchError: failed' }, status: 0 };
    const client = (hang: boolean) => ({
      rpc: () => ({
        abortSignal: (signal: AbortSignal) =>
          hang
            ? new Promise((resolve) => signal.addEventListener('abort', () => resolve(noAnswer)))
            : Promise.resolve(noAnswer),
      }),
    });
    const kindOf = (hang: boolean) =>
      createSupabaseTransport(client(hang) as never, { timeoutMs: 5 })
        .push([])
        .then(
          () => 'answered',
          (error: TransportError) => error.kind,
        );
    expect(await kindOf(true)).toBe('timeout');
    expect(await kindOf(false)).toBe('offline');
  });
});

describe('leader election', () => {
  /** Web Locks semantics in miniature: one holder, waiters granted in order on release. */
  function fakeLocks() {
    let held = false;
    const queue: { grant: () => void; signal?: AbortSignal }[] = [];
    const locks = {
      request(
        _name: string,
        options: { signal?: AbortSignal },
        callback: () => Promise<void>,
      ): Promise<unknown> {
        return new Promise((resolve, reject) => {
          const grant = () => {
            held = true;
            void callback().then(() => {
              held = false;
              resolve(undefined);
              queue.shift()?.grant();
            });
          };
          options.signal?.addEventListener('abort', () => {
            const i = queue.findIndex((q) => q.grant === grant);
            if (i >= 0) queue.splice(i, 1);
            reject(new DOMException('aborted', 'AbortError'));
          });
          if (held) queue.push({ grant, signal: options.signal });
          else grant();
        });
      },
    };
    return locks;
  }

  it('[I6] lets one tab lead and hands over at once when it goes', async () => {
    const locks = fakeLocks();
    const log: string[] = [];
    const tab = (name: string) =>
      electLeader(
        'sync',
        () => {
          log.push(`${name} leads`);
          return () => log.push(`${name} stops`);
        },
        locks,
      );
    const a = tab('a');
    const b = tab('b');
    await Promise.resolve();
    expect(a.isLeader()).toBe(true);
    expect(b.isLeader()).toBe(false);
    a.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(b.isLeader()).toBe(true);
    expect(log).toEqual(['a leads', 'a stops', 'b leads']);
  });

  it('leads alone where Web Locks are missing', () => {
    const leadership = electLeader('sync', () => () => undefined, undefined);
    expect(leadership.isLeader()).toBe(true);
  });
});
