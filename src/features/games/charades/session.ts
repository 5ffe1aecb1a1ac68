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
  /**
   * ready: the next team is up; playing: the countdown, then the clock; paused; review: time is
   * up and the table checks the turn's words. turn-over is from older builds (read as review).
   */
  phase: v.picklist(['ready', 'playing', 'paused', 'review', 'turn-over']),
  turnEndsAt: deadline,
  /** When the turn's 3-2-1 ends and the clock starts (absent in rows from before the countdown). */
  startsAt: v.optional(deadline, null),
  /** While paused, the ms that were left on the clock (the deadline is null then). */
  pausedLeftMs: v.optional(v.nullable(count), null),
  turnSeconds: seconds,
  word: v.nullable(shownPromptSchema),
  /** The words of this turn so far, each got or passed (absent in older rows). */
  words: v.optional(
    v.array(v.object({ prompt: shownPromptSchema, result: v.picklist(['got', 'passed']) })),
    [],
  ),
  /** Tilting the phone counts as Got it / Pass (asked on this device with Use tilt). */
  tilt: v.optional(v.boolean(), false),
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
