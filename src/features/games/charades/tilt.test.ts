import { describe, expect, it } from 'vitest';
import { detectTilts, screenPitch, type OrientationReading } from './tilt';

/** Portrait on the forehead: upright (beta 90), nodded down (beta over 90) or tipped back. */
const portrait = (beta: number): OrientationReading => ({ beta, gamma: 0 });
/**
 * On its side on the forehead: gamma near ±90. Past upright, the angles wrap: the screen turned
 * down reads as beta 180 with gamma below 90.
 */
const sideways = (degreesDown: number): OrientationReading =>
  degreesDown >= 0 ? { beta: 180, gamma: 90 - degreesDown } : { beta: 0, gamma: 90 + degreesDown };

describe('the tilt gesture', () => {
  it('reads the screen pitch the same whichever way the phone is held', () => {
    expect(screenPitch(portrait(90))).toBeCloseTo(0);
    expect(screenPitch(portrait(135))).toBeCloseTo(-45);
    expect(screenPitch(portrait(45))).toBeCloseTo(45);
    expect(screenPitch(sideways(0))).toBeCloseTo(0);
    expect(screenPitch(sideways(40))).toBeCloseTo(-40);
    expect(screenPitch(sideways(-40))).toBeCloseTo(40);
    expect(screenPitch({ beta: null, gamma: 10 })).toBeNull();
  });

  it('counts a nod down as got it and a tip back as pass, in portrait', () => {
    const readings = [90, 95, 130, 140, 100, 88, 50, 40, 85].map(portrait);
    expect(detectTilts(readings)).toEqual(['got', 'pass']);
  });

  it('counts the same on its side, through the angles wrapping at upright', () => {
    const readings = [0, 10, 45, 20, 5, -40, -2].map(sideways);
    expect(detectTilts(readings)).toEqual(['got', 'pass']);
  });

  it('counts one tilt once, however long it is held or however it wobbles', () => {
    const readings = [90, 125, 150, 118, 140, 125, 160].map(portrait);
    expect(detectTilts(readings)).toEqual(['got']);
  });

  it('needs a return to the starting pose before the next tilt counts', () => {
    // Down, half-way back (still 25° off), down again: one. Then back to the pose: the next counts.
    const readings = [90, 130, 115, 135, 95, 130].map(portrait);
    expect(detectTilts(readings)).toEqual(['got', 'got']);
    // Straight from down to up without passing the pose: the up is not a pass.
    expect(detectTilts([90, 130, 40].map(portrait))).toEqual(['got']);
  });

  it('measures from the pose of the first reading, not from upright', () => {
    // The phone held leaning back 20°: a small move is nothing, 30° from there counts.
    expect(detectTilts([70, 80, 60].map(portrait))).toEqual([]);
    expect(detectTilts([70, 101].map(portrait))).toEqual(['got']);
    expect(detectTilts([70, 39].map(portrait))).toEqual(['pass']);
  });

  it('ignores readings without angles (no sensor)', () => {
    expect(detectTilts([{ beta: null, gamma: null }, portrait(90), portrait(130)])).toEqual([
      'got',
    ]);
  });
});
