import * as v from 'valibot';
import { count, deadline, parserFor, seconds, shownPromptSchema } from '../core/session';

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
});

export type CategorySession = v.InferOutput<typeof sessionSchema>;

export const parseSession = parserFor(sessionSchema);
