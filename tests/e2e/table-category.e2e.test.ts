import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { screenshot, waitForInteractive } from './browser';
import { addPlayers, cameraFileOf, fingerprint, tablePhones } from './table-phones';

// Three phones at one table with no signal, playing category: each installed the app once, then
// went offline. The host's phone shows the table code, the other two scan it with their cameras
// (Chromium's fake camera, fed the host's code as it looked on screen) and go straight to the
// game. The host's phone keeps the turns and who is out; every phone shows the same category and
// round number, each taps on to the next category, and nothing leaves any phone.

const baseUrl = inject('baseUrl');
const { phone, closeAll } = tablePhones(baseUrl);

afterAll(async () => {
  await closeAll();
});

/** The table's pictures as a phone's status line names them. */
const statusPictures = (page: Page) =>
  page.locator('.table-status [aria-label]').first().getAttribute('aria-label');

type Phone = Awaited<ReturnType<typeof phone>>;

const categoryOn = async (p: Phone) =>
  ((await p.page.locator('.prompt-card .prompt-text').first().textContent()) ?? '').trim();

/** Every phone on round `round`, showing one and the same category: which one. */
async function sameCategory(all: Phone[], round: number): Promise<string> {
  for (const p of all) {
    await expect
      .poll(() => p.page.getByTestId('table-turn').textContent())
      .toBe(`Round ${round} of 5`);
  }
  const [first, ...rest] = all as [Phone, ...Phone[]];
  await expect.poll(() => categoryOn(first)).not.toBe('');
  const shown = await categoryOn(first);
  for (const p of rest) await expect.poll(() => categoryOn(p)).toBe(shown);
  return shown;
}

describe('category on a table of phones with no signal', () => {
  it('three phones scan one code and show the same category, round by round', async () => {
    const host = await phone();
    await host.page.goto(`${baseUrl}/games/category`);
    await waitForInteractive(host.page);
    await addPlayers(host.page, ['Ava', 'Bo', 'Cy']);
    await host.page.getByText('Play on everyone’s phone (no signal)').click();
    await host.page.getByRole('button', { name: 'Start a table of phones' }).click();
    await host.page.getByRole('heading', { name: 'Everyone else: scan this' }).waitFor();
    expect(await fingerprint(host.page)).toHaveLength(4);
    const camera = await cameraFileOf(host.page, 'category-table-code');

    const guests = await Promise.all(
      [0, 1].map(() =>
        phone([
          '--use-fake-device-for-media-stream',
          `--use-file-for-fake-video-capture=${camera}`,
        ]),
      ),
    );
    await Promise.all(
      guests.map(async (guest) => {
        await guest.page.goto(`${baseUrl}/join`);
        await waitForInteractive(guest.page);
        // No seat to pick: every phone other than the host's plays the same part.
        await guest.page.getByTestId('table-card').waitFor({ timeout: 60_000 });
        expect(guest.page.url()).toMatch(/\/games\/category$/);
      }),
    );
    await host.page.getByRole('button', { name: 'Everyone is in: play' }).click();
    await host.page.getByRole('button', { name: 'Deal a category' }).click();
    const all: Phone[] = [host, ...guests];
    const [, bo, cy] = all as [Phone, Phone, Phone];
    for (const p of all) p.outgoing.length = 0;

    // The same table on every phone: the same four pictures.
    const pictures = await statusPictures(host.page);
    expect(pictures).toMatch(/^Table: /);
    for (const guest of guests) expect(await statusPictures(guest.page)).toBe(pictures);

    // Round 1: one category on all three phones. The host's phone keeps the turns.
    const first = await sameCategory(all, 1);
    expect(await host.page.locator('.turn-who').textContent()).toContain('Ava');
    await host.page.getByRole('button', { name: 'Start the clock' }).click();
    await host.page.getByRole('button', { name: 'Got one' }).click();
    // A guest's clock runs on its own phone.
    await bo.page.getByRole('button', { name: 'Start the clock' }).click();
    await expect
      .poll(async () => Number(await bo.page.getByRole('timer').textContent()))
      .toBeLessThan(10);
    await screenshot(host.page, 'category-table-host');
    await screenshot(bo.page, 'category-table-guest');

    // Round 2: every phone taps on and shows the next category, the same everywhere.
    await host.page.getByRole('button', { name: 'Out' }).click();
    await host.page.getByRole('button', { name: 'Out' }).click();
    await host.page.getByRole('button', { name: 'Next category' }).click();
    for (const p of guests) await p.page.getByRole('button', { name: 'Next category' }).click();
    const second = await sameCategory(all, 2);
    expect(second).not.toBe(first);

    // A reload keeps the round and the category.
    await cy.page.reload();
    await expect.poll(() => categoryOn(cy)).toBe(second);
    await expect.poll(() => cy.page.getByTestId('table-turn').textContent()).toBe('Round 2 of 5');

    for (const p of all) {
      expect(p.outgoing).toEqual([]);
      expect(p.errors).toEqual([]);
    }
  });
});
