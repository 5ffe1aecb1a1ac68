import { describe, expect, it } from 'vitest';
import { loadLang } from '../../lib/i18n';
import { seededWords } from '../../lib/random';
import {
  addToHistory,
  addToTally,
  flipCoin,
  HISTORY_SIZE,
  joinHistory,
  joinTally,
  matchLine,
  matchScore,
  winsNeeded,
  type Side,
} from './coin';

const H: Side = 'heads';
const T: Side = 'tails';

describe('best of N', () => {
  it('needs a majority', () => {
    expect(winsNeeded(3)).toBe(2);
    expect(winsNeeded(5)).toBe(3);
    expect(winsNeeded(7)).toBe(4);
  });

  it('ends as soon as one side reaches the majority', () => {
    expect(matchScore(3, [H, H]).winner).toBe('heads');
    expect(matchScore(3, [H, T]).winner).toBeNull();
    expect(matchScore(3, [H, T, T]).winner).toBe('tails');
    expect(matchScore(5, [T, T, H, H]).winner).toBeNull();
    expect(matchScore(5, [T, T, H, H, H])).toEqual({
      heads: 3,
      tails: 2,
      winner: 'heads',
      needed: 3,
    });
    expect(matchScore(7, [T, T, T, T]).winner).toBe('tails');
  });

  it('ignores flips after the winner', () => {
    expect(matchScore(3, [H, H, T, T, T])).toEqual({
      heads: 2,
      tails: 0,
      winner: 'heads',
      needed: 2,
    });
  });

  it('announces the score in words', () => {
    expect(matchLine(3, matchScore(3, [])).toString()).toBe('Best of 3: level at 0–0.');
    expect(matchLine(5, matchScore(5, [T]))).toBe('Best of 5: Tails leads 1–0, first to 3.');
    expect(matchLine(3, matchScore(3, [H, T, H]))).toBe('Heads wins the best of 3, 2–1.');
    expect(matchLine(7, matchScore(7, [T, T, T, T]))).toBe('Tails wins the best of 7, 4–0.');
  });
});

describe('history and tally', () => {
  it('keeps the newest 20 flips, newest first', () => {
    let history: Side[] = [];
    for (let i = 0; i < 25; i++) history = addToHistory(history, i === 24 ? T : H);
    expect(history).toHaveLength(HISTORY_SIZE);
    expect(history[0]).toBe('tails');
    expect(history.slice(1).every((s) => s === 'heads')).toBe(true);
  });

  it('counts every flip', () => {
    expect(addToTally(addToTally({ heads: 0, tails: 0 }, H), H)).toEqual({ heads: 2, tails: 0 });
  });

  it('joins flips made before the kept ones were read to them, losing none', () => {
    const kept = Array.from({ length: HISTORY_SIZE }, () => H);
    const joined = joinHistory([T, T], kept);
    expect(joined).toHaveLength(HISTORY_SIZE);
    expect(joined.slice(0, 3)).toEqual([T, T, H]);
    expect(joinTally({ heads: 0, tails: 2 }, { heads: 30, tails: 12 })).toEqual({
      heads: 30,
      tails: 14,
    });
  });

  it('flips both ways from a seeded source', () => {
    const words = seededWords(1);
    const sides = new Set(Array.from({ length: 50 }, () => flipCoin(words)));
    expect(sides).toEqual(new Set(['heads', 'tails']));
  });

  it('says the match in Danish on a Danish page: plat eller krone', async () => {
    await loadLang('da');
    expect(matchLine(3, matchScore(3, [H, T, H]), 'da')).toBe('Krone vinder bedst af 3, 2–1.');
    expect(matchLine(5, matchScore(5, [T]), 'da')).toBe(
      'Bedst af 5: Plat fører 1–0, først til 3 vinder.',
    );
    expect(matchLine(3, matchScore(3, []), 'da')).toBe('Bedst af 3: lige, 0–0.');
  });
});
