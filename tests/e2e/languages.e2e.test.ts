import type { Browser, Page } from 'playwright-core';
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

  it('Danish pages open offline, and an unknown Danish address says so in Danish', async () => {
    const { context, page, errors } = await installedContext(baseUrl);
    for (const path of ['/da', '/da/games/never-have-i-ever', '/da/articles/deprecated/meyer']) {
      await page.goto(baseUrl + path);
      await waitForInteractive(page);
      expect([pathOf(page), await langOf(page)], path).toEqual([path, 'da']);
    }
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

  it('a Danish tool and the Danish gallery speak Danish, and English stays English', async () => {
    const context = await newContext(browser, { locale: 'da-DK' });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/da/tools/coin-flip`);
    await waitForInteractive(page);
    expect(await langOf(page)).toBe('da');
    await page.getByRole('heading', { level: 1, name: 'Plat eller krone' }).waitFor();
    await page.getByText('Sig plat eller krone, og kast').waitFor();
    await page.getByRole('button', { name: 'Bedst af 3' }).click();
    await page.getByRole('button', { name: 'Kast', exact: true }).click();
    // The coin lands on a side named in Danish, and the match line follows it.
    await page
      .getByText(/^(Krone|Plat)$/)
      .first()
      .waitFor();
    await page.getByText(/^Bedst af 3: (Krone|Plat) fører 1–0, først til 2 vinder\.$/).waitFor();
    await page.getByRole('heading', { name: 'Seneste kast' }).waitFor();
    await screenshot(page, 'lang-da-coin-flip');

    await page.goto(`${baseUrl}/da/tools/dice-roll`);
    await page.getByRole('heading', { level: 1, name: 'Terningkast' }).waitFor();
    await page.getByRole('button', { name: 'Slå med 2 terninger' }).waitFor();

    await page.goto(`${baseUrl}/da/packs`);
    await waitForInteractive(page);
    await page.getByRole('heading', { level: 1, name: 'Spillernes pakker' }).waitFor();
    await page.getByLabel('Søg i pakker').waitFor();
    await page.getByRole('group', { name: 'Alkohol' }).waitFor();
    expect(await page.title()).toBe('Spillernes pakker · Party Dojo');
    await screenshot(page, 'lang-da-gallery');

    expect(errors).toEqual([]);
    await context.close();

    // The English twin, on an English phone, is unchanged.
    const english = await newContext(browser, { locale: 'en-US' });
    const enPage = await english.newPage();
    await enPage.goto(`${baseUrl}/tools/coin-flip`);
    await enPage.getByRole('heading', { level: 1, name: 'Coin flip' }).waitFor();
    await enPage.getByText('Call it, then flip').waitFor();
    await english.close();
  });
});
