import { describe, expect, it } from 'vitest';
import { buildRecap, pick, playedLine, turnsTitle, winnerLine } from './recap';

describe('the end-of-game recap', () => {
  it('counts what was played, ranks who was picked and names the winner', () => {
    const recap = buildRecap({
      played: 12,
      unit: 'prompts',
      picked: { Anna: 3, Ben: 4, Chloé: 0 },
      scores: { Anna: 10, Ben: 25, Chloé: 5 },
    });
    expect(recap.played).toBe(12);
    expect(recap.picked).toEqual([
      { name: 'Ben', count: 4 },
      { name: 'Anna', count: 3 },
    ]);
    expect(recap.scores.map((s) => s.name)).toEqual(['Ben', 'Anna', 'Chloé']);
    expect(recap.winners).toEqual(['Ben']);
    expect(winnerLine(recap.winners)).toBe('Ben wins!');
  });

  it('a tie shares the win, in table order', () => {
    const recap = buildRecap({ played: 3, unit: 'rounds', scores: { Dev: 4, Anna: 9, Ben: 9 } });
    expect(recap.winners).toEqual(['Anna', 'Ben']);
    expect(winnerLine(recap.winners)).toBe('Anna and Ben share the win!');
    expect(winnerLine(['A', 'B', 'C'])).toBe('A, B and C share the win!');
  });

  it('no winner when nothing was scored or nobody scored', () => {
    expect(buildRecap({ played: 5, unit: 'prompts' }).winners).toEqual([]);
    expect(buildRecap({ played: 5, unit: 'words', scores: { A: 0, B: 0 } }).winners).toEqual([]);
    expect(winnerLine([])).toBeNull();
  });

  it('tallies picks without touching the old tally', () => {
    const before = { Anna: 1 };
    expect(pick(before, 'Anna')).toEqual({ Anna: 2 });
    expect(pick(before, 'Ben')).toEqual({ Anna: 1, Ben: 1 });
    expect(pick(before, null)).toEqual({ Anna: 1 });
    expect(before).toEqual({ Anna: 1 });
  });

  it('says one prompt, category or rule table, and more of them, in the right number', () => {
    expect(playedLine({ played: 1, unit: 'prompts' })).toBe('1 prompt played');
    expect(playedLine({ played: 1, unit: 'categories' })).toBe('1 category played');
    expect(playedLine({ played: 1, unit: 'rule tables' })).toBe('1 rule table played');
    expect(playedLine({ played: 0, unit: 'words' })).toBe('0 words played');
    expect(playedLine({ played: 12, unit: 'rounds' })).toBe('12 rounds played');
  });
});

describe('what a prompt game recap counts', () => {
  it('says the count is who read the card in never have I ever and most likely to', () => {
    expect(turnsTitle('never-have-i-ever')).toBe('Who read the cards out');
    expect(turnsTitle('most-likely-to')).toBe('Who read the cards out');
    expect(turnsTitle('truth-or-dare')).toBe('Whose turn it was');
    expect(turnsTitle('mix')).toBe('Whose turn it was');
  });
});
