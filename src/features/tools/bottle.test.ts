import { describe, expect, it } from 'vitest';
import { seededWords } from '../../lib/random';
import {
  circleOf,
  MAX_PLAYERS,
  nextRotation,
  pickStep,
  seatAt,
  seatDegrees,
  stepToDegrees,
  STEPS_PER_TURN,
} from './bottle';

describe('the bottle’s angle and the players', () => {
  it('points straight up at the first player', () => {
    expect(seatAt(0, 4)).toBe(0);
    expect(seatAt(STEPS_PER_TURN / 4, 4)).toBe(1);
    expect(seatAt(STEPS_PER_TURN / 2, 4)).toBe(2);
  });

  it('gives a boundary angle to the next player clockwise, for every table size', () => {
    for (let n = 2; n <= MAX_PLAYERS; n++) {
      const sector = STEPS_PER_TURN / n;
      expect(Number.isInteger(sector / 2), `${n} players`).toBe(true);
      for (let seat = 0; seat < n; seat++) {
        const start = (seat * sector - sector / 2 + STEPS_PER_TURN) % STEPS_PER_TURN;
        expect(seatAt(start, n), `${n} players, start of seat ${seat}`).toBe(seat);
        expect(seatAt(start - 1, n), `${n} players, just before seat ${seat}`).toBe(
          (seat - 1 + n) % n,
        );
        expect(seatAt(start + sector - 1, n), `${n} players, end of seat ${seat}`).toBe(seat);
      }
    }
  });

  it('gives every player exactly the same number of landing angles', () => {
    for (const n of [3, 7, 16]) {
      const counts = new Array<number>(n).fill(0);
      for (let step = 0; step < STEPS_PER_TURN; step++) counts[seatAt(step, n)]! += 1;
      expect(new Set(counts), `${n} players`).toEqual(new Set([STEPS_PER_TURN / n]));
    }
  });

  it('wraps angles of more than a turn', () => {
    expect(seatAt(STEPS_PER_TURN * 3 + STEPS_PER_TURN / 2, 2)).toBe(1);
    expect(seatAt(-1, 4)).toBe(0);
  });

  it('seats players round the circle', () => {
    expect(seatDegrees(0, 4)).toBe(0);
    expect(seatDegrees(3, 4)).toBe(270);
  });

  it('always spins forward several turns and ends on the drawn angle', () => {
    const words = seededWords(4);
    let rotation = 0;
    for (let i = 0; i < 20; i++) {
      const step = pickStep(words);
      const next = nextRotation(rotation, step);
      expect(next - rotation).toBeGreaterThan(4 * 360);
      expect(((next % 360) + 360) % 360).toBeCloseTo(stepToDegrees(step), 6);
      rotation = next;
    }
  });

  it('makes a circle of distinct names, at most 16', () => {
    expect(circleOf([' Ana ', 'Bo', 'Ana', ''])).toEqual(['Ana', 'Bo']);
    expect(circleOf(Array.from({ length: 20 }, (_, i) => `P${i}`))).toHaveLength(16);
  });
});
