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
});

export type MeyerSession = v.InferOutput<typeof sessionSchema>;

export const parseSession = parserFor(sessionSchema);
