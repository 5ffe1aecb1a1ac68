import type { RandomWords } from '../../../lib/random';
import {
  announceable,
  liftOutcome,
  loseLives,
  MEYER,
  nextSeat,
  readRoll,
  rollDice,
  starterAfter,
  winnerOf,
  type Roll,
} from './rules';
import type { MeyerResult, MeyerSession } from './session';

// A Meyer game as moves on its stored session: each takes the session and returns the next one
// (or the same object when the move is not allowed now), so the page, a reload and the tests all
// go through the same steps.

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 10;
/** How many finished rounds the recap keeps. */
const LOG_SIZE = 200;

export function freshSession(): MeyerSession {
  return {
    kind: 'meyer',
    phase: 'setup',
    preset: 'danish',
    startLives: 6,
    meyerCost: 2,
    players: [],
    lives: {},
    seat: 0,
    dice: null,
    call: null,
    announcer: null,
    blind: false,
    round: 0,
    result: null,
    log: [],
    table: null,
  };
}

/** The player holding the phone. */
export function current(state: MeyerSession): string {
  return state.players[state.seat] ?? '';
}

export function startGame(state: MeyerSession, players: readonly string[]): MeyerSession {
  const seats = [...new Set(players)].slice(0, MAX_PLAYERS);
  if (seats.length < MIN_PLAYERS) return state;
  return {
    ...freshSession(),
    preset: state.preset,
    startLives: state.startLives,
    meyerCost: state.meyerCost,
    phase: 'roll',
    players: seats,
    lives: Object.fromEntries(seats.map((p) => [p, state.startLives])),
  };
}

/** The same table and settings, everyone back to full lives, back at the set-up screen. */
export function playAgain(state: MeyerSession): MeyerSession {
  return {
    ...freshSession(),
    preset: state.preset,
    startLives: state.startLives,
    meyerCost: state.meyerCost,
  };
}

/** The roller shakes the cup: two new dice, still unseen. */
export function shake(state: MeyerSession, words?: RandomWords): MeyerSession {
  if (state.phase !== 'roll') return state;
  return { ...state, phase: 'announce', dice: rollDice(words), blind: false };
}

/** The value the dice under the cup really make. */
export function realRoll(state: MeyerSession): Roll | null {
  return state.dice ? readRoll(state.dice[0], state.dice[1]) : null;
}

/** What the roller may announce now (above the standing call). */
export function announceChoices(state: MeyerSession): Roll[] {
  return announceable(state.preset, state.call, 'above');
}

/** What a player passing on blind may announce (the standing call or above). */
export function blindChoices(state: MeyerSession): Roll[] {
  return announceable(state.preset, state.call, 'same-or-above');
}

function handOn(state: MeyerSession, value: Roll, blind: boolean): MeyerSession {
  const seat = nextSeat(state.players, state.lives, state.seat);
  if (seat === null) return state;
  return { ...state, phase: 'cover', call: value, announcer: current(state), blind, seat };
}

/** The roller announces a value (true, higher or lower than the dice) and passes the phone. */
export function announce(state: MeyerSession, value: Roll): MeyerSession {
  if (state.phase !== 'announce' || !announceChoices(state).includes(value)) return state;
  return handOn(state, value, false);
}

/** The next player has the phone and takes away the cover. */
export function uncover(state: MeyerSession): MeyerSession {
  return state.phase === 'cover' ? { ...state, phase: 'respond' } : state;
}

/** Believe the call and roll again (impossible on a Meyer: nothing beats it). */
export function believe(state: MeyerSession): MeyerSession {
  if (state.phase !== 'respond' || state.call === MEYER) return state;
  return { ...state, phase: 'roll' };
}

/** Pass the cup on without rolling or looking, announcing the call or higher. */
export function passBlind(state: MeyerSession, value: Roll): MeyerSession {
  if (state.phase !== 'respond' || !blindChoices(state).includes(value)) return state;
  return handOn(state, value, true);
}

function finishRound(
  state: MeyerSession,
  result: Omit<MeyerResult, 'round' | 'out'>,
): MeyerSession {
  const lives = loseLives(state.lives, result.loser, result.lives);
  const full: MeyerResult = { ...result, round: state.round + 1, out: lives[result.loser] === 0 };
  return {
    ...state,
    phase: 'result',
    lives,
    round: state.round + 1,
    result: full,
    log: [...state.log, full].slice(-LOG_SIZE),
  };
}

/** Lift the cup: the dice are shown and whoever was wrong loses lives. */
export function lift(state: MeyerSession): MeyerSession {
  const dice = realRoll(state);
  if (state.phase !== 'respond' || dice === null || state.call === null || !state.announcer) {
    return state;
  }
  const lifter = current(state);
  const outcome = liftOutcome(state.preset, {
    dice,
    call: state.call,
    announcer: state.announcer,
    lifter,
    meyerCost: state.meyerCost,
  });
  return finishRound(state, {
    kind: 'lift',
    call: state.call,
    dice,
    announcer: state.announcer,
    challenger: lifter,
    blind: state.blind,
    truthful: outcome.truthful,
    doubtedMeyer: outcome.doubtedMeyer,
    loser: outcome.loser,
    lives: outcome.lives,
  });
}

/** Facing a Meyer: give up without looking and lose one life. */
export function giveUp(state: MeyerSession): MeyerSession {
  if (state.phase !== 'respond' || state.call !== MEYER || !state.announcer) return state;
  const player = current(state);
  return finishRound(state, {
    kind: 'give-up',
    call: MEYER,
    dice: null,
    announcer: state.announcer,
    challenger: player,
    blind: state.blind,
    truthful: false,
    doubtedMeyer: false,
    loser: player,
    lives: 1,
  });
}

/** After a round: the loser starts the next one (or the next player still in), or the game ends. */
export function nextRound(state: MeyerSession): MeyerSession {
  if (state.phase !== 'result' || !state.result) return state;
  const starter = starterAfter(state.players, state.lives, state.result.loser);
  if (winnerOf(state.players, state.lives) !== null || starter === null) {
    return { ...state, phase: 'over', dice: null, call: null, announcer: null };
  }
  return {
    ...state,
    phase: 'roll',
    seat: starter,
    dice: null,
    call: null,
    announcer: null,
    blind: false,
  };
}

/** End the game now: the players with the most lives left win. */
export function endGame(state: MeyerSession): MeyerSession {
  return state.phase === 'setup' ? state : { ...state, phase: 'over' };
}

/** Lives lost per player, in seat order (players who lost none included). */
export function livesLost(state: MeyerSession): { name: string; lost: number }[] {
  return state.players.map((name) => ({
    name,
    lost: state.log.filter((r) => r.loser === name).reduce((sum, r) => sum + r.lives, 0),
  }));
}

/** The last player standing, or everyone tied on the most lives when the game was ended early. */
export function winners(state: MeyerSession): string[] {
  const top = Math.max(0, ...state.players.map((p) => state.lives[p] ?? 0));
  return top > 0 ? state.players.filter((p) => (state.lives[p] ?? 0) === top) : [];
}
