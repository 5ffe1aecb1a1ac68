import { squiffyPacks, type SquiffyPackSource } from '../../../content/games/squiffy';
import type { Lang } from '../../../lib/i18n';
import { createPool } from '../core/draw';
import type { PlayerFlagMap } from '../core/player-flags';
import { contentHash } from '../table/checksum';
import {
  codeLang,
  LANG_CODES,
  readTableCode,
  toQrText,
  type TableCode,
  packsInCode,
} from '../table/payload';
import { newSeed, seededOrder, seedStream } from '../table/seeded';
import { loadedSquiffyDa } from './danish-deck';
import { acceptsCard, dealCard, type SquiffyDeck, type SquiffyTable } from './rules';
import type { SquiffyShown } from './session';

// Squiffy at a table of phones with no signal. The code carries the built-in packs (ids, their
// language and a hash of their cards), the rounds, the seed and the seats. Turn n is seat n's
// (round the table) and deals one card from the seed, shown only on that seat's phone; every
// other phone shows who is up and the turn number, and each taps on when the card is done. A
// seat's flags are honoured as on one phone (`acceptsCard`, `dealCard`): no flirty card pairs a
// taken player with someone else, and a drink for someone not drinking becomes a forfeit.

/** The packs' cards as this phone has them: two phones with other cards would deal others. */
export function squiffyPacksHash(packs: readonly SquiffyPackSource[]): number {
  return contentHash(
    JSON.stringify(packs.map((p) => [p.id, p.cards.map((c) => [c.kind, c.text, c.tags])])),
  );
}

/** The built-in packs of a table in `lang` on this page, or null when the page does not have
 * them (the Danish deck loads only on Danish pages). */
export function squiffyPacksFor(lang: Lang): readonly SquiffyPackSource[] | null {
  return lang === 'en' ? squiffyPacks : loadedSquiffyDa();
}

export function newSquiffyTable(
  players: readonly string[],
  flags: PlayerFlagMap,
  packs: readonly SquiffyPackSource[],
  rounds: number | null,
): TableCode {
  // The Danish packs say so (the English ones have no `lang`).
  const lang = packs.some((p) => 'lang' in p && p.lang === 'da') ? 'da' : 'en';
  return {
    game: 'squiffy',
    turn: 0,
    seed: newSeed(),
    settings: { lang: LANG_CODES[lang], rounds: rounds ?? 0 },
    packs: packs.map((p) => p.id),
    contentHash: squiffyPacksHash(packs),
    seats: players.map((name) => ({
      name,
      sober: flags[name]?.sober ?? false,
      taken: flags[name]?.taken ?? false,
    })),
    named: true,
  };
}

export function readSquiffyTable(text: string | null | undefined): TableCode | null {
  if (!text) return null;
  try {
    const code = readTableCode(text);
    return code.game === 'squiffy' ? code : null;
  } catch {
    return null;
  }
}

/** The code to show now: the same table at this turn. */
export function squiffyCodeAt(code: TableCode, turn: number): string {
  return toQrText({ ...code, turn });
}

export type SquiffyTableDeck =
  | { ok: true; deck: SquiffyDeck }
  /** This page has no packs in the code's language: the twin page in `lang` has. */
  | { ok: false; lang: Lang }
  | { ok: false; problem: 'missing' | 'other'; missing: string[] };

/** The deck the code deals, from this phone's packs, or why this phone cannot deal it. */
export function squiffyTableDeck(
  code: TableCode,
  available: readonly SquiffyPackSource[] | null = squiffyPacksFor(codeLang(code)),
): SquiffyTableDeck {
  if (!available) return { ok: false, lang: codeLang(code) };
  const found = packsInCode(code, available, squiffyPacksHash);
  if (!found.ok) return found;
  const { packs } = found;
  return {
    ok: true,
    deck: {
      pool: createPool(
        packs.map((p) => ({ id: p.id, name: p.name, prompts: p.cards.map((c) => c.text) })),
      ),
      // The built-in packs, as on one phone: their cards follow the page's language.
      packs: new Map(
        packs.map((p) => [p.id, { id: p.id, name: p.name, explicit: p.explicit, cards: p.cards }]),
      ),
      fallback: null,
    },
  };
}

/** The seats as Squiffy's rules read a table: names and flags. */
export function seatTable(code: TableCode): SquiffyTable {
  return {
    players: code.seats.map((seat) => seat.name),
    flags: Object.fromEntries(
      code.seats.map((seat) => [seat.name, { sober: seat.sober, taken: seat.taken }]),
    ),
  };
}

/** Turns in the game (a card for each seat per round), or null with no limit. */
export function squiffyTarget(code: TableCode): number | null {
  const rounds = code.settings.rounds ?? 0;
  return rounds > 0 ? rounds * code.seats.length : null;
}

/**
 * The card of turn `turn`: the same on every phone that holds the same packs. The cards are dealt
 * in one seeded order; turn n starts at place n and takes the first card that suits the seat on
 * turn (their flags), with its second name and forfeit drawn from the turn's own stream. Null
 * when nothing in the packs suits.
 */
export function squiffyTableCard(
  code: TableCode,
  deck: SquiffyDeck,
  turn: number,
): SquiffyShown | null {
  const cards = [...deck.packs.values()].flatMap((pack) =>
    pack.cards.map((card, index) => ({ card, index, pack })),
  );
  if (cards.length === 0) return null;
  const order = seededOrder(cards.length, seedStream(code.seed, 'squiffy:cards'));
  const table = seatTable(code);
  for (let k = 0; k < cards.length; k++) {
    const { card, index, pack } = cards[
      order[(turn + k) % cards.length] as number
    ] as (typeof cards)[0];
    if (!acceptsCard(card, table, turn)) continue;
    return dealCard(
      deck,
      { text: card.text, packId: pack.id, packName: pack.name, index },
      table,
      turn,
      {},
      seedStream(code.seed, `squiffy:cast:${turn}`),
    );
  }
  return null;
}
