import { describe, expect, it } from 'vitest';
import { dealRound, eligibleCategories, gameOver, roundPoints, type WordCategory } from './rules';

const words = (prefix: string) => Array.from({ length: 12 }, (_, i) => `${prefix} ${i + 1}`);
const CATEGORIES: WordCategory[] = [
  ...Array.from({ length: 10 }, (_, i) => ({
    id: `mild-${i}`,
    name: `Mild ${i}`,
    spice: 1 as const,
    words: words(`mild${i}`),
  })),
  { id: 'cheeky', name: 'Cheeky', spice: 2, words: words('cheeky') },
  { id: 'adult', name: 'Adult', spice: 3, words: words('adult') },
];

const seed = (n: number) => Uint8Array.from({ length: 16 }, (_, i) => (n * 7 + i * 13) & 0xff);

describe('odd one out', () => {
  it('deals the same round from the same seed, and another from another seed', () => {
    const a = dealRound(seed(1), 0, 5, CATEGORIES, 3);
    expect(dealRound(seed(1), 0, 5, CATEGORIES, 3)).toEqual(a);
    const others = Array.from({ length: 20 }, (_, i) =>
      dealRound(seed(i + 2), 0, 5, CATEGORIES, 3),
    );
    expect(others.some((round) => round.word !== a.word)).toBe(true);
  });

  it('gives every eligible category a round before any comes back', () => {
    const eligible = eligibleCategories(CATEGORIES, 2);
    expect(eligible.map((c) => c.id)).not.toContain('adult');
    const rounds = Array.from({ length: eligible.length }, (_, r) =>
      dealRound(seed(3), r, 4, CATEGORIES, 2),
    );
    expect(new Set(rounds.map((round) => round.categoryId)).size).toBe(eligible.length);
    // Then it starts over, in a new order.
    const next = Array.from({ length: eligible.length }, (_, r) =>
      dealRound(seed(3), eligible.length + r, 4, CATEGORIES, 2),
    );
    expect(new Set(next.map((round) => round.categoryId)).size).toBe(eligible.length);
  });

  it('never deals above the spice level, and the word belongs to the category', () => {
    for (let r = 0; r < 50; r++) {
      const round = dealRound(seed(r), r, 6, CATEGORIES, 1);
      const category = CATEGORIES.find((c) => c.id === round.categoryId);
      expect(category?.spice).toBe(1);
      expect(category?.words).toContain(round.word);
      expect(round.oddSeat).toBeGreaterThanOrEqual(0);
      expect(round.oddSeat).toBeLessThan(6);
    }
  });

  it('picks each seat as the odd one out about equally often', () => {
    const counts = [0, 0, 0, 0];
    for (let n = 0; n < 2000; n++)
      counts[dealRound(seed(n), n % 7, 4, CATEGORIES, 3).oddSeat]! += 1;
    for (const count of counts) expect(count).toBeGreaterThan(400);
  });

  it('scores a catch for the table and an escape or a guessed word for the odd one out', () => {
    expect(roundPoints('caught', 1, 4)).toEqual([1, 0, 1, 1]);
    expect(roundPoints('guessed', 1, 4)).toEqual([0, 2, 0, 0]);
    expect(roundPoints('escaped', 3, 4)).toEqual([0, 0, 0, 2]);
  });

  it('ends after the chosen number of rounds, never with no limit', () => {
    expect(gameOver(5, 4)).toBe(false);
    expect(gameOver(5, 5)).toBe(true);
    expect(gameOver(0, 500)).toBe(false);
  });
});
