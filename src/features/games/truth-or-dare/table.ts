import { truthOrDarePacks } from '../../../content/games/truth-or-dare';
import type { PromptPackSource } from '../../../content/games/types';
import type { Lang } from '../../../lib/i18n';
import { localized } from '../core/danish-decks';
import { castPrompt, type PlayerFlagMap } from '../core/player-flags';
import { promptTags } from '../core/prompt-tags';
import type { ShownPrompt } from '../core/session';
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
import { truthOrDare } from './manifest';

// Truth or dare at a table of phones with no signal. The code carries the built-in packs (ids,
// their language and a hash of their prompts), the seed and the seats. Turn n is seat n's (round
// the table); only that seat's phone offers Truth or Dare and shows the card, dealt from the
// seed for that turn and that choice, so no other phone ever sees it. Every other phone shows
// who is up and the turn number, and each phone taps on to the next turn when the player is done
// (the host's code, shown again, carries the turn for a phone that fell out of step).
//
// A seat's flags are honoured as on one phone (`castPrompt`): a taken player is never dealt a
// flirty card involving someone else, and a drink for someone not drinking becomes a forfeit.

/** The packs' prompts as this phone has them: two phones with other prompts would deal others. */
export function todPacksHash(packs: readonly PromptPackSource[]): number {
  return contentHash(JSON.stringify(packs.map((p) => [p.id, p.lists[0] ?? [], p.lists[1] ?? []])));
}

/** The built-in packs of a table in `lang` on this page, or null when the page does not have
 * them (the Danish decks load only on Danish pages). */
export function builtInPacksIn(lang: Lang): readonly PromptPackSource[] | null {
  if (lang === 'en') return truthOrDarePacks;
  const packs = localized(truthOrDare, 'da').packs;
  return packs.some((p) => p.lang === 'da') ? packs : null;
}

export function newTruthOrDareTable(
  players: readonly string[],
  flags: PlayerFlagMap,
  packs: readonly PromptPackSource[],
): TableCode {
  const lang = packs.some((p) => p.lang === 'da') ? 'da' : 'en';
  return {
    game: 'truth-or-dare',
    turn: 0,
    seed: newSeed(),
    settings: { lang: LANG_CODES[lang] },
    packs: packs.map((p) => p.id),
    contentHash: todPacksHash(packs),
    seats: players.map((name) => ({
      name,
      sober: flags[name]?.sober ?? false,
      taken: flags[name]?.taken ?? false,
    })),
    named: true,
  };
}

export function readTodTable(text: string | null | undefined): TableCode | null {
  if (!text) return null;
  try {
    const code = readTableCode(text);
    return code.game === 'truth-or-dare' ? code : null;
  } catch {
    return null;
  }
}

/** The code to show now: the same table at this turn. */
export function todCodeAt(code: TableCode, turn: number): string {
  return toQrText({ ...code, turn });
}

export type TodDeck =
  | { ok: true; packs: readonly PromptPackSource[] }
  /** This page has no packs in the code's language: the twin page in `lang` has. */
  | { ok: false; lang: Lang }
  | { ok: false; problem: 'missing' | 'other'; missing: string[] };

/** The packs the code deals, from this phone's, or why this phone cannot deal them. */
export function todDeck(
  code: TableCode,
  available: readonly PromptPackSource[] | null = builtInPacksIn(codeLang(code)),
): TodDeck {
  if (!available) return { ok: false, lang: codeLang(code) };
  return packsInCode(code, available, todPacksHash);
}

/** The seat whose turn turn number `turn` is: round the table. */
export function seatOnTurn(code: TableCode, turn: number): number {
  return turn % code.seats.length;
}

/** The seats' names and flags, as `castPrompt` reads them. */
export function seatFlags(code: TableCode): PlayerFlagMap {
  return Object.fromEntries(
    code.seats.map((seat) => [seat.name, { sober: seat.sober, taken: seat.taken }]),
  );
}

/**
 * The card of turn `turn` when its player chose `list` (0 truth, 1 dare): the same on every
 * phone that holds the same packs. Each list is dealt in one seeded order; turn n starts at
 * place n and takes the first card that suits the player (their flags), so consecutive turns
 * deal consecutive cards. Null when the packs have nothing in that list for them.
 */
export function tableCard(
  code: TableCode,
  packs: readonly PromptPackSource[],
  turn: number,
  list: number,
): ShownPrompt | null {
  const pool = packs.flatMap((pack) => (pack.lists[list] ?? []).map((text) => ({ text, pack })));
  if (pool.length === 0) return null;
  const order = seededOrder(pool.length, seedStream(code.seed, `truth-or-dare:${list}`));
  const seat = seatOnTurn(code, turn);
  const player = code.seats[seat]?.name ?? null;
  const players = code.seats.map((s) => s.name);
  const flags = seatFlags(code);
  for (let k = 0; k < pool.length; k++) {
    const { text, pack } = pool[order[(turn + k) % pool.length] as number] as (typeof pool)[0];
    const cast = castPrompt(
      { text, tags: promptTags(text, pack), player, players, flags, actor: true },
      seedStream(code.seed, `truth-or-dare:cast:${turn}`),
    );
    if (!cast) continue;
    return {
      game: 'truth-or-dare',
      list,
      text,
      packId: pack.id,
      packName: pack.name,
      player,
      named: cast.named,
      named2: cast.named2,
      forfeit: cast.forfeit,
    };
  }
  return null;
}
