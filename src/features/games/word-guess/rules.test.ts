import { loadLang, setCurrentLang } from '../../../lib/i18n';
import { describe, expect, it } from 'vitest';
import { seededWords } from '../../../lib/random';
import {
  answerQuestion,
  drawWord,
  isOver,
  makeGuess,
  MAX_QUESTIONS,
  nextHolder,
  questionsLeft,
  questionsUsed,
  roundPoints,
  scoreName,
  scoresShown,
  UNNAMED_HOLDER,
  sameWord,
  undoLast,
  type RoundLog,
} from './rules';
import { freshSession, parseSession } from './session';

const start: RoundLog = { entries: [], outcome: null };

function ask(log: RoundLog, times: number, reply: 'yes' | 'no' | 'sort-of' = 'no'): RoundLog {
  let next = log;
  for (let i = 0; i < times; i++) next = answerQuestion(next, reply);
  return next;
}

describe('counting the twenty questions', () => {
  it('plays to max_questions 20 (docs/spec/games.md)', () => {
    expect(MAX_QUESTIONS).toBe(20);
  });

  it('records yes, no and sort of, one question each', () => {
    const log = answerQuestion(answerQuestion(answerQuestion(start, 'yes'), 'no'), 'sort-of');
    expect(log.entries.map((e) => (e.kind === 'question' ? e.reply : e.kind))).toEqual([
      'yes',
      'no',
      'sort-of',
    ]);
    expect(questionsUsed(log)).toBe(3);
    expect(questionsLeft(log)).toBe(17);
    expect(isOver(log)).toBe(false);
  });

  it('ends at the twentieth question with the holder the winner, and counts no further', () => {
    const nineteen = ask(start, 19);
    expect(isOver(nineteen)).toBe(false);
    const twenty = answerQuestion(nineteen, 'yes');
    expect(twenty.outcome).toEqual({ kind: 'stumped' });
    expect(questionsUsed(twenty)).toBe(20);
    expect(answerQuestion(twenty, 'no')).toBe(twenty);
    expect(makeGuess(twenty, { text: 'cat', by: 'Ann', right: true })).toBe(twenty);
    expect(roundPoints(twenty, 'Ben')).toEqual({ Ben: 1 });
    expect(roundPoints(twenty, null)).toEqual({ [UNNAMED_HOLDER]: 1 });
  });

  it('shows the points of a holder nobody named in the page’s language, stored games too', async () => {
    await loadLang('da');
    // Stored as every build has stored it: a game saved before, or on the English page.
    const stored = { 'The holder': 2 };
    setCurrentLang('da');
    try {
      expect(scoresShown(stored)).toEqual({ Holderen: 2 });
      expect(scoreName('Ann')).toBe('Ann');
    } finally {
      setCurrentLang('en');
    }
    expect(scoresShown(stored)).toEqual({ 'The holder': 2 });
  });

  it('ends on a right guess, crediting the guesser', () => {
    const log = makeGuess(ask(start, 6), { text: ' penguin ', by: 'Ann', right: true });
    expect(log.outcome).toEqual({ kind: 'guessed', by: 'Ann' });
    expect(questionsUsed(log)).toBe(7);
    expect(log.entries.at(-1)).toEqual({ kind: 'guess', text: 'penguin', by: 'Ann', right: true });
    expect(roundPoints(log, 'Ben')).toEqual({ Ann: 1 });
    // Nobody said who guessed: no point for a made-up player, so "The askers" never wins.
    expect(roundPoints(makeGuess(start, { text: '', by: null, right: true }), 'Ben')).toEqual({});
  });

  it('a wrong guess uses up a question, and a wrong guess on the twentieth ends the round', () => {
    const log = makeGuess(ask(start, 2), { text: 'dog', by: null, right: false });
    expect(questionsUsed(log)).toBe(3);
    expect(isOver(log)).toBe(false);
    const last = makeGuess(ask(start, 19), { text: 'dog', by: 'Ann', right: false });
    expect(last.outcome).toEqual({ kind: 'stumped' });
  });

  it('undo takes back the last entry and reopens the round', () => {
    const done = makeGuess(ask(start, 4), { text: '', by: 'Ann', right: true });
    const back = undoLast(done);
    expect(questionsUsed(back)).toBe(4);
    expect(isOver(back)).toBe(false);
  });
});

describe('holders, words and guesses', () => {
  it('the guesser holds next; otherwise the next player round the table', () => {
    const players = ['Ann', 'Ben', 'Cy'];
    expect(nextHolder(players, 'Ann', { kind: 'guessed', by: 'Cy' })).toBe('Cy');
    expect(nextHolder(players, 'Cy', { kind: 'stumped' })).toBe('Ann');
    expect(nextHolder(players, null, null)).toBe('Ann');
    expect(nextHolder([], 'Ann', null)).toBeNull();
  });

  it('draws from the chosen category and difficulty, without repeats until it runs out', () => {
    const words = seededWords(4);
    const used: string[] = [];
    for (let i = 0; i < 12; i++) {
      const drawn = drawWord('animals', 'easy', used, words);
      expect(drawn?.categoryId).toBe('animals');
      expect(used).not.toContain(drawn?.word);
      used.push(drawn?.word ?? '');
    }
    expect(drawWord('animals', 'easy', used, words)?.categoryId).toBe('animals');
    expect(drawWord('nowhere', 'easy', [], words)).toBeNull();
    const any = new Set(
      Array.from({ length: 200 }, () => drawWord('any', 'hard', [], words)?.categoryId),
    );
    expect(any.size).toBeGreaterThan(3);
  });

  it('matches a typed guess loosely', () => {
    expect(sameWord('The Penguin!', 'penguin')).toBe(true);
    expect(sameWord('an  ice cream', 'ice cream')).toBe(true);
    expect(sameWord('pelican', 'penguin')).toBe(false);
    expect(sameWord('', 'penguin')).toBe(false);
  });

  it('a stored session that does not fit the schema starts fresh', () => {
    expect(parseSession(freshSession())).toEqual(freshSession());
    const tooLong = {
      ...freshSession(),
      round: {
        word: 'cat',
        categoryId: 'animals',
        difficulty: 'easy',
        holder: null,
        entries: Array.from({ length: 21 }, () => ({ kind: 'question', reply: 'no' })),
        outcome: null,
      },
    };
    expect(parseSession(tooLong)).toBeNull();
  });
});
