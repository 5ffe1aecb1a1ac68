import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BAR_HUBS, BAR_IDS, hubLinks } from '../../src/features/bars';
import { seatAt, STEPS_PER_TURN } from '../../src/features/tools/bottle';
import {
  launchBrowser,
  newContext,
  pageStore,
  RECORD_SHIFTS,
  recordedShifts,
  screenshot,
  seriousViolations,
  trackPageErrors,
  waitForInteractive,
  waitForOfflineReady,
} from './browser';

// The three tools and the two bar hubs, in Chromium at phone size, offline after one visit.

const baseUrl = inject('baseUrl');
let browser: Browser;
/** One install each, visited once online and then offline for every test: full and reduced motion. */
let moving: BrowserContext;
let still: BrowserContext;

/** A fresh install: first visit online until the service worker controls the page, then offline. */
async function offlineInstall(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await newContext(browser, options);
  const page = await context.newPage();
  await page.goto(baseUrl + '/');
  await waitForOfflineReady(page);
  await context.setOffline(true);
  await page.close();
  return context;
}

beforeAll(async () => {
  browser = await launchBrowser();
  [moving, still] = await Promise.all([
    offlineInstall(),
    offlineInstall({ reducedMotion: 'reduce' }),
  ]);
});
afterAll(async () => {
  await browser?.close();
});

async function open(
  context: BrowserContext,
  path: string,
): Promise<{ page: Page; errors: Error[] }> {
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await page.goto(baseUrl + path);
  // The tools are prerendered: their buttons answer once the page has come to life.
  await waitForInteractive(page);
  return { page, errors };
}

async function expectNoSeriousAxeViolations(page: Page, state: string): Promise<void> {
  expect(await seriousViolations(page, state)).toEqual([]);
}

/** The dice on the tray as numbers, read from their accessible names ("Die 2: 5 Held"). */
async function diceValues(page: Page): Promise<number[]> {
  const names = await page
    .getByRole('list', { name: 'Dice' })
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => b.textContent ?? ''));
  return names.map((name) => Number(/Die \d+: (\d)/.exec(name)?.[1]));
}

/** How many dice the dice roll keeps for next time, as stored. */
async function diceKept(page: Page): Promise<number | undefined> {
  type Row = { value: { dice: unknown[] } } | undefined;
  const row = await pageStore<Row>(page, 'kv', { op: 'get', key: 'tools.dice' });
  return row?.value.dice.length;
}

describe('the tools, offline at phone size', () => {
  it('flips a coin with the Space bar to a best-of-3 winner, heard by screen readers', async () => {
    const { page, errors } = await open(moving, '/tools/coin-flip');
    await page.getByRole('heading', { level: 1, name: 'Coin flip' }).waitFor();
    await page.getByRole('button', { name: 'Best of 3' }).click();
    // Focus back on the page, so Space is the page's key, not the chip's.
    await page.getByRole('heading', { level: 1 }).click();
    const live = page.locator('[aria-live="polite"]').filter({ hasText: /Heads|Tails|Call it/ });
    let flips = 0;
    while ((await page.locator('.winner').count()) === 0) {
      expect(flips, 'a best of 3 is over within 3 flips').toBeLessThan(3);
      await page.keyboard.press('Space');
      flips += 1;
      await page.waitForFunction(() => !document.body.textContent?.includes('In the air'));
    }
    const winner = (await page.locator('.winner').textContent()) ?? '';
    expect(winner).toMatch(/^(Heads|Tails) wins the best of 3, 2–[01]\.$/);
    expect(await live.textContent()).toContain(winner);
    expect(await page.locator('.coin-history li').count()).toBe(flips);
    await screenshot(page, 'tools-coin-best-of-3');
    await expectNoSeriousAxeViolations(page, 'with a winner');
    // The next flip opens a new match.
    await page.getByRole('button', { name: 'Flip: new best of 3' }).click();
    await page.getByText(/^Best of 3: (Heads|Tails) leads 1–0, first to 2\.$/).waitFor();
    // A reload (or a locked phone) keeps the flips and the open match.
    await page.reload();
    await page.getByText(/^Best of 3: (Heads|Tails) leads 1–0, first to 2\.$/).waitFor();
    expect(await page.locator('.coin-history li').count()).toBe(flips + 1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('rolls three dice, keeps a held die through rolls, and covers a hidden roll', async () => {
    // Reduced motion: the dice settle at once, with only a short fade.
    const { page, errors } = await open(still, '/tools/dice-roll');
    await page.getByRole('button', { name: '3', exact: true }).click();
    await page.getByRole('button', { name: 'Roll 3 dice' }).click();
    const first = await diceValues(page);
    expect(first).toHaveLength(3);
    for (const value of first) expect(value).toBeGreaterThanOrEqual(1);
    await page.getByText(`Sum ${first.reduce((a, b) => a + b, 0)}`).waitFor();

    const second = page.getByRole('button', { name: /^Die 2:/ });
    await second.click();
    expect(await second.getAttribute('aria-pressed')).toBe('true');
    const seen = new Set<number>();
    for (let i = 0; i < 8; i++) {
      await page.getByRole('button', { name: 'Roll 3 dice' }).click();
      const values = await diceValues(page);
      expect(values[1]).toBe(first[1]);
      seen.add(values[0] ?? 0);
      await page.getByText(/in all\. 1 held\./).waitFor({ state: 'attached' });
    }
    expect(seen.size, 'the free dice move').toBeGreaterThan(1);
    expect(await second.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await page.getByRole('button', { name: /^Die 2:/, pressed: true }).waitFor();
    expect((await diceValues(page))[1]).toBe(first[1]);
    await screenshot(page, 'tools-dice-held');
    await expectNoSeriousAxeViolations(page, 'dice with one held');

    await page.getByLabel('Hidden roll: only the roller looks').check();
    await page.getByRole('button', { name: 'Roll 3 dice' }).click();
    const cover = page.getByRole('button', { name: 'Press and hold to look' });
    await cover.waitFor();
    expect(await page.getByRole('list', { name: 'Dice' }).isVisible()).toBe(false);
    const box = await cover.boundingBox();
    await page.mouse.move((box?.x ?? 0) + 40, (box?.y ?? 0) + 40);
    await page.mouse.down();
    await page.getByRole('button', { name: 'Let go to cover' }).waitFor();
    expect(await page.getByRole('list', { name: 'Dice' }).isVisible()).toBe(true);
    await page.mouse.up();
    await cover.waitFor();
    await page.getByRole('button', { name: 'Show the table' }).click();
    await page.getByRole('list', { name: 'Dice' }).waitFor();
    expect((await diceValues(page))[1]).toBe(first[1]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('draws the dice kept from last time at once: five on the tray, and nothing moves as they are read', async () => {
    const { page, errors } = await open(still, '/tools/dice-roll');
    await page.getByLabel('Hidden roll: only the roller looks').setChecked(false);
    await page.getByRole('button', { name: '5', exact: true }).click();
    await page.getByRole('button', { name: 'Roll 5 dice' }).click();
    await expect.poll(() => diceKept(page)).toBe(5);
    // Back to the page on a slow phone: layout shifts without input, recorded from the start.
    await page.addInitScript(RECORD_SHIFTS);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.reload();
    await page.getByRole('button', { name: 'Roll 5 dice' }).waitFor();
    expect(await diceValues(page)).toHaveLength(5);
    await page.waitForTimeout(500);
    expect(await recordedShifts(page)).toEqual([]);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
    // Back to two dice for the tests after this one.
    await page.getByRole('button', { name: '2', exact: true }).click();
    await expect.poll(() => diceKept(page)).toBe(2);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('spins the bottle to a named player and hands the turn to truth or dare', async () => {
    const { page, errors } = await open(moving, '/tools/spin-the-bottle');
    await page.getByText('Add at least two names to spin').waitFor();
    for (const name of ['Ana', 'Bo', 'Cy']) {
      await page.getByLabel('Player name').fill(name);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByRole('listitem').filter({ hasText: name }).first().waitFor();
    }
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    await page.getByText('Spinning…').waitFor();
    await page.getByText('The bottle points at').waitFor({ timeout: 10_000 });
    const chosen = (await page.locator('.bottle-chosen').textContent()) ?? '';
    expect(['Ana', 'Bo', 'Cy']).toContain(chosen);
    expect(await page.locator('.bottle-seat-chosen').textContent()).toBe(chosen);
    // The bottle really points where the result says.
    const transform = await page.locator('.bottle').evaluate((el) => el.style.transform);
    const degrees = Number(/rotate\(([-\d.e]+)deg\)/.exec(transform)?.[1]);
    expect(degrees).toBeGreaterThan(4 * 360);
    const step = Math.round(((degrees % 360) / 360) * STEPS_PER_TURN);
    expect(['Ana', 'Bo', 'Cy'][seatAt(step, 3)]).toBe(chosen);
    await screenshot(page, 'tools-bottle-landed');
    await expectNoSeriousAxeViolations(page, 'bottle landed');

    await page.getByRole('link', { name: `Truth or dare for ${chosen}` }).click();
    await page.waitForURL(/\/games\/truth-or-dare$/);
    await page.locator('.prompt-player').filter({ hasText: chosen }).waitFor();
    // The game shows the turn first and stores it just after (a fresh game on the first player's
    // turn stores nothing): reload once what is stored shows the same player.
    await expect
      .poll(async () => {
        const saved = await pageStore<{ state: { turn: number } } | undefined>(
          page,
          'gameSessions',
          { op: 'get', key: 'truth-or-dare' },
        );
        const players = await pageStore<{ value: string[] } | undefined>(page, 'kv', {
          op: 'get',
          key: 'players',
        });
        const names = players?.value ?? [];
        // No saved game yet is a fresh one, on the first player's turn.
        const turn = saved?.state.turn ?? 0;
        return names.length ? names[turn % names.length] : null;
      })
      .toBe(chosen);
    await page.reload();
    await page.locator('.prompt-player').filter({ hasText: chosen }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lands at once under reduced motion', async () => {
    const { page, errors } = await open(still, '/tools/spin-the-bottle');
    for (const name of ['Ana', 'Bo']) {
      await page.getByLabel('Player name').fill(name);
      await page.keyboard.press('Enter');
      await page.getByRole('listitem').filter({ hasText: name }).first().waitFor();
    }
    await page.getByRole('heading', { level: 1 }).click();
    const started = Date.now();
    await page.keyboard.press('Space');
    await page.getByText('The bottle points at').waitFor();
    expect(Date.now() - started).toBeLessThan(1500);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the bar hubs, offline', () => {
  it('each opens from its table code and every card leads to a page', async () => {
    const { page, errors } = await open(moving, '/');
    for (const id of BAR_IDS) {
      const hub = BAR_HUBS[id];
      await page.goto(`${baseUrl}/games/${id}`);
      const heading = page.getByRole('heading', { level: 1, name: hub.name });
      await heading.waitFor();
      // The hub is prerendered: its heading is there before the page has come to life, and a card
      // tapped before then is a full page load rather than the app's own navigation.
      await waitForInteractive(page);
      await expectNoSeriousAxeViolations(page, id);
      await screenshot(page, `hub-${id}`);
      const cards = page.locator('.bar-hub .card');
      const count = await cards.count();
      expect(count).toBe(hubLinks(hub).length);
      // Every card by a tap, then back to the hub.
      for (let i = 0; i < count; i++) {
        const href = (await cards.nth(i).getAttribute('href')) ?? '';
        await cards.nth(i).click();
        await page.waitForURL((url) => url.pathname + url.search === href);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(await page.getByText('wandered off').count(), href).toBe(0);
        await page.goBack();
        await heading.waitFor();
      }
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
