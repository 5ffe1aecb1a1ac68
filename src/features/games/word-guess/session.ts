import * as v from 'valibot';
import { WORD_DIFFICULTIES } from '../../../content/games/word-guess';
import { count, endingFields, parserFor } from '../core/session';
import { MAX_QUESTIONS } from './rules';

/** The game's id in the registry, its saved session's key. */
export const GAME = 'word-guess';

// Word guess keeps the round in play (the word, every answer and guess) and the rounds played,
// so a reload mid-round keeps the count and the word.

const entrySchema = v.variant('kind', [
  v.object({ kind: v.literal('question'), reply: v.picklist(['yes', 'no', 'sort-of']) }),
  v.object({
    kind: v.literal('guess'),
    text: v.string(),
    by: v.nullable(v.string()),
    right: v.boolean(),
  }),
]);

const outcomeSchema = v.nullable(
  v.variant('kind', [
    v.object({ kind: v.literal('guessed'), by: v.nullable(v.string()) }),
    v.object({ kind: v.literal('stumped') }),
  ]),
);

export const roundSchema = v.object({
  word: v.pipe(v.string(), v.minLength(1)),
  categoryId: v.string(),
  difficulty: v.picklist(WORD_DIFFICULTIES),
  holder: v.nullable(v.string()),
  entries: v.pipe(v.array(entrySchema), v.maxLength(MAX_QUESTIONS)),
  outcome: outcomeSchema,
});

export type WordRound = v.InferOutput<typeof roundSchema>;

/** At a table of phones (./table.ts): the code's QR text, this phone's seat (null until the host
 * picks theirs), whether it made the table, the round (0 for round 1) and every seat's points;
 * `phase` is where this phone is in the round (`code`: the host shows its code; `ready`: the
 * holder has not looked yet; `asking`: questions; `enter`: a watcher taps who scored), and
 * `log` the holder's count of this round's questions (empty on every other phone). */
export const tableSchema = v.object({
  code: v.string(),
  seat: v.nullable(count),
  host: v.boolean(),
  turn: count,
  scores: v.array(count),
  phase: v.picklist(['code', 'ready', 'asking', 'enter']),
  log: v.object({
    entries: v.pipe(v.array(entrySchema), v.maxLength(MAX_QUESTIONS)),
    outcome: outcomeSchema,
  }),
});

export type WordGuessTable = v.InferOutput<typeof tableSchema>;

export const sessionSchema = v.object({
  kind: v.literal('word-guess'),
  /** setup: choosing; secret: the holder reads the word; asking: questions; reveal: the end of a round. */
  phase: v.picklist(['setup', 'secret', 'asking', 'reveal']),
  /** A category id, or 'any'. */
  categoryId: v.string(),
  difficulty: v.picklist(WORD_DIFFICULTIES),
  holder: v.nullable(v.string()),
  round: v.nullable(roundSchema),
  /** Rounds finished in this game, oldest first. */
  played: v.array(roundSchema),
  scores: v.record(v.string(), count),
  /** Absent on one phone. */
  table: v.optional(tableSchema),
  ...endingFields,
});

export type WordGuessSession = v.InferOutput<typeof sessionSchema>;

export const parseSession = parserFor(sessionSchema);

export function freshSession(): WordGuessSession {
  return {
    kind: 'word-guess',
    phase: 'setup',
    categoryId: 'any',
    difficulty: 'easy',
    holder: null,
    round: null,
    played: [],
    scores: {},
    picked: {},
    ended: false,
  };
}
