import { cryptoWords, randomIndex, type RandomWords } from '../../lib/random';
import { currentLang, translate, type Lang } from '../../lib/i18n';

// The coin: one fair flip from the shared generator, the running tally, and best-of-N matches
// (the first side to a majority of N wins, so a match can end before all N flips are used).

export type Side = 'heads' | 'tails';
export const SIDES: readonly Side[] = ['heads', 'tails'];

/** How many flips the tool remembers on screen. */
export const HISTORY_SIZE = 20;

export const BEST_OF = [3, 5, 7] as const;
export type BestOf = (typeof BEST_OF)[number];

export function flipCoin(words: RandomWords = cryptoWords): Side {
  return SIDES[randomIndex(2, words)] as Side;
}

export function sideName(side: Side, lang: Lang = currentLang()): string {
  return translate(lang, side === 'heads' ? 'tools.coin.heads' : 'tools.coin.tails');
}

/** The newest flip first, never more than `HISTORY_SIZE`. */
export function addToHistory(history: readonly Side[], side: Side): Side[] {
  return [side, ...history].slice(0, HISTORY_SIZE);
}

export interface Tally {
  heads: number;
  tails: number;
}

export function addToTally(tally: Tally, side: Side): Tally {
  return { ...tally, [side]: tally[side] + 1 };
}

/**
 * Flips made before the ones kept from last time were read (a tap as the page comes to life) join
 * them: the new ones first in the history, and every flip in the tally.
 */
export function joinHistory(now: readonly Side[], kept: readonly Side[]): Side[] {
  return [...now, ...kept].slice(0, HISTORY_SIZE);
}

export function joinTally(now: Tally, kept: Tally): Tally {
  return { heads: now.heads + kept.heads, tails: now.tails + kept.tails };
}

/** Wins a side needs in a best of `n`: a majority. */
export function winsNeeded(n: BestOf): number {
  return Math.floor(n / 2) + 1;
}

export interface MatchScore extends Tally {
  /** The side that reached a majority, or null while the match is open. */
  winner: Side | null;
  needed: number;
}

/** The score of a best-of-n match from its flips in order; flips after the winner are ignored. */
export function matchScore(n: BestOf, flips: readonly Side[]): MatchScore {
  const needed = winsNeeded(n);
  const score: Tally = { heads: 0, tails: 0 };
  for (const side of flips) {
    score[side] += 1;
    if (score[side] === needed) return { ...score, winner: side, needed };
  }
  return { ...score, winner: null, needed };
}

/** What the result line says after a flip in a match ("Heads wins the best of 3, 2–1"). */
export function matchLine(n: BestOf, score: MatchScore, lang: Lang = currentLang()): string {
  const lead = Math.max(score.heads, score.tails);
  const trail = Math.min(score.heads, score.tails);
  if (score.winner)
    return translate(lang, 'tools.coin.wins', {
      side: sideName(score.winner, lang),
      n,
      lead,
      trail,
    });
  if (score.heads === score.tails) return translate(lang, 'tools.coin.level', { n, lead, trail });
  const leader: Side = score.heads > score.tails ? 'heads' : 'tails';
  return translate(lang, 'tools.coin.leads', {
    n,
    side: sideName(leader, lang),
    lead,
    trail,
    needed: score.needed,
  });
}
