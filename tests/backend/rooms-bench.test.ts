// Benchmark, printed by `npm run bench` (not a timed test): a room of a host and 11 players on the
// local backend's Realtime, every phone its own supabase-js client. Host state → seen on all 11
// phones (each phone's delay, p50/p95), beside the same broadcast on a public channel between
// plain clients (no room, no policies); join time (sign-in as a guest, join_room, room channel
// joined); and states a second the host sustains to 15 players (a full room of 16).
// `npm test` runs it as a smoke with a few samples.

import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { reportBench, samples } from '../bench/mode.ts';
import type { Database } from '../../sync';
import { startLocalBackend, type LocalBackend } from '../../supabase/local/server.ts';
import {
  createRoom,
  joinRoom,
  openRoom,
  type RoomClient,
  type RoomConnection,
} from '../../src/features/rooms/channel.ts';

const BROADCASTS = samples(200, 5);
const BURST = samples(500, 20);
let backend: LocalBackend;
const clients: RoomClient[] = [];

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0 });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
  await backend?.close();
});

function phone(): RoomClient {
  const client = createClient<Database>(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });
  clients.push(client);
  return client;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (v: number) => `${v.toFixed(1)} ms`;

async function until(ok: () => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setImmediate(r));
  }
}

/** Sends `count` messages one at a time; each one's delay until every receiver has it. */
async function fanOut(
  receivers: { seen: Map<number, number> }[],
  send: (seq: number) => Promise<void>,
  count: number,
  from: number,
) {
  const delays: number[] = [];
  for (let seq = from; seq < from + count; seq++) {
    const sentAt = performance.now();
    await send(seq);
    await until(() => receivers.every((r) => r.seen.has(seq)));
    for (const r of receivers) delays.push(r.seen.get(seq)! - sentAt);
  }
  return delays;
}

describe('rooms benchmark', () => {
  it(`host state to 11 phones, ${BROADCASTS} times`, async () => {
    // Baseline: a public channel between plain clients, acks on, no room and no policies.
    const baseSender = phone().channel('bench-baseline', { config: { broadcast: { ack: true } } });
    const baseReceivers = await Promise.all(
      Array.from({ length: 11 }, async () => {
        const r = { seen: new Map<number, number>() };
        const channel = phone()
          .channel('bench-baseline')
          .on('broadcast', { event: 'state' }, ({ payload }) =>
            r.seen.set((payload as { seq: number }).seq, performance.now()),
          );
        await new Promise<void>((resolve) =>
          channel.subscribe((s) => String(s) === 'SUBSCRIBED' && resolve()),
        );
        return r;
      }),
    );
    await new Promise<void>((resolve) =>
      baseSender.subscribe((s) => String(s) === 'SUBSCRIBED' && resolve()),
    );
    const baseline = await fanOut(
      baseReceivers,
      async (seq) => {
        await baseSender.send({
          type: 'broadcast',
          event: 'state',
          payload: { seq, state: { seq } },
        });
      },
      BROADCASTS,
      1,
    );

    // The room: guests join by code on their own phones.
    const hostClient = phone();
    const hostSeat = await createRoom(hostClient, 'most-likely-to', 'Host');
    const host = await openRoom(hostClient, hostSeat, {});
    const joins: number[] = [];
    const players: {
      seen: Map<number, number>;
      room: RoomConnection<unknown, unknown, unknown>;
    }[] = [];
    const join = async (name: string) => {
      const started = performance.now();
      const client = phone();
      const seen = new Map<number, number>();
      const seat = await joinRoom(client, hostSeat.code, name);
      const room = await openRoom(client, seat, {
        onState: (seq) => seen.set(seq, performance.now()),
      });
      joins.push(performance.now() - started);
      players.push({ seen, room });
    };
    for (let i = 0; i < 11; i++) await join(`Player ${i + 1}`);
    const eleven = [...players];
    const delays = await fanOut(eleven, (seq) => host.broadcastState(seq, { seq }), BROADCASTS, 1);

    // A full room: 15 players, the host sends as fast as the server acknowledges.
    for (let i = 0; i < 4; i++) await join(`Late ${i + 1}`);
    const full = players;
    const first = 10_000;
    const burstStart = performance.now();
    await Promise.all(
      Array.from({ length: BURST }, (_, i) => host.broadcastState(first + i, { seq: first + i })),
    );
    await until(() => full.every((p) => p.seen.has(first + BURST - 1)));
    const burstMs = performance.now() - burstStart;
    const perSecond = Math.round(BURST / (burstMs / 1000));

    expect(delays).toHaveLength(BROADCASTS * 11);
    expect(joins).toHaveLength(15);
    await reportBench(
      'rooms-realtime',
      [
        `rooms benchmark (local backend on PGlite, ${BROADCASTS} host states, every phone its own client):`,
        `  host state → seen on 11 phones: p50 ${ms(percentile(delays, 50))}, p95 ${ms(percentile(delays, 95))}` +
          ` (baseline, public channel without a room: p50 ${ms(percentile(baseline, 50))}, p95 ${ms(percentile(baseline, 95))})`,
        `  join (guest sign-in, join_room, room channel joined): p50 ${ms(percentile(joins, 50))}, p95 ${ms(percentile(joins, 95))}`,
        `  full room (host + 15): ${BURST} states in ${Math.round(burstMs)} ms, ${perSecond} states/s reaching all 15`,
      ].join('\n'),
      {
        broadcasts: BROADCASTS,
        stateToElevenMs: { p50: percentile(delays, 50), p95: percentile(delays, 95) },
        baselineMs: { p50: percentile(baseline, 50), p95: percentile(baseline, 95) },
        joinMs: { p50: percentile(joins, 50), p95: percentile(joins, 95) },
        fullRoom: { players: 15, states: BURST, ms: Math.round(burstMs), perSecond },
      },
    );
  }, 600_000);
});
