import { t } from '../../../lib/i18n';
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

/**
 * Scoring by marking cells (G7): after pens down each player reads their answers out and the
 * table marks each cell, with no typing. Unique: nobody else had it; shared: someone else had it
 * too; none: no answer, or one that does not start with the letter.
 */
export type CellMark = 'none' | 'unique' | 'shared';

export const CELL_MARKS: readonly CellMark[] = ['none', 'unique', 'shared'];

/** A tap moves a cell on: none, unique, shared, none again. */
export function nextMark(mark: CellMark): CellMark {
  return CELL_MARKS[(CELL_MARKS.indexOf(mark) + 1) % CELL_MARKS.length] as CellMark;
}

export function markOf(
  marks: Readonly<Record<string, readonly CellMark[]>>,
  player: string,
  column: number,
): CellMark {
  return marks[player]?.[column] ?? 'none';
}

/**
 * Scores one round from the marks: unique earns `unique` (10), or `only` (20) when nobody else
 * in the column has an answer at all; shared earns `shared` (5); none earns 0.
 */
export function scoreMarks(
  letter: string,
  players: readonly string[],
  categories: number,
  marks: Readonly<Record<string, readonly CellMark[]>>,
  rules: CicRules,
): CicRoundResult {
  const points: Record<string, number[]> = {};
  for (const player of players) {
    points[player] = Array.from({ length: categories }, (_, column) => {
      const mark = markOf(marks, player, column);
      if (mark === 'shared') return rules.shared;
      if (mark === 'none') return 0;
      const others = players.some((p) => p !== player && markOf(marks, p, column) !== 'none');
      return others ? rules.unique : rules.only;
    });
  }
  const totals: Record<string, number> = {};
  for (const player of players) totals[player] = (points[player] ?? []).reduce((a, b) => a + b, 0);
  return { letter, points, totals };
}

/**
 * The two seats a table plays as when no names were entered. They are stored as keys (every
 * build stored them so: a saved game keeps its answers and points under them) and shown in the
 * page's language (`seatName`).
 */
export const UNNAMED_SEATS: readonly string[] = ['Player 1', 'Player 2'];

/** A player's name as the page shows it: an unnamed seat in the page's language ("Spiller 1"). */
export function seatName(name: string): string {
  const seat = UNNAMED_SEATS.indexOf(name);
  return seat < 0 ? name : t('cic.seat', { n: seat + 1 });
}

/** Points per player as the page shows them (`seatName`). */
export function scoresShown(scores: Readonly<Record<string, number>>): Record<string, number> {
  return Object.fromEntries(Object.entries(scores).map(([name, score]) => [seatName(name), score]));
}
