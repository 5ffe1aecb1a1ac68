import type { PromptPackSource } from '../types';
import type { PromptTag } from '../tags';

// The shape of a Danish deck. Danish decks are written for Danes, not translated line by line, so
// a Danish pack keeps the English pack's id (a player's pack choice carries over when the table
// switches language) but has its own prompts. Every prompt carries its tags as data: the
// not-drinking, taken and spice filters read them and never guess from the words.

export interface DanishPrompt {
  /** The prompt as the game shows it, in Danish; `{player}` at most once. */
  text: string;
  /** 1 mild, 2 cheeky, 3 wild: at most the pack's spice. */
  spice: 1 | 2 | 3;
  /** The prompt tells someone to drink, so a player not drinking tonight gets a forfeit. */
  drink: boolean;
  /** The prompt pairs people up romantically or sexually, so a taken player is never paired. */
  flirty: boolean;
}

/** A Danish pack: the English pack's id, tone, premium and 18+ flags; Danish words throughout. */
export interface DanishPackSource extends Omit<PromptPackSource, 'lists'> {
  lang: 'da';
  /** The same lists as the English pack (truth-or-dare: truths, then dares). */
  lists: DanishPrompt[][];
}

/** The tags of a Danish prompt, in the form the games use for every prompt. */
export function danishPromptTags(prompt: DanishPrompt): ReadonlySet<PromptTag> {
  const tags = new Set<PromptTag>();
  if (prompt.drink) tags.add('drink');
  if (prompt.flirty) tags.add('flirty');
  return tags;
}
