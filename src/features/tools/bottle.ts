import { cryptoWords, randomIndex, type RandomWords } from '../../lib/random';

// Spin the bottle. The landing angle is chosen up front, uniformly, by the shared generator; the
// animation only shows the way there. Players sit clockwise round the circle from the top, each
// owning an equal sector centred on their seat.

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 16;

/**
 * Steps in one turn of the bottle. 1,441,440 is twice the least common multiple of 1…16, so for
 * every table of 2–16 players each sector (and each half sector) is a whole number of steps: every
 * player owns exactly the same number of landing angles, and the draw is exactly fair.
 */
export const STEPS_PER_TURN = 1_441_440;

/** Whole turns before the bottle settles, so a spin looks like a spin. */
export const SPIN_TURNS = 5;

/** A landing angle in steps, 0 ≤ step < STEPS_PER_TURN, uniformly at random. */
export function pickStep(words: RandomWords = cryptoWords): number {
  return randomIndex(STEPS_PER_TURN, words);
}

export function stepToDegrees(step: number): number {
  return (step * 360) / STEPS_PER_TURN;
}

/**
 * The seat the bottle points at. Seat i sits at i/n of a turn clockwise from the top and owns the
 * half-open sector from half a seat before it to half a seat after it: an angle exactly on a
 * boundary belongs to the next seat clockwise.
 */
export function seatAt(step: number, players: number): number {
  if (!Number.isInteger(players) || players < 1) throw new RangeError(`seatAt(${players})`);
  const turn = ((step % STEPS_PER_TURN) + STEPS_PER_TURN) % STEPS_PER_TURN;
  const sector = STEPS_PER_TURN / players;
  return Math.floor((turn + sector / 2) / sector) % players;
}

/** The seat's angle in degrees clockwise from the top, for drawing names round the circle. */
export function seatDegrees(seat: number, players: number): number {
  return (seat * 360) / players;
}

/**
 * The bottle's next rotation in degrees: on from where it stopped, several whole turns, ending at
 * the landing angle. Always forward, so a re-spin never winds back.
 */
export function nextRotation(previous: number, step: number, turns = SPIN_TURNS): number {
  const base = previous - (((previous % 360) + 360) % 360);
  return base + turns * 360 + stepToDegrees(step);
}

/** The names the bottle can choose from: trimmed, distinct, at most MAX_PLAYERS. */
export function circleOf(names: readonly string[]): string[] {
  return [...new Set(names.map((n) => n.trim()).filter((n) => n !== ''))].slice(0, MAX_PLAYERS);
}
