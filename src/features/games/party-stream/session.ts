import * as v from 'valibot';
import { PARTY_CARD_TYPES } from '../../../content/games/party-stream';
import { LANGS } from '../../../lib/i18n';
import { forfeitSchema } from '../core/player-flags';
import { activeRuleSchema, count, endingFields, parserFor } from '../core/session';

// What a party stream game keeps between reloads: the card on screen with its names and
// forfeits, whose turn it is, the rules in play with the cards each has left, the rules that ran
// out on this card, the length chosen and the tallies the recap reads.

export const partyShownSchema = v.object({
  /** The card as written, with its slots; names are filled in when it is shown. */
  text: v.string(),
  type: v.picklist(PARTY_CARD_TYPES),
  tags: v.array(v.picklist(['drink', 'flirty'])),
  packId: v.string(),
  packName: v.string(),
  explicit: v.boolean(),
  /** The player on turn: the `{player}` of the card. */
  player: v.nullable(v.string()),
  /** The second name, for `{player2}`; never the same person as `player`. */
  player2: v.nullable(v.string()),
  /** For each player not drinking tonight whom the card makes sip: what they do instead. */
  forfeits: v.array(forfeitSchema),
  /**
   * The language of a card from a player's own pack, which its lead-ins follow; absent: the
   * page's (the built-in decks, and cards stored before packs had a language).
   */
  lang: v.optional(v.picklist(LANGS)),
});

export type PartyShown = v.InferOutput<typeof partyShownSchema>;

export { activeRuleSchema, type ActiveRule } from '../core/session';

export const sessionSchema = v.object({
  kind: v.literal('party-stream'),
  card: v.nullable(partyShownSchema),
  turn: count,
  /** Cards dealt in this game. */
  shown: count,
  /** Rounds chosen (a card for each player per round); null: no limit. */
  rounds: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50))),
  /** Cards this game plays, fixed by the first card; null until then or with no limit. */
  target: v.nullable(count),
  /** The rules in play, oldest first. */
  rules: v.array(activeRuleSchema),
  /** The end lines of the rules that ran out as the card on screen was dealt. */
  over: v.array(v.string()),
  /** Cards dealt per type. */
  types: v.record(v.string(), count),
  ...endingFields,
});

export type PartySession = v.InferOutput<typeof sessionSchema>;

export const parseSession = parserFor(sessionSchema);
