import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  launchBrowser,
  newContext,
  screenshot,
  waitForInteractive,
  waitForOfflineReady,
} from './browser';

// Paint before JavaScript (issue 17): static pages arrive as HTML, hydrate without a mismatch,
// and open offline with their own HTML.

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** One page of each family, from the precache manifest's list of prerendered pages. */
async function samplePages(): Promise<string[]> {
  const sw = await readFile('dist/sw.js', 'utf8');
  const all = [...sw.matchAll(/"url":"([^"]*index\.html)"/g)].map((m) =>
    m[1] === 'index.html' ? '/' : `/${m[1]!.replace(/\/?index\.html$/, '')}`,
  );
  const families = new Map<string, string>();
  for (const path of all) {
    const family = path
      .split('/')
      .slice(0, path.split('/').length > 2 ? 3 : 2)
      .join('/');
    if (!families.has(family)) families.set(family, path);
  }
  return [...families.values()];
}

describe('prerendered pages', () => {
  it('paint with JavaScript switched off', async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(baseUrl + '/go');
    await page.getByRole('heading', { name: 'What are we playing?' }).waitFor();
    await page.goto(baseUrl + '/');
    expect(await page.getByRole('link', { name: 'Start playing' }).count()).toBeGreaterThan(0);
    await screenshot(page, 'prerendered-home-no-js');
    await context.close();
  });

  it('hydrate without a mismatch or any console error, and then work', async () => {
    const paths = await samplePages();
    expect(paths).toEqual(expect.arrayContaining(['/', '/go', '/how-it-works']));
    expect(paths.length).toBeGreaterThanOrEqual(6);
    const context = await newContext(browser, { serviceWorkers: 'block' });
    for (const path of paths) {
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`${path}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${path}: ${message.text()}`);
      });
      const response = await page.goto(baseUrl + path, { waitUntil: 'load' });
      expect(await response?.text()).toContain(`data-prerendered="${path}"`);
      // Hydrated: React has taken over the page, and the data layer has come up behind it.
      await waitForInteractive(page);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      await page.close();
    }
    // Hydrated links navigate in the app, without a full load.
    const page = await context.newPage();
    await page.goto(baseUrl + '/');
    await page.locator('[data-testid="sync-badge"]').first().waitFor();
    let loads = 0;
    page.on('load', () => loads++);
    await page.getByRole('link', { name: 'How it works' }).first().click();
    await page.getByRole('heading', { name: 'How Party Dojo works' }).waitFor();
    expect(loads).toBe(0);
    await context.close();
  });

  it('open offline with their own HTML, and other addresses with the app shell', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(baseUrl + '/');
    await waitForOfflineReady(page);
    await context.setOffline(true);
    const response = await page.goto(baseUrl + '/how-it-works');
    expect(await response?.text()).toContain('data-prerendered="/how-it-works"');
    await page.getByRole('heading', { name: 'How Party Dojo works' }).waitFor();
    // A game's intro is prerendered too; its Start waits for the saved game, read on the device.
    const game = await page.goto(baseUrl + '/games/never-have-i-ever');
    expect(await game?.text()).toContain('data-prerendered="/games/never-have-i-ever"');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).waitFor();
    // The editor's landing too; what is stored on the device fills in below its hero.
    const editor = await page.goto(baseUrl + '/editor');
    expect(await editor?.text()).toContain('data-prerendered="/editor"');
    await page.getByRole('heading', { name: 'Import a pack file' }).waitFor();
    // A page that edits what is stored on the device comes as the app shell.
    const wizard = await page.goto(baseUrl + '/editor/steps/Step2Explanation');
    expect(await wizard?.text()).not.toContain('data-prerendered');
    await page.getByRole('heading', { name: 'How it works' }).waitFor();
    await context.close();
  });
});
