import * as v from 'valibot';
import { defaultTeamName } from './rules';
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

/**
 * Charades at a table of phones (./table.ts): the table code's text (seed, packs, seats,
 * settings), this phone's seat, and this phone's record of the turns. The words of a turn are
 * dealt from the code, so only their results are kept.
 */
export const tableSchema = v.object({
  code: v.string(),
  /** The seat this phone plays; null until chosen (the host chooses after showing the code). */
  seat: v.nullable(count),
  host: v.boolean(),
  /** Turns finished at this table, as this phone has followed them. */
  turn: count,
  /** Points per team. */
  scores: v.array(count),
  /**
   * code: the host shows the code; ready: the turn is up; playing: the clock runs (and on the
   * actor's phone, the words); review: the actor checks the turn's words; enter: another phone
   * takes the turn's points from the actor's phone.
   */
  phase: v.picklist(['code', 'ready', 'playing', 'review', 'enter']),
  startsAt: deadline,
  turnEndsAt: deadline,
  /** The actor's phone: each word of this turn, got or passed, in the order dealt. */
  results: v.array(v.picklist(['got', 'passed'])),
  /** The turn that just ended and its points, for the next turn's screen. */
  last: v.nullable(v.object({ turn: count, team: count, points: count })),
});

export type CharadesTable = v.InferOutput<typeof tableSchema>;

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
  /** Played at a table of phones, each showing only its own part (absent: one phone). */
  table: v.optional(v.nullable(tableSchema), null),
  ...endingFields,
});

export type CharadesSession = v.InferOutput<typeof sessionSchema>;

export const parseSession = parserFor(sessionSchema);

/** A new game on one phone: two teams, sixty seconds, playing to 10. */
export function freshSession(): CharadesSession {
  return {
    kind: 'charades',
    teams: [
      // Called by their places: stored as keys, shown in the page's language (rules.ts).
      { name: defaultTeamName(0), score: 0, turns: 0 },
      { name: defaultTeamName(1), score: 0, turns: 0 },
    ],
    team: 0,
    phase: 'ready',
    turnEndsAt: null,
    startsAt: null,
    pausedLeftMs: null,
    turnSeconds: 60,
    word: null,
    words: [],
    got: 0,
    skipped: 0,
    shown: 0,
    target: 10,
    last: null,
    tilt: false,
    table: null,
    picked: {},
    ended: false,
  };
}
