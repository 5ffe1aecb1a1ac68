import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { neverHaveIEverPacks } from '../../src/content/games/never-have-i-ever';
import {
  launchBrowser,
  newContext,
  pageStore,
  PHONE,
  screenshot,
  seriousViolations,
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
async function plantCachedPack(
  page: Page,
  id = PACK_ID,
  name = NAME,
  explicit = false,
  game?: string,
) {
  const now = new Date().toISOString();
  await pageStore(page, 'packCache', {
    op: 'put',
    value: {
      id,
      pack: {
        metadata: {
          name,
          id,
          description: 'Summer at the lake, from Mira.',
          author: 'Mira',
          explicit,
          alcohol: false,
          creation_date: now,
          tags: ['summer'],
          ...(game ? { game } : {}),
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
async function axe(page: Page, state: string): Promise<void> {
  expect(await seriousViolations(page, state)).toEqual([]);
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
    // A never have I ever pack (its lead-ins say so) joins only its own game and Mix (U8).
    expect((await game.locator('option').allTextContents()).map((t) => t.trim())).toEqual([
      'Never have I ever',
      'Mix',
    ]);
    // By keyboard: pick the game, then Enter on the button.
    await game.selectOption({ label: 'Mix' });
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
    await page.getByRole('button', { name: 'Liked', exact: true }).click();
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

  it('asks the table its age before an 18+ pack joins a game, as the pack picker does', async () => {
    const id = '0b9c8d7e-6f5a-4b3c-8d2e-1f0a9b8c7d6e';
    const name = 'After midnight';
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/games/most-likely-to`);
    await page.getByRole('heading', { name: 'Most likely to', level: 1 }).waitFor();
    await plantCachedPack(page, id, name, true, 'most-likely-to');
    await pageStore(page, 'kv', { op: 'put', value: { key: 'spiceLimit', value: 1 } });
    await page.goto(`${baseUrl}/game/${id}`);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await waitForInteractive(page);
    const section = page.getByRole('region', { name: 'Add to a game' });
    await section.getByLabel('Game').selectOption({ label: 'Most likely to' });
    const add = section.getByRole('button', { name: 'Add to Most likely to' });

    // Kept out: nothing liked, nothing switched on.
    await add.click();
    const ask = section.getByRole('alertdialog', { name: `${name} is 18+` });
    await ask.waitFor();
    await screenshot(page, 'liked-add-adult-check-phone');
    await axe(page, 'age check on the pack page');
    await ask.getByRole('button', { name: 'Keep it out' }).click();
    await ask.waitFor({ state: 'detached' });
    // Focus goes back to the button that asked.
    expect(await add.evaluate((el) => el === document.activeElement)).toBe(true);
    const states = () =>
      pageStore<{ game: string; packId: string; active: boolean }[]>(page, 'packStates', {
        op: 'getAll',
      });
    expect(await states()).toEqual([]);
    expect(
      await page.getByRole('button', { name: 'Like', exact: true }).getAttribute('aria-pressed'),
    ).toBe('false');

    // Confirmed: liked, on in the game, and the mild spice setting is named as what keeps it out.
    await add.click();
    await section.getByRole('button', { name: 'We are all 18 or older' }).click();
    await section.getByText(`${name} is on in Most likely to, under Liked packs.`).waitFor();
    await section.getByText('Your spice setting keeps 18+ packs out of the draw').waitFor();
    expect(
      await pageStore<{ value: unknown }>(page, 'kv', { op: 'get', key: 'adultConfirmed' }),
    ).toMatchObject({ value: true });
    await expect
      .poll(states)
      .toEqual([
        expect.objectContaining({ game: 'most-likely-to', packId: `liked:${id}`, active: true }),
      ]);

    // Once confirmed, the table is not asked again.
    await section.getByLabel('Game').selectOption({ label: 'Mix' });
    await section.getByRole('button', { name: 'Add to Mix' }).click();
    await section.getByText(`${name} is on in Mix, under Liked packs.`).waitFor();
    expect(await section.getByRole('alertdialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
