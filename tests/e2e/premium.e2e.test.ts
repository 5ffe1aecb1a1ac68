// Premium end to end, in Chromium against the local backend and its Stripe stand-in: a signed-out
// visitor picks yearly, signs up on the way and comes back to the plans; pays on the local checkout
// page; waits on processing, lands on the confirmation, and a premium pack plays; cancels on
// /profile and keeps premium until the period's end; past it, premium lapses offline and online.
// A subscriber who deletes their account has the subscription ended first (nothing is removed
// while that fails), then the account goes.
// Also: "Cancel" on the checkout page lands on /info/premium-cancelled, and /info/pricing reads
// well at phone and desktop sizes, by keyboard, at 200% text, and passes axe.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  newContext,
  pageStore,
  screenshot,
  seriousViolations,
  trackPageErrors,
  waitForInteractive,
  waitForOfflineReady,
} from './browser';
import {
  createAccount,
  sessionFor,
  setNetwork,
  signInContext,
  startSyncApp,
  type SyncApp,
} from '../sync/browser-harness';

let app: SyncApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startSyncApp(), launchBrowser()]);
  // Deno starts once per backend; started here so the first checkout does not wait on it.
  await app.backend.warmUpFunctions();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

interface StoredPremium {
  premium: boolean;
  cancelled: boolean;
  premiumEndDate: number | null;
  userId?: string | null;
}

async function storedPremium(page: Page): Promise<StoredPremium | undefined> {
  const row = await pageStore<{ value: StoredPremium } | undefined>(page, 'kv', {
    op: 'get',
    key: 'premium',
  });
  return row?.value;
}

/** Travel Tales in never have I ever: whether its picker says it is locked. */
async function travelTalesLocked(page: Page): Promise<boolean> {
  await page.getByRole('button', { name: /^Packs/ }).click();
  const pack = page.getByRole('dialog').getByRole('checkbox', { name: /Travel Tales/ });
  await pack.waitFor();
  const locked = (await pack.getAttribute('aria-disabled')) === 'true';
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  return locked;
}

async function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await app.backend.db.query<T>(text, params)).rows;
}

/** A subscription as the Stripe stand-in holds it, read through its API as the functions do. */
async function standInSubscription(id: string): Promise<{
  status: string;
  cancel_at_period_end: boolean;
  ended_at: number | null;
}> {
  const res = await fetch(`${app.backend.url}/v1/subscriptions/${id}`, {
    headers: { authorization: `Bearer ${app.backend.stripeSecretKey}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    status: string;
    cancel_at_period_end: boolean;
    ended_at: number | null;
  };
}

async function openGame(page: Page): Promise<void> {
  await page.goto(`${app.baseUrl}/games/never-have-i-ever`);
  await page.getByRole('button', { name: /^Packs/ }).waitFor();
}

async function expectAccessible(page: Page, state: string): Promise<void> {
  expect(await seriousViolations(page, state, 'main')).toEqual([]);
}

describe('premium', () => {
  it('signs up on the way, pays, unlocks a premium pack, cancels, and lapses after the period', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackPageErrors(page);

    // Signed out: the plans, yearly picked, Subscribe asks for an account first.
    await page.goto(`${app.baseUrl}/info/pricing`);
    await waitForInteractive(page);
    await page.getByTestId('premium-pack-list').getByText('Travel Tales').waitFor();
    // Yearly is picked on arrival (U20): Subscribe works without choosing first.
    await expect.poll(() => page.getByRole('radio', { name: /^Yearly/ }).isChecked()).toBe(true);
    await page.getByTestId('pricing-subscribe').click();
    await page.waitForURL(/\/sign-in\?redirect=%2Finfo%2Fpricing%3Fplan%3Dyearly$/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(/\/sign-up\?redirect=%2Finfo%2Fpricing%3Fplan%3Dyearly$/);
    // The sign-in form (with its own Email field) stays up until the new page shows.
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    const email = `buyer.${Date.now().toString(36)}@example.com`;
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await page.getByRole('button', { name: 'Create account' }).click();

    // Back on the plans, yearly still picked; Subscribe opens the local checkout page.
    await page.waitForURL(/\/info\/pricing\?plan=yearly$/, { timeout: 60_000 });
    await expect.poll(() => page.getByRole('radio', { name: /^Yearly/ }).isChecked()).toBe(true);
    await page.getByTestId('pricing-subscribe').click();
    await page.waitForURL(/\/stripe\/checkout\//, { timeout: 30_000 });
    await screenshot(page, 'premium-local-checkout');
    await page.getByRole('button', { name: 'Pay' }).click();

    // Processing, then the confirmation.
    await page.waitForURL(/\/info\/premium-processing\?session_id=/, { timeout: 30_000 });
    await page.getByTestId('premium-processing').waitFor();
    await page.waitForURL(/\/info\/premium-confirmation$/, { timeout: 60_000 });
    await page.getByRole('heading', { name: 'You are premium!' }).waitFor();
    await screenshot(page, 'premium-confirmation-phone');
    const bought = await storedPremium(page);
    expect(bought).toMatchObject({ premium: true, cancelled: false });
    const end = bought!.premiumEndDate!;
    // A year from the stand-in's clock, give or take a day.
    expect(Math.abs(end - (app.backend.stripe.now() + 365 * 86_400))).toBeLessThan(2 * 86_400);

    // A premium pack now plays: switched on already when premium started (U20).
    await openGame(page);
    expect(await travelTalesLocked(page)).toBe(false);
    await page.getByRole('button', { name: /^Packs/ }).click();
    const travel = page.getByRole('dialog').getByRole('checkbox', { name: /Travel Tales/ });
    await expect.poll(() => travel.isChecked()).toBe(true);
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();

    // The profile names the plan and its renewal; cancelling asks first and keeps premium.
    await page.goto(`${app.baseUrl}/profile`);
    const section = page.getByTestId('profile-premium');
    await expect
      .poll(() => section.getByTestId('profile-premium-plan').textContent(), { timeout: 30_000 })
      .toBe('Yearly, $29.99 a year');
    expect(await section.getByTestId('profile-premium-period').textContent()).toMatch(/^Renews on/);
    // Premium opens every premium pack: the shop sells none of them to a subscriber (U17).
    const shop = page.getByTestId('profile-shop');
    await shop
      .locator('[data-pack="never-have-i-ever/travel-tales"]')
      .getByText('Open with premium')
      .waitFor();
    expect(await shop.getByRole('button', { name: 'Unlock' }).count()).toBe(0);
    await section.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await dialog.waitFor();
    await screenshot(page, 'premium-cancel-dialog');
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect
      .poll(() => section.getByTestId('profile-premium-period').textContent(), { timeout: 20_000 })
      .toMatch(/^Cancelled: premium stays on until .+, then ends\.$/);
    expect(await storedPremium(page)).toMatchObject({ premium: true, cancelled: true });
    // The server agrees after a reload (the profile load checks again): still premium.
    await page.reload();
    await expect
      .poll(() => section.getByTestId('profile-premium-period').textContent(), { timeout: 30_000 })
      .toMatch(/^Cancelled: premium stays on/);
    // Changed their mind: Resume takes the cancel back, and premium renews again (U20).
    await section.getByRole('button', { name: 'Resume premium' }).click();
    await section.getByText('Premium is back on').waitFor();
    await expect
      .poll(() => section.getByTestId('profile-premium-period').textContent())
      .toMatch(/^Renews on/);
    expect(await storedPremium(page)).toMatchObject({ premium: true, cancelled: false });
    await screenshot(page, 'premium-resumed');
    // ... and cancel once more, for good this time
    await section.getByRole('button', { name: 'Cancel subscription' }).click();
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect
      .poll(() => section.getByTestId('profile-premium-period').textContent(), { timeout: 20_000 })
      .toMatch(/^Cancelled: premium stays on until .+, then ends\.$/);
    await openGame(page);
    expect(await travelTalesLocked(page)).toBe(false);

    // Past the period's end and offline: premium lapses on this device by itself.
    await waitForOfflineReady(page);
    await setNetwork(context, app.backend.url, false);
    await page.clock.setFixedTime(new Date((end + 86_400) * 1000));
    await page.reload();
    await page.getByRole('button', { name: /^Packs/ }).waitFor();
    await expect.poll(async () => (await storedPremium(page))?.premium).toBe(false);
    expect(await travelTalesLocked(page)).toBe(true);
    await screenshot(page, 'premium-lapsed-offline');

    // Online again with the payment service's clock past the end too: the server says it ended.
    await app.backend.stripe.advanceClock(end + 86_400 - app.backend.stripe.now());
    await setNetwork(context, app.backend.url, true);
    await page.goto(`${app.baseUrl}/profile`);
    await expect
      .poll(() => page.getByTestId('profile-premium').textContent(), { timeout: 30_000 })
      .toContain('Your premium has ended.');
    expect(await storedPremium(page)).toMatchObject({ premium: false, cancelled: true });
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('"Cancel" on the checkout page lands on /info/premium-cancelled, charging nothing', async () => {
    const account = await createAccount(app.backend, 'undecided');
    const context = await newContext(browser);
    await signInContext(context, await sessionFor(app.backend, account));
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${app.baseUrl}/info/pricing`);
    await waitForInteractive(page);
    await page.getByRole('radio', { name: /^Monthly/ }).check();
    await page.getByTestId('pricing-subscribe').click();
    await page.waitForURL(/\/stripe\/checkout\//, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/info\/premium-cancelled$/, { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Checkout cancelled' }).waitFor();
    await screenshot(page, 'premium-cancelled-phone');
    await page.getByRole('link', { name: 'See the plans again' }).click();
    await page.waitForURL(/\/info\/pricing$/);
    await page.getByTestId('pricing-subscribe').waitFor();
    expect((await storedPremium(page))?.premium ?? false).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the picked plan in the return address, so a sign-up confirmed from the email comes back to it (U20)', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/info/pricing`);
    await waitForInteractive(page);
    await page.getByRole('radio', { name: /^Monthly/ }).check();
    await page.getByTestId('pricing-subscribe').click();
    await page.waitForURL(/\/sign-in\?redirect=%2Finfo%2Fpricing%3Fplan%3Dmonthly$/);
    const back = new URL(page.url()).searchParams.get('redirect');
    expect(back).toBe('/info/pricing?plan=monthly');
    // The email's link opens a new page: nothing in memory, only the address.
    const later = await context.newPage();
    await later.goto(`${app.baseUrl}${back}`);
    await waitForInteractive(later);
    await expect.poll(() => later.getByRole('radio', { name: /^Monthly/ }).isChecked()).toBe(true);
    expect(await later.getByRole('radio', { name: /^Yearly/ }).isChecked()).toBe(false);
    await screenshot(later, 'pricing-plan-kept-phone');
    await context.close();
  });

  it('a subscriber deletes their account: the subscription ends now, and only then the account goes', async () => {
    const account = await createAccount(app.backend, 'leaving');
    const context = await newContext(browser);
    await signInContext(context, await sessionFor(app.backend, account));
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${app.baseUrl}/info/pricing`);
    await waitForInteractive(page);
    await page.getByRole('radio', { name: /^Monthly/ }).check();
    await page.getByTestId('pricing-subscribe').click();
    await page.waitForURL(/\/stripe\/checkout\//, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/info\/premium-confirmation$/, { timeout: 60_000 });
    await page.getByRole('heading', { name: 'You are premium!' }).waitFor();
    const [row] = await sql<{ sub: string }>(
      'select stripe_subscription_id as sub from public.profiles where id = $1 and premium',
      [account.id],
    );
    const subscriptionId = row!.sub;
    expect(await standInSubscription(subscriptionId)).toMatchObject({
      status: 'active',
      cancel_at_period_end: false,
    });

    await page.goto(`${app.baseUrl}/profile`);
    await page.getByTestId('profile-premium-plan').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
    await dialog.waitFor();
    expect(await dialog.getByTestId('delete-premium-ends').textContent()).toBe(
      'Your premium subscription ends now too, and you will not be charged again. The rest of the period you paid for is not refunded.',
    );
    await screenshot(page, 'premium-delete-confirm');
    await expectAccessible(page, 'delete dialog with premium');
    await dialog.getByLabel('Username or “delete”').fill('delete');

    // The server cannot be reached: nothing is removed, and the person is told so.
    await page.route('**/functions/v1/delete-account', (route) => route.abort());
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent(), { timeout: 20_000 })
      .toBe(
        'Your account could not be deleted just now. Nothing was removed. Try again in a moment.',
      );
    expect(await sql('select 1 from auth.users where id = $1', [account.id])).toHaveLength(1);
    expect((await standInSubscription(subscriptionId)).status).toBe('active');
    const [customer] = await sql<{ id: string }>(
      'select stripe_user_id as id from public.profiles where id = $1',
      [account.id],
    );

    // Reachable again: the subscription ends now, the Stripe customer is deleted, then the
    // account goes, and the payment events that named it no longer do.
    await page.unroute('**/functions/v1/delete-account');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page
      .getByRole('heading', { name: 'Your account is deleted' })
      .waitFor({ timeout: 30_000 });
    const ended = await standInSubscription(subscriptionId);
    expect(ended.status).toBe('canceled');
    expect(ended.ended_at).toBeLessThanOrEqual(app.backend.stripe.now());
    expect(await sql('select 1 from auth.users where id = $1', [account.id])).toHaveLength(0);
    expect(
      await sql('select 1 from private.stripe_subscriptions where id = $1', [subscriptionId]),
    ).toHaveLength(0);
    const inStripe = await fetch(`${app.backend.url}/v1/customers/${customer!.id}`, {
      headers: { authorization: `Bearer ${app.backend.stripeSecretKey}` },
    });
    expect(await inStripe.json()).toEqual({ id: customer!.id, object: 'customer', deleted: true });
    const events = await sql<{ payload: string }>(
      'select payload::text as payload from public.stripe_events',
      [],
    );
    expect(events.filter((e) => e.payload.includes(customer!.id))).toEqual([]);
    expect(events.filter((e) => e.payload.includes(account.id))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('processing says so plainly when offline, and carries on waiting once back online', async () => {
    const account = await createAccount(app.backend, 'patient');
    const context = await newContext(browser);
    await signInContext(context, await sessionFor(app.backend, account));
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${app.baseUrl}/info/pricing`);
    await waitForInteractive(page);
    await waitForOfflineReady(page);
    await setNetwork(context, app.backend.url, false);
    await page.goto(`${app.baseUrl}/info/premium-processing?session_id=cs_test_none`);
    await page.getByTestId('premium-processing-offline').waitFor();
    await screenshot(page, 'premium-processing-offline');
    await setNetwork(context, app.backend.url, true);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect
      .poll(() => page.getByTestId('premium-processing-offline').count(), { timeout: 15_000 })
      .toBe(0);
    // Nothing was bought, so it keeps waiting (and never claims premium).
    await page.getByText(/waiting for the payment provider/).waitFor();
    expect(page.url()).toMatch(/\/info\/premium-processing/);
    expect((await storedPremium(page))?.premium ?? false).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  // One test a screen size: each runs axe six times, which under a loaded machine is most of a
  // minute.
  for (const [size, viewport] of [
    ['phone', undefined],
    ['desktop', DESKTOP],
  ] as const) {
    it(`/info/pricing reads well on a ${size}, by keyboard, at 200% text, and passes axe`, async () => {
      const context = await newContext(browser, viewport ? { viewport } : {});
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      await page.goto(`${app.baseUrl}/info/pricing`);
      await waitForInteractive(page);
      await page.getByTestId('pricing-subscribe').waitFor();
      await expectAccessible(page, `pricing ${size}`);
      await screenshot(page, `premium-pricing-${size}`);

      // Keyboard: the plans are one radio group (arrows move), then Tab reaches Subscribe.
      await page.getByRole('radio', { name: /^Monthly/ }).focus();
      await page.keyboard.press('Space');
      await expect.poll(() => page.getByRole('radio', { name: /^Monthly/ }).isChecked()).toBe(true);
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => page.getByRole('radio', { name: /^Yearly/ }).isChecked()).toBe(true);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        'Subscribe yearly',
      );

      // 200% text: nothing runs off the side.
      await page.evaluate(() => {
        document.documentElement.style.fontSize = '200%';
      });
      await expect
        .poll(() =>
          page.evaluate(
            () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
          ),
        )
        .toBe(true);
      await screenshot(page, `premium-pricing-${size}-200`);
      await expectAccessible(page, `pricing ${size} at 200%`);

      // The outcome pages, as a signed-out visitor would open a saved link to them.
      for (const [path, heading] of [
        ['premium-processing', 'Sign in to finish'],
        ['premium-confirmation', 'Premium is not on here yet'],
        ['premium-failed', 'We could not confirm your payment'],
        ['premium-cancelled', 'Checkout cancelled'],
      ] as const) {
        await page.goto(`${app.baseUrl}/info/${path}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await expectAccessible(page, `${path} ${size}`);
        await screenshot(page, `premium-${path}-${size}`);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
