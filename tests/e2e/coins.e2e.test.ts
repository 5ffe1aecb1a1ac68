// Rewards, coins, invites and deleting an account, in Chromium at phone size against the local
// backend: rewards are paid by themselves once earned, once each, even when earned offline on a
// second device, and nothing is left to claim or to clear; a friend who signs up through /r/{code} credits the inviter once and
// sees who invited them; coins buy a premium pack that then plays, with the history line; and an
// account deleted after typing its name is gone (its pack file unpublished, its password dead).

import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  newContext,
  screenshot,
  seriousViolations,
  trackPageErrors,
  waitForOfflineReady,
} from './browser';
import {
  badgeText,
  createAccount,
  nodeDevice,
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

async function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  const result = await app.backend.db.query<T>(text, params);
  return result.rows;
}

async function serverCoins(
  userId: string,
): Promise<{ coins: number; ledger: number; referred: number }> {
  const [row] = await sql<{ coins: number; ledger: number; referred: number }>(
    `select p.dojo_coins as coins, p.referred_users as referred,
       (select coalesce(sum(amount), 0)::int from public.coin_ledger where user_id = p.id) as ledger
     from public.profiles p where p.id = $1`,
    [userId],
  );
  return row!;
}

/**
 * axe: no serious or critical problem in the page's main content as it stands. The header's
 * account pill is left to its own suite (signed in, axe reports label-content-name-mismatch on it,
 * since its visible initial is not in its name).
 */
async function expectAccessible(page: Page, state: string): Promise<void> {
  expect(await seriousViolations(page, state, 'main')).toEqual([]);
}

const coinsShown = (page: Page) => page.getByTestId('profile-coins').textContent();

describe('rewards, coins, invites and deleting an account', () => {
  it('pays earned rewards by themselves, once each, even when earned offline: nothing to claim (U15)', async () => {
    const account = await createAccount(app.backend, 'rewards');
    const laptop = await device(account);
    const phone = await device(account);
    const errors = [...trackPageErrors(laptop.page), ...trackPageErrors(phone.page)];

    // the profile pays the welcome without a tap, says so, and offers no Claim button anywhere
    await laptop.page.goto(`${app.baseUrl}/profile`);
    const welcome = laptop.page.locator('[data-reward="welcome"]');
    await welcome.getByText('Earned', { exact: true }).waitFor({ timeout: 30_000 });
    await expect.poll(() => coinsShown(laptop.page), { timeout: 20_000 }).toBe('25');
    await laptop.page.getByText('Just earned: Welcome to the dojo (+25 dojo coins).').waitFor();
    await laptop.page.getByText('Reward: Welcome to the dojo').waitFor();
    expect(await laptop.page.getByRole('button', { name: 'Claim' }).count()).toBe(0);
    // a reward not earned says what earns it, and nothing is sent for it
    const maker = laptop.page.locator('[data-reward="first-pack"]');
    await maker.getByText('Not earned yet').waitFor();
    await maker.getByRole('link', { name: 'Make a pack' }).waitFor();
    await waitForBadge(laptop.page, /^Synced$/);
    await screenshot(laptop.page, 'coins-rewards-earned-and-locked');
    await expectAccessible(laptop.page, 'profile rewards');

    // the phone, offline, gives a game a thumbs up: "Critic" and "Fan" are paid once it is back
    await phone.page.goto(`${app.baseUrl}/profile`);
    await phone.page
      .locator('[data-reward="welcome"]')
      .getByText('Earned', { exact: true })
      .waitFor({ timeout: 30_000 });
    await waitForBadge(phone.page, /^Synced$/);
    await waitForOfflineReady(phone.page);
    await phone.page.goto(`${app.baseUrl}/games/never-have-i-ever`);
    await setNetwork(phone.context, app.backend.url, false);
    await phone.page.getByRole('button', { name: 'Thumbs up' }).click();
    await phone.page.getByRole('button', { name: 'Send feedback' }).click();
    await phone.page.getByText('Thanks! We read every note.').waitFor();
    await phone.page.goto(`${app.baseUrl}/profile`);
    const critic = phone.page.locator('[data-reward="feedback"]');
    await critic.getByText('Not earned yet').waitFor();
    expect(await coinsShown(phone.page)).toBe('25');
    await setNetwork(phone.context, app.backend.url, true);
    await critic.getByText('Earned', { exact: true }).waitFor({ timeout: 30_000 });
    await phone.page
      .locator('[data-reward="fan"]')
      .getByText('Earned', { exact: true })
      .waitFor({ timeout: 20_000 });
    await expect.poll(() => coinsShown(phone.page), { timeout: 20_000 }).toBe('45');
    await waitForBadge(phone.page, /^Synced$/);

    expect(await serverCoins(account.id)).toMatchObject({ coins: 45, ledger: 45 });
    const claims = await sql<{ reward_id: string }>(
      `select reward_id from public.reward_claims where user_id = $1 order by reward_id`,
      [account.id],
    );
    expect(claims.map((c) => c.reward_id)).toEqual(['fan', 'feedback', 'welcome']);
    // nothing was refused, so the sync menu has nothing red to clear on either device
    for (const { page } of [laptop, phone]) {
      expect(await readStores(page, ['quarantine'])).toEqual({ quarantine: [] });
    }
    expect(errors).toEqual([]);
    await Promise.all([laptop.context.close(), phone.context.close()]);
  });

  it('credits the inviter once for a friend who signs up through /r/{code}, who sees who invited them', async () => {
    const host = await createAccount(app.backend, 'host');
    const hostName = host.email.split('@')[0]!;
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${app.baseUrl}/r/${host.id}`);
    await page.waitForURL(/\/sign-up\?ref=/);
    const banner = page.getByTestId('invite-banner');
    await expect
      .poll(() => banner.textContent(), { timeout: 15_000 })
      .toBe(
        `${hostName} invited you to Party Dojo. Create your account: they earn dojo coins, and you get 30 too.`,
      );
    await screenshot(page, 'coins-invite-sign-up');

    const email = `guest.${randomUUID().slice(0, 8)}@example.com`;
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a long party password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-up'), { timeout: 20_000 });
    await expect
      .poll(async () => (await serverCoins(host.id)).referred, { timeout: 30_000 })
      .toBe(1);
    expect(await serverCoins(host.id)).toEqual({ coins: 100, ledger: 100, referred: 1 });

    await page.goto(`${app.baseUrl}/profile`);
    await waitForBadge(page, /^Synced$/);
    await expect
      .poll(() => page.getByTestId('profile-invited-by').textContent(), { timeout: 15_000 })
      .toBe(`You joined through ${hostName}’s invite.`);
    // the invitee's own reward is paid by itself, beside the welcome
    const joined = page.locator('[data-reward="joined-through-friend"]');
    await joined.getByText('Earned', { exact: true }).waitFor({ timeout: 30_000 });

    // Replaying every op the new device sent changes nothing: the inviter is paid once.
    const guest = (
      await sql<{ id: string }>('select id from auth.users where email = $1', [email])
    )[0]!;
    const sent = await sql<{ op_id: string; type: string; payload: unknown }>(
      `select op_id, type, payload from public.processed_ops where user_id = $1`,
      [guest.id],
    );
    expect(sent.filter((o) => o.type === 'referral.record')).toHaveLength(1);
    const replayer = await nodeDevice(app.backend, {
      id: guest.id,
      email,
      password: 'a long party password',
    });
    const { data: replay } = await replayer.rpc('push', {
      ops: sent.map((o) => ({
        id: o.op_id,
        type: o.type,
        payload: o.payload,
        userId: guest.id,
        createdAt: new Date().toISOString(),
        attempts: 1,
      })),
    } as never);
    expect(
      (replay as { results: { status: string }[] }).results.every((r) => r.status === 'duplicate'),
    ).toBe(true);
    expect(await serverCoins(host.id)).toEqual({ coins: 100, ledger: 100, referred: 1 });
    expect(await serverCoins(guest.id)).toMatchObject({ coins: 25 + 30, ledger: 25 + 30 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('spends coins on a premium pack that then plays, with the history line, and waits offline', async () => {
    const account = await createAccount(app.backend, 'shopper');
    // 55 given + the welcome reward, paid when the profile first syncs = 80
    await sql(`select public.add_coins($1, 55, 'grant')`, [account.id]);
    const { context, page } = await device(account);
    const errors = trackPageErrors(page);
    await page.goto(`${app.baseUrl}/profile`);
    await waitForBadge(page, /^Synced$/);
    await expect.poll(() => coinsShown(page)).toBe('80');

    const throwback = page.locator('[data-pack="truth-or-dare/throwback"]');
    await setNetwork(context, app.backend.url, false);
    await page.getByText(/^Buying needs a connection/).waitFor();
    expect(await throwback.getByRole('button', { name: 'Unlock' }).isDisabled()).toBe(true);
    await setNetwork(context, app.backend.url, true);

    // Spending asks first, and a No spends nothing (U17).
    await throwback.getByRole('button', { name: 'Unlock' }).click();
    const ask = page.getByRole('dialog', { name: 'Unlock Throwback Night for 75 coins?' });
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await serverCoins(account.id)).toMatchObject({ coins: 80 });
    await throwback.getByRole('button', { name: 'Unlock' }).click();
    await ask.getByRole('button', { name: 'Spend 75 coins' }).click();
    await throwback
      .getByText(
        'Throwback Night is yours for good. Switch it on from the Packs button in Truth or dare.',
      )
      .waitFor({ timeout: 20_000 });
    await expect.poll(() => coinsShown(page), { timeout: 20_000 }).toBe('5');
    await page.getByText('Unlocked Throwback Night (Truth or dare)').waitFor();
    await throwback.getByText(/^Unlocked\./).waitFor();
    await screenshot(page, 'coins-pack-unlocked');

    const office = page.locator('[data-pack="charades/office"]');
    await office.getByRole('button', { name: 'Unlock' }).click();
    await page.getByRole('button', { name: 'Spend 75 coins' }).click();
    await office
      .getByText('Not enough dojo coins: Office chaos costs 75 and you have 5. Nothing was spent.')
      .waitFor({ timeout: 20_000 });
    expect(await serverCoins(account.id)).toMatchObject({ coins: 5, ledger: 5 });

    await throwback.getByRole('link', { name: 'Play Truth or dare' }).click();
    await page.getByRole('button', { name: /^Packs/ }).click();
    const dialog = page.getByRole('dialog');
    const bought = dialog.getByRole('checkbox', { name: /Throwback Night/ });
    await expect.poll(() => bought.getAttribute('aria-disabled')).toBe(null);
    await bought.click();
    await expect.poll(() => bought.isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: /Office/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('deletes the account after the name is typed: rows, pack file and password gone', async () => {
    const account = await createAccount(app.backend, 'leaver');
    const username = account.email.split('@')[0]!;
    const node = await nodeDevice(app.backend, account);
    const packId = randomUUID();
    const pack = {
      metadata: {
        name: 'Farewell party',
        id: packId,
        description: 'One last round',
        author: username,
        explicit: false,
        alcohol: false,
        creation_date: new Date().toISOString(),
        tags: [],
      },
      prompts: [{ text: 'Never have I ever left a party without saying goodbye' }],
    };
    const op = (type: string, payload: unknown) => ({
      id: randomUUID(),
      type,
      payload,
      userId: account.id,
      createdAt: new Date().toISOString(),
      attempts: 0,
    });
    await node.rpc('push', {
      ops: [op('pack.save', { pack, draft: false }), op('pack.publish', { packId })],
    } as never);
    const upload = await node.storage
      .from('packs')
      .upload(`${packId}.json`, JSON.stringify(pack), { contentType: 'application/json' });
    expect(upload.error).toBeNull();
    const publicUrl = `${app.backend.url}/storage/v1/object/public/packs/${packId}.json`;
    expect((await fetch(publicUrl)).status).toBe(200);

    const { context, page } = await device(account);
    const errors = trackPageErrors(page);
    await page.goto(`${app.baseUrl}/profile`);
    await waitForBadge(page, /^Synced$/);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog');
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Username or “delete”').fill('not me');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Username or “delete”').fill(username);
    await screenshot(page, 'coins-delete-confirm');
    await expectAccessible(page, 'delete dialog');
    await confirm.click();
    await page
      .getByRole('heading', { name: 'Your account is deleted' })
      .waitFor({ timeout: 20_000 });
    await screenshot(page, 'coins-deleted');

    expect(await sql('select 1 from auth.users where id = $1', [account.id])).toHaveLength(0);
    expect(await sql('select 1 from public.packs where id = $1', [packId])).toHaveLength(0);
    expect((await fetch(publicUrl)).status).not.toBe(200);
    // signing in with the old password now fails
    await expect(nodeDevice(app.backend, account)).rejects.toThrow(/sign-in failed/);
    const stores = await readStores(page, ['profiles', 'coinEntries']);
    expect(stores.profiles).toEqual([]);
    expect(stores.coinEntries).toEqual([]);
    // signed out on the device (the test's init script would sign a reload back in)
    expect(await page.evaluate(() => localStorage.getItem('party-dojo-auth'))).toBeNull();
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
