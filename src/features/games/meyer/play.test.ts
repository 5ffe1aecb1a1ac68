import { describe, expect, it } from 'vitest';
import type { RandomWords } from '../../../lib/random';
import {
  announce,
  announceChoices,
  believe,
  blindChoices,
  current,
  endGame,
  freshSession,
  giveUp,
  lift,
  livesLost,
  nextRound,
  passBlind,
  playAgain,
  realRoll,
  shake,
  startGame,
  uncover,
  winners,
} from './play';
import { parseSession, type MeyerSession } from './session';

/** A word source that makes the next shake land on exactly these two dice. */
function dice(a: number, b: number): RandomWords {
  const words = [a - 1, b - 1];
  let i = 0;
  return () => words[i++] ?? 0;
}

function game(lives = 6, meyerCost = 2, players = ['Ana', 'Ben', 'Cleo']): MeyerSession {
  return startGame({ ...freshSession(), startLives: lives, meyerCost }, players);
}

/** The holder rolls `a`,`b`, announces `call` and hands the phone on (uncovered). */
function rollAndCall(state: MeyerSession, a: number, b: number, call: number): MeyerSession {
  return uncover(announce(shake(state, dice(a, b)), call));
}

describe('starting', () => {
  it('gives every player the chosen lives and the first seat the cup', () => {
    const s = game(4);
    expect(s.phase).toBe('roll');
    expect(s.lives).toEqual({ Ana: 4, Ben: 4, Cleo: 4 });
    expect(current(s)).toBe('Ana');
  });

  it('needs two players and takes at most ten', () => {
    expect(startGame(freshSession(), ['Solo']).phase).toBe('setup');
    const many = Array.from({ length: 12 }, (_, i) => `P${i + 1}`);
    expect(startGame(freshSession(), many).players).toHaveLength(10);
  });
});

describe('a turn', () => {
  it('keeps the dice hidden in the session flow: shaking stores them, the call is what is said', () => {
    const s = shake(game(), dice(3, 5));
    expect(s.phase).toBe('announce');
    expect(realRoll(s)).toBe(53);
    const lied = announce(s, 64);
    expect(lied.call).toBe(64);
    expect(lied.announcer).toBe('Ana');
    expect(lied.phase).toBe('cover');
    expect(current(lied)).toBe('Ben');
  });

  it('refuses an announcement the picker would not offer', () => {
    const s = rollAndCall(game(), 5, 4, 54);
    const rolled = shake(believe(s), dice(1, 1));
    expect(announceChoices(rolled)).not.toContain(53);
    expect(announce(rolled, 53)).toBe(rolled);
    expect(announce(rolled, 54)).toBe(rolled);
    expect(announce(rolled, 61).call).toBe(61);
  });

  it('covers the screen until the next player takes the phone', () => {
    const s = announce(shake(game(), dice(2, 2)), 22);
    expect(s.phase).toBe('cover');
    expect(uncover(s).phase).toBe('respond');
  });

  it('cannot believe and roll against a Meyer', () => {
    const s = rollAndCall(game(), 2, 1, 21);
    expect(believe(s)).toBe(s);
  });
});

describe('challenge outcomes', () => {
  it('truthful: the lifter loses one life', () => {
    const s = lift(rollAndCall(game(), 6, 5, 65));
    expect(s.result).toMatchObject({ truthful: true, loser: 'Ben', lives: 1 });
    expect(s.lives).toEqual({ Ana: 6, Ben: 5, Cleo: 6 });
  });

  it('a lie: the announcer loses one life', () => {
    const s = lift(rollAndCall(game(), 3, 2, 66));
    expect(s.result).toMatchObject({ truthful: false, loser: 'Ana', lives: 1 });
    expect(s.lives).toEqual({ Ana: 5, Ben: 6, Cleo: 6 });
  });

  it('blind pass then lift, on a lie: the blind passer answers for it', () => {
    const passed = uncover(passBlind(rollAndCall(game(), 3, 2, 43), 51));
    expect(passed.blind).toBe(true);
    expect(passed.announcer).toBe('Ben');
    expect(current(passed)).toBe('Cleo');
    expect(realRoll(passed)).toBe(32);
    const s = lift(passed);
    expect(s.result).toMatchObject({ loser: 'Ben', lives: 1, blind: true, challenger: 'Cleo' });
    expect(s.lives).toEqual({ Ana: 6, Ben: 5, Cleo: 6 });
  });

  it('blind pass then lift, when the dice hold: the lifter loses', () => {
    const passed = uncover(passBlind(rollAndCall(game(), 6, 6, 43), 43));
    const s = lift(passed);
    expect(s.result).toMatchObject({ loser: 'Cleo', lives: 1 });
  });

  it('passing on blind offers the call itself or higher, never lower', () => {
    const s = rollAndCall(game(), 6, 6, 54);
    expect(blindChoices(s)[0]).toBe(54);
    expect(passBlind(s, 53)).toBe(s);
  });

  it('a doubted real Meyer costs the configured lives', () => {
    for (const cost of [1, 2, 3]) {
      const s = lift(rollAndCall(game(6, cost), 1, 2, 21));
      expect(s.result).toMatchObject({ loser: 'Ben', lives: cost, doubtedMeyer: true });
      expect(s.lives.Ben).toBe(6 - cost);
    }
  });

  it('a bluffed Meyer costs the bluffer one life', () => {
    const s = lift(rollAndCall(game(6, 3), 4, 1, 21));
    expect(s.result).toMatchObject({ loser: 'Ana', lives: 1, doubtedMeyer: false });
  });

  it('giving up against a Meyer without looking costs one life and shows no dice', () => {
    const s = giveUp(rollAndCall(game(6, 3), 1, 2, 21));
    expect(s.result).toMatchObject({ kind: 'give-up', loser: 'Ben', lives: 1, dice: null });
  });

  it('only allows giving up against a Meyer', () => {
    const s = rollAndCall(game(), 5, 5, 55);
    expect(giveUp(s)).toBe(s);
  });
});

describe('elimination, turn order and the winner', () => {
  it('plays a three-player game by lifting every turn to a single winner', () => {
    let s = game(2, 2);
    const seen: string[] = [];
    for (let guard = 0; guard < 50 && s.phase !== 'over'; guard++) {
      expect(s.phase).toBe('roll');
      seen.push(current(s));
      // Always a bluff: the announcer loses every lift.
      s = lift(rollAndCall(s, 3, 2, 66));
      expect(s.phase).toBe('result');
      s = nextRound(s);
    }
    expect(s.phase).toBe('over');
    // Ana bluffs twice and is out; Ben then starts and bluffs twice; Cleo wins.
    expect(seen).toEqual(['Ana', 'Ana', 'Ben', 'Ben']);
    expect(winners(s)).toEqual(['Cleo']);
    expect(s.round).toBe(4);
    expect(livesLost(s)).toEqual([
      { name: 'Ana', lost: 2 },
      { name: 'Ben', lost: 2 },
      { name: 'Cleo', lost: 0 },
    ]);
  });

  it('skips an eliminated player when passing the cup', () => {
    let s = game(1, 2, ['Ana', 'Ben', 'Cleo']);
    // Ana bluffs; Ben lifts; Ana is out.
    s = nextRound(lift(rollAndCall(s, 3, 2, 66)));
    expect(s.result?.out).toBe(true);
    expect(current(s)).toBe('Ben');
    s = rollAndCall(s, 4, 4, 44);
    expect(current(s)).toBe('Cleo');
    s = rollAndCall(believe(s), 5, 5, 55);
    // From Cleo the cup skips Ana and goes back to Ben.
    expect(current(s)).toBe('Ben');
  });

  it('does not take more lives than a player has', () => {
    const s = lift(rollAndCall(game(1, 3), 2, 1, 21));
    expect(s.lives.Ben).toBe(0);
    expect(s.result?.out).toBe(true);
  });

  it('ends early with the most lives winning, and plays again with the same settings', () => {
    const s = endGame(nextRound(lift(rollAndCall(game(3, 3), 3, 2, 66))));
    expect(s.phase).toBe('over');
    expect(winners(s)).toEqual(['Ben', 'Cleo']);
    const again = playAgain(s);
    expect(again).toMatchObject({ phase: 'setup', startLives: 3, meyerCost: 3, round: 0, log: [] });
  });
});

describe('the stored session', () => {
  it('survives a reload mid-turn with the dice and the call intact', () => {
    const s = rollAndCall(game(), 6, 4, 64);
    const reloaded = parseSession(JSON.parse(JSON.stringify(s)));
    expect(reloaded).toEqual(s);
  });

  it('refuses a broken or foreign row', () => {
    expect(parseSession({ ...game(), dice: [7, 1] })).toBeNull();
    expect(parseSession({ ...game(), preset: 'klingon' })).toBeNull();
    expect(parseSession({ kind: 'prompt' })).toBeNull();
    expect(parseSession({ ...game(), startLives: 10 })).toBeNull();
  });
});
