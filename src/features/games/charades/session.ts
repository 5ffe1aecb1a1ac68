import * as v from 'valibot';
import {
  count,
  deadline,
  endingFields,
  parserFor,
  seconds,
  shownPromptSchema,
} from '../core/session';

export const teamSchema = v.object({ name: v.string(), score: count });

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
  ...endingFields,
});

export type CharadesSession = v.InferOutput<typeof sessionSchema>;

export const parseSession = parserFor(sessionSchema);
