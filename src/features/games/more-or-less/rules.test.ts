import { describe, expect, it } from 'vitest';
import { facts } from '../../../content/games/more-or-less';
import { seededWords } from '../../../lib/random';
import { advance, call, currentTeam, nextRound, startGame } from './play';
import {
  decimalsOf,
  decoyFor,
  formatValue,
  isRight,
  LATEST_YEAR,
  nextFactId,
  owedAtEnd,
  owedLabel,
  roundLosers,
  shuffleIntoTeams,
  teamOnTurn,
  teamProblems,
  teamWinLine,
} from './rules';
import { freshSession, parseSession } from './session';

describe('the decoy on the card', () => {
  it('is never the answer, always positive and finite, for every fact and many draws', () => {
    const words = seededWords(7);
    for (const fact of facts) {
      for (let i = 0; i < 60; i++) {
        const shown = decoyFor(fact, words);
        expect(shown, fact.id).not.toBe(fact.answer);
        expect(Number.isFinite(shown), fact.id).toBe(true);
        expect(shown, fact.id).toBeGreaterThan(0);
        expect(decimalsOf(shown), fact.id).toBeLessThanOrEqual(
          Math.max(decimalsOf(fact.answer), 0),
        );
      }
    }
  });

  it('stays near the truth: years within 40, other numbers within a factor of two', () => {
    const words = seededWords(11);
    for (const fact of facts) {
      const shown = decoyFor(fact, words);
      if (fact.unit === 'year') {
        expect(Math.abs(shown - fact.answer), fact.id).toBeLessThanOrEqual(40);
        expect(shown, fact.id).toBeLessThanOrEqual(LATEST_YEAR);
      } else if (fact.answer >= 10) {
        expect(shown / fact.answer, fact.id).toBeGreaterThan(0.4);
        expect(shown / fact.answer, fact.id).toBeLessThan(2);
      }
    }
  });

  it('makes "more" and "less" both right about half the time', () => {
    const words = seededWords(3);
    let more = 0;
    let total = 0;
    for (const fact of facts.filter((f) => f.answer >= 20)) {
      for (let i = 0; i < 10; i++) {
        if (isRight('more', fact.answer, decoyFor(fact, words))) more++;
        total++;
      }
    }
    expect(more / total).toBeGreaterThan(0.44);
    expect(more / total).toBeLessThan(0.56);
  });

  it('rounds like a spoken guess and keeps decimals only where the fact has them', () => {
    const words = seededWords(5);
    const shown = decoyFor({ answer: 8849, unit: 'meters' }, words);
    expect(shown % 100).toBe(0);
    expect(Number.isInteger(decoyFor({ answer: 3, unit: 'hearts' }, words))).toBe(true);
    expect(formatValue(1969, 'year')).toBe('1969');
    expect(formatValue(12000, 'meters')).toBe('12,000');
  });
});

describe('calls', () => {
  it('"more" is right when the real number is higher, "less" when lower', () => {
    expect(isRight('more', 10, 8)).toBe(true);
    expect(isRight('less', 10, 8)).toBe(false);
    expect(isRight('less', 10, 12)).toBe(true);
    expect(isRight('more', 10, 12)).toBe(false);
  });
});

describe('team validation', () => {
  const team = (name: string, players: string[] = []) => ({ name, players });

  it('accepts two named teams without players, and filled teams with players', () => {
    expect(teamProblems([team('Owls'), team('Foxes')], [])).toEqual([]);
    expect(teamProblems([team('Owls', ['Ann']), team('Foxes', ['Ben'])], ['Ann', 'Ben'])).toEqual(
      [],
    );
  });

  it('asks for 2 to 4 teams', () => {
    expect(teamProblems([team('Owls')], [])).toContain('Play with 2 to 4 teams.');
    expect(
      teamProblems(
        ['A', 'B', 'C', 'D', 'E'].map((n) => team(n)),
        [],
      ),
    ).toContain('Play with 2 to 4 teams.');
  });

  it('wants a name for every team and no two alike, whatever the case', () => {
    expect(teamProblems([team('Owls'), team('  ')], [])).toContain('Every team needs a name.');
    expect(teamProblems([team('Owls'), team('owls ')], [])).toContain(
      'Two teams have the same name.',
    );
  });

  it('says which team is empty, or that there are too few players', () => {
    expect(teamProblems([team('Owls', ['Ann', 'Ben']), team('Foxes')], ['Ann', 'Ben'])).toEqual([
      'Foxes has nobody yet: tap a name to move someone in.',
    ]);
    expect(
      teamProblems([team('A', ['Ann']), team('B'), team('C')], ['Ann', 'Ben']).join(' '),
    ).toContain('2 players cannot fill 3 teams');
  });

  it('shuffles everyone into teams as evenly as possible', () => {
    const teams = shuffleIntoTeams(['a', 'b', 'c', 'd', 'e'], 2, seededWords(9));
    expect(teams.flat().sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(teams.map((t) => t.length).sort()).toEqual([2, 3]);
  });
});

describe('scoring, rounds and the sips owed', () => {
  it('the losers owe the point gap to the winners, capped, and co-winners owe nothing', () => {
    const owed = owedAtEnd(
      [
        { name: 'Owls', score: 9 },
        { name: 'Foxes', score: 7 },
        { name: 'Bears', score: 1 },
        { name: 'Wolves', score: 9 },
      ],
      5,
    );
    expect(owed).toEqual([
      { name: 'Bears', owes: 5 },
      { name: 'Foxes', owes: 2 },
    ]);
    expect(
      owedAtEnd(
        [
          { name: 'A', score: 3 },
          { name: 'B', score: 3 },
        ],
        5,
      ),
    ).toEqual([]);
    expect(owedLabel(1, true)).toBe('1 sip each');
    expect(owedLabel(3, false)).toBe('3 forfeits');
    expect(teamWinLine(['Foxes'])).toBe('Foxes win the game!');
    expect(teamWinLine(['Foxes', 'Owls', 'Bears'])).toBe('Foxes, Owls and Bears share the win!');
  });

  it('the lowest scorers of a round pay, unless every team tied', () => {
    expect(roundLosers(['A', 'B', 'C'], [2, 0, 0])).toEqual(['B', 'C']);
    expect(roundLosers(['A', 'B'], [1, 1])).toEqual([]);
  });

  it('teams alternate, and the opening team moves one seat each round', () => {
    expect([0, 1, 2, 3].map((t) => teamOnTurn(1, t, 2))).toEqual([0, 1, 0, 1]);
    expect([0, 1, 2].map((t) => teamOnTurn(2, t, 3))).toEqual([1, 2, 0]);
  });

  it('deals facts without repeats until the deck runs out', () => {
    const words = seededWords(1);
    let used: string[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const next = nextFactId(['a', 'b', 'c'], used, words);
      seen.add(next?.id ?? '');
      used = next?.used ?? [];
    }
    expect([...seen].sort()).toEqual(['a', 'b', 'c']);
    expect(nextFactId(['a', 'b', 'c'], used, words)?.used).toHaveLength(1);
  });

  it('plays a whole game: right calls score, rounds end, the last round ends the game', () => {
    const words = seededWords(21);
    const teams = [
      { name: 'Owls', players: ['Ann'] },
      { name: 'Foxes', players: ['Ben'] },
    ];
    let s = startGame({ ...freshSession(), rounds: 2, cardsPerTurn: 1 }, teams, facts, words);
    expect(s.round).toBe(1);
    expect(s.card).not.toBeNull();
    const byId = new Map(facts.map((f) => [f.id, f]));
    let rightCalls = 0;
    for (let card = 0; card < 4; card++) {
      const fact = byId.get(s.card?.factId ?? '');
      if (!fact || !s.card) throw new Error('no card');
      // Owls always call right, Foxes always wrong.
      const rightCall = fact.answer > s.card.shown ? 'more' : 'less';
      const team = currentTeam(s);
      s = call(s, fact, team === 0 ? rightCall : rightCall === 'more' ? 'less' : 'more');
      if (team === 0) rightCalls++;
      expect(s.phase).toBe('reveal');
      expect(parseSession(s)).not.toBeNull();
      s = advance(s, facts, words);
      if (s.phase === 'round-over') s = nextRound(s, facts, words);
    }
    expect(s.ended).toBe(true);
    expect(s.teams.map((t) => t.score)).toEqual([rightCalls, 0]);
    expect(s.answers).toHaveLength(4);
    expect(new Set(s.answers.map((a) => a.factId)).size).toBe(4);
    expect(owedAtEnd(s.teams, s.cap)).toEqual([{ name: 'Foxes', owes: 2 }]);
  });

  it('a call on a card already turned over changes nothing', () => {
    const s = startGame(
      freshSession(),
      [
        { name: 'A', players: [] },
        { name: 'B', players: [] },
      ],
      facts,
      seededWords(2),
    );
    const fact = facts.find((f) => f.id === s.card?.factId);
    if (!fact) throw new Error('no card');
    const once = call(s, fact, 'more');
    expect(call(once, fact, 'less')).toBe(once);
  });

  it('a stored session from an older build or a broken write starts fresh', () => {
    expect(parseSession({ kind: 'more-or-less' })).toBeNull();
    expect(parseSession(freshSession())).toEqual(freshSession());
  });
});
