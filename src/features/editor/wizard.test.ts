import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLang } from '../../lib/i18n';
import { createEmptyPack, type UserPack } from './pack-format';
import {
  COPY_FLAG_MS,
  createWizard,
  initialWizardState,
  shuffle,
  STEP_NAMES,
  stepName,
  stepNumber,
  stepProgress,
  wizardReducer,
  type WizardDeps,
} from './wizard';

// The messages are the catalogue's: load the English table the page would have.
beforeAll(() => loadLang('en'));

function completePack(prompts = ['one', 'two', 'three']): UserPack {
  const pack = createEmptyPack(new Date('2026-11-21T10:00:00Z'));
  pack.metadata.name = 'Cabin night';
  pack.metadata.description = 'For the cabin';
  pack.metadata.author = 'Ana';
  pack.metadata.game = 'never-have-i-ever';
  pack.prompts = prompts.map((text) => ({ text }));
  return pack;
}

function setup(pack: UserPack = completePack(), step = 1, overrides: Partial<WizardDeps> = {}) {
  let current = pack;
  const steps: number[] = [];
  const deps = {
    readPack: () => current,
    freshPack: vi.fn(() => {
      current = createEmptyPack();
    }),
    savePack: vi.fn(() => Promise.resolve()),
    refreshFiles: vi.fn(() => Promise.resolve()),
    copyText: vi.fn((_text: string) => Promise.resolve()),
    onStepChange: (s: number) => steps.push(s),
    random: () => 0,
    ...overrides,
  } satisfies WizardDeps;
  const wizard = createWizard(deps, step);
  return {
    wizard,
    deps,
    steps,
    setPack: (p: UserPack) => (current = p),
    current: () => current,
  };
}

describe('step names', () => {
  it('maps the seven step URLs both ways', () => {
    expect(STEP_NAMES).toHaveLength(7);
    expect(stepName(1)).toBe('Step1Landing');
    expect(stepName(4)).toBe('Step4Prompts');
    expect(stepName(7)).toBe('Step7Gameplay');
    expect(stepNumber('Step6Success')).toBe(6);
    expect(stepNumber('Step8Nope')).toBeNull();
  });

  it('counts only the three steps a person fills in, so the count and the bar agree', () => {
    expect(stepProgress(stepNumber('Step3Setup') ?? 0)).toEqual({ current: 1, total: 3 });
    expect(stepProgress(stepNumber('Step4Prompts') ?? 0)).toEqual({ current: 2, total: 3 });
    expect(stepProgress(stepNumber('Step5Review') ?? 0)).toEqual({ current: 3, total: 3 });
    for (const name of ['Step1Landing', 'Step2Explanation', 'Step6Success', 'Step7Gameplay']) {
      expect(stepProgress(stepNumber(name) ?? 0)).toBeNull();
    }
  });
});

describe('next and back', () => {
  it('moves forward from 1 to 6 with a valid pack and stops at the last step', () => {
    const { wizard, steps } = setup();
    for (let i = 0; i < 8; i++) wizard.next();
    expect(wizard.get().step).toBe(6);
    expect(steps).toEqual([2, 3, 4, 5, 6]);
  });

  it('stays on step 3 until the details pass, showing docs/spec/messages.md', () => {
    const pack = completePack();
    pack.metadata.name = ' ';
    pack.metadata.author = '';
    delete pack.metadata.game;
    const { wizard, setPack } = setup(pack, 3);
    wizard.next();
    expect(wizard.get().step).toBe(3);
    expect(wizard.get().detailErrors).toEqual({
      game: 'Game type is required',
      name: 'Game name is required',
      author: 'Author name is required',
    });
    setPack(completePack());
    wizard.next();
    expect(wizard.get().step).toBe(4);
    expect(wizard.get().detailErrors).toEqual({});
  });

  it('stays on step 4 with no prompts or a blank prompt', () => {
    const { wizard, setPack } = setup(completePack([]), 4);
    wizard.next();
    expect(wizard.get().step).toBe(4);
    expect(wizard.get().promptErrors.list).toBe('You need to add at least one prompt');
    setPack(completePack(['fine', ' ']));
    wizard.next();
    expect(wizard.get().step).toBe(4);
    expect(wizard.get().promptErrors.list).toBeUndefined();
    expect(wizard.get().promptErrors.prompts.get(1)).toBe('Prompt text is required');
    setPack(completePack(['fine', 'also fine']));
    wizard.next();
    expect(wizard.get().step).toBe(5);
  });

  it('does not validate on the other steps', () => {
    const { wizard } = setup(createEmptyPack(), 1);
    wizard.next();
    expect(wizard.get().step).toBe(2);
    wizard.goTo(5);
    wizard.next();
    expect(wizard.get().step).toBe(6);
  });

  it('goes back down to 1 and no further', () => {
    const { wizard } = setup(completePack(), 4);
    for (let i = 0; i < 6; i++) wizard.back();
    expect(wizard.get().step).toBe(1);
  });

  it('follows the URL without reporting it back', () => {
    const { wizard, steps } = setup();
    wizard.goTo(5);
    expect(wizard.get().step).toBe(5);
    expect(steps).toEqual([]);
  });
});

describe('reset', () => {
  it('returns to step 1 with a fresh pack and clears errors', () => {
    const { wizard, deps, current } = setup(completePack([]), 4);
    const before = current().metadata.id;
    wizard.next();
    wizard.reset();
    expect(deps.freshPack).toHaveBeenCalledOnce();
    expect(wizard.get()).toEqual(initialWizardState(1));
    expect(current().metadata.id).not.toBe(before);
    expect(current().prompts).toEqual([]);
  });
});

describe('save', () => {
  it('succeeds, moves to step 6 and refreshes the file list', async () => {
    const savePack = vi.fn((_pack: UserPack, _draft: boolean) => Promise.resolve());
    const { wizard, deps, steps } = setup(completePack(), 5, { savePack });
    await expect(wizard.save(false)).resolves.toBe(true);
    expect(savePack.mock.calls[0]?.[0].prompts).toHaveLength(3);
    expect(savePack.mock.calls[0]?.[1]).toBe(false);
    expect(wizard.get().step).toBe(6);
    expect(deps.refreshFiles).toHaveBeenCalledOnce();
    expect(steps).toEqual([6]);
  });

  it('refuses without a pack id: "No Game to Save Yet!"', async () => {
    const pack = completePack();
    pack.metadata.id = '';
    const { wizard, deps } = setup(pack, 5);
    await expect(wizard.save(true)).resolves.toBe(false);
    expect(wizard.get().saveError).toBe('No Game to Save Yet!');
    expect(wizard.get().step).toBe(5);
    expect(deps.savePack).not.toHaveBeenCalled();
  });

  it('keeps an incomplete pack from a final save, but lets it be saved as a draft', async () => {
    const pack = completePack(['ok', ' ']);
    pack.metadata.author = '';
    const { wizard, deps } = setup(pack, 5);
    await expect(wizard.save(false)).resolves.toBe(false);
    expect(wizard.get().saveError).toBe(
      'Not saved yet: Author name is required. Prompt text is required (prompt 2).',
    );
    expect(deps.savePack).not.toHaveBeenCalled();
    await expect(wizard.save(true)).resolves.toBe(true);
    expect(wizard.get().step).toBe(6);
  });

  it('stays and says why when the save fails', async () => {
    const { wizard, deps } = setup(completePack(), 5, {
      savePack: vi.fn(() => Promise.reject(new Error('disk full'))),
    });
    await expect(wizard.save(false)).resolves.toBe(false);
    expect(wizard.get().saveError).toBe('Failed to save the game: disk full');
    expect(wizard.get().step).toBe(5);
    expect(deps.refreshFiles).not.toHaveBeenCalled();
  });
});

describe('play mode', () => {
  it('shuffles, starts at index 0 with gameEnded cleared, and goes to step 7', () => {
    const random = vi.fn(() => 0.5);
    const { wizard } = setup(completePack(['a', 'b', 'c', ' ']), 6, { random });
    wizard.play();
    const { step, play } = wizard.get();
    expect(step).toBe(7);
    expect(random).toHaveBeenCalled();
    expect([...play.deck].sort()).toEqual(['a', 'b', 'c']);
    expect(play.index).toBe(0);
    expect(play.gameEnded).toBe(false);
  });

  it('advances, and ends the game after the last prompt', () => {
    const { wizard } = setup(completePack(['a', 'b']), 6);
    wizard.play();
    wizard.nextPrompt();
    expect(wizard.get().play).toMatchObject({ index: 1, gameEnded: false });
    wizard.nextPrompt();
    expect(wizard.get().play).toMatchObject({ index: 1, gameEnded: true });
    wizard.nextPrompt();
    expect(wizard.get().play).toMatchObject({ index: 1, gameEnded: true });
  });

  it('restart reshuffles and resets; exit returns to step 6', () => {
    let calls = 0;
    const { wizard } = setup(completePack(['a', 'b', 'c']), 6, {
      random: () => (calls++ % 2 === 0 ? 0 : 0.99),
    });
    wizard.play();
    wizard.nextPrompt();
    wizard.nextPrompt();
    wizard.nextPrompt();
    expect(wizard.get().play.gameEnded).toBe(true);
    const callsBefore = calls;
    wizard.restart();
    expect(calls).toBeGreaterThan(callsBefore);
    expect(wizard.get().play).toMatchObject({ index: 0, gameEnded: false });
    expect(wizard.get().step).toBe(7);
    wizard.exit();
    expect(wizard.get().step).toBe(6);
  });

  it('shuffle keeps every item', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    expect(shuffle(items).sort((a, b) => a - b)).toEqual(items);
  });
});

describe('copy link and video', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds the copied flag for exactly 2 seconds', async () => {
    const { wizard, deps } = setup(completePack(), 6);
    await wizard.copyLink('https://example.test/game/x');
    expect(deps.copyText).toHaveBeenCalledWith('https://example.test/game/x');
    expect(wizard.get().copied).toBe(true);
    vi.advanceTimersByTime(COPY_FLAG_MS - 1);
    expect(wizard.get().copied).toBe(true);
    vi.advanceTimersByTime(1);
    expect(wizard.get().copied).toBe(false);
    expect(COPY_FLAG_MS).toBe(2000);
  });

  it('restarts the 2 seconds when copied again', async () => {
    const { wizard } = setup(completePack(), 6);
    await wizard.copyLink('u');
    vi.advanceTimersByTime(1500);
    await wizard.copyLink('u');
    vi.advanceTimersByTime(1500);
    expect(wizard.get().copied).toBe(true);
    vi.advanceTimersByTime(500);
    expect(wizard.get().copied).toBe(false);
  });

  it('toggles the video modal', () => {
    const { wizard } = setup(completePack(), 6);
    wizard.toggleVideo();
    expect(wizard.get().videoOpen).toBe(true);
    wizard.toggleVideo();
    expect(wizard.get().videoOpen).toBe(false);
  });
});

describe('reducer purity', () => {
  it('returns the same state for a no-op', () => {
    const state = initialWizardState(6);
    expect(wizardReducer(state, { type: 'next', pack: completePack() })).toBe(state);
  });
});
