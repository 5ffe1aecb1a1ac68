import { describe, expect, it } from 'vitest';
import { FORFEITS } from '../../../content/games/tags';
import { forfeitFor } from '../core/player-flags';
import { namesLine, owedWords, roundPenaltyLines, teamPenalty } from './penalties';
import { owedAtEnd } from './rules';

const flags = {
  Dee: { sober: true, taken: false },
  Eve: { sober: true, taken: true },
  Ann: { sober: false, taken: true },
};
const owls = { name: 'Owls', players: ['Ben', 'Dee'] };
const bears = { name: 'Bears', players: ['Fay', 'Gus'] };
const cats = { name: 'Cats', players: ['Eve'] };
const sipLine = /sip/i;

describe('the between-rounds penalty with players not drinking tonight', () => {
  it('never gives a sober player on a losing team a sip line, and the rest still sips', () => {
    const lines = roundPenaltyLines([owls], true, flags, 'round 1');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('Owls: one sip each for Ben.');
    expect(lines[1]).toMatch(/^Dee is not drinking tonight, so instead: .+\.$/);
    for (const line of lines.filter((l) => sipLine.test(l))) expect(line).not.toContain('Dee');
  });

  it('keeps one shared line for teams where everyone drinks', () => {
    expect(roundPenaltyLines([bears], true, flags, 'round 1')).toEqual(['Bears: one sip each.']);
    const lines = roundPenaltyLines([bears, owls, cats], true, flags, 'round 2');
    expect(lines[0]).toBe('Bears: one sip each.');
    expect(lines[1]).toBe('Owls: one sip each for Ben.');
    expect(lines.filter((l) => l.startsWith('Dee is not drinking tonight'))).toHaveLength(1);
    // A team of only non-drinkers has no sip line at all.
    expect(lines.filter((l) => l.includes('Cats'))).toEqual([]);
    expect(lines.filter((l) => l.startsWith('Eve is not drinking tonight'))).toHaveLength(1);
    expect(lines).toHaveLength(4);
  });

  it('leaves ties, the no-alcohol mode and tables without names as they were', () => {
    expect(roundPenaltyLines([], true, flags, 'x')).toEqual(['A tie this round: nobody pays.']);
    expect(roundPenaltyLines([owls, bears], false, flags, 'x')).toEqual([
      'Owls and Bears: a forfeit, picked by the leaders.',
    ]);
    expect(roundPenaltyLines([{ name: 'Owls', players: [] }], true, flags, 'x')).toEqual([
      'Owls: one sip each.',
    ]);
    expect(roundPenaltyLines([owls], true, {}, 'x')).toEqual(['Owls: one sip each.']);
  });
});

describe('the sips owed at the end', () => {
  const teams = [
    { name: 'Foxes', players: ['Ann', 'Cy'], score: 6 },
    { ...owls, score: 3 },
  ];

  it('names who sips and gives the sober player a forfeit instead', () => {
    const words = owedWords(owedAtEnd(teams, 5), teams, true, flags, 'end');
    expect(words).toHaveLength(1);
    expect(words[0]?.label).toBe('3 sips each for Ben');
    expect(words[0]?.forfeits.map((f) => f.player)).toEqual(['Dee']);
    expect(words[0]?.forfeits[0]?.line).toMatch(/^Dee is not drinking tonight, so instead: /);
  });

  it('owes no sips at all for a team of only non-drinkers', () => {
    const table = [
      { name: 'Foxes', players: ['Ann'], score: 2 },
      { ...cats, score: 1 },
    ];
    const words = owedWords(owedAtEnd(table, 5), table, true, flags, 'end');
    expect(words[0]?.label).toBeNull();
    expect(words[0]?.forfeits[0]?.line).toMatch(/^Eve is not drinking tonight/);
  });

  it('is unchanged without sober players or without alcohol', () => {
    const plain = owedWords(owedAtEnd(teams, 5), teams, true, {}, 'end');
    expect(plain).toEqual([{ team: 'Owls', label: '3 sips each', forfeits: [] }]);
    const dry = owedWords(owedAtEnd(teams, 5), teams, false, flags, 'end');
    expect(dry).toEqual([{ team: 'Owls', label: '3 forfeits', forfeits: [] }]);
  });
});

describe('the forfeit picked for a player', () => {
  it('is one of the shared forfeits, the same for the same moment', () => {
    const text = forfeitFor('Dee', 'round 1 fact-9');
    expect(FORFEITS).toContain(text);
    expect(forfeitFor('Dee', 'round 1 fact-9')).toBe(text);
    expect(teamPenalty(owls, flags, 'round 1 fact-9').forfeits[0]?.line).toContain(text);
  });

  it('changes from one moment to another', () => {
    const seen = new Set(Array.from({ length: 20 }, (_, i) => forfeitFor('Dee', `round ${i}`)));
    expect(seen.size).toBeGreaterThan(1);
  });

  it('reads names the way the table says them', () => {
    expect(namesLine(['Ann'])).toBe('Ann');
    expect(namesLine(['Ann', 'Ben'])).toBe('Ann and Ben');
    expect(namesLine(['Ann', 'Ben', 'Cy'])).toBe('Ann, Ben and Cy');
  });
});
