import type { PromptPackSource } from '../../../content/games/types';
import type { Lang } from '../../../lib/i18n';
import { localized } from '../core/danish-decks';
import type { ShownPrompt } from '../core/session';
import { contentHash } from '../table/checksum';
import {
  codeLang,
  fitName,
  LANG_CODES,
  readTableCode,
  toQrText,
  type TableCode,
  packsInCode,
} from '../table/payload';
import { newSeed, seededOrder, seedStream } from '../table/seeded';
import { category } from './manifest';
import type { CategorySession } from './session';

// Category at a table of phones with no signal. A category turn lasts five to fifteen seconds:
// far too short for every phone to tap on after each one, so the phones share the categories,
// not the turns. The code carries the built-in packs (ids, their language and a hash of their
// categories), the seed, the seconds per turn and the number of rounds. Round r's category comes
// from the seed, the same on every phone. The host's phone plays the turns and who is out as on
// one phone; every other phone shows the round's category, the round number and a clock, and
// taps on to the next category. The code's turn is the round (0 for round 1): the host's code,
// shown again, brings a phone that fell out of step to the table's round.

/** The packs' categories as this phone has them: two phones with others would deal others. */
export function categoryPacksHash(packs: readonly PromptPackSource[]): number {
  return contentHash(JSON.stringify(packs.map((p) => [p.id, p.lists[0] ?? []])));
}

/** The built-in packs in `lang` on this page, or null when the page does not have them (the
 * Danish decks load only on Danish pages). */
export function categoryPacksIn(lang: Lang): readonly PromptPackSource[] | null {
  if (lang === 'en') return category.packs;
  const packs = localized(category, 'da').packs;
  return packs.some((p) => p.lang === 'da') ? packs : null;
}

export function newCategoryTable(
  seats: readonly string[],
  packs: readonly PromptPackSource[],
  settings: { seconds: number; rounds: number },
): TableCode {
  const lang = packs.some((p) => p.lang === 'da') ? 'da' : 'en';
  return {
    game: 'category',
    turn: 0,
    seed: newSeed(),
    settings: { lang: LANG_CODES[lang], seconds: settings.seconds, rounds: settings.rounds },
    packs: packs.map((p) => p.id),
    contentHash: categoryPacksHash(packs),
    seats: seats.map((name) => ({ name: fitName(name), sober: false, taken: false })),
    named: true,
  };
}

export function readCategoryTable(text: string | null | undefined): TableCode | null {
  if (!text) return null;
  try {
    const code = readTableCode(text);
    return code.game === 'category' ? code : null;
  } catch {
    return null;
  }
}

/** The code to show at round `round` (1 for the first). */
export function categoryCodeAt(code: TableCode, round: number): string {
  return toQrText({ ...code, turn: Math.max(0, round - 1) });
}

export type CategoryDeck =
  | { ok: true; packs: readonly PromptPackSource[] }
  /** This page has no packs in the code's language: the twin page in `lang` has. */
  | { ok: false; lang: Lang }
  | { ok: false; problem: 'missing' | 'other'; missing: string[] };

/** The packs the code deals, from this phone's, or why this phone cannot deal them. */
export function categoryTableDeck(
  code: TableCode,
  available: readonly PromptPackSource[] | null = categoryPacksIn(codeLang(code)),
): CategoryDeck {
  if (!available) return { ok: false, lang: codeLang(code) };
  return packsInCode(code, available, categoryPacksHash);
}

/**
 * The category of round `round` (1 for the first), the same on every phone with the same packs:
 * the packs' categories in one seeded order, round r the r-th (round the order again past its
 * end, so a long night repeats only after every category came up once).
 */
export function roundCategory(
  code: TableCode,
  packs: readonly PromptPackSource[],
  round: number,
): ShownPrompt | null {
  const pool = packs.flatMap((pack) => (pack.lists[0] ?? []).map((text) => ({ text, pack })));
  if (pool.length === 0) return null;
  const order = seededOrder(pool.length, seedStream(code.seed, 'category'));
  const at = order[(Math.max(1, round) - 1) % pool.length] as number;
  const { text, pack } = pool[at] as (typeof pool)[0];
  return {
    game: 'category',
    list: 0,
    text,
    packId: pack.id,
    packName: pack.name,
    player: null,
    named: null,
    named2: null,
  };
}

/** The rounds the table plays (0: until someone ends it). */
export function tableRounds(code: TableCode): number {
  return code.settings.rounds ?? 0;
}

/** Seconds per turn, as the host set them. */
export function tableSeconds(code: TableCode): number {
  const seconds = code.settings.seconds ?? 10;
  return seconds > 0 ? seconds : 10;
}

/** This phone, not the host's, seated at the code's table on the code's round. */
export function joinedCategory(code: TableCode): CategorySession {
  return {
    kind: 'category',
    prompt: null,
    turn: 0,
    shown: code.turn + 1,
    out: [],
    turnEndsAt: null,
    turnSeconds: tableSeconds(code),
    wins: {},
    rounds: tableRounds(code),
    picked: {},
    ended: false,
    table: { code: toQrText(code), host: false, showing: false },
  };
}

/** The round index (the code's turn) a phone seated at a table as a guest is on. */
export function guestRoundIndex(session: CategorySession): number {
  return Math.max(0, session.shown - 1);
}
