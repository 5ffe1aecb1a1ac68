import { ODD_ONE_OUT_CATEGORIES, type OddOneOutCategory } from '../../../content/games/odd-one-out';
import { currentLang, t, type Lang } from '../../../lib/i18n';
import { contentHash } from '../table/checksum';
import { newSeed } from '../table/seeded';
import { codeLang, LANG_CODES, readTableCode, toQrText, type TableCode } from '../table/payload';
import type { PlayerFlagMap } from '../core/player-flags';
import { loadedOddOneOutDa } from './danish-words';
import { dealRound, type OddOneOutRound } from './rules';
import type { OddOneOutSession } from './session';

// Odd one out's side of the table code: a new table from the setup, the round a stored session is
// on, and whether a scanned code can be played with the words this phone has.

/** A list of words as this build has it: two phones with different lists would deal different
 * rounds from the same seed, so the code carries the hash of the list it deals and a joining
 * phone compares. Each language's list has its own. */
export function wordsHash(categories: readonly OddOneOutCategory[]): number {
  return contentHash(JSON.stringify(categories.map((c) => [c.id, c.spice, c.words])));
}

/** The English words' hash (every code before version 3 carries it). */
export const WORDS_HASH = wordsHash(ODD_ONE_OUT_CATEGORIES);

/** The words a table in `lang` deals, or null when this page does not have them (the Danish list
 * is loaded only on Danish pages). */
export function wordsIn(lang: Lang): readonly OddOneOutCategory[] | null {
  return lang === 'en' ? ODD_ONE_OUT_CATEGORIES : loadedOddOneOutDa();
}

/** What a phone says when its list differs from the host's. */
export function otherWordsProblem(): string {
  return t('table.oddOneOut.otherWords');
}

export type TableWords =
  | { ok: true; categories: readonly OddOneOutCategory[] }
  /** This phone has no list in the code's language here: the twin page in `lang` has. */
  | { ok: false; lang: Lang }
  /** This phone's list in that language differs from the host's. */
  | { ok: false; lang: null };

/** The words a code deals, from this phone's lists, or why this phone cannot deal them. */
export function tableWords(code: TableCode): TableWords {
  const lang = codeLang(code);
  const categories = wordsIn(lang);
  if (!categories) return { ok: false, lang };
  if (wordsHash(categories) !== code.contentHash) return { ok: false, lang: null };
  return { ok: true, categories };
}

/** A new table in the page's language: its words, and the language in the code. A Danish page
 * whose words are not loaded (never, past the route's loader) deals the English ones, and says
 * so in the code. */
export function newTable(
  players: readonly string[],
  flags: PlayerFlagMap,
  settings: { rounds: number; spice: number },
  lang: Lang = currentLang(),
): TableCode {
  const danish = lang === 'da' ? loadedOddOneOutDa() : null;
  return {
    game: 'odd-one-out',
    turn: 0,
    seed: newSeed(),
    settings: { ...settings, lang: danish ? LANG_CODES.da : LANG_CODES.en },
    packs: [],
    contentHash: wordsHash(danish ?? ODD_ONE_OUT_CATEGORIES),
    seats: players.map((name) => ({
      name,
      sober: flags[name]?.sober ?? false,
      taken: flags[name]?.taken ?? false,
    })),
    named: true,
  };
}

/** The stored table, or null when there is none or it no longer reads. */
export function storedTable(session: Pick<OddOneOutSession, 'table'>): TableCode | null {
  if (!session.table) return null;
  try {
    return readTableCode(session.table);
  } catch {
    return null;
  }
}

/** The round on the table, from the words of the code's language (`tableWords` says whether this
 * phone has them; without, it deals from the English words). */
export function currentRound(code: TableCode, round: number): OddOneOutRound {
  const words = tableWords(code);
  return dealRound(
    code.seed,
    round,
    code.seats.length,
    words.ok ? words.categories : ODD_ONE_OUT_CATEGORIES,
    code.settings.spice ?? 1,
  );
}

/** The code to show now: the same table, at the round the phone is on. */
export function codeAtRound(code: TableCode, round: number): string {
  return toQrText({ ...code, turn: round });
}
