import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenQuiet } from './when-quiet';

describe('whenQuiet', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('runs once nobody has tapped for the quiet time', () => {
    const target = new EventTarget();
    const task = vi.fn();
    whenQuiet(task, { quietMs: 1000, maxMs: 30_000, target });
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits while taps keep coming, then runs in the first pause', () => {
    const target = new EventTarget();
    const task = vi.fn();
    whenQuiet(task, { quietMs: 1000, maxMs: 30_000, target });
    for (let i = 0; i < 20; i++) {
      vi.advanceTimersByTime(300);
      target.dispatchEvent(new Event('pointerdown'));
    }
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledTimes(1);
    // Later input does not run it again.
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(60_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits out the whole pause after a tap that came just before the quiet time ran out', () => {
    const target = new EventTarget();
    const task = vi.fn();
    whenQuiet(task, { quietMs: 1000, maxMs: 30_000, target });
    vi.advanceTimersByTime(900);
    target.dispatchEvent(new Event('touchstart'));
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('keeps one timer however many taps come (a tap only notes its time)', () => {
    const target = new EventTarget();
    const task = vi.fn();
    whenQuiet(task, { quietMs: 1000, maxMs: 30_000, target });
    const setTimer = vi.spyOn(globalThis, 'setTimeout');
    const clearTimer = vi.spyOn(globalThis, 'clearTimeout');
    for (let i = 0; i < 50; i++) target.dispatchEvent(new Event('pointerdown'));
    expect(setTimer).not.toHaveBeenCalled();
    expect(clearTimer).not.toHaveBeenCalled();
  });

  it('runs by the latest time even if the tapping never stops', () => {
    const target = new EventTarget();
    const task = vi.fn();
    whenQuiet(task, { quietMs: 1000, maxMs: 5000, target });
    for (let i = 0; i < 40; i++) {
      vi.advanceTimersByTime(200);
      target.dispatchEvent(new Event('pointerdown'));
    }
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
