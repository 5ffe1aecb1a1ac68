// Seeded fuzz: 5 clients (3 users, two of them on two devices) against the local backend, with
// partitions, lost answers, duplicated and late (reordered) requests, evicted local data, purged
// tombstones and clocks skewed by up to ±24 h. At the end every replica must equal the server
// (state hash), every op must have reached the server exactly once, and nothing may be left.
// SYNC_FUZZ_SEED and SYNC_FUZZ_STEPS reproduce or lengthen a run.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { AppDatabase } from '../../src/db/database.ts';
import { DexieSyncStore } from '../../src/features/sync/dexie-store.ts';
import {
  SyncEngine,
  type Clock,
  type OutboxEntry,
  type SyncStore,
  type SyncTrigger,
} from '../../sync/engine.ts';
import { MemoryStore, stateHash } from '../../sync/memory-store.ts';
import type { OpPayloads, OpType, PackRecord } from '../../sync/protocol.ts';
import { startLocalBackend, type LocalBackend } from '../../supabase/local/server.ts';
import {
  createSupabaseTransport,
  FaultyTransport,
  makeOp,
  packContent,
  prng,
  serverHash,
  serviceQuery,
  signIn,
  signUp,
  uuidv7Generator,
  type TestUser,
} from './sync-harness.ts';

const SEED = Number(process.env.SYNC_FUZZ_SEED ?? 20261121);
const STEPS = Number(process.env.SYNC_FUZZ_STEPS ?? 3000);
const DAY = 24 * 3600 * 1000;

/** Virtual time shared by every client; each client sees it through its own skew. */
class VirtualTime {
  now = Date.UTC(2026, 10, 21, 12);
  private timers = new Map<number, { at: number; fn: () => void; owner: number }>();
  private nextId = 1;

  clockFor(owner: number, skew: number): Clock {
    return {
      now: () => this.now + skew,
      setTimeout: (fn, ms) => {
        const id = this.nextId++;
        this.timers.set(id, { at: this.now + ms, fn, owner });
        return id;
      },
      clearTimeout: (handle) => {
        this.timers.delete(handle as number);
      },
    };
  }

  /** Moves time on and returns the owners of the timers that fired, in firing order. */
  advance(ms: number): number[] {
    this.now += ms;
    const due = [...this.timers.entries()]
      .filter(([, t]) => t.at <= this.now)
      .sort(([a, x], [b, y]) => x.at - y.at || a - b);
    const owners: number[] = [];
    for (const [id, t] of due) {
      this.timers.delete(id);
      t.fn();
      owners.push(t.owner);
    }
    return owners;
  }
}

/** A device's local state, in memory (the engine's mirror) or in the app's Dexie tables. */
interface Replica {
  kind: 'memory' | 'dexie';
  store: SyncStore;
  add(op: OutboxEntry): Promise<void>;
  /** the browser dropped the data, the cursor survived */
  evict(userId: string): Promise<void>;
  outboxSize(): Promise<number>;
  quarantineIds(): Promise<string[]>;
  snapshot(userId: string): Promise<Record<string, unknown>>;
  /** the server's state reduced to what this replica keeps */
  project(server: Record<string, unknown>, userId: string): Record<string, unknown>;
}

function memoryReplica(): Replica {
  const store = new MemoryStore();
  return {
    kind: 'memory',
    store,
    add: (op) => Promise.resolve(store.add(op)),
    evict: (userId) => Promise.resolve(store.evictData(userId)),
    outboxSize: () => Promise.resolve(store.outbox.size),
    quarantineIds: () => Promise.resolve([...store.quarantine.keys()]),
    snapshot: (userId) => Promise.resolve(store.snapshot(userId)),
    project: (server) => server,
  };
}

const packView = (p: {
  metadata: unknown;
  prompts: unknown;
  likes: number;
  plays: number;
  lastUpdated: string;
  draft: boolean;
  published: boolean;
}) => ({
  metadata: p.metadata,
  prompts: p.prompts,
  likes: p.likes,
  plays: p.plays,
  lastUpdated: p.lastUpdated,
  draft: p.draft,
  published: p.published,
});

/** The app's real store: the same tables and appliers the browser uses, over fake-indexeddb. */
function dexieReplica(name: string): Replica {
  const db = new AppDatabase(name, { indexedDB: new IDBFactory(), IDBKeyRange });
  const store = new DexieSyncStore(db);
  return {
    kind: 'dexie',
    store,
    add: async (op) => void (await db.outbox.add({ ...op })),
    evict: async () => {
      for (const table of [
        db.profiles,
        db.packStates,
        db.packLikes,
        db.userPacks,
        db.coinEntries,
        db.draftUpdates,
      ])
        await table.clear();
    },
    outboxSize: () => db.outbox.count(),
    quarantineIds: async () => (await db.quarantine.toArray()).map((q) => q.id),
    snapshot: async (userId) => {
      const out: Record<string, unknown> = {};
      const profile = await db.profiles.get(userId);
      if (profile) out[`profile/${userId}`] = profile.profile;
      for (const c of await db.coinEntries.where('userId').equals(userId).toArray())
        out[`coin-entry/${c.id}`] = { amount: c.amount, reason: c.reason, createdAt: c.createdAt };
      for (const l of await db.packLikes.toArray()) if (l.liked) out[`like/${l.packId}`] = true;
      for (const s of await db.packStates.toArray())
        out[`pack-state/${s.game}/${s.packId}`] = s.active;
      for (const d of await db.draftUpdates.where('userId').equals(userId).toArray())
        out[`draft-update/${d.id}`] = { packId: d.packId, update: d.update };
      for (const p of await db.userPacks.toArray())
        out[`pack/${p.id}`] = packView({
          ...p.pack,
          draft: p.draft,
          published: p.publish !== 'local',
        });
      return out;
    },
    project: (server, userId) => {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(server)) {
        if (!key.startsWith('pack/')) out[key] = value;
        // Someone else's public pack is kept only if this device opened it (the pack cache).
        else if ((value as PackRecord).ownerId === userId) out[key] = packView(value as PackRecord);
      }
      return out;
    },
  };
}

interface FuzzClient {
  index: number;
  user: TestUser;
  replica: Replica;
  transport: FaultyTransport;
  engine: SyncEngine;
  nextId: () => string;
  skew: number;
}

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startLocalBackend({ port: 0 });
});
afterAll(async () => {
  await backend?.close();
});

describe('sync fuzz', () => {
  it(`[C4] 5 clients converge on the server (seed ${SEED}, ${STEPS} steps)`, async () => {
    const random = prng(SEED);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const time = new VirtualTime();
    const users = [
      await signUp(backend, 'fuzz0'),
      await signUp(backend, 'fuzz1'),
      await signUp(backend, 'fuzz2'),
    ];
    const packsOf = users.map(() => [randomUUID(), randomUUID(), randomUUID()]);
    const allPacks = packsOf.flat();
    const made = new Map<string, OutboxEntry>();
    const clients: FuzzClient[] = [];
    for (const [index, userIndex] of [0, 0, 1, 1, 2].entries()) {
      const user = users[userIndex]!;
      const client =
        index === 0 || index === 2 || index === 4 ? user.client : await signIn(backend, user);
      const clientRandom = prng(SEED * 31 + index);
      const skew = Math.round((clientRandom() * 2 - 1) * DAY);
      const clock = time.clockFor(index, skew);
      // The second devices of users 0 and 1 run the app's Dexie store and appliers.
      const replica =
        index === 1 || index === 3 ? dexieReplica(`fuzz-${SEED}-${index}`) : memoryReplica();
      const transport = new FaultyTransport(createSupabaseTransport(client), clientRandom);
      const engine = new SyncEngine({
        store: replica.store,
        transport,
        session: () => user.id,
        clock,
        random: clientRandom,
        batchSize: 1 + Math.floor(clientRandom() * 20),
        pullLimit: 5 + Math.floor(clientRandom() * 50),
        // Some clients page full pulls in small pages too (mid-page cursors below the horizon).
        resyncPullLimit: index % 2 === 0 ? 5 + Math.floor(clientRandom() * 50) : undefined,
        backoff: { baseMs: 500, maxMs: 20_000 },
        pollMs: 15_000,
        onInternalError: (error) => {
          throw error;
        },
      });
      clients.push({
        index,
        user,
        replica,
        transport,
        engine,
        nextId: uuidv7Generator(() => clock.now(), clientRandom),
        skew,
      });
    }

    const writeOp = async (c: FuzzClient) => {
      const userIndex = users.indexOf(c.user);
      const own = packsOf[userIndex]!;
      const queued: OutboxEntry[] = [];
      const add = <T extends OpType>(type: T, payload: OpPayloads[T]) => {
        const op = makeOp(
          c.nextId(),
          c.user.id,
          type,
          payload,
          new Date(time.now + c.skew).toISOString(),
        );
        made.set(op.id, op);
        queued.push(op);
      };
      const roll = random();
      if (roll < 0.15)
        add('pack-state.set', {
          game: pick(['mix', 'charades']),
          packId: pick(['a', 'b', 'c']),
          active: random() < 0.5,
        });
      else if (roll < 0.3)
        add(random() < 0.6 ? 'like.add' : 'like.remove', {
          gameId: pick(['g1', 'g2', ...allPacks.slice(0, 4)]),
        });
      else if (roll < 0.38)
        add('feedback.create', {
          key: 'Sat Nov 21 2026',
          time: new Date(time.now + c.skew).toISOString(),
          feedback: `fb ${made.size}`,
          positive: random() < 0.5,
          game: 'mix',
          user: 'fuzz',
        });
      else if (roll < 0.46)
        add('coins.spend', { amount: 1 + Math.floor(random() * 20), reason: 'fuzz' });
      else if (roll < 0.52)
        add('reward.claim', {
          rewardId: pick([
            'welcome',
            'first-pack',
            'share-pack',
            'newsletter',
            'follow-social',
            'feedback',
          ]),
        });
      else if (roll < 0.58) add('profile.update', { username: pick(['ana', 'bo', 'cy', 'di']) });
      else if (roll < 0.72) {
        // sometimes another user's pack id: the server refuses it
        const id = random() < 0.9 ? pick(own) : pick(allPacks);
        const draft = random() < 0.3;
        add('pack.save', {
          pack: packContent(id, pick(['Cabin', 'Plane', '']), random() < 0.1 ? [] : ['p1', 'p2']),
          draft,
        });
      } else if (roll < 0.8) add('pack.publish', { packId: pick(own) });
      else if (roll < 0.85) add('pack.delete', { packId: pick(own) });
      else if (roll < 0.93)
        add('draft.update', {
          packId: pick(own),
          update: Buffer.from(`u${made.size}`).toString('base64'),
        });
      else add('play.count', { packId: pick(allPacks) });
      for (const op of queued) await c.replica.add(op);
    };

    const settle = async () => {
      for (const c of clients) await c.engine.whenIdle();
    };

    for (const c of clients) c.engine.start();
    await settle();

    let purges = 0;
    let evictions = 0;
    for (let step = 0; step < STEPS; step++) {
      const c = pick(clients);
      const roll = random();
      if (roll < 0.45) {
        await writeOp(c);
        c.engine.trigger('write');
      } else if (roll < 0.55) {
        c.engine.trigger(pick<SyncTrigger>(['online', 'visible', 'timer']));
      } else if (roll < 0.7) {
        c.transport.plan = {
          partitioned: random() < 0.3,
          dropResponse: random() < 0.5 ? 0 : random() * 0.4,
          duplicateRequest: random() < 0.5 ? 0 : random() * 0.3,
          delayRequest: random() < 0.6 ? 0 : random() * 0.3,
        };
      } else if (roll < 0.75) {
        await c.transport.deliverDelayed(1 + Math.floor(random() * 2));
      } else if (roll < 0.76) {
        await c.replica.evict(c.user.id);
        evictions += 1;
      } else if (roll < 0.765) {
        await serviceQuery(backend, `select public.purge_tombstones('0 seconds'::interval)`);
        purges += 1;
      } else {
        // time passes: backoff and poll timers fire (retries with no new write)
        time.advance(Math.floor(random() * 8000));
      }
      await settle();
    }

    // Heal: every fault off, late packets delivered, time passes until every outbox is empty.
    for (const c of clients) {
      c.transport.plan = {
        partitioned: false,
        dropResponse: 0,
        duplicateRequest: 0,
        delayRequest: 0,
      };
      await c.transport.deliverDelayed();
    }
    // Only time passes now: backoff and poll timers must bring every client to rest by themselves.
    const atRest = async () => {
      for (const c of clients) {
        const status = c.engine.getStatus();
        if (status.phase !== 'idle' || status.lastError !== null) return false;
        if ((await c.replica.outboxSize()) > 0) return false;
      }
      return true;
    };
    for (let i = 0; i < 60 && !(await atRest()); i++) {
      time.advance(20_000);
      await settle();
    }
    // Then one poll period, so every replica pulls everyone's last push.
    time.advance(15_001);
    await settle();
    for (const c of clients) await c.engine.stop();

    const failures: string[] = [];
    for (const c of clients) {
      const { lastError } = c.engine.getStatus();
      if (lastError) failures.push(`client ${c.index}: last error ${lastError.message}`);
      const left = await c.replica.outboxSize();
      if (left > 0) failures.push(`client ${c.index}: ${left} ops left`);
      const reference = await serverHash(createSupabaseTransport(c.user.client), c.user.id);
      const expected = c.replica.project(reference.snapshot, c.user.id);
      const server = { hash: stateHash(expected), snapshot: expected };
      const mine = await c.replica.snapshot(c.user.id);
      const replica = stateHash(mine);
      if (replica !== server.hash) {
        const diff = Object.keys({ ...mine, ...server.snapshot })
          .filter((k) => JSON.stringify(mine[k]) !== JSON.stringify(server.snapshot[k]))
          .slice(0, 5)
          .map(
            (k) =>
              `${k}: ${JSON.stringify(mine[k]) ?? '-'} vs ${JSON.stringify(server.snapshot[k]) ?? '-'}`,
          );
        failures.push(
          `client ${c.index} (${c.replica.kind}): replica ${replica} ≠ server ${server.hash} (${diff.join(', ')})`,
        );
      }
    }
    // Exactly once: every op made is recorded once, and each feedback row exists once.
    const processed = await serviceQuery<{ op_id: string; status: string }>(
      backend,
      'select op_id, status from public.processed_ops where user_id = any($1::uuid[])',
      [users.map((u) => u.id)],
    );
    const processedIds = new Set(processed.map((p) => p.op_id));
    const missing = [...made.keys()].filter((id) => !processedIds.has(id));
    if (missing.length) failures.push(`${missing.length} ops never reached the server`);
    if (processed.length !== made.size)
      failures.push(`${processed.length} processed ≠ ${made.size} made`);
    const feedbackMade = [...made.values()].filter((op) => op.type === 'feedback.create').length;
    const feedbackRows = await serviceQuery<{ n: number }>(
      backend,
      'select count(*)::int as n from public.feedback where user_id = any($1::uuid[])',
      [users.map((u) => u.id)],
    );
    if (feedbackRows[0]?.n !== feedbackMade)
      failures.push(`feedback rows ${feedbackRows[0]?.n} ≠ ${feedbackMade}`);
    // Rejected ops are quarantined on the device that made them, never dropped.
    const rejected = new Set(processed.filter((p) => p.status === 'rejected').map((p) => p.op_id));
    const quarantined = new Set<string>();
    for (const c of clients) for (const id of await c.replica.quarantineIds()) quarantined.add(id);
    const lost = [...rejected].filter((id) => !quarantined.has(id));
    if (lost.length) failures.push(`${lost.length} rejected ops not in any quarantine`);

    const summary =
      `seed ${SEED}, ${STEPS} steps, ${made.size} ops (${rejected.size} rejected), ` +
      `${clients.reduce((n, c) => n + c.transport.requests, 0)} requests, ` +
      `${evictions} evictions, ${purges} tombstone purges, skews ${clients.map((c) => Math.round(c.skew / 3600000) + 'h').join(' ')}`;
    console.log(`sync fuzz: ${summary}`);
    expect(failures, `sync fuzz failed (${summary}); rerun with SYNC_FUZZ_SEED=${SEED}`).toEqual(
      [],
    );
  }, 300_000);
});
