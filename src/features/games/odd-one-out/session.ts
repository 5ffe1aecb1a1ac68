import * as v from 'valibot';
import { count, endingFields, parserFor } from '../core/session';

// What a game of Odd one out keeps between reloads. The table itself (seed, seats, settings) is
// the table code's text, so a phone that reloads mid-round rebuilds every round from it and comes
// back to its own seat; the scores and the round are this phone's record of the night.

export const PHASES = ['setup', 'code', 'roles', 'asking', 'reveal'] as const;
export type OddOneOutPhase = (typeof PHASES)[number];

const outcome = v.picklist(['caught', 'guessed', 'escaped']);

export const sessionSchema = v.object({
  kind: v.literal('odd-one-out'),
  /** One phone passed round, or every phone showing only its own seat (the table code). */
  mode: v.picklist(['pass', 'table']),
  phase: v.picklist(PHASES),
  /** Rounds in a game; 0 plays until End game. */
  rounds: v.picklist([3, 5, 8, 0]),
  /** 1 everyone, 2 cheeky too, 3 adults too. */
  spice: v.picklist([1, 2, 3]),
  /** The table code's QR text once the game has started (its seed deals every round). */
  table: v.nullable(v.string()),
  /** Table mode: the seat this phone plays; null until chosen. */
  seat: v.nullable(count),
  /** This phone made the table. */
  host: v.boolean(),
  /** Rounds played so far; the round on the table is this one (0-based). */
  round: count,
  /** One phone passed round: how many seats have looked at their word this round. */
  looked: count,
  /** Points per seat. */
  scores: v.array(count),
  /** How each round played so far ended. */
  log: v.array(v.object({ round: count, outcome })),
  ...endingFields,
});

export type OddOneOutSession = v.InferOutput<typeof sessionSchema>;

export const parseSession = parserFor(sessionSchema);

export function freshSession(): OddOneOutSession {
  return {
    kind: 'odd-one-out',
    mode: 'pass',
    phase: 'setup',
    rounds: 5,
    spice: 2,
    table: null,
    seat: null,
    host: false,
    round: 0,
    looked: 0,
    scores: [],
    log: [],
    picked: {},
    ended: false,
  };
}
