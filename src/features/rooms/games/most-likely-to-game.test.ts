import { describe, expect, it } from 'vitest';
import { mostLikelyToPacks } from '../../../content/games/most-likely-to';
import { seededWords, randomIndex } from '../../../lib/random';
import type { GameSeat } from '../room-game';
import {
  DEFAULT_PACKS,
  mostLikelyToRoom as game,
  tallyOf,
  type MltIntent,
  type MltState,
} from './most-likely-to-game';

const seat = (n: number, flags: Partial<GameSeat> = {}): GameSeat => ({
  seatId: `seat-${n}`,
  name: `Player ${n}`,
  seatNumber: n,
  sober: false,
  taken: false,
  ...flags,
});

const SEED = '0123456789abcdef0123456789abcdef';
const host = { hostSeatId: 'seat-1' };

function started(players = 4, seed = SEED): MltState {
  const seats = Array.from({ length: players }, (_, i) => seat(i + 1));
  return game.start({ seats, hostSeatId: 'seat-1', seed, settings: game.defaultSettings });
}

const vote = (round: number, target: number): MltIntent => ({
  type: 'vote',
  round,
  for: `seat-${target}`,
});

describe('most likely to, in a room', () => {
  it('deals from the packs on by default in the one-phone game: no 18+ or premium pack', () => {
    const chosen = mostLikelyToPacks.filter((p) => DEFAULT_PACKS.includes(p.id));
    expect(chosen.length).toBeGreaterThan(0);
    expect(chosen.every((p) => !p.explicit && !p.premium)).toBe(true);
    const spicy = mostLikelyToPacks.find((p) => p.explicit)!;
    const state = started();
    let s = state;
    for (let round = 1; round < 60; round++) {
      expect(spicy.lists[0]).not.toContain(s.prompt);
      s = game.apply(
        game.apply(s, 'seat-1', { type: 'reveal', round }, host),
        'seat-1',
        {
          type: 'next',
          round,
        },
        host,
      );
    }
  });

  it('deals the same prompts from the same seed on any phone, and none twice in a game', () => {
    let a = started(4);
    const b = started(4);
    expect(a.prompt).toBe(b.prompt);
    expect(started(4, 'ffffffffffffffffffffffffffffffff').prompt).not.toBe(a.prompt);
    const seen = new Set<string>();
    for (let round = 1; round <= 150; round++) {
      expect(seen.has(a.prompt)).toBe(false);
      seen.add(a.prompt);
      a = game.apply(a, 'seat-1', { type: 'reveal', round }, host);
      a = game.apply(a, 'seat-1', { type: 'next', round }, host);
    }
  });

  it('reveals once everyone has voted, with the tally and every seat tied for most', () => {
    let s = started(4);
    s = game.apply(s, 'seat-1', vote(1, 2), host);
    s = game.apply(s, 'seat-2', vote(1, 3), host);
    s = game.apply(s, 'seat-3', vote(1, 2), host);
    expect(s.revealed).toBe(false);
    s = game.apply(s, 'seat-4', vote(1, 3), host);
    expect(s.revealed).toBe(true);
    const tally = tallyOf(s);
    expect(tally.counts.map((r) => [r.seat.name, r.votes])).toEqual([
      ['Player 2', 2],
      ['Player 3', 2],
    ]);
    expect(tally.top.map((t) => t.name)).toEqual(['Player 2', 'Player 3']);
  });

  it('refuses a second vote, a vote for a seat not at the table, a stale round and a player revealing', () => {
    const s = game.apply(started(4), 'seat-2', vote(1, 3), host);
    expect(game.apply(s, 'seat-2', vote(1, 4), host)).toBe(s);
    expect(game.apply(s, 'seat-3', { type: 'vote', round: 1, for: 'seat-99' }, host)).toBe(s);
    expect(game.apply(s, 'seat-99', vote(1, 3), host)).toBe(s);
    expect(game.apply(s, 'seat-3', vote(2, 1), host)).toBe(s);
    expect(game.apply(s, 'seat-3', { type: 'reveal', round: 1 }, host)).toBe(s);
    expect(game.apply(s, 'seat-1', { type: 'next', round: 1 }, host)).toBe(s);
    const revealed = game.apply(s, 'seat-1', { type: 'reveal', round: 1 }, host);
    expect(revealed.revealed).toBe(true);
    expect(game.apply(revealed, 'seat-4', vote(1, 2), host)).toBe(revealed);
    const next = game.apply(revealed, 'seat-1', { type: 'next', round: 1 }, host);
    expect(next.round).toBe(2);
    expect(next.votes).toEqual({});
    // A vote of round 1 arriving late counts nowhere.
    expect(game.apply(next, 'seat-4', vote(1, 2), host)).toBe(next);
  });

  it('reads only its own intents off the wire', () => {
    expect(game.parseIntent({ type: 'vote', round: 2, for: 'seat-1' })).toEqual(vote(2, 1));
    expect(game.parseIntent({ type: 'vote', round: '2', for: 'seat-1' })).toBeNull();
    expect(game.parseIntent({ type: 'vote', round: 2 })).toBeNull();
    expect(game.parseIntent({ type: 'shout', round: 2 })).toBeNull();
    expect(game.parseIntent(null)).toBeNull();
  });

  it('a seat that leaves takes its votes with it, and the rest may then reveal', () => {
    let s = started(3);
    s = game.apply(s, 'seat-1', vote(1, 3), host);
    s = game.apply(s, 'seat-2', vote(1, 1), host);
    s = game.reseat(s, [seat(1), seat(2)]);
    expect(s.votes).toEqual({ 'seat-2': 'seat-1' });
    s = game.apply(s, 'seat-1', vote(1, 2), host);
    expect(s.revealed).toBe(true);
  });

  it('property: duplicated, dropped (sent again later) and reordered votes: one vote a seat, none lost', () => {
    for (let trial = 0; trial < 300; trial++) {
      const words = seededWords(trial + 1);
      const players = 3 + randomIndex(14, words);
      let s = started(players, `${trial}`.padStart(32, '0'));
      // Each seat taps once or more (a second tap is a second vote, which must be refused).
      const sent: { from: string; intent: MltIntent }[] = [];
      for (let n = 1; n <= players; n++) {
        const tries = 1 + randomIndex(3, words);
        for (let t = 0; t < tries; t++) {
          sent.push({ from: `seat-${n}`, intent: vote(1, 1 + randomIndex(players, words)) });
        }
      }
      // The wire: each message is dropped, repeated or delayed; a dropped one is sent again later.
      let wire = [...sent];
      const delivered: typeof sent = [];
      while (wire.length > 0) {
        const i = randomIndex(wire.length, words);
        const message = wire[i]!;
        const fate = randomIndex(4, words);
        if (fate === 0) continue; // dropped this time, stays on the wire (resent)
        if (fate === 1) delivered.push(message); // delivered twice
        delivered.push(message);
        wire = wire.filter((_, k) => k !== i);
      }
      const firsts = new Map<string, string>();
      for (const m of delivered) {
        const first = !firsts.has(m.from);
        if (first && m.intent.type === 'vote') firsts.set(m.from, m.intent.for);
        const before = s;
        s = game.apply(s, m.from, m.intent, host);
        // Anything after a seat's first vote is refused: the very same state comes back.
        if (!first) expect(s).toBe(before);
      }
      expect(s.votes).toEqual(Object.fromEntries(firsts));
      const counts = new Map<string, number>();
      for (const target of firsts.values()) counts.set(target, (counts.get(target) ?? 0) + 1);
      const tally = tallyOf(s).counts;
      expect(tally.map((r) => [r.seat.seatId, r.votes]).sort()).toEqual(
        [...counts.entries()].sort(),
      );
      expect(tally.reduce((sum, r) => sum + r.votes, 0)).toBe(players);
      expect(s.revealed).toBe(true);
    }
  });
});
