import * as v from 'valibot';
import type { PartyCardType } from '../../../content/games/party-stream';
import { DRAW_GAME_IDS, type DrawGameId } from '../definitions';
import { forfeitSchema } from './player-flags';

// What a game in progress keeps (one gameSessions row per game). Everything needed to continue
// after a reload is here, timers as absolute end times so a reload does not restart the clock.
// Each game's folder has a `session.ts` with its valibot schema; the shared pieces live here.

const count = v.pipe(v.number(), v.finite(), v.integer(), v.minValue(0));
/** A deadline in ms since the epoch, or null while no clock runs. */
export const deadline = v.nullable(v.pipe(v.number(), v.finite()));
export const seconds = v.pipe(v.number(), v.finite(), v.minValue(1), v.maxValue(600));
export { count };

/** Who was picked and whether the game is over: every game's recap reads these. */
export const endingFields = {
  picked: v.optional(v.record(v.string(), count), {}),
  ended: v.optional(v.boolean(), false),
};

/** The games a card on a prompt table can come from: the draw games, and in Mix Party stream. */
export type CardGameId = DrawGameId | 'party-stream';
export const CARD_GAME_IDS: readonly CardGameId[] = [...DRAW_GAME_IDS, 'party-stream'];

// Party stream's card types, named here without loading its cards (the compiler checks the list).
const PARTY_TYPES = {
  task: 1,
  vote: 1,
  duel: 1,
  'mini-game': 1,
  rule: 1,
  everyone: 1,
} satisfies Record<PartyCardType, 1>;
const PARTY_CARD_TYPE_IDS = Object.keys(PARTY_TYPES) as PartyCardType[];

/** A rule in play (Party stream's rule cards, in its own game and in Mix), names filled in. */
export const activeRuleSchema = v.object({
  /** The card number that started it (unique in a game). */
  id: count,
  text: v.string(),
  /** "The rule is over: …", shown by itself when it runs out. */
  end: v.string(),
  /** Cards still to come before it is over: it ends as the `left`-th next card is dealt. */
  left: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)),
});

export type ActiveRule = v.InferOutput<typeof activeRuleSchema>;

export const shownPromptSchema = v.object({
  game: v.picklist(CARD_GAME_IDS),
  /** A Party stream card (dealt in Mix): its type, which gives its label and look. */
  card: v.optional(v.picklist(PARTY_CARD_TYPE_IDS)),
  list: count,
  /** The raw prompt text, as drawn and as remembered. */
  text: v.string(),
  packId: v.string(),
  packName: v.string(),
  /** Whose turn it is, when names were entered. */
  player: v.nullable(v.string()),
  /** The name put into the `{player}` slot (null: "the player on your left"). */
  named: v.nullable(v.string()),
  /** The name put into a `{player2}` slot (null: "the player on your right"); absent in rows
   * stored before second slots existed. */
  named2: v.optional(v.nullable(v.string())),
  /** A drink prompt for someone not drinking tonight: what they do instead. Absent in older rows. */
  forfeit: v.optional(v.nullable(forfeitSchema)),
  /** A card the whole table may sip on: each player not drinking tonight's forfeit. Absent in
   * older rows. */
  forfeits: v.optional(v.array(forfeitSchema)),
});

export type ShownPrompt = v.InferOutput<typeof shownPromptSchema>;

/** Truth or dare at a table of phones (truth-or-dare/table.ts): the table code and this phone's
 * seat. The session's `turn` is the table's turn. */
export const promptTableSchema = v.object({
  /** The table code's QR text (its seed deals every card). */
  code: v.string(),
  /** The seat this phone plays; null until the host picks theirs. */
  seat: v.nullable(count),
  /** This phone made the table. */
  host: v.boolean(),
  /** On the phone whose turn it is: Truth (0) or Dare (1) once chosen, else null. */
  choice: v.nullable(v.picklist([0, 1])),
});

export type PromptTable = v.InferOutput<typeof promptTableSchema>;

/** Never have I ever, most likely to, truth or dare and mix: one prompt at a time. */
export const promptSessionSchema = v.object({
  kind: v.literal('prompt'),
  prompt: v.nullable(shownPromptSchema),
  /** Turns taken; the player is players[turn % players.length]. */
  turn: count,
  /** Prompts shown in this game, for the quote rhythm and the counter. */
  shown: count,
  /** Truth or dare: waiting for the player to choose. */
  choosing: v.boolean(),
  /** Mix: the Party stream rules in play, oldest first. Absent in older rows. */
  rules: v.optional(v.array(activeRuleSchema)),
  /** Mix: the end lines of the rules that ran out as the card on screen was dealt. */
  over: v.optional(v.array(v.string())),
  /** Truth or dare at a table of phones. Absent on one phone. */
  table: v.optional(promptTableSchema),
  ...endingFields,
});

export type PromptSession = v.InferOutput<typeof promptSessionSchema>;

/**
 * A parser for stored sessions: a row from an older build or a broken write gives null, and the
 * game starts fresh instead of crashing the page.
 */
export function parserFor<S extends v.GenericSchema>(
  schema: S,
): (raw: unknown) => v.InferOutput<S> | null {
  return (raw) => {
    const result = v.safeParse(schema, raw);
    return result.success ? result.output : null;
  };
}

export const parsePromptSession = parserFor(promptSessionSchema);
