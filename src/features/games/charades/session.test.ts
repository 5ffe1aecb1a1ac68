import { describe, expect, it } from 'vitest';
import { parseSession } from './session';
import type { ShownPrompt } from '../core/session';

const WORD: ShownPrompt = {
  game: 'charades',
  list: 0,
  text: 'Climbing a ladder',
  packId: 'classic',
  packName: 'Classic',
  player: null,
  named: null,
};

/** A turn in play as builds before the 3-2-1, pause, undo and tilt stored it. */
const OLD_TURN = {
  kind: 'charades',
  teams: [
    { name: 'Owls', score: 3, turns: 1 },
    { name: 'Cats', score: 2, turns: 1 },
  ],
  team: 0,
  phase: 'playing',
  turnEndsAt: 1_700_000_060_000,
  turnSeconds: 60,
  word: WORD,
  got: 1,
  skipped: 0,
  shown: 9,
  target: 10,
  last: { team: 1, got: 2, skipped: 1 },
  picked: {},
  ended: false,
};

describe('stored charades sessions', () => {
  it('loads a turn stored by an older build: no countdown, not paused, no list, tilt off', () => {
    const parsed = parseSession(OLD_TURN);
    expect(parsed).toEqual({
      ...OLD_TURN,
      startsAt: null,
      pausedLeftMs: null,
      words: [],
      tilt: false,
      table: null,
    });
  });

  it("loads an older build's time-up screen", () => {
    expect(parseSession({ ...OLD_TURN, phase: 'turn-over', turnEndsAt: null })?.phase).toBe(
      'turn-over',
    );
  });

  it('keeps a paused turn, its list and the tilt setting', () => {
    const paused = {
      ...OLD_TURN,
      phase: 'paused',
      turnEndsAt: null,
      startsAt: null,
      pausedLeftMs: 41_500,
      words: [
        { prompt: WORD, result: 'got' },
        { prompt: { ...WORD, text: 'Kite' }, result: 'passed' },
      ],
      tilt: true,
    };
    expect(parseSession(paused)).toEqual({ ...paused, table: null });
  });

  it('refuses a word marked anything but got or passed', () => {
    expect(parseSession({ ...OLD_TURN, words: [{ prompt: WORD, result: 'maybe' }] })).toBeNull();
  });
});
