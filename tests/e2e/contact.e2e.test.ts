// /info/contact and /info/unsubscribe in Chromium against the local backend: a visitor who is not
// signed in sends the contact form offline, it shows as queued, and once online the message is on
// the server exactly once; an unsubscribe link made by the service-role function records the
// opt-out without signing in, offline it says so and records nothing, and a forged token is
// refused.

import { createClient } from '@supabase/supabase-js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  launchBrowser,
  newContext,
  pageStore,
  screenshot,
  trackPageErrors,
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
import type { Database } from '../../sync/database.types.ts';

let app: SyncApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startSyncApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function serverRows<T>(sql: string, params: unknown[]): Promise<T[]> {
  return (await app.backend.db.query<T>(sql, params)).rows;
}

describe('contact form', () => {
  it('a signed-out visitor’s message sent offline reaches the server once, once online', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(app.baseUrl + '/info/contact');
    await page.getByLabel('Your message').waitFor();
    await waitForOfflineReady(page);

    // Bad input: plain words, nothing queued, nothing lost.
    await page.getByLabel('Your email (optional)').fill('sam@');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Write your message first.').waitFor();
    await page.getByText('That email address does not look complete').waitFor();
    expect(await pageStore<number>(page, 'outbox', { op: 'count' })).toBe(0);

    await setNetwork(context, app.backend.url, false);
    const text = `The charades timer stopped when my phone locked (${Date.now()}).`;
    await page.getByLabel('Your name (optional)').fill('Sam');
    await page.getByLabel('Your email (optional)').fill('sam@example.com');
    await page.getByLabel('What is it about?').selectOption('problem');
    await page.getByLabel('Your message').fill(text);
    await page.getByText(`${text.length} / 2,000`).waitFor();
    await screenshot(page, 'contact-form-phone');
    await page.getByRole('button', { name: 'Send message' }).click();

    const sent = page.getByTestId('contact-sent');
    await sent.getByText('Queued').waitFor();
    await sent.getByText(/Saved on this device\. You are offline/).waitFor();
    await sent.getByText("We'll reply to sam@example.com.").waitFor();
    await screenshot(page, 'contact-queued-phone');
    const queued = await pageStore<{ type: string; userId: string | null }[]>(page, 'outbox', {
      op: 'getAll',
    });
    expect(queued.map((op) => [op.type, op.userId])).toEqual([['contact.create', null]]);
    const query =
      'select name, email, topic, user_id from public.contact_messages where message = $1';
    expect(await serverRows(query, [text])).toEqual([]);

    // Back online: the engine sends it with no button pressed, and the page says it arrived.
    await setNetwork(context, app.backend.url, true);
    await sent.getByText('Sent', { exact: true }).waitFor({ timeout: 20_000 });
    await sent.getByText(/Your message reached us\./).waitFor();
    await screenshot(page, 'contact-sent-phone');
    expect(await serverRows(query, [text])).toEqual([
      { name: 'Sam', email: 'sam@example.com', topic: 'problem', user_id: null },
    ]);
    expect(await pageStore<number>(page, 'outbox', { op: 'count' })).toBe(0);

    // After a reload the name and email from last time are offered again; nothing is resent.
    await page.reload();
    await page.getByLabel('Your message').waitFor();
    expect(await page.getByLabel('Your email (optional)').inputValue()).toBe('sam@example.com');
    expect(await serverRows(query, [text])).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('unsubscribe', () => {
  async function linkFor(userId: string): Promise<string> {
    // As a mail sender would: the service-role key, over the API.
    const mailer = createClient<Database>(app.backend.url, app.backend.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const { data, error } = await mailer.rpc('unsubscribe_link_token', { user_id: userId });
    if (error || typeof data !== 'string') throw new Error(`no token: ${error?.message}`);
    return `${app.baseUrl}/info/unsubscribe?token=${encodeURIComponent(data)}`;
  }

  const optedOut = async (userId: string) =>
    (await serverRows('select source from public.email_opt_outs where user_id = $1', [userId]))
      .length;

  it('a signed link records the opt-out without signing in; offline it records nothing', async () => {
    const account = await createAccount(app.backend, 'unsub', { emailNews: true });
    const link = await linkFor(account.id);
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(link);
    await page.getByRole('button', { name: 'Unsubscribe' }).waitFor();
    await waitForOfflineReady(page);

    // Offline: it says a connection is needed and pretends nothing.
    await setNetwork(context, app.backend.url, false);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    const state = page.getByTestId('unsubscribe-state');
    await state.getByText('You are offline').waitFor();
    await state.getByText(/Unsubscribing needs a connection/).waitFor();
    await screenshot(page, 'unsubscribe-offline-phone');
    expect(await optedOut(account.id)).toBe(0);

    await setNetwork(context, app.backend.url, true);
    await state.getByRole('button', { name: 'Try again' }).click();
    await state.getByText('You are unsubscribed').waitFor({ timeout: 20_000 });
    await screenshot(page, 'unsubscribe-done-phone');
    expect(
      await serverRows('select source from public.email_opt_outs where user_id = $1', [account.id]),
    ).toEqual([{ source: 'link' }]);

    // The same link again: already done, still one row.
    await page.goto(link);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await state.getByText('Already unsubscribed').waitFor();
    expect(await optedOut(account.id)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a forged or cut-short token is refused and changes nothing', async () => {
    const target = await createAccount(app.backend, 'target', { emailNews: true });
    const other = await createAccount(app.backend, 'other', { emailNews: true });
    const genuine = new URL(await linkFor(other.id)).searchParams.get('token')!;
    const signed = genuine.slice(genuine.indexOf('.') + 1);
    const context = await newContext(browser);
    const page = await context.newPage();
    for (const token of [`${target.id}.${signed}`, genuine.slice(0, -3)]) {
      await page.goto(`${app.baseUrl}/info/unsubscribe?token=${encodeURIComponent(token)}`);
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await page.getByTestId('unsubscribe-state').getByText('This link is not valid').waitFor();
    }
    await screenshot(page, 'unsubscribe-invalid-phone');
    expect(await optedOut(target.id)).toBe(0);
    expect(await optedOut(other.id)).toBe(0);
    await context.close();
  });

  it('a link sent to an address the account has since left has expired and changes nothing', async () => {
    const account = await createAccount(app.backend, 'moved', { emailNews: true });
    const link = await linkFor(account.id);
    await serverRows(`update auth.users set email = 'moved.' || email where id = $1`, [account.id]);
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(link);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    const state = page.getByTestId('unsubscribe-state');
    await state.getByText('This link has expired').waitFor();
    await state.getByText(/only for the address they were sent to/).waitFor();
    expect(await optedOut(account.id)).toBe(0);
    await context.close();
  });

  it('a signed-in user turns email off and back on without a link', async () => {
    const account = await createAccount(app.backend, 'toggle', { emailNews: true });
    const context = await newContext(browser);
    await signInContext(context, await sessionFor(app.backend, account));
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(app.baseUrl + '/info/unsubscribe');
    const box = page.getByLabel('Email me news from Party Dojo');
    const said = page.getByTestId('email-opt-out-state');
    await said
      .getByText('On: untick it to stop news and newsletters from us.')
      .waitFor({ timeout: 20_000 });
    expect(await box.isChecked()).toBe(true);

    await box.click();
    await said.getByText(/^Off: no news or newsletters from us\./).waitFor();
    expect(await box.isChecked()).toBe(false);
    await screenshot(page, 'unsubscribe-signed-in-phone');
    expect(
      await serverRows('select source from public.email_opt_outs where user_id = $1', [account.id]),
    ).toEqual([{ source: 'settings' }]);

    // After a reload the page shows the server's value, and turning it back on removes the row.
    await page.reload();
    await said.getByText(/^Off: no news or newsletters from us\./).waitFor({ timeout: 20_000 });
    await box.click();
    await said.getByText('On: untick it to stop news and newsletters from us.').waitFor();
    expect(await optedOut(account.id)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
