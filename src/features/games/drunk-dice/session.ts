import * as v from 'valibot';
import { count, parserFor } from '../core/session';
import { RULE_MAX } from './rules';

// What a drunk-dice table keeps between reloads: the last roll and the rule made by a
// "make a rule" roll, which stays on screen until another one replaces it.

const die = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6));

export const sessionSchema = v.object({
  kind: v.literal('drunk-dice'),
  /** The dice of the last roll (one or two), or null before the first. */
  last: v.nullable(v.pipe(v.array(die), v.minLength(1), v.maxLength(2))),
  rolls: count,
  /** The rule the table made, shown until replaced. */
  madeRule: v.nullable(v.pipe(v.string(), v.maxLength(RULE_MAX))),
  /** The last roll asks for a new rule and it has not been written yet. */
  awaitingRule: v.boolean(),
  /**
   * What a player not drinking tonight does instead, if the last roll's rule has them drink;
   * drawn with the roll so a reload shows the same (older sessions stored none).
   */
  forfeit: v.optional(v.nullable(v.string()), null),
  /** Who rolled the last roll, when names were entered (older sessions stored none). */
  roller: v.optional(v.nullable(v.string()), null),
});

export type DrunkDiceSession = v.InferOutput<typeof sessionSchema>;

export const parseSession = parserFor(sessionSchema);

export function freshSession(): DrunkDiceSession {
  return {
    kind: 'drunk-dice',
    last: null,
    rolls: 0,
    madeRule: null,
    awaitingRule: false,
    forfeit: null,
    roller: null,
  };
}
