import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { neverHaveIEverPacks } from '../../src/content/games/never-have-i-ever';
import {
  launchBrowser,
  newContext,
  pageStore,
  PHONE,
  screenshot,
  trackPageErrors,
  waitForInteractive,
  waitForOfflineReady,
} from './browser';

// A community pack liked on this device joins the prompt games (issue 18), at phone size and
// with the network off: added to never have I ever from its page, which likes it and says so,
// dealt there under "Liked packs" with the players' names, and gone from the picker once unliked,
// while the game still deals.

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PACK_ID = '7d2e4f10-5b3c-4a8e-9f61-2c0d8b7a6e54';
const NAME = 'Lake house confessions';
const PROMPTS = [
  'Never have I ever jumped into the lake at night with {player}.',
  'Never have I ever lost a canoe race to {player}.',
];

/** Someone else's pack, kept on this device the way opening it from the gallery keeps it. */
async function plantCachedPack(page: Page) {
  const now = new Date().toISOString();
  await pageStore(page, 'packCache', {
    op: 'put',
    value: {
      id: PACK_ID,
      pack: {
        metadata: {
          name: NAME,
          id: PACK_ID,
          description: 'Summer at the lake, from Mira.',
          author: 'Mira',
          explicit: false,
          alcohol: false,
          creation_date: now,
          tags: ['summer'],
        },
        prompts: PROMPTS.map((text) => ({ text })),
        likes: 4,
        plays: 9,
        lastUpdated: now,
      },
      fileUrl: null,
      fetchedAt: now,
    },
  });
}

/** axe-core: no serious or critical problem on what is on screen now. */
async function axe(page: Page, state: string) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${state}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(bad).toEqual([]);
}

async function openPicker(page: Page) {
  await page.getByRole('button', { name: /^Packs \d+$/ }).click();
  return page.getByRole('dialog', { name: 'Never have I ever packs' });
}

describe('liked community packs in the games', () => {
  it('adds a liked pack to never have I ever from its page, offline, deals it, and unliking takes it out', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/games/never-have-i-ever`);
    await page.getByRole('heading', { name: 'Never have I ever', level: 1 }).waitFor();
    await plantCachedPack(page);
    await pageStore(page, 'kv', { op: 'put', value: { key: 'players', value: ['Ana', 'Bo'] } });
    // Only the liked pack should deal: the built-in packs are switched off.
    for (const pack of neverHaveIEverPacks) {
      await pageStore(page, 'packStates', {
        op: 'put',
        value: {
          game: 'never-have-i-ever',
          packId: pack.id,
          active: false,
          updatedAt: new Date().toISOString(),
        },
      });
    }
    await waitForOfflineReady(page);
    await context.setOffline(true);

    // The pack's page, from the device. Not liked yet, and the page says adding will like it.
    await page.goto(`${baseUrl}/game/${PACK_ID}`);
    await page.getByRole('heading', { name: NAME, level: 1 }).waitFor();
    await waitForInteractive(page);
    const like = page.getByRole('button', { name: /^(Like|Liked)$/ });
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    const section = page.getByRole('region', { name: 'Add to a game' });
    await section.getByText('Adding it likes it too').waitFor();
    const game = section.getByLabel('Game');
    expect((await game.locator('option').allTextContents()).map((t) => t.trim())).toEqual([
      'Never have I ever',
      'Most likely to',
      'Truth or dare',
      'Mix',
    ]);
    // By keyboard: pick the game, then Enter on the button.
    await game.selectOption({ label: 'Truth or dare' });
    await game.selectOption({ label: 'Never have I ever' });
    const add = section.getByRole('button', { name: 'Add to Never have I ever' });
    await add.focus();
    await page.keyboard.press('Enter');
    await section.getByText(`${NAME} is on in Never have I ever, under Liked packs.`).waitFor();
    await section.getByText('You now like this pack').waitFor();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByTestId('likes').textContent()).toBe('5');
    // It fits the phone's width: nothing pushes the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await screenshot(page, 'liked-add-to-game-phone');
    await axe(page, 'pack page after adding to a game');

    // The like and the pack flag wait in the outbox for the network.
    const ops = await pageStore<{ type: string; payload: Record<string, unknown> }[]>(
      page,
      'outbox',
      { op: 'getAll' },
    );
    expect(ops.map((op) => op.type)).toEqual(
      expect.arrayContaining(['like.add', 'pack-state.set']),
    );
    expect(ops.find((op) => op.type === 'pack-state.set')?.payload).toEqual({
      game: 'never-have-i-ever',
      packId: `liked:${PACK_ID}`,
      active: true,
    });

    // Adding again says it was already there.
    await add.click();
    await section
      .getByText(`${NAME} was already on in Never have I ever, under Liked packs.`)
      .waitFor();

    // Off to play it.
    await section.getByRole('link', { name: 'Play Never have I ever now' }).click();
    await page.getByRole('heading', { name: 'Never have I ever', level: 1 }).waitFor();
    const picker = await openPicker(page);
    await picker.getByRole('heading', { name: 'Liked packs' }).waitFor();
    const mine = picker.getByRole('checkbox', { name: new RegExp(NAME) });
    expect(await mine.isChecked()).toBe(true);
    await axe(page, 'pack picker with a liked pack');
    await picker.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: 'Start', exact: true }).click();
    const card = page.locator('.prompt-enter');
    await card.waitFor();
    expect(await card.locator('.prompt-pack').textContent()).toContain(NAME);
    expect(await card.textContent()).toContain('From a liked pack');
    const text = ((await card.locator('.prompt-text').textContent()) ?? '').trim();
    expect(text).toMatch(/^Never have I ever (jumped into the lake|lost a canoe race)/);
    expect(text).toMatch(/\b(Ana|Bo)\.$/);
    await screenshot(page, 'liked-pack-card-phone');

    // Unliked on its page: gone from the picker, and the game still deals.
    await page.goto(`${baseUrl}/game/${PACK_ID}`);
    await page.getByRole('heading', { name: NAME, level: 1 }).waitFor();
    await waitForInteractive(page);
    await page.getByRole('button', { name: 'Liked' }).click();
    await expect.poll(() => page.getByTestId('likes').textContent()).toBe('4');
    await page.goto(`${baseUrl}/games/never-have-i-ever`);
    await page.getByRole('heading', { name: 'Never have I ever', level: 1 }).waitFor();
    await waitForInteractive(page);
    const after = await openPicker(page);
    await after.getByRole('checkbox').first().waitFor();
    expect(await after.getByRole('heading', { name: 'Liked packs' }).count()).toBe(0);
    expect(await after.getByRole('checkbox', { name: new RegExp(NAME) }).count()).toBe(0);
    await after.getByRole('button', { name: 'Done' }).click();
    const next = page.getByRole('button', { name: /^(Start|Next)$/ });
    const before = (await page.locator('.counter').textContent()) ?? '';
    await next.click();
    await expect.poll(() => page.locator('.counter').textContent()).not.toBe(before);
    expect(await page.locator('.prompt-enter .prompt-pack').textContent()).not.toContain(NAME);
    await page.getByText('None of your packs can deal right now').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
