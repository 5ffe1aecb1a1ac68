import { loadLang, setCurrentLang } from '../../../lib/i18n';
import { describe, expect, it } from 'vitest';
import { categorySets } from '../../../content/games/country-island-city';
import {
  isValidAnswer,
  markOf,
  nextLetter,
  nextMark,
  normaliseAnswer,
  scoreMarks,
  scoreRound,
  type CellMark,
  scoresShown,
  seatName,
  UNNAMED_SEATS,
} from './rules';
import { seededWords } from '../../../lib/random';
import { DEFAULT_CIC_RULES } from './session';

describe('country-island-city scoring', () => {
  const players = ['Ana', 'Bo', 'Cy'];

  it('gives 10 for a unique answer, 5 for a shared one, 20 for the only answer', () => {
    const result = scoreRound(
      'B',
      players,
      3,
      {
        Ana: ['Belgium', 'Bali', 'Berlin'],
        Bo: ['belgium ', 'Borneo', ''],
        Cy: ['Brazil', '', 'Paris'],
      },
      DEFAULT_CIC_RULES,
    );
    expect(result.points).toEqual({ Ana: [5, 10, 20], Bo: [5, 10, 0], Cy: [10, 0, 0] });
    expect(result.totals).toEqual({ Ana: 35, Bo: 15, Cy: 10 });
  });

  it('uses configured points', () => {
    const result = scoreRound(
      'A',
      ['x', 'y'],
      1,
      { x: ['Austria'], y: ['Angola'] },
      {
        unique: 3,
        shared: 1,
        only: 7,
      },
    );
    expect(result.totals).toEqual({ x: 3, y: 3 });
    expect(
      scoreRound('A', ['x', 'y'], 1, { x: ['Austria'], y: [''] }, { unique: 3, shared: 1, only: 7 })
        .totals,
    ).toEqual({ x: 7, y: 0 });
  });

  it('compares answers without case, spacing or accents, and needs the letter', () => {
    expect(normaliseAnswer('  Zürich  ')).toBe('zurich');
    expect(isValidAnswer('Ísland', 'I')).toBe(true);
    expect(isValidAnswer('Oslo', 'I')).toBe(false);
    expect(isValidAnswer('   ', 'I')).toBe(false);
  });

  it('deals only playable letters and every letter once before repeating', () => {
    const set = categorySets[0]!;
    let used: string[] = [];
    const seen: string[] = [];
    const words = seededWords(3);
    for (let i = 0; i < set.letters.length; i++) {
      const next = nextLetter(set.letters, used, words);
      used = next.used;
      seen.push(next.letter);
    }
    expect([...seen].sort().join('')).toBe(set.letters);
    const again = nextLetter(set.letters, used, words);
    expect(set.letters).toContain(again.letter);
    expect(again.used).toEqual([again.letter]);
  });
});

describe('scoring by marking cells (G7)', () => {
  const players = ['Ana', 'Bo', 'Cy'];

  it('cycles a cell through none, unique and shared with each tap', () => {
    expect(nextMark('none')).toBe('unique');
    expect(nextMark('unique')).toBe('shared');
    expect(nextMark('shared')).toBe('none');
  });

  it('scores unique 10, shared 5, none 0, and the only answer in a column 20', () => {
    const marks: Record<string, CellMark[]> = {
      Ana: ['unique', 'shared', 'unique'],
      Bo: ['unique', 'shared', 'none'],
      Cy: ['none', 'none', 'none'],
    };
    const result = scoreMarks('P', players, 3, marks, DEFAULT_CIC_RULES);
    expect(result.points).toEqual({ Ana: [10, 5, 20], Bo: [10, 5, 0], Cy: [0, 0, 0] });
    expect(result.totals).toEqual({ Ana: 35, Bo: 15, Cy: 0 });
    expect(result.letter).toBe('P');
  });

  it('reads an unmarked cell, or a player with no marks, as none', () => {
    const result = scoreMarks('S', players, 2, { Ana: ['unique'] }, DEFAULT_CIC_RULES);
    expect(result.points).toEqual({ Ana: [20, 0], Bo: [0, 0], Cy: [0, 0] });
    expect(markOf({}, 'Bo', 1)).toBe('none');
  });
});

describe('a table with no names on a Danish page (issue 39)', () => {
  it('shows the two unnamed seats in the page’s language, stored games too, and names as typed', async () => {
    await loadLang('da');
    // Stored as every build has stored them: "Player 1" and "Player 2" hold the answers and points.
    const stored = { 'Player 1': 3, 'Player 2': 5 };
    expect(UNNAMED_SEATS).toEqual(Object.keys(stored));
    setCurrentLang('da');
    try {
      expect(UNNAMED_SEATS.map(seatName)).toEqual(['Spiller 1', 'Spiller 2']);
      expect(scoresShown(stored)).toEqual({ 'Spiller 1': 3, 'Spiller 2': 5 });
      expect(seatName('Ann')).toBe('Ann');
    } finally {
      setCurrentLang('en');
    }
    expect(UNNAMED_SEATS.map(seatName)).toEqual(['Player 1', 'Player 2']);
  });
});
