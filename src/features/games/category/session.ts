import * as v from 'valibot';
import {
  count,
  deadline,
  endingFields,
  parserFor,
  seconds,
  shownPromptSchema,
} from '../core/session';

export const sessionSchema = v.object({
  kind: v.literal('category'),
  prompt: v.nullable(shownPromptSchema),
  /** Index into the players still in, of whose turn it is. */
  turn: count,
  shown: count,
  /** Players out of the current category. */
  out: v.array(v.string()),
  /** The running turn's deadline; null when the clock is stopped. */
  turnEndsAt: deadline,
  turnSeconds: seconds,
  /** Categories won per player. */
  wins: v.optional(v.record(v.string(), count), {}),
  /** Categories to play before the winner is called; 0 plays on until End game. */
  rounds: v.optional(count, 5),
  ...endingFields,
});

export type CategorySession = v.InferOutput<typeof sessionSchema>;

export const parseSession = parserFor(sessionSchema);
