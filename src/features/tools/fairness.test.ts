import { describe, expect, it } from 'vitest';
import { cryptoWords, randomIndex, seededWords } from '../../lib/random';
import { pickStep, seatAt, STEPS_PER_TURN } from './bottle';
import { flipCoin } from './coin';
import { rollDie } from './dice';
import { chiSquare, countDraws, criticalValue, looksUniform } from './fairness';

// The tools draw from the shared generator (crypto.getRandomValues through randomIndex). These
// checks run the real generator, and show that the same check catches a realistic small bias.

describe('the chi-square yardstick', () => {
  it('has the textbook critical values for a one-in-a-million false alarm', () => {
    expect(criticalValue(1)).toBe(23.93);
    expect(criticalValue(5)).toBe(35.89);
    expect(criticalValue(6)).toBe(38.26);
    expect(() => criticalValue(16)).toThrow(RangeError);
  });

  it('scores perfectly even counts as zero and lopsided ones high', () => {
    expect(chiSquare([100, 100, 100])).toBe(0);
    expect(looksUniform([1000, 1000])).toBe(true);
    expect(looksUniform([1200, 800])).toBe(false);
  });
});

describe('the coin', () => {
  const FLIPS = 400_000;

  it('comes up heads and tails equally often', () => {
    const counts = countDraws(2, FLIPS, () => (flipCoin() === 'heads' ? 0 : 1));
    expect(looksUniform(counts), `heads ${counts[0]}, tails ${counts[1]}`).toBe(true);
  });

  it('the same check catches a coin that lands heads 51% of the time', () => {
    const words = seededWords(7);
    const biased = () => (words() < 0.51 * 0x8000_0000 ? 0 : 1);
    expect(looksUniform(countDraws(2, FLIPS, biased))).toBe(false);
  });
});

describe('the die', () => {
  const ROLLS = 1_200_000;

  it('shows each face equally often', () => {
    const counts = countDraws(6, ROLLS, () => rollDie() - 1);
    expect(looksUniform(counts), counts.join(', ')).toBe(true);
  });

  it('the same check catches the classic bug: one random byte modulo 6', () => {
    // 256 is not a multiple of 6, so faces 1–4 get 43 bytes each and faces 5–6 only 42.
    const words = seededWords(11);
    const biased = () => (words() & 0xff) % 6;
    expect(looksUniform(countDraws(6, ROLLS, biased))).toBe(false);
  });
});

describe('the bottle', () => {
  const SPINS = 1_400_000;

  it('picks each of seven players equally often', () => {
    const counts = countDraws(7, SPINS, () => seatAt(pickStep(), 7));
    expect(looksUniform(counts), counts.join(', ')).toBe(true);
  });

  it('the same check catches a bottle that stops on whole degrees', () => {
    // 360 whole degrees cannot be shared equally by 7 players: some sectors hold 51, some 52.
    const words = seededWords(3);
    const biased = () => seatAt((randomIndex(360, words) * STEPS_PER_TURN) / 360, 7);
    expect(looksUniform(countDraws(7, SPINS, biased))).toBe(false);
  });

  it('uses the real generator by default', () => {
    // Not a constant: two thousand spins on 16 seats reach most seats.
    const seats = new Set(Array.from({ length: 2000 }, () => seatAt(pickStep(cryptoWords), 16)));
    expect(seats.size).toBeGreaterThan(12);
  });
});
