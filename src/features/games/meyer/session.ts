import * as v from 'valibot';
import { count, parserFor } from '../core/session';
import { PRESET_IDS } from './rules';

// What a Meyer game keeps between reloads. The dice under the cup are stored (a reload must not
// reroll them) but the page never shows them without a deliberate peek or a lift.

const die = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6));
const roll = v.pipe(v.number(), v.integer(), v.minValue(11), v.maxValue(66));

export const resultSchema = v.object({
  /** The cup was lifted, or the player facing a Meyer gave up without looking. */
  kind: v.picklist(['lift', 'give-up']),
  round: count,
  call: roll,
  /** What was really under the cup (null when nobody looked). */
  dice: v.nullable(roll),
  announcer: v.string(),
  /** Who lifted or gave up. */
  challenger: v.string(),
  /** The call was passed on blind. */
  blind: v.boolean(),
  truthful: v.boolean(),
  doubtedMeyer: v.boolean(),
  loser: v.string(),
  lives: count,
  /** The loser has no lives left. */
  out: v.boolean(),
});

export type MeyerResult = v.InferOutput<typeof resultSchema>;

export const PHASES = ['setup', 'roll', 'announce', 'cover', 'respond', 'result', 'over'] as const;
export type MeyerPhase = (typeof PHASES)[number];

/**
 * Meyer at a table of phones, each its own dice cup (./cup.tsx): the table code (seats, ranking,
 * lives), this phone's seat and turn count, and the dice under this phone's cup. Each phone rolls
 * its own dice (the call is spoken, so nothing needs to agree but whose turn it is).
 */
export const cupSchema = v.object({
  code: v.string(),
  seat: v.nullable(count),
  host: v.boolean(),
  /** Turns taken at the table, as this phone has followed them; the turn is seat turn % seats. */
  turn: count,
  /** code: the host shows the code; cup: this phone is a cup. */
  phase: v.picklist(['code', 'cup']),
  dice: v.nullable(v.tuple([die, die])),
  /** under: rolled, hidden unless peeked; down: the cup is down (face down or tapped); lifted:
   * shown to the table. */
  cup: v.picklist(['empty', 'under', 'down', 'lifted']),
  /** The call standing on the table, tapped on every phone as it is said (null: a new round). */
  call: v.optional(v.nullable(roll), null),
  /** The seat that made the standing call (whose cup a lift opens). */
  caller: v.optional(v.nullable(count), null),
  /** Lives left per seat, as every phone has tapped the rounds' losers (empty: the code's). */
  lives: v.optional(v.array(count), []),
});

export type MeyerCup = v.InferOutput<typeof cupSchema>;

export const sessionSchema = v.object({
  kind: v.literal('meyer'),
  phase: v.picklist(PHASES),
  preset: v.picklist(PRESET_IDS),
  /** Lives each player starts with, 1–9. */
  startLives: v.pipe(count, v.minValue(1), v.maxValue(9)),
  /** Lives lost by whoever doubts a real Meyer, 1–3. */
  meyerCost: v.pipe(count, v.minValue(1), v.maxValue(3)),
  /** Seat order, fixed when the game starts. */
  players: v.array(v.string()),
  lives: v.record(v.string(), count),
  /** The seat holding the phone. */
  seat: count,
  /** The two dice under the cup, or null before the first shake of a round. */
  dice: v.nullable(v.tuple([die, die])),
  /** The value standing on the table, or null at the start of a round. */
  call: v.nullable(roll),
  announcer: v.nullable(v.string()),
  /** The standing call was passed on without rolling or looking. */
  blind: v.boolean(),
  /** Rounds finished (a round ends when the cup is lifted or someone gives up). */
  round: count,
  result: v.nullable(resultSchema),
  /** Every finished round, oldest first (the recap's story). */
  log: v.array(resultSchema),
  /** Played with every phone its own cup (absent: one phone passed round). */
  table: v.optional(v.nullable(cupSchema), null),
});

export type MeyerSession = v.InferOutput<typeof sessionSchema>;

export const parseSession = parserFor(sessionSchema);
