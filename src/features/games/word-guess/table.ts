import {
  WORD_CATEGORIES,
  WORD_DIFFICULTIES,
  type WordCategory,
  type WordDifficulty,
} from '../../../content/games/word-guess';
import type { Lang } from '../../../lib/i18n';
import { danishContent } from '../core/danish-content';
import type { PlayerFlagMap } from '../core/player-flags';
import { contentHash } from '../table/checksum';
import {
  codeLang,
  fitName,
  LANG_CODES,
  readTableCode,
  seatKey,
  toQrText,
  type TableCode,
  packsInCode,
} from '../table/payload';
import { newSeed, seededOrder, seedStream } from '../table/seeded';

// Word guess (Twenty Questions) at a table of phones with no signal. The code carries the word
// categories (their ids, or none for every category; their language and a hash of their words), the difficulty, the seed and
// the seats. Round r (the code's turn) is held by seat r round the table, and its word is the
// r-th of one seeded order of the categories' words at that difficulty: every phone works both
// out from the round number alone, so only the holder's phone needs to show the word.
//
// The point, the one thing the holder's phone decides (who guessed, or the holder for lasting
// twenty questions): phones never talk, so at the end of a round the holder's phone names who
// scored and every other phone taps that same name to go on to the next round. The tap that moves
// the round on is the one that scores it, so no phone is a round ahead with a point missing; and
// the host's code, shown again, carries the round and every seat's points, so a phone that
// mistapped or slept through a round scans it and agrees with the host again.

/** The words' categories as this phone has them: two phones with other words would deal others. */
export function wordsHash(categories: readonly WordCategory[]): number {
  return contentHash(JSON.stringify(categories.map((c) => [c.id, c.words])));
}

/** The word categories in `lang` on this page, or null when the page does not have them (the
 * Danish words load only on Danish pages). */
export function wordCategoriesIn(lang: Lang): readonly WordCategory[] | null {
  return lang === 'en' ? WORD_CATEGORIES : (danishContent('word-guess', 'da') ?? null);
}

export function newWordGuessTable(
  players: readonly string[],
  flags: PlayerFlagMap,
  categories: readonly WordCategory[],
  lang: Lang,
  settings: { categoryId: string; difficulty: WordDifficulty },
): TableCode {
  const chosen =
    settings.categoryId === 'any'
      ? categories
      : categories.filter((c) => c.id === settings.categoryId);
  const dealt = chosen.length > 0 ? chosen : categories;
  return {
    game: 'word-guess',
    turn: 0,
    seed: newSeed(),
    settings: {
      lang: LANG_CODES[lang],
      difficulty: WORD_DIFFICULTIES.indexOf(settings.difficulty),
      ...Object.fromEntries(players.map((_, seat) => [seatKey('score', seat), 0])),
    },
    // Every category (the setup's "any") is no pack id at all: the code keeps its bytes for names.
    packs: settings.categoryId === 'any' || chosen.length === 0 ? [] : dealt.map((c) => c.id),
    contentHash: wordsHash(dealt),
    seats: players.map((name) => ({
      name: fitName(name),
      sober: flags[name]?.sober ?? false,
      taken: flags[name]?.taken ?? false,
    })),
    named: true,
  };
}

export function readWordGuessTable(text: string | null | undefined): TableCode | null {
  if (!text) return null;
  try {
    const code = readTableCode(text);
    return code.game === 'word-guess' ? code : null;
  } catch {
    return null;
  }
}

/** The points each seat has, as the code carries them. */
export function scoresIn(code: TableCode): number[] {
  return code.seats.map((_, seat) => code.settings[seatKey('score', seat)] ?? 0);
}

/** The code to show now: the same table at round `turn` (0 for round 1), with these points. */
export function wordGuessCodeAt(code: TableCode, turn: number, scores: readonly number[]): string {
  const settings = { ...code.settings };
  code.seats.forEach((_, seat) => (settings[seatKey('score', seat)] = scores[seat] ?? 0));
  return toQrText({ ...code, turn, settings });
}

/** The difficulty the code deals. */
export function tableDifficulty(code: TableCode): WordDifficulty {
  return WORD_DIFFICULTIES[code.settings.difficulty ?? 0] ?? 'easy';
}

export interface TableWord {
  word: string;
  category: WordCategory;
}

export type WordGuessDeck =
  | { ok: true; words: TableWord[]; order: number[] }
  /** This page has no words in the code's language: the twin page in `lang` has. */
  | { ok: false; lang: Lang }
  | { ok: false; problem: 'missing' | 'other'; missing: string[] };

/** The words the code deals, from this phone's categories, or why this phone cannot deal them. */
export function wordGuessDeck(
  code: TableCode,
  available: readonly WordCategory[] | null = wordCategoriesIn(codeLang(code)),
): WordGuessDeck {
  if (!available) return { ok: false, lang: codeLang(code) };
  const found = packsInCode(code, available, wordsHash, available);
  if (!found.ok) return found;
  const categories = found.packs;
  const difficulty = tableDifficulty(code);
  const words = categories.flatMap((category) =>
    category.words[difficulty].map((word) => ({ word, category })),
  );
  if (words.length === 0) return { ok: false, problem: 'other', missing: [] };
  return {
    ok: true,
    words,
    order: seededOrder(words.length, seedStream(code.seed, 'word-guess:words')),
  };
}

/** The seat holding the word in round `turn` (0 for round 1): round the table in seat order. */
export function tableHolder(code: TableCode, turn: number): number {
  return turn % Math.max(1, code.seats.length);
}

/** The word of round `turn`: the same on every phone that holds the same words, and no word twice
 * until the words run round. */
export function tableWord(deck: Extract<WordGuessDeck, { ok: true }>, turn: number): TableWord {
  return deck.words[deck.order[turn % deck.order.length] ?? 0] as TableWord;
}

/** What one phone at the table may show in round `turn`: whose round it is and the category for
 * every phone; the word only on the holder's. */
export interface SeatView {
  turn: number;
  holder: number;
  holderName: string;
  mine: boolean;
  /** The category's name and what the holder says to start ("It's an animal."): not secret. */
  categoryName: string;
  opener: string;
  /** The secret word: null on every phone but the holder's. */
  word: string | null;
}

export function seatView(
  code: TableCode,
  deck: Extract<WordGuessDeck, { ok: true }>,
  turn: number,
  seat: number | null,
): SeatView {
  const holder = tableHolder(code, turn);
  const dealt = tableWord(deck, turn);
  const mine = seat === holder;
  return {
    turn,
    holder,
    holderName: code.seats[holder]?.name ?? '',
    mine,
    categoryName: dealt.category.name,
    opener: dealt.category.opener,
    word: mine ? dealt.word : null,
  };
}
