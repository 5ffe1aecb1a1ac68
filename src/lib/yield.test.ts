import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield';

describe('yieldToMain', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves in a later task, after the work already queued in this one', async () => {
    const order: string[] = [];
    const yielded = yieldToMain().then(() => order.push('after the yield'));
    void Promise.resolve().then(() => order.push('this task’s microtask'));
    await yielded;
    expect(order).toEqual(['this task’s microtask', 'after the yield']);
  });

  it('uses the browser’s scheduler.yield where there is one', async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });
});
