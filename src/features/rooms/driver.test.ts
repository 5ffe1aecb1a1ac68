import { describe, expect, it, vi } from 'vitest';
import { randomIndex, seededWords, type RandomWords } from '../../lib/random';
import type { PresentSeat } from './channel';
import {
  AWAY_MS,
  newHostRecord,
  RoomHost,
  RoomPlayer,
  takenOverRecord,
  type HostRecord,
  type RoomView,
  type SeatMessage,
  type WireIntent,
} from './driver';
import { mostLikelyToRoom, tallyOf, type MltState } from './games/most-likely-to-game';
import type { RoomGame } from './room-game';

// The driver with no network: a wire between the host and each player that drops, repeats and
// reorders what it carries, as a phone's signal at a party does.

const SEED = '00112233445566778899aabbccddeeff';
const seatOf = (n: number): PresentSeat => ({
  seatId: `seat-${n}`,
  name: `Player ${n}`,
  seatNumber: n,
  host: n === 1,
});

/** A counting game: every intent adds one, so an intent applied twice shows. */
const counter: RoomGame<{ count: number }, { add: 1 }, { count: number }> = {
  game: 'most-likely-to',
  minSeats: 1,
  defaultSettings: {},
  start: () => ({ count: 0 }),
  parseIntent: (raw) => ((raw as { add?: unknown })?.add === 1 ? { add: 1 } : null),
  apply: (state) => ({ count: state.count + 1 }),
  shared: (state) => state,
  secret: () => null,
  reseat: (state) => state,
};

interface Wire {
  toHost: { seatId: string; id: string; intent: WireIntent }[];
  toPlayers: { seq: number; room: RoomView; seatId?: string }[];
}

function table(
  game: ConstructorParameters<typeof RoomHost>[0],
  players: number,
  store: HostRecord[] = [],
) {
  const wire: Wire = { toHost: [], toPlayers: [] };
  const link = {
    broadcastState: (seq: number, room: RoomView) => {
      wire.toPlayers.push({ seq, room });
      return Promise.resolve();
    },
    sendPrivate: (seatId: string, seq: number, message: SeatMessage) => {
      if (message.room) wire.toPlayers.push({ seq, room: message.room, seatId });
      return Promise.resolve();
    },
  };
  let clock = 0;
  const now = () => clock;
  const first = newHostRecord({
    roomId: 'room',
    code: 'ABC234',
    game: 'most-likely-to',
    seatId: 'seat-1',
    name: 'Player 1',
    seatNumber: 1,
  });
  const host = new RoomHost(game, store.at(-1) ?? first, link, (r) => void store.push(r), now);
  let n = 0;
  const phones = Array.from({ length: players - 1 }, (_, i) => {
    const seatId = `seat-${i + 2}`;
    return new RoomPlayer(
      seatId,
      (id, intent) => {
        wire.toHost.push({ seatId, id, intent });
        return Promise.resolve();
      },
      new Map(),
      () => undefined,
      () => `${seatId}-intent-${n++}`,
    );
  });
  return {
    wire,
    host,
    phones,
    link,
    store,
    advance: (ms: number) => (clock += ms),
    present: (seats: number[]) => host.presence(seats.map(seatOf)),
  };
}

/** Delivers what is on the wire, each message dropped, repeated or held back at random. */
async function deliver(t: ReturnType<typeof table>, words: RandomWords, lossy = true) {
  for (let pass = 0; pass < 4; pass++) {
    const intents = t.wire.toHost.splice(0);
    while (intents.length > 0) {
      const m = intents.splice(randomIndex(intents.length, words), 1)[0]!;
      const fate = lossy ? randomIndex(4, words) : 2;
      if (fate === 0) continue; // lost: the phone sends it again later
      await t.host.intent(m.seatId, m.id, m.intent);
      if (fate === 1) await t.host.intent(m.seatId, m.id, m.intent);
    }
    const states = t.wire.toPlayers.splice(0);
    while (states.length > 0) {
      const m = states.splice(randomIndex(states.length, words), 1)[0]!;
      if (lossy && randomIndex(3, words) === 0) continue;
      for (const phone of t.phones) {
        if (!m.seatId || m.seatId === phone.seatId) phone.receive(m.seq, m.room);
      }
    }
  }
}

describe('the room driver', () => {
  it('seats newcomers in the lobby, takes their flags, and starts only with enough phones', async () => {
    const t = table(mostLikelyToRoom, 4);
    expect(t.host.canStart()).toEqual({
      ok: false,
      reason: 'At least 3 players need to be here to start (1 now).',
    });
    await t.present([1, 2, 3]);
    expect(t.host.room.seats.map((s) => s.name)).toEqual(['Player 1', 'Player 2', 'Player 3']);
    expect(t.host.canStart()).toEqual({ ok: true });
    t.phones[0]!.intent({ kind: 'flags', flags: { sober: true, taken: false } });
    await deliver(t, seededWords(1), false);
    expect(t.host.room.seats[1]).toMatchObject({ name: 'Player 2', sober: true, taken: false });
    expect(t.phones[0]!.pending.size).toBe(0);
    await t.host.local({ kind: 'flags', flags: { sober: false, taken: true } });
    expect(t.host.room.seats[0]).toMatchObject({ taken: true });
    await t.host.start(SEED);
    expect(t.host.room.phase).toBe('game');
    expect((t.host.room.shared as MltState).seats.map((s) => s.sober)).toEqual([
      false,
      true,
      false,
    ]);
    expect(t.store.at(-1)!.phase).toBe('game');
  });

  it('property: over a lossy wire with resends, every seat votes exactly once and every phone ends on the same tally', async () => {
    for (let trial = 0; trial < 40; trial++) {
      const words = seededWords(trial + 7);
      const players = 3 + randomIndex(14, words);
      const t = table(mostLikelyToRoom, players);
      await t.present(Array.from({ length: players }, (_, i) => i + 1));
      await t.host.start(SEED);
      await deliver(t, words, false);
      const round = (t.host.room.shared as MltState).round;
      const sent = new Map<string, string[]>();
      // The host votes on its own phone; each player taps once, some twice (refused).
      await t.host.local({ kind: 'game', intent: { type: 'vote', round, for: 'seat-2' } });
      for (const phone of t.phones) {
        const taps = 1 + randomIndex(2, words);
        for (let k = 0; k < taps; k++) {
          const target = `seat-${1 + randomIndex(players, words)}`;
          sent.set(phone.seatId, [...(sent.get(phone.seatId) ?? []), target]);
          phone.intent({ kind: 'game', intent: { type: 'vote', round, for: target } });
        }
      }
      for (let i = 0; i < 30 && t.phones.some((p) => p.pending.size > 0); i++) {
        await deliver(t, words);
        for (const phone of t.phones) phone.resend();
      }
      expect(t.phones.map((p) => p.pending.size)).toEqual(t.phones.map(() => 0));
      const state = t.host.room.shared as MltState;
      expect(Object.keys(state.votes)).toHaveLength(players);
      for (const [voter, target] of Object.entries(state.votes)) {
        if (voter !== 'seat-1') expect(sent.get(voter)).toContain(target);
      }
      expect(tallyOf(state).counts.reduce((sum, r) => sum + r.votes, 0)).toBe(players);
      expect(state.revealed).toBe(true);
      // Once the wire is quiet, a resync brings every phone the host's room.
      for (const phone of t.phones) await t.host.resync(phone.seatId);
      await deliver(t, words, false);
      for (const phone of t.phones) expect(phone.room).toEqual(t.host.room);
    }
  });

  it('a host reload carries on from its stored room and never applies an intent twice', async () => {
    const store: HostRecord[] = [];
    const t = table(counter, 3, store);
    await t.present([1, 2, 3]);
    await t.host.start(SEED);
    t.phones[0]!.intent({ kind: 'game', intent: { add: 1 } });
    const sent = [...t.wire.toHost];
    await deliver(t, seededWords(3), false);
    expect(t.host.room.shared).toEqual({ count: 1 });
    // The host's phone reloads: a new driver from what it stored, and the phone resends.
    const again = table(counter, 3, store);
    expect(again.host.room.shared).toEqual({ count: 1 });
    expect(again.host.seq).toBe(t.host.seq);
    for (const m of sent) await again.host.intent(m.seatId, m.id, m.intent);
    expect(again.host.room.shared).toEqual({ count: 1 });
    // The phone that resent is told again that its intent is done.
    expect(again.wire.toPlayers.at(-1)).toMatchObject({ seatId: 'seat-2', seq: t.host.seq });
  });

  it('a phone away for long leaves the game table, and the rest can then finish the round', async () => {
    const t = table(mostLikelyToRoom, 4);
    await t.present([1, 2, 3, 4]);
    await t.host.start(SEED);
    for (const [voter, target] of [
      [1, 2],
      [2, 3],
      [3, 2],
    ] as const) {
      await t.host.intent(`seat-${voter}`, `v${voter}`, {
        kind: 'game',
        intent: { type: 'vote', round: 1, for: `seat-${target}` },
      });
    }
    await t.present([1, 2, 3]);
    t.advance(AWAY_MS - 1000);
    await t.host.tick();
    expect((t.host.room.shared as MltState).revealed).toBe(false);
    t.advance(1000);
    await t.host.tick();
    const state = t.host.room.shared as MltState;
    expect(state.seats.map((s) => s.seatId)).toEqual(['seat-1', 'seat-2', 'seat-3']);
    expect(state.revealed).toBe(true);
    // Back: seated again for the next round.
    await t.present([1, 2, 3, 4]);
    expect((t.host.room.shared as MltState).seats).toHaveLength(4);
  });

  it('a player phone taking over carries the game on from the last room it saw', async () => {
    const t = table(mostLikelyToRoom, 4);
    await t.present([1, 2, 3, 4]);
    await t.host.start(SEED);
    await t.host.intent('seat-3', 'a', {
      kind: 'game',
      intent: { type: 'vote', round: 1, for: 'seat-4' },
    });
    await deliver(t, seededWords(5), false);
    const phone = t.phones[0]!;
    const record = takenOverRecord(
      mostLikelyToRoom,
      { roomId: 'room', code: 'ABC234', game: 'most-likely-to', seatId: phone.seatId },
      phone.seq,
      phone.room!,
    );
    const sent: RoomView[] = [];
    const host = new RoomHost(
      mostLikelyToRoom,
      record,
      {
        broadcastState: (_s, room) => {
          sent.push(room);
          return Promise.resolve();
        },
        sendPrivate: () => Promise.resolve(),
      },
      () => undefined,
    );
    // The old host's phone is gone; the new host may reveal (it is the host in the context now).
    await host.local({ kind: 'game', intent: { type: 'reveal', round: 1 } });
    const state = host.room.shared as MltState;
    expect(state.revealed).toBe(true);
    expect(state.votes).toEqual({ 'seat-3': 'seat-4' });
    expect(host.seq).toBeGreaterThan(phone.seq);
    expect(sent.at(-1)!.hostSeatId).toBe('seat-2');
  });

  it('a phone taking over before Start keeps the packs and settings the host chose', async () => {
    const t = table(mostLikelyToRoom, 3);
    await t.present([1, 2, 3]);
    await t.host.configure({ packs: ['spicy'] });
    await deliver(t, seededWords(11), false);
    const phone = t.phones[0]!;
    expect(phone.room!.settings).toEqual({ packs: ['spicy'] });
    const record = takenOverRecord(
      mostLikelyToRoom,
      { roomId: 'room', code: 'ABC234', game: 'most-likely-to', seatId: phone.seatId },
      phone.seq,
      phone.room!,
    );
    const starts: unknown[] = [];
    const game = {
      ...mostLikelyToRoom,
      start: (setup: Parameters<typeof mostLikelyToRoom.start>[0]) => {
        starts.push(setup.settings);
        return mostLikelyToRoom.start(setup);
      },
    };
    const host = new RoomHost(
      game,
      record,
      { broadcastState: () => Promise.resolve(), sendPrivate: () => Promise.resolve() },
      () => undefined,
    );
    await host.presence([seatOf(2), seatOf(3), { ...seatOf(4), host: false }]);
    expect(host.room.settings).toEqual({ packs: ['spicy'] });
    await host.start(SEED);
    expect(starts).toEqual([{ packs: ['spicy'] }]);
  });

  it('a player’s flags show as pending on their phone until the host’s state comes back', async () => {
    const t = table(counter, 2);
    await t.present([1, 2]);
    await deliver(t, seededWords(12), false);
    const phone = t.phones[0]!;
    expect(phone.pendingFlags()).toBeNull();
    phone.intent({ kind: 'flags', flags: { sober: true, taken: false } });
    expect(phone.pendingFlags()).toEqual({ sober: true, taken: false });
    expect(phone.room!.seats.find((s) => s.seatId === 'seat-2')!.sober).toBe(false);
    phone.intent({ kind: 'flags', flags: { sober: true, taken: true } });
    expect(phone.pendingFlags()).toEqual({ sober: true, taken: true });
    await deliver(t, seededWords(13), false);
    expect(phone.pendingFlags()).toBeNull();
    expect(phone.room!.seats.find((s) => s.seatId === 'seat-2')).toMatchObject({
      sober: true,
      taken: true,
    });
  });

  it('a player who leaves is off the table at once and never seated again by presence', async () => {
    const t = table(mostLikelyToRoom, 4);
    await t.present([1, 2, 3, 4]);
    await t.host.start(SEED);
    await deliver(t, seededWords(14), false);
    const leaver = t.phones[1]!;
    const acknowledged = leaver.acknowledged(leaver.intent({ kind: 'leave' }), 60_000);
    expect(leaver.leaving()).toBe(true);
    await deliver(t, seededWords(15), false);
    expect(leaver.leaving()).toBe(false);
    // The phone gives its seat up as soon as the host's state says it is off the table.
    await expect(acknowledged).resolves.toBe(true);
    const seats = () => (t.host.room.shared as MltState).seats.map((s) => s.seatId);
    expect(seats()).toEqual(['seat-1', 'seat-2', 'seat-4']);
    expect(t.host.room.seats.map((s) => s.seatId)).toEqual(['seat-1', 'seat-2', 'seat-4']);
    // Its presence lingers a moment: it does not sit back down.
    await t.present([1, 2, 3, 4]);
    expect(seats()).toEqual(['seat-1', 'seat-2', 'seat-4']);
    // The round goes on with the three left: their votes reveal it.
    for (const [voter, target] of [
      [1, 2],
      [2, 4],
      [4, 2],
    ] as const) {
      await t.host.intent(`seat-${voter}`, `v${voter}`, {
        kind: 'game',
        intent: { type: 'vote', round: 1, for: `seat-${target}` },
      });
    }
    expect((t.host.room.shared as MltState).revealed).toBe(true);
  });

  it('the host ends the room: every phone sees it ended, and nothing more is applied', async () => {
    const t = table(counter, 3);
    await t.present([1, 2, 3]);
    await t.host.start(SEED);
    await t.host.end();
    await deliver(t, seededWords(16), false);
    for (const phone of t.phones) expect(phone.room!.phase).toBe('ended');
    const seq = t.host.seq;
    await t.host.intent('seat-2', 'late', { kind: 'game', intent: { add: 1 } });
    await t.host.start(SEED);
    await t.present([1, 2]);
    expect(t.host.room.phase).toBe('ended');
    expect(t.host.stored.state).toEqual({ count: 0 });
    // Only the late intent's applied id moved on; the room stays ended.
    expect(t.host.seq).toBeLessThanOrEqual(seq + 1);
  });

  it('a leaving phone waits for the state that acknowledges its leave, and no longer than the timeout', async () => {
    vi.useFakeTimers();
    try {
      const view = (applied: string[]): RoomView => ({
        phase: 'game',
        hostSeatId: 'seat-1',
        seats: [],
        shared: null,
        applied: { 'seat-2': applied },
      });
      let n = 0;
      const phone = new RoomPlayer(
        'seat-2',
        () => Promise.resolve(),
        new Map(),
        undefined,
        () => {
          n += 1;
          return `id-${n}`;
        },
      );
      const id = phone.intent({ kind: 'leave' });
      let settled: boolean | null = null;
      void phone.acknowledged(id, 3000).then((ok) => (settled = ok));
      // A state that does not list the leave does not settle it.
      phone.receive(1, view(['other']));
      await vi.advanceTimersByTimeAsync(2000);
      expect(settled).toBeNull();
      // The one that does settles it at once, before the timeout.
      phone.receive(2, view([id]));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(true);
      // Already applied: resolves at once.
      await expect(phone.acknowledged(id, 3000)).resolves.toBe(true);

      // No host to acknowledge: the phone gives up waiting after the timeout.
      const lonely = phone.intent({ kind: 'leave' });
      const waiting = phone.acknowledged(lonely, 3000);
      await vi.advanceTimersByTimeAsync(2999);
      let early: boolean | null = null;
      void waiting.then((ok) => (early = ok));
      await vi.advanceTimersByTimeAsync(0);
      expect(early).toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      await expect(waiting).resolves.toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
