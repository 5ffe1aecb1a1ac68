import * as v from 'valibot';
import { SQUIFFY_KINDS } from '../../../content/games/squiffy';
import { LANGS } from '../../../lib/i18n';
import { forfeitSchema } from '../core/player-flags';
import { count, endingFields, parserFor } from '../core/session';

// What a Squiffy game keeps between reloads: the card on screen with its names, whose turn it
// is, the chosen length, the user's packs in play, and the tallies the recap reads. `picked`
// (shared by every game's recap) counts how often each player was named on a card.

export const squiffyShownSchema = v.object({
  /** The card as written, with its slots; names are filled in when it is shown. */
  text: v.string(),
  kind: v.picklist(SQUIFFY_KINDS),
  tags: v.optional(v.array(v.string()), []),
  packId: v.string(),
  packName: v.string(),
  explicit: v.boolean(),
  /** The player whose turn it is: the `{player}` of the card. */
  player: v.nullable(v.string()),
  /** The second name, for `{player2}`; never the same person as `player`. */
  player2: v.nullable(v.string()),
  /**
   * A drink card for a player who is not drinking tonight: what they do instead, shown in place
   * of the card (older games stored none).
   */
  forfeit: v.optional(v.nullable(forfeitSchema), null),
  /**
   * A drink vote anyone may be picked for: the forfeit of each player not drinking tonight, should
   * the table pick them (older games stored none).
   */
  forfeits: v.optional(v.array(forfeitSchema), []),
  /**
   * The language of a card from a player's own pack, which its lead-ins follow; absent: the
   * page's (the built-in decks, and cards stored before packs had a language).
   */
  lang: v.optional(v.picklist(LANGS)),
});

export type SquiffyShown = v.InferOutput<typeof squiffyShownSchema>;

export const sessionSchema = v.object({
  kind: v.literal('squiffy'),
  card: v.nullable(squiffyShownSchema),
  turn: count,
  /** Cards dealt in this game. */
  shown: count,
  /** Rounds chosen (a card for each player per round); null: no limit. */
  rounds: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50))),
  /** Cards this game plays, fixed by the first card; null until then or with no limit. */
  target: v.nullable(count),
  /** The user's own packs chosen for this game, by pack id. */
  ownPacks: v.optional(v.array(v.string()), []),
  /** Deal from the user's packs alone (when one of them can play). */
  onlyOwn: v.optional(v.boolean(), false),
  /** Cards dealt per kind. */
  kinds: v.optional(v.record(v.string(), count), {}),
  /** At a table of phones (./table.ts): the table code's QR text, this phone's seat (null until
   * the host picks theirs) and whether it made the table. The session's `turn` is the table's.
   * Absent on one phone. */
  table: v.optional(v.object({ code: v.string(), seat: v.nullable(count), host: v.boolean() })),
  ...endingFields,
});

export type SquiffySession = v.InferOutput<typeof sessionSchema>;
export type SquiffyTableSeat = NonNullable<SquiffySession['table']>;

export const parseSession = parserFor(sessionSchema);
