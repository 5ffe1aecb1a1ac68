import type { Browser, Page } from 'playwright-core';
import { neverHaveIEverPacksDa } from '../../src/content/games/da/never-have-i-ever';
import { partyStreamPacksDa } from '../../src/content/games/da/party-stream';
import { squiffyPacksDa } from '../../src/content/games/da/squiffy';
import { truthOrDarePacksDa } from '../../src/content/games/da/truth-or-dare';
import { allMixedPacks } from '../../src/features/games/mix/draw-games';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  installedContext,
  launchBrowser,
  newContext,
  pageStore,
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

  it('a Danish table plays charades and odd one out in Danish; English stays English', async () => {
    const context = await newContext(browser, { locale: 'da-DK', viewport: DESKTOP });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/da/games/charades`);
    await waitForInteractive(page);
    await page.getByRole('button', { name: 'Ret holdene', exact: true }).waitFor();
    expect(await page.getByRole('group', { name: 'Spil til' }).count()).toBe(1);
    // A turn: the team is called by its place in Danish, and the buttons speak Danish.
    await page.getByRole('button', { name: 'Start 60 sekunder', exact: true }).click();
    await page.getByRole('button', { name: 'Spring over', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Gættet', exact: true }).count()).toBe(1);
    expect(await page.getByRole('timer', { name: 'Sekunder tilbage' }).count()).toBe(1);
    expect(await page.getByText('Hold 1', { exact: false }).count()).toBeGreaterThan(0);
    await screenshot(page, 'lang-da-charades-desktop');

    await page.goto(`${baseUrl}/da/games/odd-one-out`);
    await waitForInteractive(page);
    await page.getByRole('button', { name: 'Spil på den her telefon', exact: true }).waitFor();
    expect(
      await page.getByRole('button', { name: 'Alle på deres egen telefon', exact: true }).count(),
    ).toBe(1);
    expect(await page.getByRole('group', { name: 'Længde' }).count()).toBe(1);
    expect(await page.getByText('Alle får det samme hemmelige ord', { exact: false }).count()).toBe(
      1,
    );
    await screenshot(page, 'lang-da-odd-one-out-desktop');
    expect(errors).toEqual([]);
    await context.close();

    const english = await newContext(browser, { locale: 'en-US', viewport: DESKTOP });
    const enPage = await english.newPage();
    await enPage.goto(`${baseUrl}/games/odd-one-out`);
    await waitForInteractive(enPage);
    await enPage.getByRole('button', { name: 'Play on this phone', exact: true }).waitFor();
    expect(await enPage.getByText('Spil på den her telefon').count()).toBe(0);
    await enPage.goto(`${baseUrl}/games/charades`);
    await waitForInteractive(enPage);
    await enPage.getByRole('button', { name: 'Start 60 seconds', exact: true }).waitFor();
    expect(await enPage.getByText('Ret holdene').count()).toBe(0);
    await english.close();
  });

  it('the Danish editor is in Danish: its landing and the wizard’s first step', async () => {
    const context = await newContext(browser, { locale: 'da-DK' });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/da/editor`);
    await waitForInteractive(page);
    expect(await langOf(page)).toBe('da');
    await page.getByRole('heading', { level: 1, name: 'Lav din egen pakke' }).waitFor();
    expect(await page.locator('#main').textContent()).not.toContain('Create a new pack');
    // The footer names the information pages in Danish too.
    await page.locator('.footer-links').getByRole('link', { name: 'Om os' }).waitFor();
    expect(await page.locator('.footer-links').textContent()).not.toMatch(/About|Privacy policy/);
    expect(await seriousViolations(page, '/da/editor')).toEqual([]);
    await screenshot(page, 'lang-da-editor-landing-phone');
    await page.getByRole('button', { name: 'Lav en ny pakke' }).click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/da\/editor\/steps\//);
    await page.getByText('Sådan gør du').first().waitFor();
    expect(await page.locator('#main').textContent()).not.toMatch(/\bHow it works\b|\bNext\b/);
    expect(await seriousViolations(page, 'the Danish wizard')).toEqual([]);
    await screenshot(page, 'lang-da-editor-step-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the Danish profile is in Danish, and its choice of language opens the English twin and is remembered', async () => {
    const context = await newContext(browser, { locale: 'da-DK' });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/da`);
    await waitForInteractive(page);
    await page
      .getByRole('heading', { level: 1, name: 'Festspil til hele flokken. Uden net.' })
      .waitFor();
    await screenshot(page, 'lang-da-home-phone');

    await page.goto(`${baseUrl}/da/profile`);
    await waitForInteractive(page);
    expect(await langOf(page)).toBe('da');
    await page.getByRole('heading', { level: 1, name: 'Din profil' }).waitFor();
    const choice = page.getByRole('region', { name: 'Sprog' });
    // The language showing is marked, the other is a link to this page's English twin.
    expect(await choice.locator('[aria-current="true"]').textContent()).toBe('Dansk');
    const english = choice.getByRole('link', { name: 'English' });
    expect(await english.getAttribute('href')).toBe('/profile');
    expect(await seriousViolations(page, '/da/profile')).toEqual([]);
    await screenshot(page, 'lang-da-profile-phone');

    await english.click();
    await expect.poll(() => pathOf(page)).toBe('/profile');
    await waitForInteractive(page);
    expect(await langOf(page)).toBe('en');
    await page.getByRole('heading', { level: 1, name: 'Your profile' }).waitFor();
    const englishChoice = page.getByRole('region', { name: 'Language' });
    expect(await englishChoice.locator('[aria-current="true"]').textContent()).toBe('English');
    // Remembered over the device's Danish: the Danish address now opens in English.
    await page.goto(`${baseUrl}/da/profile`);
    await expect.poll(() => pathOf(page)).toBe('/profile');
    // And back the same way.
    await waitForInteractive(page);
    await page
      .getByRole('region', { name: 'Language' })
      .getByRole('link', { name: 'Dansk' })
      .click();
    await expect.poll(() => pathOf(page)).toBe('/da/profile');
    await page.getByRole('heading', { level: 1, name: 'Din profil' }).waitFor();
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
    // The choice itself is Danish: Sandhed or Konsekvens.
    expect(await page.getByRole('button', { name: 'Dare', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Konsekvens', exact: true }).click();
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

  it('a Danish guide reads in Danish, the Danish guide list names Danish guides, and an unwritten one says it is English', async () => {
    const context = await newContext(browser, { locale: 'da-DK' });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/da/articles/meyer`);
    // The prerendered page already wears its Danish title, before and after the app's code runs.
    expect(await page.title()).toBe(
      'Meyer: regler for det danske terningspil med bluff · Party Dojo',
    );
    await waitForInteractive(page);
    expect(await langOf(page)).toBe('da');
    await page
      .getByRole('heading', {
        level: 1,
        name: 'Meyer: regler for det danske terningspil med bluff',
      })
      .waitFor();
    await page.getByRole('heading', { level: 2, name: 'Sådan spiller I' }).waitFor();
    expect(await page.locator('.reading-body').getAttribute('lang')).toBe('da');
    expect(await page.title()).toBe(
      'Meyer: regler for det danske terningspil med bluff · Party Dojo',
    );
    expect(await page.getByRole('navigation', { name: 'På denne side' }).isVisible()).toBe(true);
    await screenshot(page, 'lang-da-guide-meyer');

    // The list, in Danish, with its search; links stay on Danish pages.
    await page.getByRole('link', { name: 'Alle spilleguides' }).first().click();
    await expect.poll(() => pathOf(page)).toBe('/da/articles');
    await page.getByRole('heading', { level: 1, name: 'Spilleguides' }).waitFor();
    expect(await page.title()).toBe('Spilleguides · Party Dojo');
    const titles = page.locator('.guide-card-title');
    expect(await titles.allTextContents()).toEqual(expect.arrayContaining(['Meyer', 'Bakke']));
    expect(await page.locator('.guide-card-title[lang="da"]').count()).toBeGreaterThanOrEqual(2);
    await page.getByRole('searchbox', { name: 'Søg i guiderne' }).fill('terningspil');
    await expect.poll(() => titles.allTextContents()).toEqual(['Meyer']);
    await page.locator('a.guide-card', { hasText: 'Meyer' }).click();
    await expect.poll(() => pathOf(page)).toBe('/da/articles/meyer');
    expect(await seriousViolations(page, '/da/articles/meyer')).toEqual([]);

    // Every guide is written in Danish now (the English fallback for a missing one is the
    // loader's unit test in src/features/reading): Horse Race opens as Hestevæddeløb, in Danish.
    await page.goto(`${baseUrl}/da/articles/horse-race`);
    await waitForInteractive(page);
    expect(await langOf(page)).toBe('da');
    await page
      .getByRole('heading', {
        level: 1,
        name: 'Hestevæddeløb: kortspillet, hvor esserne er heste',
      })
      .waitFor();
    expect(await page.locator('h1').getAttribute('lang')).toBe('da');
    expect(await page.locator('.reading-body').getAttribute('lang')).toBe('da');
    await page.getByRole('heading', { level: 2, name: 'Varianter og husregler' }).waitFor();
    expect(await page.getByRole('link', { name: 'Alle spilleguides' }).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a Danish table plays Squiffy, party stream and Mix’s party cards with Danish cards and Danish lead-ins', async () => {
    const context = await newContext(browser, { locale: 'da-DK' });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    /** A dealt card, names filled in, matches one of `texts` with Ana and Bo in its slots. */
    const dealtFrom = (texts: string[], dealt: string) =>
      texts.some((text) => {
        const pattern = text
          .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
          .replace(/\{player2?\}/g, '(?:Ana|Bo)');
        return new RegExp(`^${pattern}$`).test(dealt);
      });
    await page.goto(`${baseUrl}/da/games/squiffy`);
    await waitForInteractive(page);
    await pageStore(page, 'kv', { op: 'put', value: { key: 'players', value: ['Ana', 'Bo'] } });
    for (const [path, texts, leads] of [
      [
        '/da/games/squiffy',
        squiffyPacksDa.flatMap((p) => p.cards.map((c) => c.text)),
        ['Udfordring', 'Spørgsmål', 'Afstemning', 'Duel'],
      ],
      [
        '/da/games/party-stream',
        partyStreamPacksDa.flatMap((p) => p.cards.map((c) => c.text)),
        ['Opgave', 'Fælles afstemning', 'Duel', 'Minispil', 'Ny regel', 'Alle'],
      ],
    ] as const) {
      await page.goto(baseUrl + path);
      await waitForInteractive(page);
      expect(await langOf(page), path).toBe('da');
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      const text = page.locator('.prompt-text');
      await text.waitFor();
      for (let i = 0; i < 3; i++) {
        const dealt = (await text.textContent()) ?? '';
        expect(dealtFrom([...texts], dealt), `${path}: ${dealt}`).toBe(true);
        expect(leads, path).toContain(await page.locator('.prompt-lead').first().textContent());
        expect(await page.locator('.prompt-player').textContent(), path).toMatch(/^(Ana|Bo) /);
        await page.getByRole('button', { name: 'Næste kort', exact: true }).click();
        await expect.poll(() => text.textContent(), { message: path }).not.toBe(dealt);
      }
      await screenshot(page, `lang-da-${path.split('/').pop()}`);
    }
    // Mix with only Party stream's packs on deals their Danish cards on a Danish page.
    for (const pack of allMixedPacks()) {
      if (pack.game === 'party-stream') continue;
      await pageStore(page, 'packStates', {
        op: 'put',
        value: { game: 'mix', packId: pack.id, active: false, updatedAt: new Date().toISOString() },
      });
    }
    await page.goto(`${baseUrl}/da/games/mix`);
    await waitForInteractive(page);
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    const mixed = page.locator('.party-card .prompt-text');
    await mixed.waitFor();
    const dealt = (await mixed.textContent()) ?? '';
    const partyDa = partyStreamPacksDa.flatMap((p) => p.cards.map((c) => c.text));
    expect(dealtFrom(partyDa, dealt), `mix: ${dealt}`).toBe(true);
    expect(await page.locator('.party-card .prompt-lead').textContent()).toMatch(
      /^(Opgave|Fælles afstemning|Duel|Minispil|Ny regel|Alle)$/,
    );
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

  it('the Danish home, a Danish tool’s tab title and the Danish premium pages read in Danish', async () => {
    const context = await newContext(browser, { locale: 'da-DK' });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/da`);
    await waitForInteractive(page);
    expect(await page.title()).toBe('Party Dojo: fest- og drukspil, der virker offline');
    // The tiles that are not games: the section headings, the tools and the editor.
    await page.getByRole('heading', { level: 2, name: 'Værktøjer' }).waitFor();
    await page.getByRole('link', { name: /^Plat eller krone/ }).waitFor();
    await page.getByRole('link', { name: /^Lav din egen pakke/ }).waitFor();
    expect(await page.getByText('Heads or tails, settled fairly.').count()).toBe(0);

    // A tool's route head: the tab title is Danish from the prerendered HTML on.
    const html = await (
      await fetch(`${baseUrl}/da/tools/spin-the-bottle`, { headers: { accept: 'text/html' } })
    ).text();
    expect(html).toContain('<title>Drej flasken · Party Dojo</title>');
    await page.goto(`${baseUrl}/da/tools/spin-the-bottle`);
    await waitForInteractive(page);
    expect(await page.title()).toBe('Drej flasken · Party Dojo');

    await page.goto(`${baseUrl}/da/info/pricing`);
    await waitForInteractive(page);
    await page.getByRole('group', { name: 'Vælg et abonnement' }).waitFor();
    await page.getByTestId('premium-pack-list').getByText('Rejsehistorier').waitFor();
    await page.getByRole('heading', { name: 'Det får du med premium' }).waitFor();
    await page.goto(`${baseUrl}/da/info/premium-cancelled`);
    await page.getByRole('heading', { level: 1, name: 'Betalingen blev afbrudt' }).waitFor();
    // Drawn in the browser from the app shell, whose head is English: the site's Danish one.
    expect(await page.title()).toBe('Party Dojo: fest- og drukspil, der virker offline');
    await screenshot(page, 'lang-da-premium-cancelled');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a Danish charades game names its teams Hold 1 and Hold 2, and word guess’s unnamed holder is Holderen, and country, island, city’s seats are Spiller 1 and 2', async () => {
    const context = await newContext(browser, { reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    // A game started on the English page: its teams are stored as "Team 1" and "Team 2".
    await page.goto(`${baseUrl}/games/charades`);
    await page.getByRole('button', { name: 'Edit teams' }).click();
    expect(await page.getByLabel('Team 1 name').inputValue()).toBe('Team 1');
    await page.getByLabel('Team 2 name').fill('Owls');
    await page.getByRole('button', { name: 'Add a team' }).click();
    await expect.poll(() => page.getByLabel('Team 3 name').inputValue()).toBe('Team 3');

    await page.goto(`${baseUrl}/da/games/charades`);
    await page.getByRole('button', { name: 'Ret holdene' }).click();
    expect(await page.getByLabel('Navn på hold 1').inputValue()).toBe('Hold 1');
    expect(await page.getByLabel('Navn på hold 2').inputValue()).toBe('Owls');
    expect(await page.getByLabel('Navn på hold 3').inputValue()).toBe('Hold 3');
    await page.getByRole('button', { name: 'Tilføj et hold' }).click();
    await expect.poll(() => page.getByLabel('Navn på hold 4').inputValue()).toBe('Hold 4');
    expect(await page.locator('main').textContent()).not.toMatch(/\bTeam \d/);
    await screenshot(page, 'lang-da-charades-teams');

    // Word guess with no names: the holder who lasts twenty questions scores as Holderen.
    await page.goto(`${baseUrl}/da/games/word-guess`);
    await page.getByRole('button', { name: 'Start en runde' }).click();
    await page.getByRole('button', { name: 'Jeg har det: start spørgsmålene' }).click();
    const no = page.getByRole('button', { name: 'Nej', exact: true });
    for (let n = 0; n < 20; n++) await no.click();
    const scores = page.getByRole('list', { name: 'Point' });
    await expect.poll(() => scores.textContent()).toBe('Holderen 1');
    await page.reload();
    await expect.poll(() => scores.textContent()).toBe('Holderen 1');

    // Country, island, city with no names: the two seats are Spiller 1 and Spiller 2.
    await page.goto(`${baseUrl}/da/games/country-island-city`);
    await page.getByRole('button', { name: 'Træk et bogstav' }).click();
    await page.getByRole('button', { name: 'Stop, og gå til svarene' }).click();
    await expect.poll(() => page.locator('.mark-player').allTextContents()).toContain('Spiller 2');
    expect(await page.locator('main').textContent()).not.toMatch(/\bPlayer \d/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
