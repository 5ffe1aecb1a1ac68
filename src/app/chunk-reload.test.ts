import { describe, expect, it } from 'vitest';
import { isChunkLoadError, reloadOnce, routerAlreadyReloaded } from './chunk-reload';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

describe('chunk load failures', () => {
  it('recognises the errors browsers raise for a missing chunk', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads the target page once, never in a loop', () => {
    const storage = memoryStorage();
    const reloads: string[] = [];
    const reload = (t: string) => reloads.push(t);
    expect(reloadOnce('/games/mix', storage, reload, 1_000)).toBe(true);
    expect(reloadOnce('/games/mix', storage, reload, 2_000)).toBe(false);
    expect(reloads).toEqual(['/games/mix']);
    // Much later (a new deploy, a new failure) it may try again.
    expect(reloadOnce('/games/mix', storage, reload, 60_000)).toBe(true);
    expect(reloadOnce('/go', storage, reload, 60_001)).toBe(true);
  });
});

describe('working with the router', () => {
  it("sees the router's own reload for a failed module", () => {
    const storage = memoryStorage();
    const error = new TypeError('Failed to fetch dynamically imported module: /assets/a.js');
    expect(routerAlreadyReloaded(error, storage)).toBe(false);
    storage.setItem(`tanstack_router_reload:${error.message}`, '1');
    expect(routerAlreadyReloaded(error, storage)).toBe(true);
  });
});
