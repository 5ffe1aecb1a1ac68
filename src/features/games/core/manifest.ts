import { currentLang, translate, type Lang } from '../../../lib/i18n';
import type { PromptPackSource } from '../../../content/games/types';
import type { DrawGameId } from '../definitions';

export type { DrawGameId, GameId } from '../definitions';

/** How a prompt is put on screen: an optional lead-in above it and the sentence itself. */
export interface RenderedPrompt {
  lead: string;
  text: string;
  /** The whole table answers: the player on turn reads it out, they are not the answer (G4). */
  reads?: boolean;
  /** Who sips on every card of the game, when the table does ("Everyone who has done it takes a
   * sip."): a player not drinking tonight gets a forfeit under each card. */
  sips?: string;
  /** The language of a card from a player's own pack, which its lead-ins follow (absent: the
   * page's). */
  lang?: Lang;
}

/**
 * One game's contribution to the registry (docs/architecture.md: families are registries of data). Pages,
 * the pack picker, mix and the state layer all read games through this shape.
 */
export interface DrawGameManifest {
  id: DrawGameId;
  title: string;
  /** docs/spec/games.md pack collection this game's packs belong to. */
  collection: string;
  packs: readonly PromptPackSource[];
  /** Names of the lists in each pack; truth-or-dare has two. */
  lists: readonly string[];
  /** One line under the title on an empty table. */
  howTo: string;
  /** Relative share of draws in mix. */
  mixWeight: number;
  render: (text: string, list: number) => RenderedPrompt;
}

/** Truth-or-dare lists (docs/spec/games.md): list 0 truths, list 1 dares. */
export const TRUTH = 0;
export const DARE = 1;

/**
 * The player slots of src/content/games/types.ts. `{player2}` is a second, different player; the
 * packs people write in the editor use both.
 */
export const PLAYER_SLOT = '{player}';
export const PLAYER2_SLOT = '{player2}';
/**
 * What a slot says when no names were entered: in the page's language, or in `lang` (the language
 * a player's pack is written in).
 */
export const noName = (lang: Lang = currentLang()): string => translate(lang, 'game.playerOnLeft');
export const noName2 = (lang: Lang = currentLang()): string =>
  translate(lang, 'game.playerOnRight');

function fillOne(text: string, slot: string, filler: string): string {
  let out = text;
  for (let index = out.indexOf(slot); index >= 0; index = out.indexOf(slot, index)) {
    let word = filler;
    if (index === 0 || /[.!?]\s*$/.test(out.slice(0, index))) {
      word = word.charAt(0).toUpperCase() + word.slice(1);
    }
    out = out.slice(0, index) + word + out.slice(index + slot.length);
    index += word.length;
  }
  return out;
}

/**
 * Fills the slots with names, or the neutral words when no names were entered, capitalised at a
 * sentence start. A slot written more than once gets the same name each time. The neutral words
 * are in the page's language, or in `lang` for a prompt of a pack written in another.
 */
export function fillSlot(
  text: string,
  name: string | null,
  name2: string | null = null,
  lang: Lang = currentLang(),
): string {
  // `{player2}` first: `{player}` is a prefix of it.
  return fillOne(
    fillOne(text, PLAYER2_SLOT, name2 ?? noName2(lang)),
    PLAYER_SLOT,
    name ?? noName(lang),
  );
}

export function hasSlot(text: string): boolean {
  return text.replaceAll(PLAYER2_SLOT, '').includes(PLAYER_SLOT);
}

export function hasSlot2(text: string): boolean {
  return text.includes(PLAYER2_SLOT);
}
