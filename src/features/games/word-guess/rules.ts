import {
  WORD_CATEGORIES,
  type WordCategory,
  type WordDifficulty,
} from '../../../content/games/word-guess';
import { t } from '../../../lib/i18n';
import { cryptoWords, randomIndex, type RandomWords } from '../../../lib/random';

// Twenty Questions as pure rules. The holder knows the word; the table asks yes/no questions.
// Every question counts, and so does every guess (a wrong guess uses up a question); a right
// guess ends the round, and after the twentieth question without one the holder wins it.

/** docs/spec/games.md: the voice agent's max_questions, and the count the table plays to. */
export const MAX_QUESTIONS = 20;

export type Reply = 'yes' | 'no' | 'sort-of';

export const REPLY_LABELS: Record<Reply, string> = {
  yes: 'Yes',
  no: 'No',
  'sort-of': 'Sort of',
};

export type Entry =
  | { kind: 'question'; reply: Reply }
  | { kind: 'guess'; text: string; by: string | null; right: boolean };

export type Outcome = { kind: 'guessed'; by: string | null } | { kind: 'stumped' } | null;

export interface RoundLog {
  entries: Entry[];
  outcome: Outcome;
}

/** Questions used so far, guesses included. */
export function questionsUsed(log: RoundLog): number {
  return log.entries.length;
}

export function questionsLeft(log: RoundLog): number {
  return Math.max(0, MAX_QUESTIONS - questionsUsed(log));
}

/** Whether the round has ended (a right guess, or the twentieth question used). */
export function isOver(log: RoundLog): boolean {
  return log.outcome !== null || questionsUsed(log) >= MAX_QUESTIONS;
}

function settle(entries: Entry[], outcome: Outcome): RoundLog {
  if (outcome) return { entries, outcome };
  return { entries, outcome: entries.length >= MAX_QUESTIONS ? { kind: 'stumped' } : null };
}

/** The holder's answer to one question; ignored once the round is over. */
export function answerQuestion(log: RoundLog, reply: Reply): RoundLog {
  if (isOver(log)) return log;
  return settle([...log.entries, { kind: 'question', reply }], null);
}

/** A guess: right ends the round for the guesser, wrong uses up a question. */
export function makeGuess(
  log: RoundLog,
  guess: { text: string; by: string | null; right: boolean },
): RoundLog {
  if (isOver(log)) return log;
  const entry: Entry = { kind: 'guess', text: guess.text.trim(), by: guess.by, right: guess.right };
  return settle([...log.entries, entry], guess.right ? { kind: 'guessed', by: guess.by } : null);
}

/** Takes back the last entry (a mistap), reopening a round that it ended. */
export function undoLast(log: RoundLog): RoundLog {
  if (log.entries.length === 0) return log;
  return { entries: log.entries.slice(0, -1), outcome: null };
}

/** How a right guess reads when nobody said who made it. */
export const ASKERS = 'The askers';

/**
 * The score of a holder nobody named, as it is stored: a key, not words (every build stored it
 * so, and a saved game keeps it). It shows in the page's language (`scoreName`).
 */
export const UNNAMED_HOLDER = 'The holder';

/**
 * A round's points: one for whoever guessed the word, or one for the holder who lasted all
 * twenty questions (credited to `UNNAMED_HOLDER` when no names are used). A right guess nobody
 * claimed scores for nobody: "The askers" is not a player, so it never joins the scores or wins
 * a game (UX review 2, U13).
 */
export function roundPoints(log: RoundLog, holder: string | null): Record<string, number> {
  if (log.outcome?.kind === 'guessed') return log.outcome.by ? { [log.outcome.by]: 1 } : {};
  if (log.outcome?.kind === 'stumped') return { [holder ?? UNNAMED_HOLDER]: 1 };
  return {};
}

/** A name in the scores as the page shows it: the unnamed holder in its language. */
export function scoreName(name: string): string {
  return name === UNNAMED_HOLDER ? t('wordGuess.theHolder') : name;
}

/** The scores as the page shows them (`scoreName`), in the same order. */
export function scoresShown(scores: Readonly<Record<string, number>>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(scores).map(([name, score]) => [scoreName(name), score]),
  );
}

/** The classic hand-over: whoever guessed holds next; otherwise the next player round the table. */
export function nextHolder(
  players: readonly string[],
  holder: string | null,
  outcome: Outcome,
): string | null {
  if (players.length === 0) return null;
  if (outcome?.kind === 'guessed' && outcome.by && players.includes(outcome.by)) return outcome.by;
  const at = holder ? players.indexOf(holder) : -1;
  return players[(at + 1) % players.length] ?? null;
}

/** The words a choice of category ('any' for all) and difficulty can deal. */
export function wordPool(
  categoryId: string,
  difficulty: WordDifficulty,
  from: readonly WordCategory[] = WORD_CATEGORIES,
): { word: string; category: WordCategory }[] {
  const categories = categoryId === 'any' ? from : from.filter((c) => c.id === categoryId);
  return categories.flatMap((category) =>
    category.words[difficulty].map((word) => ({ word, category })),
  );
}

/**
 * A random word not played yet in this game (the pool starts over once all were played), from
 * `categories`: the table's language's categories (`content.ts`).
 */
export function drawWord(
  categoryId: string,
  difficulty: WordDifficulty,
  used: readonly string[],
  words: RandomWords = cryptoWords,
  categories: readonly WordCategory[] = WORD_CATEGORIES,
): { word: string; categoryId: string } | null {
  const pool = wordPool(categoryId, difficulty, categories);
  if (pool.length === 0) return null;
  const fresh = pool.filter((p) => !used.includes(p.word));
  const from = fresh.length > 0 ? fresh : pool;
  const pick = from[randomIndex(from.length, words)];
  return pick ? { word: pick.word, categoryId: pick.category.id } : null;
}

/** Loose match for a typed guess ("The Penguin!" is "penguin"), to suggest Right. */
export function sameWord(guess: string, word: string): boolean {
  const norm = (s: string) =>
    s
      .toLocaleLowerCase()
      .replace(/[^\p{L}\p{N} ]/gu, '')
      .replace(/^(a|an|the) /, '')
      .replace(/\s+/g, ' ')
      .trim();
  return norm(guess) !== '' && norm(guess) === norm(word);
}
