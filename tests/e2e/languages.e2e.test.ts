import type { Browser, Page } from 'playwright-core';
import { neverHaveIEverPacksDa } from '../../src/content/games/da/never-have-i-ever';
import { truthOrDarePacksDa } from '../../src/content/games/da/truth-or-dare';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  installedContext,
  launchBrowser,
  newContext,
  screenshot,
  seriousViolations,
  trackPageErrors,
  waitForInteractive,
} from './browser';

// Danish beside English (issue 39): the first visit follows the device's language, the switch
// opens the page's twin and is remembered, every Danish address is prerendered with hreflang
// both ways and opens offline, and an unknown Danish address says so in Danish.

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const langOf = (page: Page) => page.evaluate(() => document.documentElement.lang);
const pathOf = (page: Page) => new URL(page.url()).pathname;
const alternates = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map(
      (link) => `${link.hreflang} ${new URL(link.href).pathname}`,
    ),
  );

describe('Danish and English', () => {
  it('a Danish phone opens in Danish, and the switch goes to English and is remembered', async () => {
    const context = await newContext(browser, { locale: 'da-DK' });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/`);
    await expect.poll(() => pathOf(page)).toBe('/da');
    await waitForInteractive(page);
    expect(await langOf(page)).toBe('da');
    const nav = page.getByRole('navigation', { name: 'Hovedmenu' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(
      expect.arrayContaining(['Spil', 'Lav selv', 'Profil']),
    );
    // Links stay in Danish as a person moves about.
    await nav.getByRole('link', { name: 'Spil' }).click();
    await expect.poll(() => pathOf(page)).toBe('/da/go');
    expect(await seriousViolations(page, '/da/go')).toEqual([]);
    await screenshot(page, 'lang-da-go');

    // The switch: the English twin of the same page, remembered over the device's language.
    await page.getByRole('link', { name: 'English' }).click();
    await expect.poll(() => pathOf(page)).toBe('/go');
    await waitForInteractive(page);
    expect(await langOf(page)).toBe('en');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Play' })
      .waitFor();
    await page.goto(`${baseUrl}/da/how-it-works`);
    await expect.poll(() => pathOf(page)).toBe('/how-it-works');
    // And back to Danish the same way.
    await waitForInteractive(page);
    await page.getByRole('link', { name: 'Dansk' }).click();
    await expect.poll(() => pathOf(page)).toBe('/da/how-it-works');
    await page.goto(`${baseUrl}/`);
    await expect.poll(() => pathOf(page)).toBe('/da');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an English phone stays in English, and a Danish address opened with nothing chosen stays Danish', async () => {
    const context = await newContext(browser, { locale: 'en-US', viewport: DESKTOP });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/`);
    await waitForInteractive(page);
    expect([pathOf(page), await langOf(page)]).toEqual(['/', 'en']);
    expect(await alternates(page)).toEqual(['en /', 'da /da', 'x-default /']);
    await screenshot(page, 'lang-en-home-desktop');

    await page.goto(`${baseUrl}/da/articles/deprecated/meyer`);
    await waitForInteractive(page);
    expect([pathOf(page), await langOf(page)]).toEqual(['/da/articles/deprecated/meyer', 'da']);
    expect(await alternates(page)).toEqual([
      'en /articles/deprecated/meyer',
      'da /da/articles/deprecated/meyer',
      'x-default /articles/deprecated/meyer',
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a Danish table plays land, ø, by and word guess with Danish columns and words; English stays English', async () => {
    const context = await newContext(browser, { locale: 'da-DK', viewport: DESKTOP });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/da/games/country-island-city`);
    await waitForInteractive(page);
    await page.getByText('Land · Ø · By · Dreng · Pige · Dyr', { exact: true }).waitFor();
    expect(await page.getByText('6 kolonner', { exact: false }).count()).toBeGreaterThan(0);
    await screenshot(page, 'lang-da-country-island-city-desktop');

    await page.goto(`${baseUrl}/da/games/word-guess`);
    await waitForInteractive(page);
    await page.getByRole('button', { name: 'Alle kategorier', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Dyr', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Svær', exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();

    const english = await newContext(browser, { locale: 'en-US', viewport: DESKTOP });
    const enPage = await english.newPage();
    await enPage.goto(`${baseUrl}/games/country-island-city`);
    await waitForInteractive(enPage);
    await enPage
      .getByText('Country · Island · City · River · First name · Animal', { exact: true })
      .waitFor();
    expect(await enPage.getByText('Klassisk').count()).toBe(0);
    await english.close();
  });

  it('Danish pages open offline, and an unknown Danish address says so in Danish', async () => {
    const { context, page, errors } = await installedContext(baseUrl);
    for (const path of ['/da', '/da/games/never-have-i-ever', '/da/articles/deprecated/meyer']) {
      await page.goto(baseUrl + path);
      await waitForInteractive(page);
      expect([pathOf(page), await langOf(page)], path).toEqual([path, 'da']);
    }
    // A Danish table deals the Danish deck, with Danish lead-ins, offline.
    await page.goto(`${baseUrl}/da/games/never-have-i-ever`);
    await waitForInteractive(page);
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    const danish = new Set(
      neverHaveIEverPacksDa.flatMap((p) => p.lists[0]!.map((q) => `${q.text}.`)),
    );
    await expect
      .poll(() => page.locator('.prompt-lead').first().textContent())
      .toBe('Jeg har aldrig');
    expect(danish).toContain(await page.locator('.prompt-text').textContent());
    await screenshot(page, 'lang-da-never-have-i-ever');
    await page.goto(`${baseUrl}/da/games/truth-or-dare`);
    await waitForInteractive(page);
    await page.getByRole('button', { name: 'Dare', exact: true }).click();
    await expect.poll(() => page.locator('.prompt-lead').first().textContent()).toBe('Konsekvens');
    const dares = new Set(truthOrDarePacksDa.flatMap((p) => p.lists[1]!.map((q) => q.text)));
    const dare = (await page.locator('.prompt-text').textContent()) ?? '';
    // The dealt dare, with an empty slot read as "the player on your left" in Danish.
    expect(
      [...dares].some(
        (text) =>
          text.replace(/\{player\}/g, '').length > 0 && dare.includes(text.split('{player}')[0]!),
      ),
      dare,
    ).toBe(true);
    expect(dare).not.toMatch(/player on your/);

    await page.goto(`${baseUrl}/da/no-such-page`);
    await page
      .getByText('Ups! Den her side er vist gået hjem fra festen efter en øl for meget!')
      .waitFor();
    await page.getByText('Siden findes ikke: /da/no-such-page').waitFor();
    expect(await langOf(page)).toBe('da');
    await page.getByRole('button', { name: 'Forsiden' }).click();
    await expect.poll(() => pathOf(page)).toBe('/da');
    await screenshot(page, 'lang-da-home-offline');
    expect(errors).toEqual([]);
    await context.close();
  });
});
