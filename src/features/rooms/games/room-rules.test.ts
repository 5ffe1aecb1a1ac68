import { describe, expect, it } from 'vitest';
import { randomIndex, seededWords, type RandomWords } from '../../../lib/random';
import type { AnyRoomGameModule, GameSeat } from '../room-game';
import category from './category';
import countryIslandCity from './country-island-city';
import neverHaveIEver from './never-have-i-ever';
import { roomOrder, seedBytes } from './room-rules';

const MODULES: [string, AnyRoomGameModule][] = [
  ['never-have-i-ever', neverHaveIEver],
  ['country-island-city', countryIslandCity],
  ['category', category],
];

const SEATS: GameSeat[] = [1, 2, 3].map((n) => ({
  seatId: `s${n}`,
  name: `Player ${n}`,
  seatNumber: n,
  sober: n === 2,
  taken: n === 3,
}));

const PIECES: unknown[] = [
  'answer',
  'answers',
  'reveal',
  'next',
  'stop',
  'mark',
  'score',
  'said',
  'out',
  'have',
  'not',
  's1',
  's2',
  's9',
  '',
  0,
  1,
  2,
  3,
  -1,
  1.5,
  1e20,
  NaN,
  true,
  false,
  null,
  [],
  ['x'],
  {},
];
const KEYS = ['type', 'round', 'answer', 'rev', 'answers', 'seatId', 'column', 'valid', 'move'];

/** Mostly near-misses of real intents (right type and round, odd fields), some plain junk. */
const NEAR: Record<string, unknown[]> = {
  type: ['answer', 'answers', 'reveal', 'next', 'stop', 'mark', 'score', 'said', 'out'],
  round: [1, 1, 2, 3],
  answer: ['have', 'not'],
  rev: [0, 1, 2, Date.now()],
  answers: [[], ['Rome'], ['a', 'b', 'c', 'd', 'e', 'f'], ['x'.repeat(300)]],
  seatId: ['s1', 's2', 's3', 's9'],
  column: [0, 1, 5, 7],
  valid: [true, false],
  move: [0, 1, 2, 3],
};

function garbage(words: RandomWords): unknown {
  if (randomIndex(10, words) === 0) return PIECES[randomIndex(PIECES.length, words)];
  const out: Record<string, unknown> = {};
  for (const key of KEYS) {
    const near = NEAR[key] ?? [];
    if (randomIndex(8, words) === 0) out[key] = PIECES[randomIndex(PIECES.length, words)];
    else out[key] = near[randomIndex(near.length, words)];
  }
  return out;
}

describe('the room seed', () => {
  it('reads the 32 hex characters as the 16 bytes of the table seed, and hashes anything else', () => {
    expect([...seedBytes('00ff'.repeat(8))].slice(0, 4)).toEqual([0, 255, 0, 255]);
    expect(seedBytes('not hex')).toHaveLength(16);
    expect(seedBytes('not hex')).toEqual(seedBytes('not hex'));
    expect(seedBytes('not hex')).not.toEqual(seedBytes('not hex!'));
    const order = roomOrder(10, 'abc', 'deck');
    expect([...order].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(roomOrder(10, 'abc', 'deck')).toEqual(order);
  });
});

describe.each(MODULES)('%s is total', (_, { game }) => {
  it('parses anything off the wire without throwing, and applies what it parses or refuses it', () => {
    const words = seededWords(1234);
    let state: unknown = game.start({
      seats: SEATS,
      hostSeatId: 's1',
      seed: 'ffeeddccbbaa99887766554433221100',
      settings: game.defaultSettings as unknown,
    });
    let parsed = 0;
    let changed = 0;
    for (let i = 0; i < 3000; i++) {
      const intent: unknown = game.parseIntent(garbage(words));
      if (intent === null) continue;
      parsed += 1;
      const from = ['s1', 's2', 's3', 'stranger'][randomIndex(4, words)] as string;
      const hostSeatId = randomIndex(5, words) === 0 ? 's2' : 's1';
      const next: unknown = game.apply(state, from, intent, { hostSeatId });
      if (from === 'stranger') expect(next).toBe(state);
      if (next !== state) changed += 1;
      state = next;
      // Whatever it became, every phone's view of it is plain data.
      expect(() => JSON.stringify(game.shared(state))).not.toThrow();
      expect(() => JSON.stringify(game.secret(state, from))).not.toThrow();
    }
    expect(parsed).toBeGreaterThan(500);
    expect(changed).toBeGreaterThan(3);
    // A stranger never has a secret.
    expect(game.secret(state, 'stranger')).toBeNull();
  });

  it('starts from settings it does not know with its defaults, and needs two phones', () => {
    const state: unknown = game.start({
      seats: SEATS,
      hostSeatId: 's1',
      seed: 'ffeeddccbbaa99887766554433221100',
      settings: { spice: 9, setId: 'nope', rounds: -4, turnSeconds: 1000 },
    });
    expect(game.shared(state)).toEqual(
      game.shared(
        game.start({
          seats: SEATS,
          hostSeatId: 's1',
          seed: 'ffeeddccbbaa99887766554433221100',
          settings: game.defaultSettings as unknown,
        }),
      ),
    );
    expect(game.minSeats).toBe(2);
  });
});
