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
  /** At a table of phones (./table.ts): the table's code, whether this is the host's phone (it
   * plays the turns) and, on the host's, whether the code is still up for the others to scan.
   * On every other phone `shown` is the round it is on. */
  table: v.optional(
    v.nullable(v.object({ code: v.string(), host: v.boolean(), showing: v.boolean() })),
    null,
  ),
  ...endingFields,
});

export type CategorySession = v.InferOutput<typeof sessionSchema>;

export const parseSession = parserFor(sessionSchema);
