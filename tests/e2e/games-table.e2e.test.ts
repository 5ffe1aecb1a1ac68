import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { neverHaveIEverPacks } from '../../src/content/games/never-have-i-ever';
import { GAME_IDS } from '../../src/features/games/registry';
import { allMixedPacks } from '../../src/features/games/mix/draw-games';
import { promptFingerprint } from '../../src/features/games/core/draw';
import { defaultActive } from '../../src/features/games/core/packs';
import {
  launchBrowser,
  newContext,
  pageStore,
  screenshot,
  trackPageErrors,
  waitForInteractive,
  seriousViolations,
} from './browser';

// The games as a group plays them, at phone size: no spoiler in mix, no 18+ surprise, sheets a
// keyboard can use, and an ending with a winner.

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string) {
  const context = await newContext(browser);
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await page.goto(baseUrl + path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return { context, page, errors };
}

async function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    const inDialog = !!el?.closest('[role="dialog"]');
    return `${inDialog ? 'dialog' : 'page'}:${(el?.textContent ?? '').trim() || el?.tagName}`;
  });
}

/** Squiffy starts with two players at least (its Start says so until then): seat two. */
async function seatTwo(page: Page): Promise<void> {
  await pageStore(page, 'kv', { op: 'put', value: { key: 'players', value: ['Ana', 'Bo'] } });
  await page.reload();
}
describe('the games at the table', () => {
  it('mix deals a charades word face down until the actor holds to reveal it', async () => {
    const { context, page, errors } = await open('/games/mix');
    // Only charades packs on, so every card is a charades word (Party stream's packs too are
    // Mix's now: left on, the first card was one of theirs in some runs).
    for (const pack of allMixedPacks()) {
      if (pack.game === 'charades') continue;
      await pageStore(page, 'packStates', {
        op: 'put',
        value: {
          game: 'mix',
          packId: pack.id,
          active: false,
          updatedAt: new Date().toISOString(),
        },
      });
    }
    await page.reload();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.locator('.hidden-word').waitFor();
    expect(await page.locator('.revealed-word').count()).toBe(0);
    const packName = await page.locator('.game-status').textContent();
    expect(packName).toContain('Charades');
    await screenshot(page, 'table-mix-charades-hidden');
    const hold = page.getByRole('button', { name: /hold here to see the word/ });
    await hold.hover();
    await page.mouse.down();
    const word = ((await page.locator('.revealed-word').textContent()) ?? '').trim();
    expect(word.length).toBeGreaterThan(0);
    await screenshot(page, 'table-mix-charades-held');
    await page.mouse.up();
    await expect.poll(() => page.locator('.revealed-word').count()).toBe(0);
    // A keyboard actor holds Space on the button; the card behind does not move on.
    await hold.focus();
    const count = await page.locator('.counter').textContent();
    await page.keyboard.down('Space');
    await expect.poll(() => page.locator('.revealed-word').textContent()).toBe(word);
    await page.keyboard.up('Space');
    await expect.poll(() => page.locator('.revealed-word').count()).toBe(0);
    expect(await page.locator('.counter').textContent()).toBe(count);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a keyboard user opens, uses and closes the Players and Packs sheets, focus kept inside and returned', async () => {
    const { context, page, errors } = await open('/games/never-have-i-ever');
    const players = page.getByRole('button', { name: /^(\d+ )?players?$/i });
    // The intro paints before the stored players are read; the button is usable once they are.
    await expect.poll(() => players.isEnabled()).toBe(true);
    await players.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    expect(await focusedText(page)).toMatch(/^dialog:/);
    await page.keyboard.type('Ana');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('dialog').getByText('Ana').count()).toBeGreaterThan(0);
    // Tab and Shift+Tab never leave the sheet.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await focusedText(page)).toMatch(/^dialog:/);
    }
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusedText(page)).toMatch(/^dialog:/);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => players.evaluate((el) => el === document.activeElement)).toBe(true);
    // Nothing was dealt by the keys pressed in the sheet.
    expect(await page.locator('.prompt-enter').count()).toBe(0);

    const packs = page.getByRole('button', { name: /^Packs/ });
    await packs.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toMatch(/^dialog:/);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => packs.evaluate((el) => el === document.activeElement)).toBe(true);
    // A tap on the dimmed backdrop closes it too.
    await packs.click();
    await dialog.waitFor();
    await page.mouse.click(195, 10);
    await expect.poll(() => dialog.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('seats are reordered in the Players sheet by keyboard, and the order is kept and played', async () => {
    const { context, page, errors } = await open('/games/never-have-i-ever');
    await pageStore(page, 'kv', {
      op: 'put',
      value: { key: 'players', value: ['Ann', 'Ben', 'Chloé'] },
    });
    await page.reload();
    const players = page.getByRole('button', { name: /^(\d+ )?players?$/i });
    await expect.poll(() => players.isEnabled()).toBe(true);
    await players.click();
    const sheet = page.getByRole('dialog');
    const names = () => sheet.locator('.player-name').allTextContents();
    await expect.poll(names).toEqual(['Ann', 'Ben', 'Chloé']);
    // Chloé moves up twice from the keyboard; focus stays with her.
    await sheet.getByRole('button', { name: 'Move Chloé up' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(names).toEqual(['Ann', 'Chloé', 'Ben']);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Move Chloé up');
    await page.keyboard.press('Enter');
    await expect.poll(names).toEqual(['Chloé', 'Ann', 'Ben']);
    // At the top her Up button is disabled: focus moves to her Down button.
    expect(await sheet.getByRole('button', { name: 'Move Chloé up' }).isDisabled()).toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Move Chloé down');
    await screenshot(page, 'players-reorder-phone');
    await sheet.getByRole('button', { name: 'Done' }).click();
    // The order is stored, survives a reload and is the order of turns.
    await page.reload();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect.poll(() => page.locator('.prompt-player').textContent()).toBe('Chloé reads');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect.poll(() => page.locator('.prompt-player').textContent()).toBe('Ann reads');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('All on leaves 18+ off; switching 18+ on asks once for the age, then remembers', async () => {
    const { context, page, errors } = await open('/games/never-have-i-ever');
    await page.getByRole('button', { name: /^Packs/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'All on' }).click();
    await page.getByRole('checkbox', { name: /in every game/ }).check();
    await dialog.getByRole('button', { name: 'All on' }).click();
    const adult = dialog.getByRole('checkbox', { name: /18\+/ }).first();
    await expect.poll(() => adult.isChecked()).toBe(false);
    await expect
      .poll(() => page.getByRole('button', { name: /^Packs/ }).textContent())
      .toBe('Packs 6');
    await adult.click();
    const ask = dialog.getByRole('alertdialog');
    await ask.waitFor();
    await screenshot(page, 'table-18-ask');
    await ask.getByRole('button', { name: 'Keep it off' }).click();
    await expect.poll(() => adult.isChecked()).toBe(false);
    await adult.click();
    await ask.getByRole('button', { name: 'We are all 18 or older' }).click();
    await expect.poll(() => adult.isChecked()).toBe(true);
    // Remembered: the next 18+ pack (in another game) switches on without asking.
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.goto(`${baseUrl}/games/truth-or-dare`);
    await page.getByRole('button', { name: /^Packs/ }).click();
    const second = page.getByRole('dialog').getByRole('checkbox', { name: /18\+/ }).first();
    await second.click();
    await expect.poll(() => second.isChecked()).toBe(true);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gentle packs wait for Mild night; a phone deals the cards it never dealt first, across a reload, and says when a deck starts over', async () => {
    const { context, page, errors } = await open('/games/never-have-i-ever');
    await page.getByRole('button', { name: /^Packs/ }).click();
    const dialog = page.getByRole('dialog');
    const icebreakers = dialog.getByRole('checkbox', { name: /Icebreakers/ });
    const soberFun = dialog.getByRole('checkbox', { name: /Sober Fun/ });
    await expect.poll(() => icebreakers.isChecked()).toBe(false);
    expect(await soberFun.isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Mild night' }).click();
    await dialog.getByText(/Mild night: the gentle packs are on/).waitFor();
    await expect.poll(() => icebreakers.isChecked()).toBe(true);
    expect(await soberFun.isChecked()).toBe(true);
    await screenshot(page, 'table-mild-night');
    // back to the defaults for the rest: the gentle packs off again
    await icebreakers.click();
    await soberFun.click();
    await expect.poll(() => soberFun.isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Done' }).click();

    // Every card of the packs on by default was dealt on earlier nights, but three.
    const on = neverHaveIEverPacks.filter((pack) => defaultActive(pack));
    const unseen = on[0]!.lists[0]!.filter((text) => !text.includes('{')).slice(0, 3);
    const dealt = on
      .flatMap((pack) => pack.lists[0]!)
      .filter((text) => !unseen.includes(text))
      .map(promptFingerprint);
    await pageStore(page, 'kv', { op: 'put', value: { key: 'dealtPrompts', value: dealt } });
    await page.reload();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    const card = page.locator('.prompt-text');
    const shown: string[] = [];
    for (let i = 0; i < 3; i++) {
      if (i > 0) await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect.poll(() => card.textContent()).not.toBe(shown.at(-1) ?? '');
      shown.push((await card.textContent()) ?? '');
    }
    expect(shown.map((text) => text.replace(/\.$/, '')).sort()).toEqual([...unseen].sort());
    expect(await page.getByTestId('deck-started-over').count()).toBe(0);
    // the fourth card starts the deck over, and the game says so until the next one
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByTestId('deck-started-over').waitFor();
    await screenshot(page, 'table-deck-started-over');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect.poll(() => page.getByTestId('deck-started-over').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('every game has End game, and a recap with the winner, then Play again', async () => {
    const { context, page, errors } = await open('/games/most-likely-to');
    await page.getByRole('button', { name: /^(\d+ )?players?$/i }).click();
    for (const name of ['Ana', 'Bo']) {
      await page.getByLabel('Player name').fill(name);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
    }
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    for (let i = 0; i < 2; i++)
      await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: 'End game' }).click();
    const recap = page.getByRole('region', { name: 'Game over' });
    await recap.getByText('3 prompts played').waitFor();
    expect(await recap.locator('li').allTextContents()).toEqual(['Ana 2×', 'Bo 1×']);
    await screenshot(page, 'table-recap-mlt');
    await page.getByRole('button', { name: 'Play again' }).click();
    await page.getByRole('button', { name: 'Start', exact: true }).waitFor();

    // Charades to a target: the team over it wins once every team has played its turn.
    await page.goto(`${baseUrl}/games/charades`);
    // The targets are buttons in the prerendered page: a tap before React has it does nothing.
    await waitForInteractive(page);
    await page.getByRole('button', { name: '5 points' }).click();
    await page.getByRole('button', { name: 'Start 60 seconds' }).click();
    for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Got it' }).click();
    // Time is called by hand: the clock's end is moved to now, once the fifth word is stored
    // (the app saves in the first pause in play).
    type Row = { game: string; state: Record<string, unknown> };
    const stored = () => pageStore<Row>(page, 'gameSessions', { op: 'get', key: 'charades' });
    await expect.poll(async () => (await stored()).state.got).toBe(5);
    const row = await stored();
    await pageStore(page, 'gameSessions', {
      op: 'put',
      value: { ...row, state: { ...row.state, turnEndsAt: Date.now() } },
    });
    await page.reload();
    // Time up shows the turn's words; Team 2 has not played yet, so the game goes on.
    await page.getByRole('button', { name: 'Next team' }).click();
    await page.getByText('Team 2 is up').waitFor();
    await page.getByRole('button', { name: 'Start 60 seconds' }).click();
    await page.getByRole('button', { name: 'Got it' }).click();
    await expect
      .poll(async () => [(await stored()).state.team, (await stored()).state.got])
      .toEqual([1, 1]);
    const second = await stored();
    await pageStore(page, 'gameSessions', {
      op: 'put',
      value: { ...second, state: { ...second.state, turnEndsAt: Date.now() } },
    });
    await page.reload();
    // The round is complete: the winner (G5).
    await page.getByRole('button', { name: 'See who won' }).click();
    await page.getByRole('heading', { name: 'Team 1 wins!' }).waitFor();
    await screenshot(page, 'table-recap-charades');

    // Category to three categories: once the third is dealt, the deal button shows who won
    // instead of dealing a fourth ("category 4 of 3" was possible).
    await page.goto(`${baseUrl}/games/category`);
    await waitForInteractive(page);
    await page.getByRole('button', { name: '3', exact: true }).click();
    await page.getByRole('button', { name: 'Deal a category' }).click();
    for (let i = 0; i < 2; i++)
      await page.getByRole('button', { name: 'Next category', exact: true }).click();
    await expect
      .poll(() => page.locator('.game-status').textContent())
      .toContain('category 3 of 3');
    await page.getByRole('button', { name: 'See who won' }).click();
    await page
      .getByRole('region', { name: 'Game over' })
      .getByText('3 categories played')
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  // Each game at rest is swept with every other route (accessibility.e2e.test.ts); here, in play.
  // Drunk dice has nothing to start (its page is its play): dice-games.e2e.test.ts checks it.
  it.each(GAME_IDS.filter((id) => id !== 'drunk-dice').map((id) => `/games/${id}`))(
    'axe finds no serious or critical problem on %s in play, and with a sheet open',
    async (path) => {
      const { context, page, errors } = await open(path);
      if (path === '/games/odd-one-out') {
        // Everyone needs a seat to see their word: three names at least before Start.
        await page.getByRole('button', { name: /^(\d+ )?players?$/i }).click();
        for (const name of ['Ana', 'Bo', 'Cy']) {
          await page.getByLabel('Player name').fill(name);
          await page.getByRole('button', { name: 'Add', exact: true }).click();
        }
        await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
      }
      if (path === '/games/squiffy' || path === '/games/party-stream') await seatTwo(page);
      const start = page
        .getByRole('button', {
          name: /^(Start|Deal a category|Draw a letter|Truth|Play on this phone)/,
        })
        .first();
      await start.click();
      expect(await seriousViolations(page, `${path} playing`)).toEqual([]);
      // Odd one out under way has no sheet: its seats are the table code's.
      if (path !== '/games/odd-one-out') {
        await page
          .getByRole('button', { name: /^Packs|^(\d+ )?players?$/i })
          .first()
          .click();
        await page.getByRole('dialog').waitFor();
        expect(await seriousViolations(page, `${path} sheet`)).toEqual([]);
      }
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('a game fits the phone screen, and the quote every 8th card does not move Next (G12)', async () => {
    const { context, page, errors } = await open('/games/never-have-i-ever');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    const next = page.getByRole('button', { name: 'Next', exact: true });
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(await overflow()).toBeLessThanOrEqual(0);
    const y = (await next.boundingBox())?.y;
    // Start dealt the first card; the 8th brings a quote.
    for (let i = 0; i < 7; i++) await next.click();
    await page.locator('.quote').waitFor();
    expect((await next.boundingBox())?.y).toBe(y);
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(GAME_IDS.map((id) => `/games/${id}`))(
    '%s: at 200 percent text every button stays on screen (Z1)',
    async (path) => {
      const { context, page, errors } = await open(path);
      await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
      const offScreen = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('button')]
            .filter((b) => b.offsetParent !== null)
            .filter((b) => {
              const r = b.getBoundingClientRect();
              return r.left < -1 || r.right > window.innerWidth + 1;
            })
            .map((b) => b.textContent),
        );
      expect(await offScreen()).toEqual([]);
      if (path === '/games/squiffy' || path === '/games/party-stream') {
        await seatTwo(page);
        await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
      }
      const start = page
        .getByRole('button', { name: /^(Start|Deal a category|Draw a letter|Truth)/ })
        .first();
      // Drunk dice has no start: its roll button is on screen from the first moment.
      if ((await start.count()) > 0) await start.click();
      if (path.endsWith('/category')) {
        await page.getByRole('button', { name: 'Start the clock' }).click();
      }
      expect(await offScreen()).toEqual([]);
      await screenshot(page, `table-200-${path.split('/').pop() ?? ''}`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('focus never drops to the page when the pressed button goes away (A3)', async () => {
    const { context, page, errors } = await open('/games/truth-or-dare');
    const active = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    const dare = page.getByRole('button', { name: 'Dare', exact: true });
    await expect.poll(() => dare.isEnabled()).toBe(true);
    await dare.focus();
    await page.keyboard.press('Enter');
    await expect.poll(active).toMatch(/^Next/);
    await page.keyboard.press('Enter');
    await expect.poll(active).toBe('Truth');
    await page.goto(`${baseUrl}/games/charades`);
    await page.getByRole('button', { name: 'Start 60 seconds' }).click();
    await expect.poll(active).toBe('Got it');
    expect(errors).toEqual([]);
    await context.close();
  });
});
