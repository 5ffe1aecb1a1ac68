import { describe, expect, it } from 'vitest';
import { seededWords } from '../../../lib/random';
import { readTableCode, toQrText } from '../table/payload';
import { isFaceDown } from './cup';
import { holderAt, newMeyerTable, passTurn, presetOf, rollCup, turnOf } from './cup-table';
import type { MeyerCup } from './session';

// Meyer with every phone its own cup: the phones agree only on whose turn it is, by the turn
// number, so every phone that taps the same buttons must land on the same turn.

const host = newMeyerTable(['Ann', 'Ben', 'Cat', 'Dan'], {}, { preset: 'mia', lives: 4 });
const cup = (turn: number): MeyerCup => ({
  code: toQrText(host),
  seat: 1,
  host: false,
  turn,
  phase: 'cup',
  dice: null,
  cup: 'empty',
});

describe('meyer, every phone its own cup', () => {
  it('carries the seats, the ranking and the lives in the code', () => {
    const read = readTableCode(toQrText(host));
    expect(read.seats.map((s) => s.name)).toEqual(['Ann', 'Ben', 'Cat', 'Dan']);
    expect(presetOf(read)).toBe('mia');
    expect(read.settings.lives).toBe(4);
  });

  it('goes round the seats in order, and after a lift jumps to whoever starts', () => {
    expect([0, 1, 2, 3, 4, 5].map((t) => holderAt(host, t))).toEqual([0, 1, 2, 3, 0, 1]);
    expect(passTurn(host, cup(5)).turn).toBe(6);
    // Cat (seat 2) starts after turn 5 (Ben's): turn 6 is Cat's.
    expect(turnOf(host, 5, 2)).toBe(6);
    expect(holderAt(host, turnOf(host, 5, 2))).toBe(2);
    // Ben starts again after his own turn: a full way round, never the same turn number.
    expect(turnOf(host, 5, 1)).toBe(9);
    for (let turn = 0; turn < 12; turn++)
      for (let seat = 0; seat < 4; seat++) {
        const next = turnOf(host, turn, seat);
        expect(next).toBeGreaterThan(turn);
        expect(holderAt(host, next)).toBe(seat);
      }
  });

  it('rolls two dice under the cup and empties it when the turn passes', () => {
    const rolled = rollCup(cup(0), seededWords(7));
    expect(rolled.cup).toBe('under');
    expect(rolled.dice).toHaveLength(2);
    for (const die of rolled.dice ?? []) expect(die >= 1 && die <= 6).toBe(true);
    expect(passTurn(host, { ...rolled, cup: 'lifted' })).toMatchObject({
      dice: null,
      cup: 'empty',
    });
  });

  it('reads a phone laid face down from its tilt, not one held up or tipped', () => {
    expect(isFaceDown(180, 0)).toBe(true);
    expect(isFaceDown(-172, 8)).toBe(true);
    expect(isFaceDown(0, 0)).toBe(false);
    expect(isFaceDown(80, 0)).toBe(false);
    expect(isFaceDown(null, null)).toBe(false);
  });
});
