import type { PromptPackSource } from '../../../content/games/types';
import type { DrawGameId } from '../registry';

export type { DrawGameId, GameId } from '../registry';

/** How a prompt is put on screen: an optional lead-in above it and the sentence itself. */
export interface RenderedPrompt {
  lead: string;
  text: string;
  /** The whole table answers: the player on turn reads it out, they are not the answer (G4). */
  reads?: boolean;
}

/**
 * One game's contribution to the registry (DESIGN.md: families are registries of data). Pages,
 * the pack picker, mix and the state layer all read games through this shape.
 */
export interface DrawGameManifest {
  id: DrawGameId;
  title: string;
  /** SPEC §3 pack collection this game's packs belong to. */
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

/** Truth-or-dare lists (SPEC §3): list 0 truths, list 1 dares. */
export const TRUTH = 0;
export const DARE = 1;

/** The player slot convention of src/content/games/types.ts. */
export const PLAYER_SLOT = '{player}';
export const NO_NAME = 'the player on your left';

/** Fills the slot with a name, or the no-names fallback, capitalised at a sentence start. */
export function fillSlot(text: string, name: string | null): string {
  const index = text.indexOf(PLAYER_SLOT);
  if (index < 0) return text;
  let filler = name ?? NO_NAME;
  if (index === 0 || /[.!?]\s*$/.test(text.slice(0, index))) {
    filler = filler.charAt(0).toUpperCase() + filler.slice(1);
  }
  return text.slice(0, index) + filler + text.slice(index + PLAYER_SLOT.length);
}

export function hasSlot(text: string): boolean {
  return text.includes(PLAYER_SLOT);
}
