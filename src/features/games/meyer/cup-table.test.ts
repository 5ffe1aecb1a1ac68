import { describe, expect, it } from 'vitest';
import { seededWords } from '../../../lib/random';
import { readTableCode, toQrText } from '../table/payload';
import { isFaceDown } from './cup';
import {
  callMade,
  caughtUp,
  holderAt,
  joinedMeyer,
  meyerCodeAt,
  newMeyerTable,
  presetOf,
  rollCup,
  roundLoss,
  roundOver,
  tableLives,
  tableWinner,
  turnOf,
} from './cup-table';
import { freshSession } from './play';
import type { MeyerCup } from './session';

// Meyer with every phone its own cup: the phones agree only on whose turn it is, by the turn
// number, so every phone that taps the same buttons must land on the same turn.

const host = newMeyerTable(['Ann', 'Ben', 'Cat', 'Dan'], {}, { preset: 'mia', lives: 4 });
const cup = (turn: number, seat = 1): MeyerCup => ({
  code: toQrText(host),
  seat,
  host: false,
  turn,
  phase: 'cup',
  dice: null,
  cup: 'empty',
  call: null,
  caller: null,
  lives: [],
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

  it('rolls two dice under the cup, hidden until peeked', () => {
    const rolled = rollCup(cup(0), seededWords(7));
    expect(rolled.cup).toBe('under');
    expect(rolled.dice).toHaveLength(2);
    for (const die of rolled.dice ?? []) expect(die >= 1 && die <= 6).toBe(true);
  });

  it('a call tapped on every phone stands, and passes the turn to the next player', () => {
    // Ben (seat 1) rolls on turn 1 and calls 54; every phone taps it.
    const bens = rollCup(cup(1, 1), seededWords(3));
    const others = [cup(1, 0), cup(1, 2), cup(1, 3)];
    const after = [callMade(host, bens, 54), ...others.map((c) => callMade(host, c, 54))];
    for (const phone of after) {
      expect(phone).toMatchObject({ turn: 2, call: 54, caller: 1, lives: [4, 4, 4, 4] });
      expect(holderAt(host, phone.turn)).toBe(2);
    }
    // Only Ben's phone keeps its dice, cup down, for a lift; every other cup is empty.
    expect(after[0]).toMatchObject({ dice: bens.dice, cup: 'down' });
    for (const phone of after.slice(1)) expect(phone).toMatchObject({ dice: null, cup: 'empty' });
  });

  it('a lift costs the bluffer or the lifter a life on every phone, and the loser starts', () => {
    const standing: MeyerCup = { ...cup(2, 3), call: 54, caller: 1 };
    // Caught bluffing: Ben loses one and starts the next round; no call stands.
    const caught = roundOver(host, standing, 'caught');
    expect(caught).toMatchObject({ call: null, caller: null, lives: [4, 3, 4, 4], cup: 'empty' });
    expect(holderAt(host, caught.turn)).toBe(1);
    // The call held: Cat (on turn, seat 2) lifted wrongly, loses one, starts.
    const wrong = roundOver(host, standing, 'wrong-lift');
    expect(wrong.lives).toEqual([4, 4, 3, 4]);
    expect(holderAt(host, wrong.turn)).toBe(2);
    expect(wrong.turn).toBeGreaterThan(standing.turn);
    // Doubting a real Mia costs the table's price (2 by default); giving up costs one.
    const mia: MeyerCup = { ...standing, call: 21 };
    expect(roundLoss(host, mia, 'wrong-lift')).toEqual({ seat: 2, lives: 2 });
    expect(roundLoss(host, mia, 'gave-up')).toEqual({ seat: 2, lives: 1 });
    expect(roundLoss(host, standing, 'gave-up')).toBeNull();
    // With no call standing there is nothing to lose.
    expect(roundOver(host, cup(2), 'caught')).toEqual(cup(2));
  });

  it('skips players who are out, and ends with the last one standing', () => {
    const lastLives: MeyerCup = { ...cup(2, 0), call: 54, caller: 1, lives: [1, 1, 0, 1] };
    // Ben is caught on his last life: he is out, and the next player still in (Dan) starts.
    const out = roundOver(host, lastLives, 'caught');
    expect(out.lives).toEqual([1, 0, 0, 1]);
    expect(holderAt(host, out.turn)).toBe(3);
    // Dan calls: the turn skips Ben and Cat, and goes to Ann.
    const called = callMade(host, out, 43);
    expect(holderAt(host, called.turn)).toBe(0);
    expect(tableWinner(called.lives)).toBeNull();
    // Ann lifts a call that held: her last life, and Dan wins.
    const over = roundOver(host, called, 'wrong-lift');
    expect(tableWinner(over.lives)).toBe(3);
  });

  it('the code shown again carries turn, call and lives, and a phone joining takes them', () => {
    const mid: MeyerCup = { ...cup(6, 0), call: 62, caller: 1, lives: [3, 2, 4, 1] };
    const code = readTableCode(meyerCodeAt(host, mid));
    expect(code.turn).toBe(6);
    expect(caughtUp(code)).toEqual({
      turn: 6,
      call: 62,
      caller: 1,
      lives: [3, 2, 4, 1],
      dice: null,
      cup: 'empty',
    });
    const joined = joinedMeyer(freshSession(), code, 2);
    expect(joined.table && tableLives(code, joined.table)).toEqual([3, 2, 4, 1]);
    expect(joined.startLives).toBe(4);
    // A new table: everyone at the starting lives, no call.
    expect(caughtUp(readTableCode(toQrText(host)))).toMatchObject({
      call: null,
      caller: null,
      lives: [4, 4, 4, 4],
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
