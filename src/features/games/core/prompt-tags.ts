import type { PackTone } from '../../../content/games/types';
import { DRINK_MENTIONS, DRINK_PROMPTS, type PromptTag } from '../../../content/games/tags';

export type { PromptTag };

// The tags of a prompt: a tested rule over its words and its pack, with the reviewed exceptions
// of `src/content/games/tags.ts`. Every game (and the packs people make in the editor) is tagged
// the same way, so the player flags work wherever a prompt comes from.

/** Words that ask someone to drink. A reviewed mention in the content lists is left out. */
export const DRINK_WORDS = /\b(drinks?|sips?|shots?|chug\w*|bottoms up|down (it|your glass))\b/i;

/** Words that make a prompt romantic or sexual. */
export const FLIRTY_WORDS =
  /\b(kiss\w*|snog\w*|flirt\w*|crush(es)?|(a|your|first|worst|best|blind|dream|double|imaginary|perfect|second|hot) dates?|dating|romanc\w*|romantic\w*|seduc\w*|sexy|sexiest|sex|sexual\w*|attractive|hottest|make out|made out|making out|cuddl\w*|lap dance|massage\w*|naked|undress\w*|strip\w*|turn(s|ed)? (you |me |them )?on|one-night stand|hook(ed)? up|first base|pick-?up line|chat(ted)? up|love letter)\b/i;

/** Packs whose every prompt is written for romance or sex. */
const FLIRTY_TONES: ReadonlySet<PackTone> = new Set(['couples', 'spicy']);

const DRINK_SET = new Set(DRINK_PROMPTS);
const MENTION_SET = new Set(DRINK_MENTIONS);

export interface TaggedPack {
  /** 18+ packs are flirty throughout. */
  explicit: boolean;
  tone?: PackTone;
  /** Tags as data on every prompt (the Danish decks): used as they are, never guessed. */
  promptTags?: ReadonlyMap<string, readonly PromptTag[]>;
}

/** The tags of one prompt of `pack`. */
export function promptTags(text: string, pack: TaggedPack | undefined): ReadonlySet<PromptTag> {
  if (pack?.promptTags) return new Set(pack.promptTags.get(text) ?? []);
  const tags = new Set<PromptTag>();
  if (DRINK_SET.has(text) || (!MENTION_SET.has(text) && DRINK_WORDS.test(text))) tags.add('drink');
  if (
    pack?.explicit ||
    (pack?.tone !== undefined && FLIRTY_TONES.has(pack.tone)) ||
    FLIRTY_WORDS.test(text)
  ) {
    tags.add('flirty');
  }
  return tags;
}
