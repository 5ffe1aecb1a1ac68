import * as v from 'valibot';
import { count, deadline, parserFor, seconds, shownPromptSchema } from '../core/session';

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
});

export type CharadesSession = v.InferOutput<typeof sessionSchema>;

export const parseSession = parserFor(sessionSchema);
