// The emailed links, in Chromium against a local backend that asks new accounts to confirm their
// email (as `npm start` does), reading each email from the local inbox as a newcomer would:
// (a) the share loop: sign up, confirm, make and publish a pack, copy its link, and a friend with no
//     account opens and plays it; (b) forgot password → new password; (c) sign-in by email link;
// (d) a used or expired link shows a friendly page with a way to get a new one.

import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { AUTH_MESSAGES } from '../../src/features/account/auth-messages';
import {
  DESKTOP,
  launchBrowser,
  newContext,
  screenshot,
  seriousViolations,
  trackPageErrors,
} from './browser';
import { badgeText, startSyncApp, type SyncApp } from '../sync/browser-harness';

let app: SyncApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([
    startSyncApp({ requireEmailConfirmation: true }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const PASSWORD = 'a long party password';
const RAW_CODES = /otp_expired|email_not_confirmed|over_email_send_rate_limit|AuthApiError/;

interface InboxMail {
  subject: string;
  link: string;
}

/** The newest email to `to` from the inbox's JSON endpoint, once it has arrived. */
async function newestMail(to: string, subject: string): Promise<InboxMail> {
  let found: InboxMail | undefined;
  await expect
    .poll(
      async () => {
        const r = await fetch(`${app.backend.url}/inbox/api/messages?to=${encodeURIComponent(to)}`);
        found = ((await r.json()) as InboxMail[])[0];
        return found?.subject;
      },
      { timeout: 15_000 },
    )
    .toBe(subject);
  return found!;
}

function nodeClient() {
  return createClient(app.backend.url, app.backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

/** An account that has confirmed its email, made the way the app does it. */
async function confirmedAccount(prefix: string): Promise<string> {
  const email = `${prefix}.${randomUUID().slice(0, 8)}@example.com`;
  const c = nodeClient();
  const { error } = await c.auth.signUp({ email, password: PASSWORD });
  if (error) throw error;
  const mail = await newestMail(email, 'Confirm your Party Dojo account');
  const tokenHash = new URL(mail.link).searchParams.get('token_hash')!;
  const verified = await c.auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
  if (verified.error) throw verified.error;
  return email;
}

async function expectNoSeriousAxe(page: Page, state: string): Promise<void> {
  expect(await seriousViolations(page, state)).toEqual([]);
}

async function signedIn(page: Page): Promise<void> {
  await expect.poll(() => badgeText(page), { timeout: 20_000 }).not.toBe('Sign in');
}

const waitForStep = async (page: Page, step: string): Promise<string> => {
  await page.waitForURL(
    (url) => url.pathname === `/editor/steps/${step}` && url.search.includes('draft='),
  );
  return new URL(page.url()).searchParams.get('draft') ?? '';
};

describe('email links through the local inbox', () => {
  it('(a) the share loop: sign up, confirm by email, publish a pack, and a friend plays it from the link', async () => {
    const context = await newContext(browser, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    const email = `maker.${randomUUID().slice(0, 8)}@example.com`;

    await page.goto(`${app.baseUrl}/sign-up?redirect=${encodeURIComponent('/editor')}`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    expect(await page.locator('main').textContent()).toContain(email);
    await screenshot(page, 'email-check-your-email-phone');
    await expectNoSeriousAxe(page, 'check your email');

    // Signing in before confirming says what to do, in one sentence.
    const early = await context.newPage();
    await early.goto(`${app.baseUrl}/sign-in`);
    await early.getByLabel('Email', { exact: true }).fill(email);
    await early.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await early.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => early.getByRole('alert').first().textContent(), { timeout: 15_000 })
      .toBe(AUTH_MESSAGES.notConfirmed);
    expect(
      await early.getByRole('button', { name: 'Send the confirmation email again' }).count(),
    ).toBe(1);
    expect(await early.locator('main').textContent()).not.toMatch(RAW_CODES);
    await early.close();

    const mail = await newestMail(email, 'Confirm your Party Dojo account');
    expect(new URL(mail.link).origin).toBe(app.baseUrl);
    // As a newcomer on `npm start` does: the page points to the local inbox; open the email there
    // and press its button.
    const inbox = page.getByRole('link', { name: 'local inbox' });
    expect(await inbox.getAttribute('href')).toBe(`${app.backend.url}/inbox`);
    await page.goto(`${app.backend.url}/inbox`);
    await page
      .getByRole('link')
      .filter({ hasText: `To ${email}` })
      .click();
    await page.getByRole('heading', { name: 'Confirm your Party Dojo account' }).waitFor();
    await screenshot(page, 'email-local-inbox-message-phone');
    await expectNoSeriousAxe(page, 'local inbox');
    await page.getByRole('link', { name: 'Confirm my account' }).click();
    await page.waitForURL(`${app.baseUrl}/editor`);
    await signedIn(page);

    await page.getByRole('button', { name: 'Create a new pack' }).click();
    await waitForStep(page, 'Step2Explanation');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    const packId = await waitForStep(page, 'Step3Setup');
    await page.getByLabel('Game name').fill('Inbox night');
    await page.getByRole('radio', { name: /^Never have I ever/ }).check();
    await page.getByLabel('Description').fill('Made by someone who just signed up');
    await page.getByLabel('Author', { exact: true }).fill('Rio');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await waitForStep(page, 'Step4Prompts');
    await page.getByRole('button', { name: 'Write the first prompt' }).click();
    const prompt = 'Never have I ever confirmed an email on the first try';
    await page.locator('textarea[data-prompt-id]').first().fill(prompt);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await waitForStep(page, 'Step5Review');
    await page.getByRole('button', { name: 'Save pack' }).click();
    await waitForStep(page, 'Step6Success');
    await page.getByRole('button', { name: 'Publish pack' }).click();
    await expect
      .poll(() => page.getByTestId('publish-status').textContent(), { timeout: 30_000 })
      .toContain('Published');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => page.getByTestId('copy-status').textContent()).toContain('copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${app.baseUrl}/game/${packId}`);

    // A friend with no account opens the link on their own phone and plays.
    const friendContext = await newContext(browser);
    const friend = await friendContext.newPage();
    const friendErrors = trackPageErrors(friend);
    await friend.goto(copied);
    await friend.getByRole('heading', { name: 'Inbox night' }).waitFor();
    expect(await badgeText(friend)).toBe('Sign in');
    await friend.getByRole('button', { name: 'Play', exact: true }).click();
    expect(await friend.getByTestId('play-prompt').textContent()).toBe(prompt);
    await screenshot(friend, 'email-share-loop-friend-plays-phone');

    expect([...errors, ...friendErrors]).toEqual([]);
    await friendContext.close();
    await context.close();
  });

  it('(b) forgot password: the reset email leads to a new password and signs in; the old one is refused', async () => {
    const email = await confirmedAccount('forgetful');
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${app.baseUrl}/sign-in?redirect=${encodeURIComponent('/profile')}`);
    await screenshot(page, 'email-sign-in-with-links-phone');
    await expectNoSeriousAxe(page, 'sign-in');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/forgot-password\?redirect=%2Fprofile/);
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send me a reset link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    expect(await page.locator('main').textContent()).toContain(email);

    // Asking again at once: the rate limit, in plain words.
    await page.getByRole('button', { name: 'send it again' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 15_000 })
      .toBe(AUTH_MESSAGES.emailWait);

    const mail = await newestMail(email, 'Reset your Party Dojo password');
    await page.goto(mail.link);
    await page.waitForURL(/\/reset-password/);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Save new password' }).click();
    expect(await page.getByText(AUTH_MESSAGES.weakPassword).count()).toBe(1);
    await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 15_000 })
      .toBe(AUTH_MESSAGES.samePassword);
    await page.getByLabel('New password', { exact: true }).fill('a brand new password');
    await screenshot(page, 'email-reset-password-phone');
    await expectNoSeriousAxe(page, 'reset password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();
    await signedIn(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${app.baseUrl}/profile`);

    const old = await nodeClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await nodeClient().auth.signInWithPassword({
      email,
      password: 'a brand new password',
    });
    expect(fresh.error).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('(c) sign-in by email link, then (d) the same link again shows the friendly expired page', async () => {
    const email = await confirmedAccount('linky');
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${app.baseUrl}/sign-in?redirect=${encodeURIComponent('/how-it-works')}`);
    await page.getByRole('link', { name: 'Email me a sign-in link' }).click();
    await page.waitForURL(/\/sign-in-link\?redirect=%2Fhow-it-works/);
    // The address changes before the page does: the sign-in form's own Email field is still up
    // while the new page's code loads, so fill only once the new page shows.
    await page.getByRole('heading', { name: 'Sign in with an email link' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await screenshot(page, 'email-sign-in-link-phone');
    await expectNoSeriousAxe(page, 'sign-in link');
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    const mail = await newestMail(email, 'Your Party Dojo sign-in link');
    await page.goto(mail.link);
    await page.waitForURL(`${app.baseUrl}/how-it-works`);
    await signedIn(page);

    // (d) The link works once: opened again, on another device, it explains and offers a new one.
    const other = await newContext(browser, { viewport: DESKTOP });
    const again = await other.newPage();
    const otherErrors = trackPageErrors(again);
    await again.goto(mail.link);
    await again.getByRole('heading', { name: 'This link has expired' }).waitFor();
    expect(await again.locator('main').textContent()).not.toMatch(RAW_CODES);
    await screenshot(again, 'email-link-expired-desktop');
    await expectNoSeriousAxe(again, 'expired link');
    await again.getByRole('link', { name: 'Email me a new sign-in link' }).click();
    await again.waitForURL(/\/sign-in-link\?redirect=%2Fhow-it-works/);
    expect(await badgeText(again)).toBe('Sign in');

    // A reset link that is too old (more than an hour) is refused the same way.
    const late = await confirmedAccount('late');
    await nodeClient().auth.resetPasswordForEmail(late, {
      redirectTo: `${app.baseUrl}/auth/confirm`,
    });
    const reset = await newestMail(late, 'Reset your Party Dojo password');
    await app.backend.db.query(
      `update local_stand_in.email_tokens set created_at = now() - interval '2 hours'
        where user_id = (select id from auth.users where email = $1)`,
      [late],
    );
    await again.goto(reset.link);
    await again.getByRole('heading', { name: 'This link has expired' }).waitFor();
    await again.setViewportSize({ width: 390, height: 844 });
    await screenshot(again, 'email-reset-link-expired-phone');
    await again.getByRole('link', { name: 'Send me a new reset link' }).click();
    await again.waitForURL(/\/forgot-password/);

    expect([...errors, ...otherErrors]).toEqual([]);
    await other.close();
    await context.close();
  });
});
