// Every game's setup screen keeps its start button in view on a phone (UX review 2, U4): at
// 390×844, on a first visit with the game's defaults, the button that starts play sits inside the
// screen and nothing covers it, however long the settings above it are; scrolled to the settings'
// end, it still does not cover them.

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  launchBrowser,
  newContext,
  pageStore,
  ARTIFACTS,
  trackPageErrors,
  waitForInteractive,
} from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Each setup screen and the name of the button that starts play there. */
const SETUPS: readonly [path: string, start: string][] = [
  ['/games/never-have-i-ever', 'Start'],
  ['/games/most-likely-to', 'Start'],
  ['/games/mix', 'Start'],
  ['/games/squiffy', 'Start'],
  ['/games/category', 'Deal a category'],
  ['/games/charades', 'Start 60 seconds'],
  ['/games/word-guess', 'Start a round'],
  ['/games/drunk-dice', 'Roll the die'],
  ['/games/odd-one-out', 'Play on this phone'],
  ['/games/country-island-city', 'Draw a letter'],
  ['/games/meyer', 'Start the game'],
  ['/games/more-or-less/team-select', 'Start the game'],
];

describe('the start button on every setup screen, at phone size', () => {
  it('is in view and uncovered on first load, and leaves the last setting reachable', async () => {
    const context = await newContext(browser);
    const errors: Error[][] = [];
    const hidden: string[] = [];
    for (const [path, name] of SETUPS) {
      // A tab of its own: a first visit, not one scrolled by the screen before.
      const page = await context.newPage();
      errors.push(trackPageErrors(page));
      await page.goto(baseUrl + path);
      await waitForInteractive(page);
      const start = page.getByRole('button', { name, exact: true });
      await start.waitFor();
      // Measured once the button has stopped moving (packs and settings load in after the first
      // frame, and the screen may render its button anew): a button replaced meanwhile is found
      // again by the locator on the next try.
      const measure = () =>
        start.evaluate(async (button) => {
          const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
          let box = button.getBoundingClientRect();
          for (let still = 0; still < 3;) {
            await frame();
            const next = button.getBoundingClientRect();
            still = next.top === box.top && next.height === box.height ? still + 1 : 0;
            box = next;
          }
          if (!button.isConnected || box.height === 0) return null;
          const x = box.x + box.width / 2;
          const atCentre = document.elementFromPoint(x, box.y + box.height / 2);
          return {
            inView: box.top >= 0 && box.bottom <= window.innerHeight,
            uncovered: atCentre !== null && button.contains(atCentre),
          };
        });
      let seen = await measure();
      for (let tries = 0; seen === null && tries < 20; tries++) seen = await measure();
      if (seen === null) throw new Error(`${path}: the ${name} button never settled`);
      if (!seen.inView || !seen.uncovered) hidden.push(`${path}: ${JSON.stringify(seen)}`);
      // Scrolled to the end, the last thing above the bar is not hidden behind it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const overlap = await start.evaluate((button) => {
        const bar = button.closest('.sticky-start') ?? button;
        const before = bar.previousElementSibling?.getBoundingClientRect();
        return before ? before.bottom - bar.getBoundingClientRect().top : 0;
      });
      expect(overlap, `${path}: the setting above the start bar is covered`).toBeLessThanOrEqual(1);
      await page.close();
    }
    const page = await context.newPage();
    expect(hidden).toEqual([]);
    await page.goto(baseUrl + '/games/country-island-city');
    await waitForInteractive(page);
    // the screen as a phone shows it, not the whole page: the bar at its foot
    await page.screenshot({ path: `${ARTIFACTS}/setup-start-country-island-city.png` });
    expect(errors.flat()).toEqual([]);
    await context.close();
  }, 90_000);

  it('is disabled, with the reason beside it, while a game has fewer players than it needs', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(baseUrl + '/games/squiffy');
    await waitForInteractive(page);
    await pageStore(page, 'kv', { op: 'put', value: { key: 'players', value: ['Ann'] } });
    for (const [path, name, reason] of [
      [
        '/games/squiffy',
        'Start',
        'Squiffy needs at least 2 players: add one more with the Players button.',
      ],
      [
        '/games/odd-one-out',
        'Play on this phone',
        'Odd one out needs at least 3 players: add 2 more with the Players button.',
      ],
    ] as const) {
      await page.goto(baseUrl + path);
      await waitForInteractive(page);
      const start = page.getByRole('button', { name, exact: true });
      await expect.poll(() => start.isDisabled(), { message: path }).toBe(true);
      // The reason is the button's description, in view beside it.
      const described = await start.getAttribute('aria-describedby');
      const why = page.locator(`[id="${described}"]`);
      expect(await why.textContent()).toBe(reason);
      expect(await why.isVisible()).toBe(true);
      const [a, b] = [await why.boundingBox(), await start.boundingBox()];
      expect(Math.abs((b?.y ?? 0) - ((a?.y ?? 0) + (a?.height ?? 0)))).toBeLessThan(40);
    }
    await page.screenshot({ path: `${ARTIFACTS}/setup-start-too-few-players.png` });
    // With enough names, Start is ready and the reason gone.
    await pageStore(page, 'kv', { op: 'put', value: { key: 'players', value: ['Ann', 'Ben'] } });
    await page.goto(baseUrl + '/games/squiffy');
    await waitForInteractive(page);
    const start = page.getByRole('button', { name: 'Start', exact: true });
    await expect.poll(() => start.isDisabled()).toBe(false);
    expect(await page.locator('#squiffy-start-problem').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
