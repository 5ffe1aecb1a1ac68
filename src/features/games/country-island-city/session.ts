import * as v from 'valibot';
import { categorySets } from '../../../content/games/country-island-city';
import { count, deadline, endingFields, parserFor, seconds } from '../core/session';

export const rulesSchema = v.object({
  /** Points for an answer nobody else gave. */
  unique: count,
  /** Points for an answer someone else gave too. */
  shared: count,
  /** Points for the only answer in a category. */
  only: count,
});

export type CicRules = v.InferOutput<typeof rulesSchema>;

export const DEFAULT_CIC_RULES: CicRules = { unique: 10, shared: 5, only: 20 };

export const roundResultSchema = v.object({
  letter: v.string(),
  /** Points per player, one per category. */
  points: v.record(v.string(), v.array(count)),
  totals: v.record(v.string(), count),
});

export type CicRoundResult = v.InferOutput<typeof roundResultSchema>;

/** Everyone writing on their own phone (./table.ts): the table code, this phone's seat, and this
 * phone's own answers to the round under way, one per column. */
export const cicTableSchema = v.object({
  code: v.string(),
  seat: v.nullable(count),
  host: v.boolean(),
  mine: v.array(v.string()),
});

export type CicTable = v.InferOutput<typeof cicTableSchema>;

export const sessionSchema = v.object({
  kind: v.literal('cic'),
  setId: v.string(),
  phase: v.picklist(['ready', 'playing', 'scoring', 'summary']),
  letter: v.nullable(v.string()),
  usedLetters: v.array(v.string()),
  roundEndsAt: deadline,
  roundSeconds: seconds,
  players: v.array(v.string()),
  /** Typed answers per player (rounds scored before marking existed); kept for their summary. */
  answers: v.record(v.string(), v.array(v.string())),
  /** The table's marks per player, one per category: unique, shared or none (G7). */
  marks: v.optional(v.record(v.string(), v.array(v.picklist(['none', 'unique', 'shared']))), {}),
  totals: v.record(v.string(), count),
  round: count,
  last: v.nullable(roundResultSchema),
  rules: rulesSchema,
  /** Rounds in a game; 0 plays on until End game. */
  rounds: v.optional(count, 0),
  /** Played with everyone writing on their own phone (absent: one phone, answers on paper). */
  table: v.optional(v.nullable(cicTableSchema), null),
  ...endingFields,
});

export type CicSession = v.InferOutput<typeof sessionSchema>;

export const parseSession = parserFor(sessionSchema);

export function freshSession(): CicSession {
  return {
    kind: 'cic',
    setId: categorySets[0]?.id ?? 'classic',
    phase: 'ready',
    letter: null,
    usedLetters: [],
    roundEndsAt: null,
    roundSeconds: 90,
    players: [],
    answers: {},
    marks: {},
    totals: {},
    round: 0,
    last: null,
    rules: DEFAULT_CIC_RULES,
    rounds: 3,
    picked: {},
    ended: false,
    table: null,
  };
}
