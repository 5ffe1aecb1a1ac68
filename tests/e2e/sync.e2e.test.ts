// Two devices in Chromium against the local backend: device A works offline (feedback, a like,
// a pack switched off), device B stays online; once A reconnects, both show the same state, with
// no button pressed. Builds its own copy of the app (test-artifacts/dist-sync/) pointed at the
// backend.

import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  newContext,
  screenshot,
  trackPageErrors,
  waitForOfflineReady,
} from './browser';
import {
  badgeText,
  createAccount,
  nodeDevice,
  readStores,
  sessionFor,
  signInContext,
  startSyncApp,
  type Account,
  type SyncApp,
} from '../sync/browser-harness';

let app: SyncApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startSyncApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function device(account: Account): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser);
  await signInContext(context, await sessionFor(app.backend, account));
  const page = await context.newPage();
  return { context, page };
}

async function waitForBadge(page: Page, pattern: RegExp, timeout = 20_000): Promise<void> {
  await expect.poll(() => badgeText(page), { timeout, interval: 200 }).toMatch(pattern);
}

/** The synced state as a device holds it: what both must agree on. */
async function syncedState(page: Page, userId: string) {
  const stores = await readStores(page, ['packStates', 'packLikes', 'profiles', 'outbox']);
  const strip = (rows: unknown[]) =>
    rows
      .map((row) => {
        const { updatedAt: _u, ...rest } = row as Record<string, unknown>;
        return rest;
      })
      .sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  const profile = (stores.profiles as { userId: string; profile: Record<string, unknown> }[]).find(
    (p) => p.userId === userId,
  )?.profile;
  return {
    packStates: strip(stores.packStates ?? []),
    packLikes: strip(stores.packLikes ?? []),
    likedGames: profile?.liked_games,
    outbox: stores.outbox?.length,
  };
}

describe('sync between two devices', () => {
  it('offline work on device A reaches device B after A reconnects', async () => {
    const account = await createAccount(app.backend, 'devices');
    // A pack of this user's, made earlier elsewhere: both devices pull it, A likes it offline.
    const packId = randomUUID();
    const elsewhere = await nodeDevice(app.backend, account);
    const { error } = await elsewhere.rpc('push', {
      ops: [
        {
          id: randomUUID(),
          type: 'pack.save',
          userId: account.id,
          createdAt: new Date().toISOString(),
          attempts: 0,
          payload: {
            draft: false,
            pack: {
              metadata: {
                name: 'Cabin night',
                id: packId,
                description: 'No signal needed',
                author: 'Sam',
                explicit: false,
                alcohol: false,
                creation_date: new Date().toISOString(),
                tags: [],
              },
              prompts: [{ text: 'Never have I ever missed a flight' }],
            },
          },
        },
      ],
    });
    expect(error).toBeNull();

    const a = await device(account);
    const b = await device(account);
    const errors = [...trackPageErrors(a.page), ...trackPageErrors(b.page)];
    await Promise.all([a.page.goto(app.baseUrl + '/'), b.page.goto(app.baseUrl + '/')]);
    await waitForBadge(a.page, /^Synced$/);
    await waitForBadge(b.page, /^Synced$/);
    await waitForOfflineReady(a.page);

    // Device A goes offline and works.
    await a.context.setOffline(true);
    await waitForBadge(a.page, /^Offline/);
    await a.page.goto(app.baseUrl + '/games/never-have-i-ever');
    await a.page.getByRole('button', { name: 'Thumbs up' }).click();
    await a.page.getByPlaceholder('Anything to add? (optional)').fill('Best night in the cabin');
    await a.page.getByRole('button', { name: 'Send feedback' }).click();
    await a.page.getByText('Thanks! We read every note.').waitFor();

    await a.page.getByRole('button', { name: /^Packs \(/ }).click();
    const firstOn = a.page
      .locator('.pack-list input[type=checkbox]:checked:not(:disabled)')
      .first();
    const packName = await firstOn
      .locator('xpath=ancestor::label')
      .locator('.pack-name')
      .evaluate((el) => el.firstChild?.textContent ?? '');
    const packOnA = a.page
      .locator('.pack-list label')
      .filter({ has: a.page.locator('.pack-name', { hasText: packName }) })
      .locator('input[type=checkbox]')
      .first();
    // A controlled checkbox: it turns off when the stored flag does, a moment after the click.
    await packOnA.click();
    await expect.poll(() => packOnA.isChecked()).toBe(false);
    await a.page.getByRole('button', { name: 'Done' }).click();

    await a.page.goto(app.baseUrl + `/game/${packId}`);
    await a.page.getByRole('button', { name: 'Like', exact: true }).click();
    await a.page.getByRole('button', { name: 'Liked' }).waitFor();

    await a.page.goto(app.baseUrl + '/');
    await waitForBadge(a.page, /^Offline · 3 waiting$/);
    await a.page.getByTestId('sync-badge').click();
    await expect.poll(() => a.page.getByTestId('sync-pending').textContent()).toBe('3');
    await a.page.getByTestId('sync-oldest').waitFor();
    await screenshot(a.page, 'sync-offline-phone');

    // Nothing reached the server yet; B, online all along, knows nothing of it.
    const before = await app.backend.serialised(() =>
      app.backend.db.query('select 1 from public.feedback where user_id = $1', [account.id]),
    );
    expect(before.rows).toHaveLength(0);

    // A reconnects: the engine drains on the online event, no button pressed.
    await a.context.setOffline(false);
    await waitForBadge(a.page, /^Synced$/);
    await screenshot(a.page, 'sync-synced-phone');
    const feedback = await app.backend.serialised(() =>
      app.backend.db.query<{ feedback: string }>(
        'select feedback from public.feedback where user_id = $1',
        [account.id],
      ),
    );
    expect(feedback.rows).toEqual([{ feedback: 'Best night in the cabin' }]);

    // B learns of it when it next looks (coming back to the tab counts).
    await b.page.goto(app.baseUrl + '/');
    await expect
      .poll(async () => (await syncedState(b.page, account.id)).likedGames, { timeout: 20_000 })
      .toEqual([packId]);
    await b.page.goto(app.baseUrl + `/game/${packId}`);
    await b.page.getByRole('button', { name: 'Liked' }).waitFor();
    await b.page.goto(app.baseUrl + '/games/never-have-i-ever');
    await b.page.getByRole('button', { name: /^Packs \(/ }).click();
    const sameOnB = b.page
      .locator('.pack-list label')
      .filter({ has: b.page.locator('.pack-name', { hasText: packName }) })
      .locator('input[type=checkbox]');
    await expect.poll(() => sameOnB.first().isChecked()).toBe(false);

    await a.page.goto(app.baseUrl + '/');
    await waitForBadge(a.page, /^Synced$/);
    const stateA = await syncedState(a.page, account.id);
    const stateB = await syncedState(b.page, account.id);
    expect(stateA.outbox).toBe(0);
    expect(stateB).toEqual(stateA);
    expect(errors).toEqual([]);
    await a.context.close();
    await b.context.close();
  });
});
