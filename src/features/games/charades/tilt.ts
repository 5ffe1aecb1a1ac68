// The Heads Up! gesture as a pure function over orientation readings. The phone sits on the
// guesser's forehead, screen facing the room, held upright or on its side. Nodding down (the
// screen turns to the floor) is Got it; tipping the head back (the screen turns to the ceiling)
// is Pass.
//
// From `beta` and `gamma` (W3C DeviceOrientation, Z-X'-Y'' angles) the vertical's direction in
// the phone's own axes is (-cos β sin γ, sin β, cos β cos γ). Its third part is how far the
// screen faces up (+1) or down (-1), whichever way round the phone is held, and with no jump
// where the angles wrap (gamma flips sign at ±90° when the phone is on its side). Its arcsine is
// the screen's pitch: 0° facing the room, +90° the ceiling, -90° the floor.
//
// The pitch is compared with the pose of the first reading (when the word first showed). A tilt
// of TRIGGER_DEGREES counts once, and the next counts only after a return to within
// NEUTRAL_DEGREES of that pose (hysteresis), so one nod never scores twice.

export interface OrientationReading {
  beta: number | null;
  gamma: number | null;
}

export type Tilt = 'got' | 'pass';

/** How far from the starting pose a nod must go to count. */
export const TRIGGER_DEGREES = 30;
/** How close to the starting pose the phone must come back before the next nod counts. */
export const NEUTRAL_DEGREES = 12;

const RADIANS = Math.PI / 180;

/** The screen's pitch in degrees: +90 facing up, -90 facing down, 0 facing the horizon. */
export function screenPitch(reading: OrientationReading): number | null {
  const { beta, gamma } = reading;
  if (beta === null || gamma === null || !Number.isFinite(beta) || !Number.isFinite(gamma)) {
    return null;
  }
  const up = Math.cos(beta * RADIANS) * Math.cos(gamma * RADIANS);
  return Math.asin(Math.max(-1, Math.min(1, up))) / RADIANS;
}

export interface TiltState {
  /** The pitch of the pose the nods are measured from; null until the first reading. */
  base: number | null;
  /** A nod was counted and the phone has not come back to the pose yet. */
  waiting: boolean;
}

export const TILT_START: TiltState = { base: null, waiting: false };

/** One reading: the detector's next state and the nod it completes, if any. */
export function tiltStep(
  state: TiltState,
  reading: OrientationReading,
): { state: TiltState; tilt: Tilt | null } {
  const pitch = screenPitch(reading);
  if (pitch === null) return { state, tilt: null };
  if (state.base === null) return { state: { base: pitch, waiting: false }, tilt: null };
  const change = pitch - state.base;
  if (state.waiting) {
    return {
      state: Math.abs(change) <= NEUTRAL_DEGREES ? { ...state, waiting: false } : state,
      tilt: null,
    };
  }
  if (change <= -TRIGGER_DEGREES) return { state: { ...state, waiting: true }, tilt: 'got' };
  if (change >= TRIGGER_DEGREES) return { state: { ...state, waiting: true }, tilt: 'pass' };
  return { state, tilt: null };
}

/** The nods in a sequence of readings, in order. */
export function detectTilts(readings: readonly OrientationReading[]): Tilt[] {
  let state = TILT_START;
  const tilts: Tilt[] = [];
  for (const reading of readings) {
    const step = tiltStep(state, reading);
    state = step.state;
    if (step.tilt) tilts.push(step.tilt);
  }
  return tilts;
}
