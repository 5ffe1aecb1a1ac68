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
  waitForInteractive,
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
  setNetwork,
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
    await setNetwork(a.context, app.backend.url, false);
    await waitForBadge(a.page, /^Offline/);
    await a.page.goto(app.baseUrl + '/games/never-have-i-ever');
    await waitForInteractive(a.page);
    await a.page.getByRole('button', { name: 'Thumbs up' }).click();
    await a.page.getByPlaceholder('Anything to add? (optional)').fill('Best night in the cabin');
    await a.page.getByRole('button', { name: 'Send feedback' }).click();
    await a.page.getByText('Thanks! We read every note.').waitFor();

    await a.page.getByRole('button', { name: /^Packs \d/ }).click();
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
    const before = await app.backend.db.query('select 1 from public.feedback where user_id = $1', [
      account.id,
    ]);
    expect(before.rows).toHaveLength(0);

    // A reconnects: the engine drains on the online event, no button pressed.
    await setNetwork(a.context, app.backend.url, true);
    await waitForBadge(a.page, /^Synced$/);
    await screenshot(a.page, 'sync-synced-phone');
    const feedback = await app.backend.db.query<{ feedback: string }>(
      'select feedback from public.feedback where user_id = $1',
      [account.id],
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
    await b.page.getByRole('button', { name: /^Packs \d/ }).click();
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

  it('one tab leads; another takes over within 2 s of it closing; every tab sees the outbox', async () => {
    const account = await createAccount(app.backend, 'tabs');
    const context = await newContext(browser);
    await signInContext(context, await sessionFor(app.backend, account));
    const first = await context.newPage();
    await first.goto(app.baseUrl + '/');
    await waitForBadge(first, /^Synced$/);
    await waitForOfflineReady(first);
    const second = await context.newPage();
    await second.goto(app.baseUrl + '/');
    await waitForBadge(second, /^Synced$/);
    const locks = () =>
      second.evaluate(async () => {
        const state = await navigator.locks.query();
        const mine = (list: LockInfo[] | undefined) =>
          (list ?? []).filter((lock) => lock.name === 'party-dojo-sync').length;
        return { held: mine(state.held), pending: mine(state.pending) };
      });
    expect(await locks()).toEqual({ held: 1, pending: 1 });

    // The follower tab writes offline; the leader tab's badge counts it (a live query).
    await setNetwork(context, app.backend.url, false);
    await second.goto(app.baseUrl + '/games/most-likely-to');
    // The game's page is prerendered: a tap before React has taken it over does nothing.
    await waitForInteractive(second);
    await second.getByRole('button', { name: 'Thumbs down' }).click();
    await second.getByRole('button', { name: 'Send feedback' }).click();
    await second.getByText('Thanks! We read every note.').waitFor();
    await waitForBadge(first, /^Offline · 1 waiting$/);

    // The leader closes: the other tab holds the lock within 2 s and drains once online.
    const closedAt = Date.now();
    await first.close();
    await expect.poll(locks, { timeout: 2000, interval: 50 }).toEqual({ held: 1, pending: 0 });
    const takeoverMs = Date.now() - closedAt;
    expect(takeoverMs).toBeLessThan(2000);
    await setNetwork(context, app.backend.url, true);
    await second.goto(app.baseUrl + '/');
    await waitForBadge(second, /^Synced$/);
    const rows = await app.backend.db.query<{ feedback: string }>(
      'select feedback from public.feedback where user_id = $1',
      [account.id],
    );
    expect(rows.rows).toEqual([{ feedback: 'Thumbs down' }]);
    console.log(`sync tabs: new leader after ${takeoverMs} ms`);
    await context.close();
  });

  it('shows a refused change with its reason, and retry and discard work', async () => {
    const account = await createAccount(app.backend, 'refused');
    const { context, page } = await device(account);
    await page.goto(app.baseUrl + '/');
    await waitForBadge(page, /^Synced$/);
    // A spend the server must refuse (the balance is 0), written as the app's write path does.
    await page.evaluate(async (userId) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('party-dojo');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('open failed'));
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('outbox', 'readwrite');
        tx.objectStore('outbox').add({
          id: crypto.randomUUID(),
          type: 'coins.spend',
          payload: { amount: 50, reason: 'hint' },
          userId,
          createdAt: new Date().toISOString(),
          attempts: 0,
        });
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error ?? new Error('write failed'));
      });
      db.close();
    }, account.id);
    await page.getByTestId('sync-badge').click();
    await page.getByRole('button', { name: 'Sync now' }).click();
    await waitForBadge(page, /^1 not accepted$/);
    const item = page.getByTestId('sync-quarantine-item');
    await item.getByText('Insufficient dojo coins').waitFor();
    await screenshot(page, 'sync-quarantine-phone');
    // Retry sends it as a new op: refused again while the balance is still 0.
    await item.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('button', { name: 'Sync now' }).click();
    await waitForBadge(page, /^1 not accepted$/);
    await page.getByTestId('sync-quarantine-item').getByRole('button', { name: 'Discard' }).click();
    await waitForBadge(page, /^Synced$/);
    const processed = await app.backend.db.query<{ status: string }>(
      'select status from public.processed_ops where user_id = $1',
      [account.id],
    );
    expect(processed.rows).toEqual([{ status: 'rejected' }, { status: 'rejected' }]);
    await context.close();
  });

  it('a Background Sync event from the service worker makes the leader drain', async () => {
    const account = await createAccount(app.backend, 'background');
    const { context, page } = await device(account);
    await page.goto(app.baseUrl + '/');
    await waitForBadge(page, /^Synced$/);
    await waitForOfflineReady(page);
    // An op that nothing else will announce (written beside Dexie, so no live query fires), made
    // right after a round: only the Background Sync event can send it before the 30 s timer.
    await page.evaluate(async (userId) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('party-dojo');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('open failed'));
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('outbox', 'readwrite');
        tx.objectStore('outbox').add({
          id: crypto.randomUUID(),
          type: 'like.add',
          payload: { gameId: 'background-sync' },
          userId,
          createdAt: new Date().toISOString(),
          attempts: 0,
        });
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error ?? new Error('write failed'));
      });
      db.close();
    }, account.id);
    const cdp = await context.newCDPSession(page);
    const registrations = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
        const found = event.registrations.find((r) => !r.isDeleted);
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const dispatchedAt = Date.now();
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: app.baseUrl,
      registrationId: await registrations,
      tag: 'party-dojo-sync',
      lastChance: false,
    });
    const liked = async () => {
      const r = await app.backend.db.query(
        'select 1 from public.likes where user_id = $1 and game_id = $2',
        [account.id, 'background-sync'],
      );
      return r.rows.length;
    };
    await expect.poll(liked, { timeout: 10_000, interval: 100 }).toBe(1);
    expect(Date.now() - dispatchedAt).toBeLessThan(10_000);
    await context.close();
  });
});

describe('a device whose clock is a day off', () => {
  /** Shifts the page's Date (not its timers) by `offsetMs`, as a phone with a wrong clock. */
  async function shiftClock(context: BrowserContext, offsetMs: number): Promise<void> {
    await context.addInitScript((offset) => {
      const RealDate = Date;
      class ShiftedDate extends RealDate {
        constructor(...args: unknown[]) {
          if (args.length === 0) super(RealDate.now() + offset);
          else super(...(args as [string]));
        }
        static override now(): number {
          return RealDate.now() + offset;
        }
      }
      globalThis.Date = ShiftedDate as DateConstructor;
    }, offsetMs);
  }

  it.each([
    ['ahead', 24 * 3600_000],
    ['behind', -24 * 3600_000],
  ])(
    '[I9] a clock a day %s finishes its first sync with a handful of token requests',
    async (_label, offsetMs) => {
      const account = await createAccount(app.backend, 'clock');
      const elsewhere = await nodeDevice(app.backend, account);
      const like = async (gameId: string) => {
        const { error } = await elsewhere.rpc('push', {
          ops: [
            {
              id: randomUUID(),
              type: 'like.add',
              userId: account.id,
              createdAt: new Date().toISOString(),
              attempts: 0,
              payload: { gameId },
            },
          ],
        });
        expect(error).toBeNull();
      };
      await like('clock-first');
      const context = await newContext(browser);
      await shiftClock(context, offsetMs);
      await signInContext(context, await sessionFor(app.backend, account));
      let tokenRequests = 0;
      context.on('request', (request) => {
        if (request.url().includes('/auth/v1/token')) tokenRequests += 1;
      });
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      await page.goto(app.baseUrl + '/');
      expect(await page.evaluate(() => new Date().getFullYear())).toBeGreaterThan(2000);
      await waitForBadge(page, /^Synced$/);
      await expect
        .poll(async () => (await syncedState(page, account.id)).likedGames, { timeout: 20_000 })
        .toEqual(['clock-first']);
      // A second round (another device's change, a reload) uses the same token.
      await like('clock-second');
      await page.reload();
      await expect
        .poll(async () => (await syncedState(page, account.id)).likedGames, { timeout: 20_000 })
        .toEqual(expect.arrayContaining(['clock-first', 'clock-second']));
      await waitForBadge(page, /^Synced$/);
      expect(tokenRequests).toBeLessThanOrEqual(3);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
