import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCopyPace, PLAYING_MESSAGE } from './copy-pace';
import { reportPlay } from './register';

/** A clock the test moves: sleeping advances it by exactly what was asked. */
function fakeClock() {
  let time = 1_000_000;
  const slept: number[] = [];
  return {
    now: () => time,
    advance: (ms: number) => (time += ms),
    slept,
    sleep: (ms: number) => {
      slept.push(ms);
      time += ms;
      return Promise.resolve();
    },
  };
}

describe('createCopyPace (the worker waits for pauses in play)', () => {
  it('copies at once when nobody has tapped', async () => {
    const clock = fakeClock();
    const pace = createCopyPace({ pauseMs: 600, ...clock });
    await pace.turn();
    expect(clock.slept).toEqual([]);
  });

  it('waits until the pause after the last tap has lasted pauseMs', async () => {
    const clock = fakeClock();
    const pace = createCopyPace({ pauseMs: 600, ...clock });
    pace.played();
    clock.advance(200);
    await pace.turn();
    expect(clock.slept).toEqual([400]);
    // A pause already long enough: the next file goes at once.
    await pace.turn();
    expect(clock.slept).toEqual([400]);
  });

  it('waits again when a tap comes while it waits', async () => {
    const clock = fakeClock();
    let tapDuringWait = true;
    const pace = createCopyPace({
      pauseMs: 600,
      now: clock.now,
      sleep: async (ms) => {
        await clock.sleep(ms);
        if (tapDuringWait) {
          tapDuringWait = false;
          clock.advance(-100);
          pace.played();
          clock.advance(100);
        }
      },
    });
    pace.played();
    await pace.turn();
    expect(clock.slept).toEqual([600, 500]);
  });

  it('stops waiting once it has waited maxWaitMs over the whole copy, however the taps come', async () => {
    const clock = fakeClock();
    const pace = createCopyPace({ pauseMs: 600, maxWaitMs: 1_000, ...clock });
    pace.played();
    await pace.turn();
    pace.played();
    await pace.turn();
    expect(clock.slept).toEqual([600, 400]);
    pace.played();
    await pace.turn();
    expect(clock.slept).toEqual([600, 400]);
  });
});

describe('reportPlay (the page tells the copying worker of taps)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('posts PLAYING on a tap or key press, at most every 250 ms', () => {
    const target = new EventTarget();
    const worker = { postMessage: vi.fn() };
    reportPlay(() => worker, { target, now: () => Date.now() });
    target.dispatchEvent(new Event('pointerdown'));
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(249);
    target.dispatchEvent(new Event('pointerdown'));
    expect(worker.postMessage).toHaveBeenCalledTimes(1);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: PLAYING_MESSAGE });
    vi.advanceTimersByTime(1);
    target.dispatchEvent(new Event('pointerdown'));
    expect(worker.postMessage).toHaveBeenCalledTimes(2);
  });

  it('posts nothing when no worker is copying, and nothing after it is stopped', () => {
    const target = new EventTarget();
    const worker = { postMessage: vi.fn() };
    let copying: typeof worker | null = null;
    const stop = reportPlay(() => copying, { target, now: () => Date.now() });
    target.dispatchEvent(new Event('pointerdown'));
    expect(worker.postMessage).not.toHaveBeenCalled();
    copying = worker;
    stop();
    target.dispatchEvent(new Event('pointerdown'));
    expect(worker.postMessage).not.toHaveBeenCalled();
  });
});
