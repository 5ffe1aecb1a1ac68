import type { PromptTag } from './tags';

// The shape of the built-in prompt library. Content files are data only; a schema test checks
// them (no duplicates, no empty strings, no filler text, minimum counts).

/** The mood a pack is written for; `sober` packs work without alcohol. */
export type PackTone =
  | 'classic'
  | 'party'
  | 'friends'
  | 'couples'
  | 'icebreakers'
  | 'spicy'
  | 'sober'
  | 'easy'
  | 'medium'
  | 'hard';

export interface PromptPackSource {
  /** Stable kebab-case id, unique within its game; stored state refers to packs by it. */
  id: string;
  /** Shown in the pack picker. */
  name: string;
  /** One sentence for the pack picker. */
  description: string;
  tone: PackTone;
  /** 18+ content. */
  explicit: boolean;
  /** Shown locked unless the profile is premium. */
  premium: boolean;
  /** 1 mild, 2 cheeky, 3 wild; the spice filter reads it. */
  spice: 1 | 2 | 3;
  /**
   * Lists of prompts. Truth-or-dare: list 0 truths, list 1 dares. Every other game: one list.
   * A prompt may contain the slot `{player}` once; the game fills it with another player's name,
   * or with "the player on your left" when no names were entered, so it must read well either way.
   */
  lists: string[][];
  /** The language of the prompts; English when absent. */
  lang?: 'en' | 'da';
  /**
   * Tags as data on every prompt, for decks that carry them (the Danish decks): the filters read
   * these and never guess from the words. Absent: the tags come from the tested English rule.
   */
  promptTags?: ReadonlyMap<string, readonly PromptTag[]>;
}

/** A column set for country-island-city: players write one answer per category. */
export interface CategorySetSource {
  id: string;
  name: string;
  description: string;
  /** Column headings, e.g. "Country", "City". 4 to 8 of them. */
  categories: string[];
  /** Upper-case letters that have answers in every category of this set. */
  letters: string;
  premium: boolean;
}

/** A short original line shown between prompts and on the end-of-round screen. */
export interface QuoteSource {
  text: string;
}
