// Tags on prompts, for the players the app knows about: `drink` (the prompt tells someone to
// drink, so a player who is not drinking tonight gets a forfeit instead) and `flirty` (the prompt
// pairs people up romantically, so it never pairs a taken player with someone else).
//
// Most tags come from a rule (`src/features/games/core/prompt-tags.ts`): the words in a prompt and
// the kind of pack it sits in. The lists below are the reviewed exceptions, each checked by
// `tags.test.ts` against the decks, so a prompt that mentions a drink is always a decision.

export type PromptTag = 'drink' | 'flirty';

/** Built-in prompts that tell someone to drink. */
export const DRINK_PROMPTS: readonly string[] = [
  'Hold your drink in your non-dominant hand until your next turn; each time you forget, take a sip.',
  'Let the group pick your next drink from whatever is already open.',
];

/** Built-in prompts that mention a drink but ask nobody to drink (reviewed, left untagged). */
export const DRINK_MENTIONS: readonly string[] = [
  'spilled a drink on a complete stranger',
  'played beer pong and missed every single shot',
  'Whose drink have you accidentally finished, and did you own up?',
  "How many times have you said 'just one more drink' and meant it?",
  'What drink order makes you judge someone instantly?',
  'Describe an imaginary date with {player}, from the first drink to goodnight.',
  "What's the best alcohol-free drink you have tasted?",
];

/**
 * What a player who is not drinking tonight does instead of a drink. Short, done on the spot,
 * never humiliating; each reads after "instead, ".
 */
export const FORFEITS: readonly string[] = [
  'do ten star jumps',
  'tell the table one thing you have never told them',
  'hold a plank while the next prompt is read',
  'give the player on your right a sincere compliment',
  'speak only in questions until your next turn',
  'hum a song until someone names it',
  'balance on one leg until your next turn',
  'let the table choose a word you must slip into every sentence until your next turn',
  'do your best impression of someone at the table',
  'eat something sour, or do ten squats',
];
