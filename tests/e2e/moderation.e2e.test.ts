// /moderation in Chromium against the local backend: three accounts hide a pack and delete
// themselves; a moderator (app_metadata claim, granted by SQL) still finds it with its reports,
// restores it from the keyboard, bans another author, and sees both decisions logged. Anyone
// else gets the 404 page or a sign-in prompt, never the queue.

import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  seriousViolations,
  trackPageErrors,
  waitForInteractive,
} from './browser';
import {
  createAccount,
  nodeDevice,
  sessionFor,
  signInContext,
  startSyncApp,
  type Account,
  type SyncApp,
} from '../sync/browser-harness';

let app: SyncApp;
let browser: Browser;

const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await app.backend.db.query<T>(text, params)).rows;

/** A confirmed account two days old: the kind whose reports count towards hiding a pack. */
async function trustedAccount(prefix: string): Promise<Account> {
  const account = await createAccount(app.backend, prefix);
  await sql(
    `update auth.users set created_at = now() - interval '2 days',
       email_confirmed_at = coalesce(email_confirmed_at, now() - interval '2 days')
     where id = $1`,
    [account.id],
  );
  return account;
}

async function publishedPack(owner: Account, name: string, author: string): Promise<string> {
  const id = randomUUID();
  await sql(
    `insert into public.packs (id, owner_id, name, description, author, prompts, draft, published,
       published_at)
     values ($1, $2, $3, 'A pack for the moderation test', $4,
       '[{"text":"Never have I ever moderated"}]'::jsonb, false, true, now())`,
    [id, owner.id, name, author],
  );
  return id;
}

async function report(account: Account, packId: string, reason: string, note = '') {
  const node = await nodeDevice(app.backend, account);
  const { data, error } = await node.rpc('push', {
    ops: [
      {
        id: randomUUID(),
        type: 'pack.report',
        payload: { packId, reason, note },
        userId: account.id,
        createdAt: new Date().toISOString(),
        attempts: 0,
      },
    ],
  } as never);
  expect(error).toBeNull();
  return (data as { results: { status: string; reason?: string }[] }).results[0]!;
}

async function pageAs(
  account: Account | null,
  viewport: { width: number; height: number } = PHONE,
): Promise<Page> {
  const context = await newContext(browser, { viewport });
  if (account) await signInContext(context, await sessionFor(app.backend, account));
  return context.newPage();
}

beforeAll(async () => {
  app = await startSyncApp();
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('moderation page', () => {
  it('lets a moderator restore a pack hidden by three accounts that deleted themselves', async () => {
    const author = await trustedAccount('author');
    const packName = 'Campfire Questions';
    const packId = await publishedPack(author, packName, 'Robin');
    const spammer = await trustedAccount('spammer');
    const spamId = await publishedPack(spammer, 'Buy Cheap Followers', 'Promo Pete');
    const spamTwo = await publishedPack(spammer, 'More Cheap Followers', 'Promo Pete');

    // three accounts hide the pack, then delete themselves
    const throwaways = [
      await trustedAccount('t1'),
      await trustedAccount('t2'),
      await trustedAccount('t3'),
    ];
    for (const [i, t] of throwaways.entries()) {
      await report(t, packId, i === 0 ? 'hateful' : 'spam', i === 0 ? 'Made up reason' : '');
    }
    for (const t of throwaways) {
      const node = await nodeDevice(app.backend, t);
      expect((await node.rpc('delete_my_account')).error).toBeNull();
    }
    const [hidden] = await sql<{ hidden: boolean; reports: number }>(
      `select hidden_at is not null as hidden,
         (select count(*)::int from public.pack_reports where pack_id = $1) as reports
       from public.packs where id = $1`,
      [packId],
    );
    expect(hidden).toEqual({ hidden: true, reports: 3 });
    // one report on the spam pack, from an account just made: kept, but it counts for nothing
    const fresh = await createAccount(app.backend, 'fresh');
    await report(fresh, spamId, 'spam', 'Advert');

    // the moderator claim is granted by SQL only; the next sign-in carries it
    const moderator = await trustedAccount('moderator');
    await sql('select private.set_moderator($1, true)', [moderator.email]);

    const page = await pageAs(moderator);
    const errors = trackPageErrors(page);
    await page.goto(`${app.baseUrl}/moderation`);
    await waitForInteractive(page);
    await page.getByRole('heading', { name: 'Moderation', level: 1 }).waitFor();
    await page.getByRole('heading', { name: '2 packs waiting' }).waitFor();
    const card = page.getByTestId('moderation-pack').filter({ hasText: packName });
    expect(await card.textContent()).toMatch(/Hidden since/);
    expect(await card.textContent()).toMatch(/3 open reports/);
    expect(await card.getByText('a deleted account', { exact: false }).count()).toBe(3);
    expect(await card.textContent()).toContain('Made up reason');
    const spamCard = page.getByTestId('moderation-pack').filter({ hasText: 'Buy Cheap Followers' });
    expect(await spamCard.textContent()).toMatch(/did not count/);
    await screenshot(page, 'moderation-phone');
    expect(await seriousViolations(page, 'moderation queue')).toEqual([]);

    // restore from the keyboard, with a note for the log
    await card.getByLabel('Note for the log (optional)').fill('Reports were made up');
    await card.getByRole('button', { name: 'Restore' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(`“${packName}” is back in the gallery.`).waitFor();
    await page.getByRole('heading', { name: '1 pack waiting' }).waitFor();
    const [restored] = await sql<{ hidden: boolean }>(
      'select hidden_at is not null as hidden from public.packs where id = $1',
      [packId],
    );
    expect(restored).toEqual({ hidden: false });

    // ban the spammer: a confirmation that says what a ban does, then both packs are hidden
    const spam = page.getByTestId('moderation-pack').filter({ hasText: 'Buy Cheap Followers' });
    await spam.getByRole('button', { name: 'Ban author' }).click();
    await spam.getByText(/can no longer publish or report/).waitFor();
    await spam.getByRole('button', { name: 'Yes, ban the author' }).click();
    await page
      .getByText(
        'Promo Pete is banned: 2 of their packs left the gallery, and they can no longer publish or report.',
      )
      .waitFor();
    const banned = await sql<{ id: string; hidden: boolean }>(
      'select id, hidden_at is not null as hidden from public.packs where owner_id = $1 order by name',
      [spammer.id],
    );
    expect(banned).toEqual([
      { id: spamId, hidden: true },
      { id: spamTwo, hidden: true },
    ]);
    // the banned author can no longer report (nor publish: the backend tests cover it)
    expect((await report(spammer, packId, 'spam')).reason).toBe(
      'A moderator has banned this account: it cannot report packs',
    );
    const log = page.getByTestId('moderation-log');
    await expect
      .poll(async () => (await log.locator('li').allTextContents()).join('\n'))
      .toMatch(
        /banned the author of “Buy Cheap Followers” by Promo Pete[\s\S]*restored “Campfire Questions” by Robin: Reports were made up/,
      );

    // the restored pack is in the gallery again
    const visitor = await pageAs(null);
    await visitor.goto(`${app.baseUrl}/packs?q=campfire&sort=relevance`);
    await waitForInteractive(visitor);
    await visitor.getByRole('link', { name: packName }).waitFor();

    // desktop
    const desktop = await pageAs(moderator, DESKTOP);
    await desktop.goto(`${app.baseUrl}/moderation`);
    await desktop.getByRole('heading', { name: '2 packs waiting' }).waitFor();
    await screenshot(desktop, 'moderation-desktop');
    expect(errors).toEqual([]);
  }, 120_000);

  it('shows anyone else the 404 page or a sign-in prompt, never the queue', async () => {
    const owner = await trustedAccount('owner');
    const packId = await publishedPack(owner, 'Quiet Pack', 'Sam');
    await report(await trustedAccount('r'), packId, 'spam');

    const someone = await pageAs(await trustedAccount('someone'));
    await someone.goto(`${app.baseUrl}/moderation`);
    await someone
      .getByText('Oops! This page seems to have wandered off after too many drinks!')
      .waitFor();
    expect(await someone.getByTestId('moderation-queue').count()).toBe(0);
    expect(await someone.getByText('Quiet Pack').count()).toBe(0);

    // a claim written into the browser's stored session does not open it: the server decides
    const forger = await trustedAccount('forger');
    const forged = await pageAs(forger);
    await forged.addInitScript(() => {
      const key = 'party-dojo-auth';
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as {
        user?: { app_metadata?: Record<string, unknown> };
      };
      if (stored.user) stored.user.app_metadata = { ...stored.user.app_metadata, moderator: true };
      localStorage.setItem(key, JSON.stringify(stored));
    });
    await forged.goto(`${app.baseUrl}/moderation`);
    await forged
      .getByText('Oops! This page seems to have wandered off after too many drinks!')
      .waitFor();
    expect(await forged.getByText('Quiet Pack').count()).toBe(0);

    const visitor = await pageAs(null);
    await visitor.goto(`${app.baseUrl}/moderation`);
    await visitor.getByRole('heading', { name: 'Sign in to moderate' }).waitFor();
    await visitor.getByRole('link', { name: 'Sign in' }).last().click();
    await visitor.waitForURL((url) => url.pathname === '/sign-in');
    expect(await seriousViolations(visitor, 'sign-in')).toEqual([]);
  }, 60_000);
});
