import { LIMITS } from '../../../sync';
import { t } from '../../lib/i18n';
import type { PackMetadata, PackPrompt } from './pack-format';

// docs/spec/editor.md, word for word. Lengths beyond the limits cannot be typed (inputs carry maxLength), so
// only emptiness is checked here, as the spec does. The game type is this app's addition to the
// spec's details (docs/spec/editor.md "The game a pack is for"), worded like the others.

// Each message in the page's language, read when a check runs (the catalogue's editor.error.*).
export const MESSAGES = {
  get game() {
    return t('editor.error.game');
  },
  get name() {
    return t('editor.error.name');
  },
  get description() {
    return t('editor.error.description');
  },
  get author() {
    return t('editor.error.author');
  },
  get noPrompts() {
    return t('editor.error.noPrompts');
  },
  get promptText() {
    return t('editor.error.promptText');
  },
  get noPackId() {
    return t('editor.error.noPackId');
  },
};

export const PROMPT_MAX_CHARS = LIMITS.promptChars;
export const MAX_PROMPTS = LIMITS.promptsPerPack;
export const NAME_MAX_CHARS = LIMITS.packNameChars;
export const DESCRIPTION_MAX_CHARS = LIMITS.packDescriptionChars;
export const AUTHOR_MAX_CHARS = LIMITS.packAuthorChars;
export const TAG_MAX_CHARS = LIMITS.tagChars;
export const MAX_TAGS = LIMITS.tagsPerPack;

export interface DetailErrors {
  game?: string;
  name?: string;
  description?: string;
  author?: string;
}

export interface PromptErrors {
  /** The whole list: "You need to add at least one prompt". */
  list?: string;
  /** By prompt index: "Prompt text is required". */
  prompts: Map<number, string>;
}

const blank = (value: string): boolean => value.trim() === '';

export function validateDetails(
  metadata: Pick<PackMetadata, 'name' | 'description' | 'author' | 'game'>,
): DetailErrors {
  const errors: DetailErrors = {};
  if (!metadata.game) errors.game = MESSAGES.game;
  if (blank(metadata.name)) errors.name = MESSAGES.name;
  if (blank(metadata.description)) errors.description = MESSAGES.description;
  if (blank(metadata.author)) errors.author = MESSAGES.author;
  return errors;
}

export function validatePrompts(prompts: readonly PackPrompt[]): PromptErrors {
  const errors: PromptErrors = { prompts: new Map() };
  if (prompts.length === 0) errors.list = MESSAGES.noPrompts;
  prompts.forEach((prompt, index) => {
    if (blank(prompt.text)) errors.prompts.set(index, MESSAGES.promptText);
  });
  return errors;
}

export function hasDetailErrors(errors: DetailErrors): boolean {
  return Boolean(errors.game ?? errors.name ?? errors.description ?? errors.author);
}

export function hasPromptErrors(errors: PromptErrors): boolean {
  return errors.list !== undefined || errors.prompts.size > 0;
}

/** docs/spec/editor.md: a save needs a pack id. Returns the message to show, or null. */
export function validateSave(pack: { metadata: { id: string } } | null | undefined): string | null {
  return pack?.metadata.id ? null : MESSAGES.noPackId;
}
