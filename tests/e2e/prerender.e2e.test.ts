import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { neverHaveIEverPacks } from '../../src/content/games/never-have-i-ever';
import {
  launchBrowser,
  newContext,
  pageStore,
  recordedShifts,
  RECORD_SHIFTS,
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

/** The games whose saved state fills in below a prerendered intro, checked one by one. */
const FILLED_IN_GAMES = [
  '/games/charades',
  '/games/category',
  '/games/meyer',
  '/games/word-guess',
  '/games/squiffy',
  '/games/party-stream',
  '/games/more-or-less/team-select',
];

/** Charades after one round: team 1 scored 3, team 2 is up, End game instead of the target. */
const CHARADES_AFTER_A_ROUND = {
  game: 'charades',
  updatedAt: '2026-11-24T12:00:00.000Z',
  state: {
    kind: 'charades',
    teams: [
      { name: 'Team 1', score: 3, turns: 1 },
      { name: 'Team 2', score: 0, turns: 0 },
    ],
    team: 1,
    phase: 'ready',
    turnEndsAt: null,
    turnSeconds: 60,
    word: null,
    got: 3,
    skipped: 1,
    shown: 4,
    target: 10,
    last: { team: 0, got: 3, skipped: 1 },
    picked: {},
    ended: false,
  },
};

/** Word guess in its second round, asking, with six players' scores (more than a phone's line). */
const WORD_GUESS_ASKING = {
  game: 'word-guess',
  updatedAt: '2026-11-24T12:00:00.000Z',
  state: {
    kind: 'word-guess',
    phase: 'asking',
    categoryId: 'any',
    difficulty: 'medium',
    holder: 'Beatrice',
    round: {
      word: 'lighthouse',
      categoryId: 'any',
      difficulty: 'medium',
      holder: 'Beatrice',
      entries: [{ kind: 'question', reply: 'yes' }],
      outcome: null,
    },
    played: [
      {
        word: 'penguin',
        categoryId: 'any',
        difficulty: 'medium',
        holder: 'Alexander',
        entries: [
          { kind: 'question', reply: 'no' },
          { kind: 'guess', text: 'penguin', by: 'Beatrice', right: true },
        ],
        outcome: { kind: 'guessed', by: 'Beatrice' },
      },
    ],
    scores: {
      Alexander: 0,
      Beatrice: 1,
      Christopher: 0,
      Dominique: 0,
      Emmanuelle: 0,
      Frederick: 0,
    },
    picked: { Alexander: 1 },
    ended: false,
  },
};

/** The HTML the host sends a browser for `path` (a page request asks for text/html). */
async function pageHtml(path: string): Promise<string> {
  const response = await fetch(baseUrl + path, { headers: { accept: 'text/html' } });
  const html = await response.text();
  expect(html).toContain(`data-prerendered="${path}"`);
  return html;
}

/**
 * Loads `path` as a phone on a slow network with a 4x slower CPU (as Lighthouse's mobile preset),
 * and returns the layout shifts once the page has come to life, `ready` is up and it settled.
 */
async function loadShifts(page: Page, path: string, ready: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  const response = await page.goto(baseUrl + path, { waitUntil: 'load' });
  expect(await response?.text()).toContain(`data-prerendered="${path}"`);
  await waitForInteractive(page);
  await page.getByText(ready).first().waitFor();
  await page.waitForTimeout(800);
  const shifts = await recordedShifts(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await cdp.detach();
  return shifts;
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
    // A bar's hub is what a table code opens, often on a weak signal: it paints before any script.
    await page.goto(baseUrl + '/games/slusen');
    await page.getByRole('heading', { name: 'Slusen' }).waitFor();
    expect(await page.getByRole('link', { name: /The Line/ }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('hydrate without a mismatch or any console error, and then work', async () => {
    const sampled = await samplePages();
    expect(sampled).toEqual(expect.arrayContaining(['/', '/go', '/how-it-works']));
    expect(sampled.length).toBeGreaterThanOrEqual(6);
    // Every game with a saved state to fill in is checked, not only the family's first.
    const paths = [...new Set([...sampled, ...FILLED_IN_GAMES])];
    const context = await newContext(browser, { serviceWorkers: 'block' });
    // One tab goes through every page, as a person following links that each load in full.
    const tab = await context.newPage();
    const problems: string[] = [];
    let path = '';
    tab.on('pageerror', (error) => problems.push(`${path}: ${error.message}`));
    tab.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${path}: ${message.text()}`);
    });
    for (path of paths) {
      const response = await tab.goto(baseUrl + path, { waitUntil: 'load' });
      expect(await response?.text()).toContain(`data-prerendered="${path}"`);
      // Hydrated: React has taken over the page, the data layer has come up behind it, and what
      // the page fills in from it has been drawn.
      await waitForInteractive(tab);
      await tab.locator('html[data-data-ready]').waitFor({ state: 'attached' });
      await tab.evaluate(
        () => new Promise((settled) => requestIdleCallback(settled, { timeout: 2_000 })),
      );
      expect(problems).toEqual([]);
    }
    await tab.close();
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
    // About fifty pages, one after another.
  }, 120_000);

  // One retry: the loads run at 4x CPU on a machine shared with another browser suite, and once
  // in a few loaded runs a shift was recorded that a second load did not show. A real shift
  // shows on every load, so it still fails. One such cause was found and mended: a page painted
  // from half its HTML when the parser got it in two parts (see "paint only once the whole page
  // has arrived" below); the retries stay for what a loaded machine may still do.
  it(
    'charades and category: nothing moves as the page loads, on a first visit or with a game saved',
    { retry: 1 },
    async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      await page.addInitScript(RECORD_SHIFTS);
      // A first visit: the intro, then the fresh game's settings, in the room kept for them.
      expect(await loadShifts(page, '/games/charades', 'Play to')).toEqual([]);
      expect(await loadShifts(page, '/games/category', 'Categories to play')).toEqual([]);

      // Back after a round of charades: the scores and End game fill in where the page held room.
      await pageStore(page, 'gameSessions', { op: 'put', value: CHARADES_AFTER_A_ROUND });
      expect(
        await loadShifts(page, '/games/charades', 'Last turn: Team 1 got 3, 1 passed'),
      ).toEqual([]);
      const scores = page.getByRole('list', { name: 'Scores' });
      expect(await scores.locator('li').allTextContents()).toEqual(['Team 1 3', 'Team 2 0']);
      // Back mid-turn: the word, the clock and Got it take the intro's place.
      await page.getByRole('button', { name: 'Start 60 seconds' }).click();
      await page.getByRole('button', { name: 'Got it' }).waitFor();
      // Reloaded once the 3-2-1 is over and the word shows.
      await page.locator('.charades-word').waitFor();
      await page.waitForTimeout(300);
      expect(await loadShifts(page, '/games/charades', 'Got it')).toEqual([]);
      await screenshot(page, 'prerendered-charades-mid-turn-phone');

      // Back to a category in play, a player out and the next one's clock not yet started: the
      // status line and the turn fill in. (A running clock could run out during the slow load,
      // and time called is a change of its own.)
      await page.goto(baseUrl + '/games/category');
      await page.getByRole('button', { name: 'Deal a category' }).click();
      await page.getByRole('button', { name: 'Start the clock' }).click();
      await page.getByRole('button', { name: 'Out', exact: true }).click();
      type Row = { game: string; state: { out: string[]; turnEndsAt: number | null } };
      const stored = () => pageStore<Row>(page, 'gameSessions', { op: 'get', key: 'category' });
      await expect.poll(async () => (await stored()).state.out).toEqual(['Player 1']);
      const row = await stored();
      await pageStore(page, 'gameSessions', {
        op: 'put',
        value: { ...row, state: { ...row.state, turnEndsAt: null } },
      });
      expect(await loadShifts(page, '/games/category', 'out: Player 1')).toEqual([]);
      await page.getByRole('button', { name: 'Start the clock' }).waitFor();
      await screenshot(page, 'prerendered-category-in-play-phone');

      // The clock runs out with nobody touching the phone: "Time is up" takes a line kept for
      // it, and neither the buttons nor anything else moves.
      await page.getByRole('button', { name: 'Start the clock' }).click();
      const out = page.getByRole('button', { name: 'Out', exact: true });
      await out.waitFor();
      await expect.poll(async () => (await stored()).state.turnEndsAt).not.toBeNull();
      const running = await stored();
      await pageStore(page, 'gameSessions', {
        op: 'put',
        value: { ...running, state: { ...running.state, turnEndsAt: Date.now() + 3_000 } },
      });
      await page.reload();
      await waitForInteractive(page);
      await out.waitFor();
      await page.waitForTimeout(300);
      const shifts = () => recordedShifts(page);
      const settled = (await shifts()).length;
      const before = await out.boundingBox();
      await page.getByText('Time is up for Player 2!').waitFor();
      await page.waitForTimeout(300);
      expect(await out.boundingBox()).toEqual(before);
      expect((await shifts()).slice(settled)).toEqual([]);
      await context.close();
    },
  );

  it(
    'meyer, drunk dice and country-island-city: how to play paints first, and nothing moves as the game fills in',
    { retry: 1 },
    async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      await page.addInitScript(RECORD_SHIFTS);
      // The header painted from HTML is the one the game keeps: a Players button focused before
      // the saved game is read stays focused.
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          (globalThis as unknown as { __players: Element | null }).__players =
            document.querySelector('.game-head button');
        }),
      );
      const sameHeader = () =>
        page.evaluate(() => {
          const painted = (globalThis as unknown as { __players: Element | null }).__players;
          return !!painted?.isConnected && painted === document.querySelector('.game-head button');
        });
      // A first visit: How to play is in the HTML; the fresh setup fills in below it.
      const html = await pageHtml('/games/meyer');
      expect(html).toContain('How to play');
      expect(await loadShifts(page, '/games/meyer', 'Lives per player')).toEqual([]);
      expect(await sameHeader()).toBe(true);
      expect(await loadShifts(page, '/games/drunk-dice', 'Roll the die')).toEqual([]);
      expect(await loadShifts(page, '/games/country-island-city', 'Columns')).toEqual([]);

      // Back to a game in play: its screen takes How to play's place.
      await page.goto(baseUrl + '/games/drunk-dice');
      await page.getByRole('button', { name: 'Roll the die' }).click();
      await page.getByText(/^Rolled \d$/).waitFor();
      await expect
        .poll(async () => {
          type Row = { state: { rolls: number } } | undefined;
          const row = await pageStore<Row>(page, 'gameSessions', {
            op: 'get',
            key: 'drunk-dice',
          });
          return row?.state.rolls;
        })
        .toBe(1);
      expect(await loadShifts(page, '/games/drunk-dice', 'Rolled')).toEqual([]);
      await page.goto(baseUrl + '/games/meyer');
      await page.getByRole('button', { name: 'Start the game' }).click();
      await page.getByText('shake the cup').waitFor();
      await page.waitForTimeout(300);
      expect(await loadShifts(page, '/games/meyer', 'shake the cup')).toEqual([]);
      await screenshot(page, 'prerendered-meyer-in-play-phone');
      await page.goto(baseUrl + '/games/country-island-city');
      await page.getByRole('button', { name: 'Draw a letter' }).click();
      await page.getByText('The letter is').waitFor();
      await page.waitForTimeout(300);
      expect(await loadShifts(page, '/games/country-island-city', 'The letter is')).toEqual([]);
      await context.close();
    },
  );

  it(
    'word guess: how to play paints first, and a saved round with six players and their scores moves nothing',
    { retry: 1 },
    async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      await page.addInitScript(RECORD_SHIFTS);
      const html = await pageHtml('/games/word-guess');
      expect(html).toContain('One player holds a secret word');
      // A first visit: the fresh setup fills in under How to play, its status a single line.
      expect(await loadShifts(page, '/games/word-guess', 'Start a round')).toEqual([]);
      await page.getByText('New game · Any category · Easy').waitFor();
      // Back mid-round with six players' scores: they keep to the status's one line, and the
      // header's Players button, drawn before the players are read, keeps its size.
      await pageStore(page, 'gameSessions', { op: 'put', value: WORD_GUESS_ASKING });
      await pageStore(page, 'kv', {
        op: 'put',
        value: { key: 'players', value: Object.keys(WORD_GUESS_ASKING.state.scores) },
      });
      expect(await loadShifts(page, '/games/word-guess', 'Question 2 of 20')).toEqual([]);
      await page.getByRole('button', { name: '6 players' }).waitFor();
      const scores = page.getByRole('list', { name: 'Scores' });
      expect(await scores.locator('li').allTextContents()).toEqual([
        'Alexander 0',
        'Beatrice 1',
        'Christopher 0',
        'Dominique 0',
        'Emmanuelle 0',
        'Frederick 0',
      ]);
      // Every score can be reached: the line scrolls sideways rather than cutting names short.
      const line = await scores.evaluate((list) => ({
        height: list.getBoundingClientRect().height,
        scrolls: list.scrollWidth > list.clientWidth,
      }));
      expect(line.scrolls).toBe(true);
      expect(line.height).toBeLessThan(30);
      await screenshot(page, 'prerendered-word-guess-asking-phone');
      await context.close();
    },
  );

  it(
    'squiffy: how to play paints first, and the setup or a dealt card moves nothing as the game, players and packs are read',
    { retry: 1 },
    async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      await page.addInitScript(RECORD_SHIFTS);
      expect(await pageHtml('/games/squiffy')).toContain('Every card names someone at the table');
      // A first visit: the setup fills in under How to play.
      expect(await loadShifts(page, '/games/squiffy', 'How long')).toEqual([]);
      await page.getByText(/^New game · \d+ rounds$/).waitFor();
      // Three players and a card dealt, then back to the page.
      await pageStore(page, 'kv', {
        op: 'put',
        value: { key: 'players', value: ['Ann', 'Bo', 'Cy'] },
      });
      await page.reload();
      await waitForInteractive(page);
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.getByRole('button', { name: 'Next card' }).waitFor();
      await expect
        .poll(async () => {
          type Row = { state: { shown: number } } | undefined;
          const row = await pageStore<Row>(page, 'gameSessions', { op: 'get', key: 'squiffy' });
          return row?.state.shown;
        })
        .toBe(1);
      expect(await loadShifts(page, '/games/squiffy', 'Next card')).toEqual([]);
      await page.getByText(/^Round 1 of \d+ · card 1 of \d+$/).waitFor();
      await screenshot(page, 'prerendered-squiffy-in-play-phone');
      await context.close();
    },
  );

  it(
    'more or less: how to play paints first, and the setup or a game in progress fills in below it, moving nothing',
    { retry: 1 },
    async () => {
      const path = '/games/more-or-less/team-select';
      const context = await newContext(browser);
      const page = await context.newPage();
      await page.addInitScript(RECORD_SHIFTS);
      expect(await pageHtml(path)).toContain('Each card hides a true number');
      // A first visit: the fresh setup fills in under How to play.
      expect(await loadShifts(page, path, 'Start the game')).toEqual([]);
      // Four players in two teams, a game started: back on team select, it says a game is on.
      await pageStore(page, 'kv', {
        op: 'put',
        value: { key: 'players', value: ['Ann', 'Bo', 'Cy', 'Di'] },
      });
      await page.reload();
      await waitForInteractive(page);
      await page.getByRole('button', { name: 'Start the game' }).click();
      await page.waitForURL(/\/games\/more-or-less\/game$/);
      await expect
        .poll(async () => {
          type Row = { state: { round: number } } | undefined;
          const row = await pageStore<Row>(page, 'gameSessions', {
            op: 'get',
            key: 'more-or-less',
          });
          return row?.state.round;
        })
        .toBe(1);
      expect(await loadShifts(page, path, 'A game is on')).toEqual([]);
      await page.getByRole('link', { name: 'Continue the game' }).waitFor();
      await screenshot(page, 'prerendered-more-or-less-game-on-phone');
      await context.close();
    },
  );

  it(
    "never have I ever: the spice filter's notice comes with the first deal, so the card never moves as the packs are read",
    { retry: 1 },
    async () => {
      const path = '/games/never-have-i-ever';
      const context = await newContext(browser);
      const page = await context.newPage();
      await page.addInitScript(RECORD_SHIFTS);
      await page.goto(baseUrl + path);
      await page.locator('html[data-data-ready]').waitFor({ state: 'attached' });
      // Only packs spicier than the filter are on: a mild pack deals in their place.
      for (const pack of neverHaveIEverPacks.filter((each) => !each.premium)) {
        await pageStore(page, 'packStates', {
          op: 'put',
          value: {
            game: 'never-have-i-ever',
            packId: pack.id,
            active: pack.spice > 1,
            updatedAt: new Date().toISOString(),
          },
        });
      }
      await pageStore(page, 'kv', { op: 'put', value: { key: 'spiceLimit', value: 1 } });
      const notice = page.getByText(
        'Every pack you switched on is spicier than the spice filter, so a mild pack is dealing.',
      );
      expect(await loadShifts(page, path, 'How to play')).toEqual([]);
      // The packs are read (Start answers), and still nothing has moved.
      const start = page.getByRole('button', { name: 'Start', exact: true });
      await expect.poll(() => start.isEnabled()).toBe(true);
      await page.waitForTimeout(300);
      expect(await recordedShifts(page)).toEqual([]);
      expect(await notice.count()).toBe(0);
      // The first deal says why a mild pack is dealing.
      await start.click();
      await notice.waitFor();
      expect(await page.locator('.prompt-pack').textContent()).not.toBe('');
      await screenshot(page, 'spice-fallback-notice-phone');
      await context.close();
    },
  );

  it(
    'the tools paint from HTML, and what they kept from last time fills in without moving anything',
    { retry: 1 },
    async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      await page.addInitScript(RECORD_SHIFTS);
      expect(await pageHtml('/tools/coin-flip')).toContain('Call it, then flip');
      expect(await pageHtml('/tools/spin-the-bottle')).toContain('placeholder="Add a name"');
      // A first visit: the tools as they start.
      expect(await loadShifts(page, '/tools/coin-flip', 'Call it, then flip')).toEqual([]);
      // A best of 3 under way, five dice with one held, and four players at the table.
      await pageStore(page, 'kv', {
        op: 'put',
        value: {
          key: 'tools.coin',
          value: {
            mode: 3,
            history: ['tails', 'heads', 'tails'],
            tally: { heads: 1, tails: 2 },
            match: ['tails'],
          },
        },
      });
      await pageStore(page, 'kv', {
        op: 'put',
        value: {
          key: 'tools.dice',
          value: {
            dice: [1, 2, 3, 4, 5].map((value) => ({ value, held: value === 2 })),
            hidden: false,
            covered: false,
          },
        },
      });
      await pageStore(page, 'kv', {
        op: 'put',
        value: { key: 'players', value: ['Ann', 'Bo', 'Cy', 'Di'] },
      });
      expect(await loadShifts(page, '/tools/coin-flip', 'Last flips')).toEqual([]);
      expect(
        await page.getByRole('button', { name: 'Best of 3' }).getAttribute('aria-pressed'),
      ).toBe('true');
      expect(await loadShifts(page, '/tools/dice-roll', 'Sum 15')).toEqual([]);
      expect(await loadShifts(page, '/tools/spin-the-bottle', 'Ready to spin')).toEqual([]);
      await page.getByRole('heading', { name: 'Players (4)' }).waitFor();
      await screenshot(page, 'prerendered-spin-the-bottle-phone');
      await context.close();
    },
  );

  it('paint only once the whole page has arrived, so a page that reaches the browser in parts never moves', async () => {
    // A phone can get a page's HTML in more than one piece (a slow network, a busy worker). The
    // parser may hand over half of it, and a frame drawn then shows half a header: the Sound
    // switch without its word and without the logo beside it, which then jumps left (seen in a
    // CI run). Served here by a host that sends the dice page in two parts, 300 ms apart.
    const path = '/tools/dice-roll';
    const html = await readFile(`dist${path}/index.html`, 'utf8');
    const cut = html.indexOf('<span class="sound-switch-text">');
    expect(cut).toBeGreaterThan(0);
    // Every other file as a static host serves it, the offline worker included: a browser that
    // cannot set up offline mode says so in a notice, which would move the page.
    const types: Record<string, string> = {
      js: 'text/javascript',
      css: 'text/css',
      html: 'text/html',
      json: 'application/json',
      png: 'image/png',
      svg: 'image/svg+xml',
      webmanifest: 'application/manifest+json',
    };
    const host = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://host');
      if (url.pathname === path) {
        response.setHeader('content-type', 'text/html');
        response.write(html.slice(0, cut));
        setTimeout(() => response.end(html.slice(cut)), 300);
        return;
      }
      readFile(`dist${url.pathname}`).then(
        (body) => {
          response.setHeader(
            'content-type',
            types[url.pathname.split('.').pop() ?? ''] ?? 'application/octet-stream',
          );
          response.end(body);
        },
        () => {
          response.statusCode = 404;
          response.end();
        },
      );
    });
    await new Promise<void>((listening) => host.listen(0, '127.0.0.1', listening));
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.addInitScript(RECORD_SHIFTS);
    await page.goto(`http://127.0.0.1:${(host.address() as AddressInfo).port}${path}`);
    await waitForInteractive(page);
    await page.getByRole('button', { name: 'Sound and vibration' }).waitFor();
    await page.waitForTimeout(300);
    expect(await recordedShifts(page)).toEqual([]);
    // The first paint came after the second part.
    const firstPaint = await page.evaluate(
      () => performance.getEntriesByName('first-paint')[0]?.startTime ?? 0,
    );
    expect(firstPaint).toBeGreaterThanOrEqual(300);
    await context.close();
    host.close();
  });

  it('charades: Start waits for the saved game, so a tap before the page comes to life loses nothing', async () => {
    const context = await newContext(browser, { serviceWorkers: 'block' });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(baseUrl + '/games/charades');
    await waitForInteractive(page);
    await pageStore(page, 'gameSessions', { op: 'put', value: CHARADES_AFTER_A_ROUND });
    // The app's code held back, as on a slow network: the prerendered page is all there is.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.goto(baseUrl + '/games/charades', { waitUntil: 'commit' });
    const start = page.getByRole('button', { name: 'Start 60 seconds' });
    await start.waitFor();
    expect(await page.locator('html[data-interactive]').count()).toBe(0);
    expect(await start.isDisabled()).toBe(true);
    await start.click({ force: true });
    release();
    // The saved round is still there, and Start now starts team 2's turn.
    await page.getByText('Last turn: Team 1 got 3, 1 passed').waitFor();
    const scores = page.getByRole('list', { name: 'Scores' });
    expect(await scores.locator('li').allTextContents()).toEqual(['Team 1 3', 'Team 2 0']);
    await start.click();
    await page.locator('#main').getByRole('button', { name: 'Got it' }).waitFor();
    type Row = { state: { phase: string; team: number; teams: { score: number }[] } };
    await expect
      .poll(async () => {
        const row = await pageStore<Row>(page, 'gameSessions', { op: 'get', key: 'charades' });
        return [row.state.phase, row.state.team, row.state.teams[0]?.score];
      })
      .toEqual(['playing', 1, 3]);
    expect(problems).toEqual([]);
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
    const gameHtml = (await game?.text()) ?? '';
    expect(gameHtml).toContain('data-prerendered="/games/never-have-i-ever"');
    expect(gameHtml).toContain('<title>Never have I ever · Party Dojo</title>');
    expect(await page.title()).toBe('Never have I ever · Party Dojo');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).waitFor();
    // The editor's landing too; what is stored on the device fills in below its hero.
    const editor = await page.goto(baseUrl + '/editor');
    const editorHtml = (await editor?.text()) ?? '';
    expect(editorHtml).toContain('data-prerendered="/editor"');
    expect(editorHtml).toContain('<title>Make your own pack · Party Dojo</title>');
    await page.getByRole('heading', { name: 'Import a pack file' }).waitFor();
    // A page that edits what is stored on the device comes as the app shell.
    const wizard = await page.goto(baseUrl + '/editor/steps/Step2Explanation');
    expect(await wizard?.text()).not.toContain('data-prerendered');
    await page.getByRole('heading', { name: 'How it works' }).waitFor();
    await context.close();
  });
});
