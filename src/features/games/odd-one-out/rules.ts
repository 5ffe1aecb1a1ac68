import { randomIndex } from '../../../lib/random';
import { GAME_DEFINITIONS } from '../definitions';
import { seededOrder, seedStream } from '../table/seeded';

// Odd one out (the hidden-role family: Spyfall, Impostor): every player but one learns the
// round's secret word; the odd one out learns only the category. Questions go round, everyone
// points on three, and the odd one out, if caught, gets one guess at the word.
//
// Every draw comes from the table's 128-bit seed (`table-link/seeded.ts`), so each phone at a
// table deals the same round without a word passing between them, and one phone passed round
// deals it the same way.

export interface WordCategory {
  readonly id: string;
  readonly name: string;
  readonly spice: 1 | 2 | 3;
  readonly words: readonly string[];
}

export interface OddOneOutRound {
  /** 0-based round number. */
  round: number;
  categoryId: string;
  categoryName: string;
  word: string;
  /** The seat of the odd one out. */
  oddSeat: number;
  /** The seat that asks the first question. */
  firstAsker: number;
}

export const MIN_PLAYERS = GAME_DEFINITIONS['odd-one-out'].minPlayers;
export const MAX_PLAYERS = GAME_DEFINITIONS['odd-one-out'].maxPlayers;
export const ROUND_CHOICES = [3, 5, 8, 0] as const;

/** The categories a spice level allows, in the content's order. */
export function eligibleCategories<C extends WordCategory>(
  categories: readonly C[],
  spice: number,
): C[] {
  return categories.filter((category) => category.spice <= spice);
}

/**
 * The round every phone deals from the same seed. Categories come in a shuffled order without
 * repeats until every eligible one has had a round, then the order starts over; the word, the
 * odd one out and the first asker are drawn per round from streams of their own.
 */
export function dealRound(
  seed: Uint8Array,
  round: number,
  seats: number,
  categories: readonly WordCategory[],
  spice: number,
): OddOneOutRound {
  const eligible = eligibleCategories(categories, spice);
  if (eligible.length === 0) throw new RangeError('no category at this spice level');
  if (seats < 1) throw new RangeError('no seats');
  const pass = Math.floor(round / eligible.length);
  const order = seededOrder(eligible.length, seedStream(seed, `categories:${pass}`));
  const category = eligible[order[round % eligible.length] as number] as WordCategory;
  const word = category.words[
    randomIndex(category.words.length, seedStream(seed, `word:${round}`))
  ] as string;
  const oddSeat = randomIndex(seats, seedStream(seed, `odd:${round}`));
  const firstAsker = randomIndex(seats, seedStream(seed, `asker:${round}`));
  return { round, categoryId: category.id, categoryName: category.name, word, oddSeat, firstAsker };
}

/** How a round ended, as the table tells the app after the vote. */
export type RoundOutcome =
  /** The table caught the odd one out, who then missed the word. */
  | 'caught'
  /** Caught, but named the word: the odd one out wins the round. */
  | 'guessed'
  /** The vote fell on someone else, or split. */
  | 'escaped';

export const OUTCOME_LABELS: Record<RoundOutcome, string> = {
  caught: 'Caught, and missed the word',
  guessed: 'Caught, but guessed the word',
  escaped: 'Got away',
};

/** Points per seat for one round: 1 to each other player for a catch, 2 to the odd one out
 * otherwise. */
export function roundPoints(outcome: RoundOutcome, oddSeat: number, seats: number): number[] {
  return Array.from({ length: seats }, (_, seat) =>
    outcome === 'caught' ? (seat === oddSeat ? 0 : 1) : seat === oddSeat ? 2 : 0,
  );
}

/** Whether a game of `rounds` (0: no limit) is over after `played` rounds. */
export function gameOver(rounds: number, played: number): boolean {
  return rounds > 0 && played >= rounds;
}
