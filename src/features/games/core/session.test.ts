import { describe, expect, it } from 'vitest';
import { parseSession as parseCategory } from '../category/session';
import { parseSession as parseCharades } from '../charades/session';
import { DEFAULT_CIC_RULES, parseSession as parseCic } from '../country-island-city/session';
import { PromptMemory } from './draw';
import { parsePromptSession, type ShownPrompt } from './session';
import { loadSession } from './use-game-session';

const PROMPT: ShownPrompt = {
  game: 'charades',
  list: 0,
  text: 'Climbing a ladder',
  packId: 'classic',
  packName: 'Classic',
  player: 'Ana',
  named: null,
};

describe('stored game sessions', () => {
  it('reads back what the games store', () => {
    const prompt = { kind: 'prompt', prompt: PROMPT, turn: 3, shown: 4, choosing: false };
    // A row stored before endings existed reads with an empty tally and the game still on.
    expect(parsePromptSession(prompt)).toEqual({ ...prompt, picked: {}, ended: false });
    const category = {
      kind: 'category',
      prompt: PROMPT,
      turn: 1,
      shown: 1,
      out: ['Bo'],
      turnEndsAt: 1_700_000_000_000,
      turnSeconds: 10,
    };
    expect(parseCategory(category)).toEqual({
      ...category,
      wins: {},
      rounds: 5,
      // a one-phone game (a row stored before tables of phones existed)
      table: null,
      picked: {},
      ended: false,
    });
    const cic = {
      kind: 'cic',
      setId: 'classic',
      phase: 'summary',
      letter: 'A',
      usedLetters: ['A'],
      roundEndsAt: null,
      roundSeconds: 90,
      players: ['Ana', 'Bo'],
      answers: { Ana: ['Austria'], Bo: [''] },
      totals: { Ana: 20, Bo: 0 },
      round: 1,
      last: { letter: 'A', points: { Ana: [20], Bo: [0] }, totals: { Ana: 20, Bo: 0 } },
      rules: DEFAULT_CIC_RULES,
    };
    expect(parseCic(cic)).toEqual({
      ...cic,
      rounds: 0,
      marks: {},
      picked: {},
      ended: false,
      table: null,
    });
  });

  it('reads rows stored before player flags, second slots, actors and marks existed', () => {
    // A prompt without named2 or forfeit reads as it was; one with them keeps them.
    const withFlags = { ...PROMPT, named2: 'Cy', forfeit: { player: 'Ana', text: 'hum a song' } };
    const row = { kind: 'prompt', prompt: withFlags, turn: 0, shown: 1, choosing: false };
    expect(parsePromptSession(row)?.prompt).toEqual(withFlags);
    expect(
      parsePromptSession({ ...row, prompt: { ...withFlags, forfeit: { player: 'Ana' } } }),
    ).toBeNull();
    const charades = {
      kind: 'charades',
      teams: [
        { name: 'Owls', score: 2 },
        { name: 'Cats', score: 1 },
      ],
      team: 1,
      phase: 'ready',
      turnEndsAt: null,
      turnSeconds: 60,
      word: null,
      got: 0,
      skipped: 0,
      shown: 3,
    };
    const parsed = parseCharades(charades);
    expect(parsed?.teams).toEqual([
      { name: 'Owls', score: 2, turns: 0 },
      { name: 'Cats', score: 1, turns: 0 },
    ]);
    expect(parsed?.last).toBeNull();
  });

  it('turns a row from an older build or a broken write into null, so the game starts fresh', () => {
    expect(parsePromptSession(undefined)).toBeNull();
    expect(parsePromptSession({ kind: 'prompt', prompt: null, turn: -1, shown: 0 })).toBeNull();
    expect(parsePromptSession({ kind: 'category', prompt: null, turn: 0, shown: 0 })).toBeNull();
    expect(
      parsePromptSession({
        kind: 'prompt',
        prompt: { ...PROMPT, game: 'chess' },
        turn: 0,
        shown: 0,
        choosing: false,
      }),
    ).toBeNull();
    expect(
      parseCharades({ kind: 'charades', teams: [{ name: 'A', score: 0 }], team: 0 }),
    ).toBeNull();
    expect(parseCic({ kind: 'cic', players: 'Ana' })).toBeNull();
  });

  it('a failed read of the saved game or the memory still gives a playable game', async () => {
    const fresh = () => ({
      kind: 'prompt' as const,
      prompt: null,
      turn: 0,
      shown: 0,
      choosing: false,
      picked: {},
      ended: false,
    });
    const quiet = console.error;
    console.error = () => {};
    try {
      const loaded = await loadSession(
        () => Promise.reject(new Error('UnknownError: the disk is gone')),
        () => Promise.reject(new Error('UnknownError: the disk is gone')),
        parsePromptSession,
        fresh,
      );
      expect(loaded.state).toEqual(fresh());
      expect(loaded.memory).toBeInstanceOf(PromptMemory);
      expect(loaded.memory.toArray()).toEqual([]);
    } finally {
      console.error = quiet;
    }
  });
});
