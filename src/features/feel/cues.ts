// What the table hears and feels, as plain data: which cue a timer gives at which second, how
// each cue sounds (synthesised, no audio files) and how long the phone buzzes. Pure, so the
// rhythm is unit-tested and the lazily loaded audio code only plays what is described here.

export type Cue = 'tick' | 'time-up' | 'point' | 'pass' | 'turn' | 'roll' | 'loss';

/** Seconds left at which a running timer ticks: the last five, so the actor hurries. */
export const TICK_FROM = 5;

/**
 * The cue a countdown gives as it moves from `previous` to `remaining` seconds. Only a step down
 * sounds: the first reading (a page opened or reloaded mid-round) and a clock restarted upwards
 * stay quiet, and a timer that was already at zero never sounds "time up" again.
 */
export function timerCue(previous: number | null, remaining: number | null): Cue | null {
  if (previous === null || remaining === null || remaining >= previous) return null;
  if (remaining === 0) return 'time-up';
  if (remaining <= TICK_FROM) return 'tick';
  return null;
}

/** One synthesised note: a shaped oscillator burst, times in seconds from the cue's start. */
export interface Note {
  frequency: number;
  /** Glide to this frequency over the note (a falling "time up"). */
  glideTo?: number;
  at: number;
  duration: number;
  wave: OscillatorType;
  /** Peak gain, 0..1; the master volume scales it. */
  gain: number;
}

export const SOUNDS: Record<Cue, readonly Note[]> = {
  // A soft, short tick: heard on a quiet table, lost under talk rather than over it.
  tick: [{ frequency: 1320, at: 0, duration: 0.07, wave: 'sine', gain: 0.22 }],
  // Three bright falling notes and a low hold: unmistakable across a loud room, never harsh.
  'time-up': [
    { frequency: 988, at: 0, duration: 0.16, wave: 'triangle', gain: 0.55 },
    { frequency: 784, at: 0.17, duration: 0.16, wave: 'triangle', gain: 0.55 },
    { frequency: 659, at: 0.34, duration: 0.16, wave: 'triangle', gain: 0.55 },
    { frequency: 523, glideTo: 440, at: 0.52, duration: 0.6, wave: 'square', gain: 0.18 },
  ],
  // A two-note chime, rising: someone scored.
  point: [
    { frequency: 1319, at: 0, duration: 0.35, wave: 'sine', gain: 0.4 },
    { frequency: 1760, at: 0.09, duration: 0.5, wave: 'sine', gain: 0.35 },
  ],
  // A word passed (charades): one soft low note stepping down, short, so it never sounds like a
  // point or a loss.
  pass: [{ frequency: 392, glideTo: 330, at: 0, duration: 0.18, wave: 'triangle', gain: 0.3 }],
  // A light two-step "your go" for a change of player or team.
  turn: [
    { frequency: 523, at: 0, duration: 0.12, wave: 'triangle', gain: 0.3 },
    { frequency: 784, at: 0.1, duration: 0.18, wave: 'triangle', gain: 0.3 },
  ],
  // Dice rattling in a cup: quick, uneven clicks that settle.
  roll: [
    { frequency: 1760, at: 0, duration: 0.04, wave: 'square', gain: 0.12 },
    { frequency: 1480, at: 0.06, duration: 0.04, wave: 'square', gain: 0.12 },
    { frequency: 1975, at: 0.11, duration: 0.04, wave: 'square', gain: 0.12 },
    { frequency: 1319, at: 0.19, duration: 0.05, wave: 'square', gain: 0.1 },
    { frequency: 1568, at: 0.3, duration: 0.06, wave: 'square', gain: 0.08 },
  ],
  // A life lost: two low notes sliding down, a friendly "oh no".
  loss: [
    { frequency: 440, at: 0, duration: 0.22, wave: 'triangle', gain: 0.45 },
    { frequency: 349, glideTo: 262, at: 0.2, duration: 0.45, wave: 'triangle', gain: 0.45 },
  ],
};

/**
 * Vibration patterns (ms on, off, on…): a long double buzz at time up, a tap at a new turn, a
 * rattle for rolled dice and a firm buzz when someone loses a life.
 */
export const VIBRATIONS: Partial<Record<Cue, readonly number[]>> = {
  'time-up': [320, 120, 320],
  turn: [40],
  roll: [30, 40, 30, 40, 30],
  loss: [200],
};

/** How long a cue lasts, so the audio graph can be let go after it ends. */
export function cueLength(cue: Cue): number {
  return Math.max(...SOUNDS[cue].map((n) => n.at + n.duration));
}
