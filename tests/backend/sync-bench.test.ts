// Benchmarks, printed by `npm run bench` (not timed tests), each beside baselines from the same
// run. Push: 10,000 queued ops through the engine beside the same batches sent straight to the
// push RPC. Pull, in Node over fake-indexeddb with the app's Dexie store: a new device's first sync
// of N rows of one user (SYNC_BENCH_ROWS, a comma-separated list; 10,000 and 100,000 by default)
// beside PostgREST table reads + bulkPut and the raw pull RPC + bulkPut; a new device's first sync
// with public packs present that it does not keep (SYNC_BENCH_PACKS); an incremental pull after
// 1,000 plays of those packs by others. `npm test` runs them as smokes with a few hundred rows.

import { randomUUID } from 'node:crypto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import Dexie from 'dexie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppDatabase } from '../../src/db/database.ts';
import { DexieSyncStore } from '../../src/features/sync/dexie-store.ts';
import {
  BENCH_ENGINE,
  benchBackendStore,
  FULL_BENCH,
  reportBench,
  samples,
} from '../bench/mode.ts';
import { SyncEngine, type SyncTransport } from '../../sync/engine.ts';
import { MemoryStore } from '../../sync/memory-store.ts';
import {
  changeKey,
  LIMITS,
  type Op,
  type PullPage,
  type PushResponse,
} from '../../sync/protocol.ts';
import { startLocalBackend, type LocalBackend } from '../../supabase/local/server.ts';
import {
  asOp,
  createSupabaseTransport,
  makeOp,
  prng,
  serviceQuery,
  signUp,
  uuidv7Generator,
  type TestUser,
} from './sync-harness.ts';

const OPS = Number(process.env.SYNC_BENCH_OPS ?? samples(10_000, 600));
const ROWS = (process.env.SYNC_BENCH_ROWS ?? (FULL_BENCH ? '10000,100000' : '300'))
  .split(',')
  .map(Number);
const PACKS = Number(process.env.SYNC_BENCH_PACKS ?? samples(20_000, 200));
const PLAYS = samples(1_000, 50);
let backend: LocalBackend;
let store: Awaited<ReturnType<typeof benchBackendStore>>;

beforeAll(async () => {
  store = await benchBackendStore();
  backend = await startLocalBackend({ port: 0, ...store.options });
});
afterAll(async () => {
  await backend?.close();
  await store?.remove();
});

function countingTransport(inner: SyncTransport) {
  const counted = { requests: 0 };
  const transport: SyncTransport = {
    push: (ops: readonly Op[]): Promise<PushResponse> => {
      counted.requests += 1;
      return inner.push(ops);
    },
    pull: (cursor, limit) => {
      counted.requests += 1;
      return inner.pull(cursor, limit);
    },
    refreshSession: () => inner.refreshSession(),
  };
  return { transport, counted };
}

describe('push benchmark', () => {
  it(`pushes ${OPS} queued ops`, async () => {
    const ops = (userId: string) => {
      const nextId = uuidv7Generator(() => Date.now(), prng(42));
      return Array.from({ length: OPS }, (_, i) =>
        makeOp(nextId(), userId, 'like.add', { gameId: `bench-${i}` }),
      );
    };

    // Raw baseline: the same ops, as many per call as the server takes, straight to the RPC.
    const raw = await signUp(backend, 'bench-raw');
    const rawTransport = createSupabaseTransport(raw.client);
    const rawOps = ops(raw.id).map(asOp);
    let rawRequests = 0;
    const rawStart = performance.now();
    for (let i = 0; i < rawOps.length; i += LIMITS.opsPerPush) {
      await rawTransport.push(rawOps.slice(i, i + LIMITS.opsPerPush));
      rawRequests += 1;
    }
    const rawMs = performance.now() - rawStart;

    // The engine: outbox → push batches → settle → pull (the pull brings the 10,000 likes back).
    const user = await signUp(backend, 'bench-engine');
    const store = new MemoryStore();
    for (const op of ops(user.id)) store.add(op);
    const { transport, counted } = countingTransport(createSupabaseTransport(user.client));
    const engine = new SyncEngine({ store, transport, session: () => user.id, pollMs: 1e9 });
    const start = performance.now();
    engine.start();
    const status = await engine.whenIdle();
    const engineMs = performance.now() - start;
    await engine.stop();
    expect(status.lastError).toBeNull();
    expect(store.outbox.size).toBe(0);
    const applied = await serviceQuery<{ n: number }>(
      backend,
      'select count(*)::int as n from public.likes where user_id = $1',
      [user.id],
    );
    expect(applied[0]?.n).toBe(OPS);

    const rate = (ms: number) => Math.round(OPS / (ms / 1000));
    await reportBench(
      'sync-push',
      [
        `sync push benchmark (${OPS} ops, local backend on ${BENCH_ENGINE}):`,
        `  raw RPC baseline: ${rawRequests} requests, ${Math.round(rawMs)} ms, ${rate(rawMs)} ops/s`,
        `  engine (push + settle + full pull of the result): ${counted.requests} requests, ` +
          `${Math.round(engineMs)} ms, ${rate(engineMs)} ops/s`,
      ].join('\n'),
      {
        ops: OPS,
        baseline: { requests: rawRequests, ms: Math.round(rawMs) },
        engine: { requests: counted.requests, ms: Math.round(engineMs) },
        ratio: Number((engineMs / rawMs).toFixed(2)),
      },
    );
  }, 600_000);
});

// Pull --------------------------------------------------------------------------------------------

const PAGE = LIMITS.pullLimitMax;
const ms = (t0: number) => Math.round(performance.now() - t0);
const mb = (bytes: number) => (bytes / 1e6).toFixed(2);
const freshDb = (name: string) =>
  new AppDatabase(`${name}-${randomUUID()}`, { indexedDB: new IDBFactory(), IDBKeyRange });

const COIN_CHUNK = 2000;

/** N rows of one user, a third each of likes, pack states and coin entries (+ the profile). */
async function seedRows(user: TestUser, rows: number): Promise<void> {
  const third = Math.floor(rows / 3);
  await serviceQuery(
    backend,
    `insert into public.likes (user_id, game_id, liked)
       select $1, 'bench-' || g, true from generate_series(1, $2::int) g`,
    [user.id, third],
  );
  await serviceQuery(
    backend,
    `insert into public.pack_states (user_id, game, pack_id, active)
       select $1, 'mix', 'p' || g, true from generate_series(1, $2::int) g`,
    [user.id, third],
  );
  // Each coin entry moves the profile's balance: one statement per few thousand, as entries
  // really arrive (one transaction updating the same row 300,000 times is quadratic in Postgres).
  for (let left = rows - 2 * third; left > 0; left -= COIN_CHUNK)
    await serviceQuery(
      backend,
      `insert into public.coin_ledger (user_id, amount, reason)
         select $1, 1, 'bench' from generate_series(1, $2::int) g`,
      [user.id, Math.min(COIN_CHUNK, left)],
    );
}

/** Baseline 1: the same rows read straight from the tables (PostgREST, keyset pages) + bulkPut. */
async function tableReadBaseline(user: TestUser): Promise<{ ms: number; rows: number }> {
  const scratch = new Dexie(`table-baseline-${randomUUID()}`, {
    indexedDB: new IDBFactory(),
    IDBKeyRange,
  });
  scratch.version(1).stores({ likes: 'game_id', states: 'pack_id', coins: 'id' });
  const t0 = performance.now();
  let rows = 0;
  const read = async (table: string, key: string, store: string) => {
    let last: string | number | null = null;
    for (;;) {
      let query = user.client
        .from(table as 'likes')
        .select('*')
        .order(key as 'game_id');
      if (last !== null) query = query.gt(key as 'game_id', last as string);
      const { data, error } = await query.limit(PAGE);
      if (error) throw new Error(error.message);
      await scratch.table(store).bulkPut(data);
      rows += data.length;
      if (data.length < PAGE) return;
      last = (data.at(-1) as unknown as Record<string, string | number>)[key]!;
    }
  };
  await read('likes', 'game_id', 'likes');
  await read('pack_states', 'pack_id', 'states');
  await read('coin_ledger', 'id', 'coins');
  const out = { ms: ms(t0), rows };
  scratch.close();
  return out;
}

/** Baseline 2: the raw pull RPC, pages put into a scratch store by key, no engine. */
async function rawPullBaseline(user: TestUser) {
  const scratch = new Dexie(`pull-baseline-${randomUUID()}`, {
    indexedDB: new IDBFactory(),
    IDBKeyRange,
  });
  scratch.version(1).stores({ rows: '' });
  const transport = createSupabaseTransport(user.client);
  const t0 = performance.now();
  let cursor: string | null = null;
  let rows = 0;
  for (;;) {
    const page = (await transport.pull(cursor, PAGE)) as PullPage;
    await scratch.table('rows').bulkPut(
      page.changes,
      page.changes.map((c) => changeKey(c)),
    );
    rows += page.changes.length;
    cursor = page.cursor;
    if (!page.more) break;
  }
  const out = { ms: ms(t0), rows };
  scratch.close();
  return out;
}

/** The app: a new device's engine over the Dexie store, from start to idle; bytes it received. */
async function appSync(user: TestUser, database: AppDatabase) {
  const inner = createSupabaseTransport(user.client);
  const counted = { requests: 0, bytes: 0, changes: 0 };
  const transport: SyncTransport = {
    push: (ops) => inner.push(ops),
    pull: async (cursor, limit) => {
      const page = await inner.pull(cursor, limit);
      counted.requests += 1;
      counted.bytes += JSON.stringify(page).length;
      if ('changes' in page) counted.changes += page.changes.length;
      return page;
    },
    refreshSession: () => inner.refreshSession(),
  };
  const engine = new SyncEngine({
    store: new DexieSyncStore(database),
    transport,
    session: () => user.id,
    pollMs: 1e9,
  });
  const t0 = performance.now();
  engine.start();
  const status = await engine.whenIdle();
  const elapsed = ms(t0);
  await engine.stop();
  expect(status.lastError).toBeNull();
  return { ms: elapsed, ...counted };
}

describe('pull benchmark', () => {
  it(`a new device's first sync of ${ROWS.join(', ')} rows, beside table reads and the raw RPC`, async () => {
    const lines: string[] = [];
    const data: unknown[] = [];
    for (const rows of ROWS) {
      const user = await signUp(backend, 'bench-pull');
      await seedRows(user, rows);
      const table = await tableReadBaseline(user);
      const raw = await rawPullBaseline(user);
      const database = freshDb('bench-app');
      const app = await appSync(user, database);
      expect(await database.packLikes.count()).toBe(Math.floor(rows / 3));
      database.close();
      expect(raw.rows).toBe(rows + 1);
      lines.push(
        `  ${rows} rows: table reads + bulkPut ${table.ms} ms; raw pull + bulkPut ${raw.ms} ms ` +
          `(${(raw.ms / table.ms).toFixed(1)}×); app ${app.ms} ms (${(app.ms / table.ms).toFixed(1)}× ` +
          `table, ${(app.ms / raw.ms).toFixed(1)}× raw), ${app.requests} requests, ${mb(app.bytes)} MB`,
      );
      data.push({ rows, tableMs: table.ms, rawMs: raw.ms, app });
    }
    await reportBench(
      'sync-pull-node',
      [
        `sync pull benchmark (first full sync of a new device, Node + fake-indexeddb, local backend on ${BENCH_ENGINE}):`,
        ...lines,
      ].join('\n'),
      data,
    );
  }, 3_600_000);

  it(`a new device with ${PACKS} public packs present, then ${PLAYS} plays by others`, async () => {
    const author = await signUp(backend, 'bench-author');
    await serviceQuery(
      backend,
      `insert into public.packs (id, owner_id, name, description, author, prompts, draft,
         published, published_at)
       select gen_random_uuid(), $1, 'Pack ' || g, 'A benchmark pack', 'Bench',
         (select jsonb_agg(jsonb_build_object('text', 'Prompt number ' || p))
            from generate_series(1, 30) p),
         false, true, now()
       from generate_series(1, $2::int) g`,
      [author.id, PACKS],
    );
    const user = await signUp(backend, 'bench-new-device');
    await seedRows(user, 30);
    const database = freshDb('bench-packs');
    const first = await appSync(user, database);
    const kept = (await database.packCache.count()) + (await database.userPacks.count());

    // Others play packs this user does not hold: none of it is this device's business.
    await serviceQuery(
      backend,
      `update public.packs set plays = plays + 1
       where id in (select id from public.packs where owner_id = $1 limit $2)`,
      [author.id, PLAYS],
    );
    const incremental = await appSync(user, database);
    database.close();
    await reportBench(
      'sync-pull-gallery',
      [
        `sync pull with ${PACKS} public packs present (Node + fake-indexeddb, local backend on ${BENCH_ENGINE}):`,
        `  first sync: ${first.ms} ms, ${first.requests} requests, ${first.changes} changes, ` +
          `${mb(first.bytes)} MB received, ${kept} packs kept`,
        `  incremental pull after ${PLAYS} plays by others: ${incremental.ms} ms, ` +
          `${incremental.changes} changes, ${mb(incremental.bytes)} MB received`,
      ].join('\n'),
      { packs: PACKS, plays: PLAYS, first, kept, incremental },
    );
  }, 3_600_000);
});
