import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSaveSchedule } from './save-schedule';

interface Write {
  game: string;
  shown: number;
  memory?: string[];
}

function setup() {
  const saved: Write[] = [];
  const schedule = createSaveSchedule<Write>({
    save: (write) => saved.push(write),
    keyOf: (write) => write.game,
    fold: (earlier, later) =>
      earlier.memory && !later.memory ? { ...later, memory: earlier.memory } : later,
    quietMs: 300,
    maxMs: 2_000,
  });
  return { saved, schedule };
}

describe('game saves wait for a pause in play', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves a tap once play pauses, not during the tap', () => {
    const { saved, schedule } = setup();
    schedule.schedule({ game: 'a', shown: 1 });
    expect(saved).toEqual([]);
    vi.advanceTimersByTime(299);
    expect(saved).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(saved).toEqual([{ game: 'a', shown: 1 }]);
    expect(schedule.pending()).toBe(false);
  });

  it('folds quick taps into one write of the latest state', () => {
    const { saved, schedule } = setup();
    for (let shown = 1; shown <= 5; shown++) {
      schedule.schedule({ game: 'a', shown, memory: [`prompt ${shown}`] });
      vi.advanceTimersByTime(100);
    }
    vi.advanceTimersByTime(300);
    expect(saved).toEqual([{ game: 'a', shown: 5, memory: ['prompt 5'] }]);
  });

  it('neither sets nor clears a timer on a tap while a save waits', () => {
    const { saved, schedule } = setup();
    schedule.schedule({ game: 'a', shown: 1 });
    const setTimer = vi.spyOn(globalThis, 'setTimeout');
    const clearTimer = vi.spyOn(globalThis, 'clearTimeout');
    for (let shown = 2; shown <= 50; shown++) schedule.schedule({ game: 'a', shown });
    expect(setTimer).not.toHaveBeenCalled();
    expect(clearTimer).not.toHaveBeenCalled();
    setTimer.mockRestore();
    clearTimer.mockRestore();
    // The pause still counts from the last tap.
    vi.advanceTimersByTime(150);
    schedule.schedule({ game: 'a', shown: 51 });
    vi.advanceTimersByTime(299);
    expect(saved).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(saved).toEqual([{ game: 'a', shown: 51 }]);
  });

  it('keeps the memory of a draw when a later write has none', () => {
    const { saved, schedule } = setup();
    schedule.schedule({ game: 'a', shown: 3, memory: ['x', 'y'] });
    schedule.schedule({ game: 'a', shown: 3 });
    vi.advanceTimersByTime(300);
    expect(saved).toEqual([{ game: 'a', shown: 3, memory: ['x', 'y'] }]);
  });

  it('saves within maxMs however fast the taps come', () => {
    const { saved, schedule } = setup();
    let shown = 0;
    for (let t = 0; t < 2_000; t += 100) {
      schedule.schedule({ game: 'a', shown: ++shown });
      vi.advanceTimersByTime(100);
    }
    expect(saved.length).toBe(1);
    expect(saved[0]?.shown).toBeGreaterThanOrEqual(19);
    // The taps go on: the next save again comes by maxMs after the first unsaved one.
    for (let t = 0; t < 2_000; t += 100) {
      schedule.schedule({ game: 'a', shown: ++shown });
      vi.advanceTimersByTime(100);
    }
    expect(saved.length).toBe(2);
  });

  it('saves one game at once when it closes, and everything when the page is left', () => {
    const { saved, schedule } = setup();
    schedule.schedule({ game: 'a', shown: 1 });
    schedule.schedule({ game: 'b', shown: 2 });
    schedule.flush('a');
    expect(saved).toEqual([{ game: 'a', shown: 1 }]);
    expect(schedule.pending()).toBe(true);
    schedule.flush();
    expect(saved).toEqual([
      { game: 'a', shown: 1 },
      { game: 'b', shown: 2 },
    ]);
    // Nothing is saved twice when the timers come due.
    vi.advanceTimersByTime(5_000);
    expect(saved.length).toBe(2);
  });

  it('runs a due save where runLater puts it', () => {
    const later: (() => void)[] = [];
    const saved: Write[] = [];
    const schedule = createSaveSchedule<Write>({
      save: (write) => saved.push(write),
      keyOf: (write) => write.game,
      runLater: (task) => later.push(task),
    });
    schedule.schedule({ game: 'a', shown: 1 });
    vi.advanceTimersByTime(300);
    expect(saved).toEqual([]);
    schedule.schedule({ game: 'a', shown: 2 });
    later.shift()?.();
    expect(saved).toEqual([{ game: 'a', shown: 2 }]);
  });
});
