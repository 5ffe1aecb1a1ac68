import { describe, expect, it } from 'vitest';
import { fillsInAppData, isDataReady, needsAppData, prerenderedFor } from './app-data';

describe('the data layer starts after the first paint', () => {
  it('lets pages that paint without stored data open without waiting for it', () => {
    const root = { staticData: {} };
    expect(needsAppData([root, { staticData: { paintsWithoutData: true } }])).toBe(false);
    // A page that matched nothing shows the 404 page, which reads nothing.
    expect(needsAppData([root])).toBe(false);
  });

  it('makes every other page wait for it, including pages that say nothing', () => {
    const root = { staticData: {} };
    expect(needsAppData([root, { staticData: {} }])).toBe(true);
    expect(needsAppData([root, {}])).toBe(true);
    expect(
      needsAppData([root, { staticData: { paintsWithoutData: true } }, { staticData: {} }]),
    ).toBe(true);
  });

  it('starts it at once for a page that paints first and then fills in what is stored', () => {
    const root = { staticData: {} };
    const game = { staticData: { paintsWithoutData: true, fillsInStoredData: true } };
    expect(needsAppData([root, game])).toBe(false);
    expect(fillsInAppData([root, game])).toBe(true);
    expect(fillsInAppData([root, { staticData: {} }])).toBe(false);
  });

  it('is not ready before anything starts it', () => {
    expect(isDataReady()).toBe(false);
  });
});

describe('hydrating prerendered HTML', () => {
  it('hydrates only the HTML prerendered for this very address', () => {
    expect(prerenderedFor('/', '/')).toBe(true);
    expect(prerenderedFor('/go', '/go')).toBe(true);
    expect(prerenderedFor('/go', '/go/')).toBe(true);
    // A host that served the home page for a game's address: draw the game from scratch.
    expect(prerenderedFor('/', '/games/never-have-i-ever')).toBe(false);
    expect(prerenderedFor(undefined, '/')).toBe(false);
  });
});
