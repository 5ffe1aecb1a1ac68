import { describe, expect, it } from 'vitest';
import { cueLength, SOUNDS, timerCue, VIBRATIONS, type Cue } from './cues';

/** The cues a countdown gives, second by second, from its first reading on. */
function cuesOf(readings: (number | null)[]): (Cue | null)[] {
  return readings.slice(1).map((r, i) => timerCue(readings[i] ?? null, r));
}

describe('timer cues', () => {
  it('ticks in the last five seconds and sounds time up at zero', () => {
    const readings = [8, 7, 6, 5, 4, 3, 2, 1, 0];
    expect(cuesOf(readings)).toEqual([
      null,
      null,
      'tick',
      'tick',
      'tick',
      'tick',
      'tick',
      'time-up',
    ]);
  });

  it('sounds each second once, however often the clock re-renders', () => {
    expect(cuesOf([6, 6, 6, 5, 5, 5, 0, 0, 0])).toEqual([
      null,
      null,
      'tick',
      null,
      null,
      'time-up',
      null,
      null,
    ]);
  });

  it('stays quiet on the first reading, so a reload mid-round or after time up is silent', () => {
    expect(timerCue(null, 3)).toBeNull();
    expect(timerCue(null, 0)).toBeNull();
  });

  it('stays quiet when a clock restarts upwards or stops', () => {
    // Category: "Got one" restarts the next player's clock at full time.
    expect(timerCue(2, 10)).toBeNull();
    expect(timerCue(3, null)).toBeNull();
    expect(timerCue(0, 0)).toBeNull();
  });

  it('still sounds time up when a slow phone skips the last seconds', () => {
    expect(timerCue(4, 0)).toBe('time-up');
    expect(timerCue(12, 0)).toBe('time-up');
  });
});

describe('sounds and vibration', () => {
  it('describes every cue as short, audible notes', () => {
    for (const cue of Object.keys(SOUNDS) as Cue[]) {
      expect(SOUNDS[cue].length).toBeGreaterThan(0);
      for (const note of SOUNDS[cue]) {
        expect(note.frequency).toBeGreaterThanOrEqual(200);
        expect(note.frequency).toBeLessThanOrEqual(4000);
        expect(note.gain).toBeGreaterThan(0);
        expect(note.gain).toBeLessThanOrEqual(1);
      }
      expect(cueLength(cue)).toBeLessThanOrEqual(1.5);
    }
    // The tick is the quietest and shortest: it comes every second.
    expect(cueLength('tick')).toBeLessThan(cueLength('point'));
    expect(cueLength('time-up')).toBeGreaterThan(cueLength('point'));
  });

  it('buzzes long at time up and briefly at a new turn, and never for a tick', () => {
    const total = (p: readonly number[] | undefined) => (p ?? []).reduce((a, b) => a + b, 0);
    expect(total(VIBRATIONS['time-up'])).toBeGreaterThanOrEqual(500);
    expect(total(VIBRATIONS.turn)).toBeLessThanOrEqual(80);
    expect(VIBRATIONS.tick).toBeUndefined();
  });

  it('rattles briefly for a roll and buzzes firmly for a lost life', () => {
    const total = (p: readonly number[] | undefined) => (p ?? []).reduce((a, b) => a + b, 0);
    expect(total(VIBRATIONS.roll)).toBeLessThanOrEqual(250);
    expect(total(VIBRATIONS.loss)).toBeGreaterThan(total(VIBRATIONS.turn));
    expect(cueLength('roll')).toBeLessThan(cueLength('loss'));
  });
});
