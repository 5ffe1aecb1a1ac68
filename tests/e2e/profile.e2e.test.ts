// The profile and the account button, in Chromium at phone size against the local backend: a
// signed-in user opens /profile, changes the username (the server has it after sync), opens the
// page again offline from the cached profile, and signs out from the header panel, asked first
// because a change is still unsent; afterwards /profile shows the signed-out view and the
// account's cached profile is gone from the device while its unsent change is kept.

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
  readStores,
  sessionFor,
  setNetwork,
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

async function serverUsername(userId: string): Promise<string | undefined> {
  const result = await app.backend.db.query<{ username: string }>(
    'select username from public.profiles where id = $1',
    [userId],
  );
  return result.rows[0]?.username;
}

async function changeUsername(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Change username' }).click();
  await page.getByLabel('Username').fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => page.getByTestId('profile-username').textContent()).toBe(name);
}

describe('the profile page and the account button', () => {
  it('edits the username, opens offline from the cache, and signs out asking about unsent changes', async () => {
    const account = await createAccount(app.backend, 'profile');
    const { context, page } = await device(account);
    const errors = trackPageErrors(page);
    await page.goto(`${app.baseUrl}/profile`);
    await waitForBadge(page, /^Synced$/);
    const username = page.getByTestId('profile-username');
    await expect.poll(() => username.textContent()).toBe(account.email.split('@')[0]);
    expect(await page.getByTestId('profile-coins').textContent()).toMatch(/^\d+$/);
    expect(await page.getByTestId('profile-referral-link').inputValue()).toBe(
      `${app.baseUrl}/r/${account.id}`,
    );
    expect(await page.getByTestId('profile-premium').textContent()).toContain('Not premium.');

    // A blank name is refused in plain words and nothing is queued.
    await page.getByRole('button', { name: 'Change username' }).click();
    await page.getByLabel('Username').fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Enter a username.');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await changeUsername(page, 'Captain Confetti');
    await waitForBadge(page, /^Synced$/);
    await expect
      .poll(() => serverUsername(account.id), { timeout: 20_000 })
      .toBe('Captain Confetti');
    await screenshot(page, 'profile-phone');

    // The pill shows who is signed in; the panel names the account and closes with Escape.
    expect(await page.locator('.sync-badge-user').textContent()).toBe('C');
    await page.getByTestId('sync-badge').click();
    expect(await page.getByTestId('sync-account').textContent()).toBe(
      `Signed in as ${account.email}`,
    );
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('sync-panel').count()).toBe(0);
    // ...and with a tap outside it.
    await page.getByTestId('sync-badge').click();
    await page.getByTestId('sync-panel').waitFor();
    await page.mouse.click(20, 600);
    await expect.poll(() => page.getByTestId('sync-panel').count()).toBe(0);

    // Offline, a reload still shows the cached profile and when it last synced.
    await waitForOfflineReady(page);
    await setNetwork(context, app.backend.url, false);
    await page.reload();
    await expect.poll(() => username.textContent(), { timeout: 15_000 }).toBe('Captain Confetti');
    await expect
      .poll(() => page.getByTestId('profile-last-sync').textContent(), { timeout: 15_000 })
      .toMatch(/^Last synced /);
    await screenshot(page, 'profile-offline-phone');

    // A change made offline is still unsent: signing out asks first and says how many.
    await changeUsername(page, 'Offline Otter');
    await waitForBadge(page, /1 waiting/);
    await page.getByTestId('sync-badge').click();
    await page.getByTestId('sync-sign-out').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('One change made on this device has not reached');
    await screenshot(page, 'profile-sign-out-dialog');
    await dialog.getByRole('button', { name: 'Sign out' }).click();

    await page.getByTestId('profile-signed-out').waitFor();
    expect(await page.getByRole('link', { name: 'Sign in', exact: true }).count()).toBeGreaterThan(
      0,
    );
    const stores = await readStores(page, ['profiles', 'outbox', 'syncState', 'coinEntries']);
    expect(stores.profiles).toEqual([]);
    expect(stores.syncState).toEqual([]);
    expect(stores.coinEntries).toEqual([]);
    // The unsent change is kept for when this account signs in here again.
    expect(stores.outbox).toMatchObject([{ type: 'profile.update', userId: account.id }]);
    await screenshot(page, 'profile-signed-out-phone');
    expect(errors).toEqual([]);
    await setNetwork(context, app.backend.url, true);
    await context.close();
  });

  it('signed out, /profile explains what an account gives and links to sign in and sign up', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/profile`);
    await page.getByTestId('profile-signed-out').waitFor();
    const main = page.locator('main');
    await main.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/sign-in\?redirect=%2Fprofile$/);
    await page.goBack();
    await main.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(/\/sign-up$/);
    await context.close();
  });
});
