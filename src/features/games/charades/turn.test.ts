import { describe, expect, it } from 'vitest';
import {
  correctWord,
  finishTurn,
  markWord,
  msHeld,
  msLeft,
  nextTeam,
  pauseClock,
  resumeClock,
  roundOutcome,
  startClock,
  undoLast,
  countingDown,
  type TurnFields,
} from './turn';
import { outcomeLine } from './rules';

type Turn = TurnFields<string>;

function turn(word: string | null = 'Penguin'): Turn {
  return {
    teams: [
      { name: 'Owls', score: 4, turns: 1 },
      { name: 'Cats', score: 2, turns: 0 },
    ],
    team: 1,
    word,
    got: 0,
    skipped: 0,
    words: [],
  };
}

describe('a charades turn', () => {
  it('scores a got word for the team on turn, not a passed one, and lists both', () => {
    let t = markWord(turn('Penguin'), 'got', 'Ladder');
    t = markWord(t, 'passed', 'Kite');
    expect(t.teams.map((x) => x.score)).toEqual([4, 3]);
    expect([t.got, t.skipped]).toEqual([1, 1]);
    expect(t.words).toEqual([
      { prompt: 'Penguin', result: 'got' },
      { prompt: 'Ladder', result: 'passed' },
    ]);
    expect(t.word).toBe('Kite');
  });

  it('does nothing without a word on show', () => {
    const t = turn(null);
    expect(markWord(t, 'got', 'Kite')).toBe(t);
  });

  it('undoes the last mark: its word is back on show and its point comes off', () => {
    let t = markWord(turn('Penguin'), 'got', 'Ladder');
    t = markWord(t, 'got', 'Kite');
    const back = undoLast(t);
    expect(back?.word).toBe('Ladder');
    expect(back?.teams[1]?.score).toBe(3);
    expect(back?.got).toBe(1);
    expect(back?.words).toEqual([{ prompt: 'Penguin', result: 'got' }]);
    // A pass undone takes nothing off the score.
    const passed = undoLast(markWord(turn('Penguin'), 'passed', 'Ladder'));
    expect(passed?.teams[1]?.score).toBe(2);
    expect(passed?.skipped).toBe(0);
    expect(passed?.word).toBe('Penguin');
    expect(undoLast(turn())).toBeNull();
  });

  it('corrects a word at the end of the turn, the score following each change', () => {
    let t = markWord(turn('Penguin'), 'got', 'Ladder');
    t = markWord(t, 'passed', 'Kite');
    t = correctWord(t, 1);
    expect(t.words.map((w) => w.result)).toEqual(['got', 'got']);
    expect(t.teams[1]?.score).toBe(4);
    expect([t.got, t.skipped]).toEqual([2, 0]);
    t = correctWord(t, 0);
    expect(t.words.map((w) => w.result)).toEqual(['passed', 'got']);
    expect(t.teams[1]?.score).toBe(3);
    expect([t.got, t.skipped]).toEqual([1, 1]);
    expect(correctWord(t, 9)).toBe(t);
  });

  it('finishes a turn: the turn counts, the next team is up, the list is cleared', () => {
    const t = markWord(turn('Penguin'), 'got', 'Ladder');
    const done = finishTurn(t, 10);
    expect(done.state.teams.map((x) => x.turns)).toEqual([1, 1]);
    expect(done.state.team).toBe(0);
    expect(done.state.words).toEqual([]);
    expect(done.state.word).toBeNull();
    expect(done.last).toEqual({ team: 1, got: 1, skipped: 0 });
    expect(done.outcome).toEqual({ kind: 'play-on' });
  });
});

describe('rounds and the winner', () => {
  it('lets every team play before a winner is named, whoever reached the target first', () => {
    // Owls reach 6 of 5 on the first turn: Cats have not played yet.
    const midRound = [
      { score: 6, turns: 1 },
      { score: 0, turns: 0 },
    ];
    expect(roundOutcome(midRound, 5)).toEqual({ kind: 'play-on' });
    expect(nextTeam(midRound)).toBe(1);
    // Cats play and stay short: Owls win at the end of the round.
    expect(
      roundOutcome(
        [
          { score: 6, turns: 1 },
          { score: 3, turns: 1 },
        ],
        5,
      ),
    ).toEqual({ kind: 'winner', team: 0 });
  });

  it('gives the win to the highest when several reach the target', () => {
    const teams = [
      { score: 6, turns: 2 },
      { score: 8, turns: 2 },
      { score: 5, turns: 2 },
    ];
    expect(roundOutcome(teams, 5)).toEqual({ kind: 'winner', team: 1 });
  });

  it('plays another round on a tie at the top', () => {
    const teams = [
      { name: 'Owls', score: 7, turns: 2 },
      { name: 'Cats', score: 7, turns: 2 },
      { name: 'Bats', score: 2, turns: 2 },
    ];
    const outcome = roundOutcome(teams, 5);
    expect(outcome).toEqual({ kind: 'tie', teams: [0, 1] });
    expect(outcomeLine(outcome, teams, 5)).toBe(
      'Owls and Cats are tied on 7. Another round decides.',
    );
  });

  it('tells the table that a team over the target waits for the round to end', () => {
    const teams = [
      { name: 'Owls', score: 6, turns: 1 },
      { name: 'Cats', score: 0, turns: 0 },
    ];
    expect(outcomeLine(roundOutcome(teams, 5), teams, 5)).toMatch(
      /^Owls has reached 5\. The round ends when every team has played/,
    );
    expect(outcomeLine({ kind: 'play-on' }, teams, 10)).toBeNull();
    expect(outcomeLine({ kind: 'play-on' }, teams, 0)).toBeNull();
  });

  it('never ends a game without a target', () => {
    expect(
      roundOutcome(
        [
          { score: 60, turns: 3 },
          { score: 1, turns: 3 },
        ],
        0,
      ),
    ).toEqual({ kind: 'play-on' });
  });

  it('puts a team added mid-game up next, until it has caught up', () => {
    expect(nextTeam([{ turns: 2 }, { turns: 2 }, { turns: 0 }])).toBe(2);
    expect(nextTeam([{ turns: 1 }, { turns: 1 }])).toBe(0);
  });
});

describe('the turn clock', () => {
  const now = 1_000_000;

  it('counts down 3-2-1 before the clock starts, with the whole turn held', () => {
    const clock = startClock(now, 60);
    expect(clock.startsAt).toBe(now + 3000);
    expect(countingDown(clock, now + 2999)).toBe(true);
    expect(countingDown(clock, now + 3000)).toBe(false);
    expect(msHeld(clock)).toBe(60_000);
    expect(msLeft(clock, now + 1000)).toBe(60_000);
    expect(msLeft(clock, now + 13_000)).toBe(50_000);
  });

  it('keeps the time left while paused, and resumes with it after a new countdown', () => {
    const clock = startClock(now, 60);
    const paused = pauseClock(clock, now + 23_500);
    expect(paused).toEqual({ startsAt: null, turnEndsAt: null, pausedLeftMs: 39_500 });
    // However long the pause (a reload, an hour), the time left is the same.
    expect(msLeft(paused, now + 3_600_000)).toBe(39_500);
    const resumed = resumeClock(paused, now + 100_000);
    expect(resumed.startsAt).toBe(now + 103_000);
    expect(msHeld(resumed)).toBe(39_500);
    expect(msLeft(resumed, now + 113_000)).toBe(29_500);
    // Paused during the countdown: the whole turn is still there.
    expect(pauseClock(clock, now + 1000).pausedLeftMs).toBe(60_000);
  });
});
