import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { GUIDES } from '../../src/content/articles';
import { INFO_PAGES } from '../../src/content/info';
import { PARTNER_PAGES } from '../../src/content/partnerships';
import type { Body } from '../../src/content/reading/types';
import { RULE_CARDS } from '../../src/content/rule-cards';
import { outline, TOC_MIN_SECTIONS } from '../../src/features/reading/anchors';
import { filterGuides } from '../../src/features/reading/filters';
import { shortTitle } from '../../src/features/reading/labels';
import {
  DESKTOP,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  trackPageErrors,
  waitForInteractive,
  waitForOfflineReady,
} from './browser';

// The reading pages in Chromium at phone size: every family opens offline after one visit to
// another page, unknown names are the 404 of docs/spec/screens.md, the /articles search and filters narrow the list, a
// long guide's table of contents jumps to its section, and a printed guide is the text alone.

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const guideBodies = import.meta.glob<Body>('../../src/content/articles/bodies/*.ts', {
  import: 'body',
  eager: true,
});

function bodyOf(slug: string): Body {
  const body = guideBodies[`../../src/content/articles/bodies/${slug}.ts`];
  if (!body) throw new Error(`no body for ${slug}`);
  return body;
}

/** A guide long enough for a table of contents, preferring one with links in its text. */
function longGuide() {
  const long = GUIDES.filter((g) => outline(bodyOf(g.slug)).sections.length >= TOC_MIN_SECTIONS);
  const linked = long.find((g) => JSON.stringify(bodyOf(g.slug)).includes('"to":"/'));
  const guide = linked ?? long[0];
  if (!guide) throw new Error('no guide is long enough for a table of contents');
  return guide;
}

async function heading(page: Page, text: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: text, exact: true }).waitFor();
}

/** Offline for real: no network, and the origin refuses whatever the service worker asks of it. */
async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route(
    (url) => url.origin === baseUrl,
    (route) => route.abort('internetdisconnected'),
  );
}

describe('reading pages in Chromium', () => {
  it('opens a guide, a rule card, a partner page and an info page never visited, offline, after one visit', async () => {
    const guide = GUIDES[0];
    const card = RULE_CARDS[0];
    const partner = PARTNER_PAGES[0];
    const info = INFO_PAGES[0];
    expect(guide && card && partner && info, 'every family has at least one page').toBeTruthy();
    if (!guide || !card || !partner || !info) return;

    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(baseUrl + '/');
    await waitForOfflineReady(page);
    await goOffline(context);

    await page.goto(`${baseUrl}/articles/${guide.slug}`);
    await heading(page, guide.title);
    expect(await page.title()).toBe(`${guide.title} · Party Dojo`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      guide.description,
    );
    await page.goto(`${baseUrl}/articles/deprecated/${card.name}`);
    await heading(page, card.title);
    await page.getByRole('heading', { name: 'How to play' }).waitFor();
    // Both partner routes: /partnerships/{id} and /articles/partnerships/….
    for (const each of PARTNER_PAGES) {
      await page.goto(baseUrl + each.path);
      await heading(page, each.title);
    }
    await page.goto(`${baseUrl}/info/${info.page}`);
    await heading(page, info.title);
    await page.goto(`${baseUrl}/articles`);
    await heading(page, 'Game guides');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers an unknown name in every family with "Page Not Found: {path}"', async () => {
    const context = await newContext(browser, { serviceWorkers: 'block' });
    const page = await context.newPage();
    for (const path of [
      '/articles/no-such-guide',
      '/articles/deprecated/no-such-card',
      '/partnerships/no-such-bar',
      '/articles/partnerships/no-such-partner',
      '/articles/partnerships/scrollbar/no-such-page',
      '/info/no-such-page',
    ]) {
      await page.goto(baseUrl + path);
      await page.getByRole('heading', { name: '404' }).waitFor();
      await page.getByText(`Page Not Found: ${path}`, { exact: true }).waitFor();
    }
    // A known page typed in another case is that page, at its own address (U21).
    await page.goto(baseUrl + '/info/faq');
    await page.waitForURL(baseUrl + '/info/FAQ');
    expect(await page.getByRole('heading', { name: '404' }).count()).toBe(0);
    await context.close();
  });

  it('narrows the guides with the search box and the filters, and keeps them in the address', async () => {
    const context = await newContext(browser, { serviceWorkers: 'block' });
    const page = await context.newPage();
    // The guides are one tap from home.
    await page.goto(baseUrl + '/');
    await waitForInteractive(page);
    await page
      .locator('#articles')
      .getByRole('link', { name: /Game guides/ })
      .click();
    await page.waitForURL(baseUrl + '/articles');
    await heading(page, 'Game guides');
    const cards = page.locator('.guide-card');
    await expect.poll(() => cards.count()).toBe(GUIDES.length);
    await screenshot(page, 'reading-index-phone');

    // Search: every word must match.
    const target = GUIDES[GUIDES.length - 1]!;
    const word = target.slug.split('-')[0]!;
    await page.getByLabel('Search the guides').fill(word);
    const bySearch = filterGuides(GUIDES, { q: word });
    await expect.poll(() => cards.count()).toBe(bySearch.length);
    expect(bySearch.length).toBeLessThan(GUIDES.length);
    await page.locator('.guide-card-title', { hasText: shortTitle(target.title) }).waitFor();
    await page.waitForURL(/[?&]q=/);
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect.poll(() => cards.count()).toBe(GUIDES.length);

    // Filters: players, then what the group has, then length, combined.
    const players = page.getByRole('group', { name: 'Players' });
    await players.getByRole('button', { name: '2', exact: true }).click();
    const two = filterGuides(GUIDES, { players: 'two' });
    await expect.poll(() => cards.count()).toBe(two.length);
    await page.waitForURL(/[?&]players=two/);

    const kit = GUIDES.flatMap((g) => g.equipment).find((e) => e === 'playing-cards') ?? 'cups';
    await page
      .getByRole('group', { name: 'You have' })
      .getByRole('button', { name: kit === 'playing-cards' ? 'Playing cards' : 'Cups' })
      .click();
    const both = filterGuides(GUIDES, { players: 'two', equipment: kit });
    await expect.poll(() => cards.count()).toBe(both.length);
    expect(both.length).toBeLessThanOrEqual(two.length);

    await players.getByRole('button', { name: 'Any' }).click();
    await page
      .getByRole('group', { name: 'Length' })
      .getByRole('button', { name: 'Quick' })
      .click();
    const quick = filterGuides(GUIDES, { equipment: kit, length: 'quick' });
    await expect.poll(() => cards.count()).toBe(quick.length);
    if (quick.length === 0) await page.getByText('No guide matches that.').waitFor();

    // The filtered list survives a reload, because it lives in the address.
    await page.reload();
    await expect.poll(() => cards.count()).toBe(quick.length);
    await context.close();
  });

  it("jumps to a section from a long guide's table of contents", async () => {
    const guide = longGuide();
    const { sections } = outline(bodyOf(guide.slug));
    const section = sections[sections.length - 1]!;
    const context = await newContext(browser, { serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/articles/${guide.slug}`);
    await heading(page, guide.title);
    await screenshot(page, 'reading-guide-phone');
    expect(
      await page.getByRole('link', { name: 'All game guides' }).first().getAttribute('href'),
    ).toBe('/articles');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await toc.getByRole('link', { name: section.text, exact: true }).click();
    await page.waitForURL(`${baseUrl}/articles/${guide.slug}#${section.id}`);
    const target = page.locator(`#${section.id}`);
    await expect
      .poll(async () => {
        const box = await target.boundingBox();
        return box !== null && box.y >= 0 && box.y < PHONE.height / 2;
      })
      .toBe(true);
    await context.close();
  });

  it('prints a guide as its text: no app header, footer, navigation or buttons', async () => {
    const guide = longGuide();
    const context = await newContext(browser, { serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/articles/${guide.slug}`);
    await heading(page, guide.title);

    await page.emulateMedia({ media: 'print' });
    for (const selector of ['.site-header', '.site-footer', '.reading-toc', '.reading-back']) {
      expect(await page.locator(selector).isVisible(), selector).toBe(false);
    }
    expect(await page.getByRole('button').filter({ visible: true }).count()).toBe(0);
    expect(await page.locator('.reading-main').isVisible()).toBe(true);

    // The PDF's link annotations are the links printed: the body's, and none of the header's.
    const printed = await page
      .locator('a')
      .evaluateAll((links) =>
        links
          .filter((a) => a.getClientRects().length > 0)
          .map((a) => (a as HTMLAnchorElement).href),
      );
    const headerOnly = await page
      .locator('.site-header a, .site-footer a')
      .evaluateAll(
        (links, body) =>
          links.map((a) => (a as HTMLAnchorElement).href).filter((h) => !body.includes(h)),
        printed,
      );
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    const uris = [...pdf.matchAll(/\/URI \(([^)]*)\)/g)].map((match) => match[1]);
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(headerOnly.length).toBeGreaterThan(0);
    for (const href of headerOnly) expect(uris, href).not.toContain(href);
    if (printed.length > 0) expect(uris.length).toBeGreaterThan(0);
    await context.close();
  });

  it('shows the error page, never a blank one, when a page body cannot load', async () => {
    const guide = GUIDES[0]!;
    const context = await newContext(browser, { serviceWorkers: 'block' });
    const page = await context.newPage();
    const body = new RegExp(`/assets/${guide.slug}-[^/]+\\.js$`);
    let refused = 0;
    await context.route(body, (route) => {
      refused++;
      return route.abort('failed');
    });
    await page.goto(`${baseUrl}/articles/${guide.slug}`);
    await page
      .getByText('Our bartender is having technical difficulties. Try again soon!')
      .waitFor();
    expect(refused).toBeGreaterThanOrEqual(1);
    await context.close();
  });

  it('looks right on a phone and a desktop (screenshots for a person to look at)', async () => {
    const guide = longGuide();
    const card = RULE_CARDS.find((c) => c.guide !== undefined) ?? RULE_CARDS[0]!;
    const info = INFO_PAGES.find((p) => p.page === 'FAQ') ?? INFO_PAGES[0]!;
    const partner = PARTNER_PAGES[0]!;
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const context = await newContext(browser, { viewport, serviceWorkers: 'block' });
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      for (const [shot, path, title] of [
        ['index', '/articles', 'Game guides'],
        ['guide', `/articles/${guide.slug}`, guide.title],
        ['rule-card', `/articles/deprecated/${card.name}`, card.title],
        ['info', `/info/${info.page}`, info.title],
        ['partner', partner.path, partner.title],
      ] as const) {
        await page.goto(baseUrl + path);
        await heading(page, title);
        // Nothing sticks out sideways on a phone.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} at ${name} size`).toBeLessThanOrEqual(0);
        await screenshot(page, `reading-${shot}-${name}`);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
