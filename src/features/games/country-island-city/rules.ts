import { randomIndex, type RandomWords, cryptoWords } from '../../../lib/random';
import type { CicRoundResult, CicRules } from './session';

/** Compared this way: "  New  york" and "new York" are the same answer; accents do not count. */
export function normaliseAnswer(answer: string): string {
  return answer
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** An answer counts when it is not empty and starts with the round's letter. */
export function isValidAnswer(answer: string, letter: string): boolean {
  const normal = normaliseAnswer(answer);
  return normal !== '' && normal.startsWith(letter.toLowerCase());
}

/**
 * Scores one round. Per category: the only valid answer earns `only`; otherwise an answer nobody
 * else gave earns `unique` and one someone else also gave earns `shared`. Invalid answers earn 0.
 */
export function scoreRound(
  letter: string,
  players: readonly string[],
  categories: number,
  answers: Readonly<Record<string, readonly string[]>>,
  rules: CicRules,
): CicRoundResult {
  const points: Record<string, number[]> = {};
  for (const player of players) points[player] = Array<number>(categories).fill(0);
  for (let c = 0; c < categories; c++) {
    const valid = players
      .map((player) => ({ player, answer: answers[player]?.[c] ?? '' }))
      .filter(({ answer }) => isValidAnswer(answer, letter))
      .map(({ player, answer }) => ({ player, normal: normaliseAnswer(answer) }));
    for (const { player, normal } of valid) {
      const shared = valid.some((other) => other.player !== player && other.normal === normal);
      const score = valid.length === 1 ? rules.only : shared ? rules.shared : rules.unique;
      (points[player] as number[])[c] = score;
    }
  }
  const totals: Record<string, number> = {};
  for (const player of players) totals[player] = (points[player] ?? []).reduce((a, b) => a + b, 0);
  return { letter, points, totals };
}

/**
 * A letter for the next round from the set's playable letters, avoiding the ones already played
 * until every letter has had a turn.
 */
export function nextLetter(
  letters: string,
  used: readonly string[],
  words: RandomWords = cryptoWords,
): { letter: string; used: string[] } {
  const all = [...letters];
  let left = all.filter((l) => !used.includes(l));
  let history = [...used];
  if (left.length === 0) {
    left = all;
    history = [];
  }
  const letter = left[randomIndex(left.length, words)] as string;
  return { letter, used: [...history, letter] };
}
