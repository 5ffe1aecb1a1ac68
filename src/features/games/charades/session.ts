import * as v from 'valibot';
import {
  count,
  deadline,
  endingFields,
  parserFor,
  seconds,
  shownPromptSchema,
} from '../core/session';

export const teamSchema = v.object({
  name: v.string(),
  score: count,
  /** Turns this team has played, so its actor rotates (rows from before this start at 0). */
  turns: v.optional(count, 0),
});

export type Team = v.InferOutput<typeof teamSchema>;

export const sessionSchema = v.object({
  kind: v.literal('charades'),
  teams: v.pipe(v.array(teamSchema), v.minLength(2)),
  team: count,
  phase: v.picklist(['ready', 'playing', 'turn-over']),
  turnEndsAt: deadline,
  turnSeconds: seconds,
  word: v.nullable(shownPromptSchema),
  got: count,
  skipped: count,
  shown: count,
  /** The score that wins; 0 plays on until End game. */
  target: v.optional(count, 10),
  /** The turn that just ended, shown on the score screen: the team, words got and skipped. */
  last: v.optional(v.nullable(v.object({ team: count, got: count, skipped: count })), null),
  ...endingFields,
});

export type CharadesSession = v.InferOutput<typeof sessionSchema>;

export const parseSession = parserFor(sessionSchema);
