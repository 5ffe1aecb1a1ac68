// Benchmark, printed by `npm run bench` (not a timed test): push 10,000 queued ops through the
// engine, beside a raw baseline (the same batches sent straight to the push RPC) in the same run.
// `npm test` runs it as a smoke with 600 ops: more than one push batch.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportBench, samples } from '../bench/mode.ts';
import { SyncEngine, type SyncTransport } from '../../sync/engine.ts';
import { MemoryStore } from '../../sync/memory-store.ts';
import { LIMITS, type Op, type PushResponse } from '../../sync/protocol.ts';
import { startLocalBackend, type LocalBackend } from '../../supabase/local/server.ts';
import {
  asOp,
  createSupabaseTransport,
  makeOp,
  prng,
  serviceQuery,
  signUp,
  uuidv7Generator,
} from './sync-harness.ts';

const OPS = Number(process.env.SYNC_BENCH_OPS ?? samples(10_000, 600));
let backend: LocalBackend;

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0 });
});
afterAll(async () => {
  await backend?.close();
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
        `sync push benchmark (${OPS} ops, local backend on PGlite):`,
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
