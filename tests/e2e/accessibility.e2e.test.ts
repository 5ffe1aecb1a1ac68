import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  launchBrowser,
  newContext,
  seriousViolations,
  trackPageErrors,
  waitForInteractive,
} from './browser';

// One accessibility sweep: a page of every route of the app, in English and in Danish (the twin
// under /da), at phone size, through axe. The
// routes come from the app's own route tree, so a new route is swept the day it is added (a route
// with parameters needs its example below, or the first check fails). The suites of each feature
// check with axe what only they reach: a dialog open, a game mid-round, a form with its errors.

const baseUrl = inject('baseUrl');

/** A real address for each route with parameters. */
const EXAMPLES: Record<string, string> = {
  '/articles/$slug': '/articles/kings-cup',
  '/articles/deprecated/$name': '/articles/deprecated/kings-cup',
  '/articles/partnerships/$': '/articles/partnerships/gentle-jack',
  // A pack that is not on this device and not published: the page that says so.
  '/game/$slug': '/game/0b5a1c2e-3d4f-4a6b-8c7d-9e0f1a2b3c4d',
  '/info/$page': '/info/FAQ',
  '/partnerships/$id': '/partnerships/scrollbar',
  // An invite link leads on to sign-up.
  '/r/$code': '/r/0b5a1c2e-3d4f-4a6b-8c7d-9e0f1a2b3c4d',
  '/QR/$set/$': '/QR/standard/sticker',
  // A room this phone has no seat in yet: the name to join with.
  '/room/$code': '/room/ZZZ222',
  '/editor/steps/$step': '/editor/steps/Step1Landing',
};

/** Every page address the app routes, as the generated route tree lists them. */
function appRoutes(): string[] {
  const tree = readFileSync('src/route-tree.gen.ts', 'utf8');
  const block = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)?.[1] ?? '';
  return [...block.matchAll(/'([^']+)':/g)].map((m) => m[1]!.replace(/(.)\/$/, '$1'));
}

const routes = appRoutes();
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
});
afterAll(async () => {
  await browser?.close();
});

// A few pages at once (vitest's maxConcurrency): the sweep is the longest file of the browser
// pass, and one page at a time left the machine's other core idle at its end.
describe.concurrent('every route at phone size, through axe', () => {
  it('knows the routes, and has a real address for each one with parameters', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((route) => route.includes('$') && !EXAMPLES[route])).toEqual([]);
  });

  // Every route, then every route's Danish twin (its own words, lengths and `lang`).
  it.for([
    ...routes.map((route) => ['', route] as const),
    ...routes.map((route) => ['/da', route] as const),
  ])('%s%s', async ([twin, route], { expect }) => {
    const english = EXAMPLES[route] ?? route;
    const address = twin && english === '/' ? twin : twin + english;
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(baseUrl + address);
    await waitForInteractive(page);
    await page.locator('h1').first().waitFor();
    if (twin) expect(await page.locator('html').getAttribute('lang')).toBe('da');
    expect(await seriousViolations(page, address)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
