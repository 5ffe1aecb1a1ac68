import { describe, expect, it } from 'vitest';
import { parseRoundSearch, summarizeRound } from './end-of-round';

describe('the end of a round', () => {
  it('adds the round to the totals, makes the round’s lowest drink and names the leaders', () => {
    const summary = summarizeRound([
      { name: 'Red', round: 3, before: 4 },
      { name: 'Blue', round: 1, before: 7 },
      { name: 'Green', round: 1, before: 2 },
    ]);
    expect(summary.rows.map((row) => row.total)).toEqual([7, 8, 3]);
    expect(summary.drinkers).toEqual(['Blue', 'Green']);
    expect(summary.leaders).toEqual(['Blue']);
  });

  it('lets nobody drink when every team tied the round', () => {
    expect(
      summarizeRound([
        { name: 'A', round: 2, before: 0 },
        { name: 'B', round: 2, before: 1 },
      ]).drinkers,
    ).toEqual([]);
  });

  it('reads a game’s hand-over from the address and refuses broken or outside links', () => {
    expect(
      parseRoundSearch({
        round: 2,
        teams: 'Red,Blue',
        scores: '3,1',
        totals: '10,4',
        next: '/games/charades',
      }),
    ).toEqual({
      round: 2,
      teams: [
        { name: 'Red', round: 3, before: 10 },
        { name: 'Blue', round: 1, before: 4 },
      ],
      next: '/games/charades',
    });
    expect(parseRoundSearch({ teams: 'Red,Blue', scores: '3' })).toBeNull();
    expect(parseRoundSearch({ teams: 'Red,Blue', scores: 'x,1' })).toBeNull();
    expect(
      parseRoundSearch({ teams: 'Red,Blue', scores: '1,1', next: 'https://evil.test' })?.next,
    ).toBeNull();
    expect(parseRoundSearch({ teams: 'Red,Blue', scores: '1,1', next: '//evil' })?.next).toBeNull();
  });
});
