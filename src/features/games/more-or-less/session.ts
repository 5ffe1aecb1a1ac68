import * as v from 'valibot';
import { count, endingFields, parserFor } from '../core/session';
import { MAX_TEAMS, TEAM_NAME_MAX } from './rules';

// More or less keeps one session for its three pages (team select, game, ending): the teams,
// the settings, the card on the table and every answer given, so a reload resumes mid-card.

const positive = v.pipe(v.number(), v.finite(), v.gtValue(0));

export const teamSchema = v.object({
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(TEAM_NAME_MAX)),
  players: v.array(v.string()),
  score: count,
});

export type MolTeam = v.InferOutput<typeof teamSchema>;

export const cardSchema = v.object({
  factId: v.string(),
  /** The decoy on the card, never the answer. */
  shown: positive,
  call: v.nullable(v.picklist(['more', 'less'])),
});

export type MolCard = v.InferOutput<typeof cardSchema>;

export const answerSchema = v.object({
  round: count,
  team: count,
  factId: v.string(),
  shown: positive,
  call: v.picklist(['more', 'less']),
  right: v.boolean(),
});

export type MolAnswer = v.InferOutput<typeof answerSchema>;

export const ROUND_CHOICES = [3, 5, 8, 10] as const;
export const CARD_CHOICES = [1, 2, 3] as const;
export const CAP_CHOICES = [3, 5, 10] as const;

export const sessionSchema = v.object({
  kind: v.literal('more-or-less'),
  /** Empty until the teams are chosen; the game page sends the table to team select until then. */
  teams: v.pipe(v.array(teamSchema), v.maxLength(MAX_TEAMS)),
  rounds: v.pipe(count, v.minValue(1), v.maxValue(20)),
  /** Cards each team answers per round. */
  cardsPerTurn: v.pipe(count, v.minValue(1), v.maxValue(5)),
  /** Sips, or forfeits for a table without alcohol. */
  drinking: v.boolean(),
  /** The most a losing team owes at the end. */
  cap: v.pipe(count, v.minValue(1), v.maxValue(20)),
  /** The round being played, from 1; 0 before the first card. */
  round: count,
  /** Cards answered this round. */
  turn: count,
  phase: v.picklist(['call', 'reveal', 'round-over']),
  card: v.nullable(cardSchema),
  /** Points per team this round, in team order. */
  roundPoints: v.array(count),
  /** Facts already dealt in this game, so none comes back before the deck runs out. */
  used: v.array(v.string()),
  answers: v.array(answerSchema),
  ...endingFields,
});

export type MolSession = v.InferOutput<typeof sessionSchema>;

export const parseSession = parserFor(sessionSchema);

export function freshSession(): MolSession {
  return {
    kind: 'more-or-less',
    teams: [],
    rounds: 5,
    cardsPerTurn: 2,
    drinking: true,
    cap: 5,
    round: 0,
    turn: 0,
    phase: 'call',
    card: null,
    roundPoints: [],
    used: [],
    answers: [],
    picked: {},
    ended: false,
  };
}
