// The community gallery (/packs) in Chromium against the local backend: published packs listed
// from Postgres, found by search, sorted, filtered by tag, 18+ shown only once the device says
// everyone is 18 or older, a card opening its pack, and the last listing seen opening offline.

import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  newContext,
  screenshot,
  trackPageErrors,
  waitForInteractive,
  waitForOfflineReady,
} from './browser';
import {
  createAccount,
  nodeDevice,
  sessionFor,
  signInContext,
  type Account,
  setNetwork,
  startSyncApp,
  type SyncApp,
} from '../sync/browser-harness';

let app: SyncApp;
let browser: Browser;

interface Seeded {
  id: string;
  name: string;
}

const packs: Record<'cabin' | 'beach' | 'office' | 'adult', Seeded> = {
  cabin: { id: randomUUID(), name: 'Cabin Fever Nights' },
  beach: { id: randomUUID(), name: 'Beach Bonfire' },
  office: { id: randomUUID(), name: 'Office Party Chaos' },
  adult: { id: randomUUID(), name: 'Late Night Dares' },
};

/** Publishes the packs from another person's device, as the editor does: ops, then the files. */
let creator: Account;

async function seedPacks() {
  const account = await createAccount(app.backend, 'creator');
  creator = account;
  const node = await nodeDevice(app.backend, account);
  const details = {
    cabin: { tags: ['cabin', 'winter'], alcohol: true, explicit: false, prompts: 4 },
    beach: { tags: ['beach', 'summer'], alcohol: false, explicit: false, prompts: 3, lang: 'da' },
    office: { tags: ['office', 'party'], alcohol: true, explicit: false, prompts: 5 },
    adult: { tags: ['party'], alcohol: false, explicit: true, prompts: 2 },
  } as const;
  const op = (type: string, payload: unknown) => ({
    id: randomUUID(),
    type,
    payload,
    userId: account.id,
    createdAt: new Date().toISOString(),
    attempts: 0,
  });
  for (const key of Object.keys(packs) as (keyof typeof packs)[]) {
    const { id, name } = packs[key];
    const { tags, alcohol, explicit, prompts } = details[key];
    const lang = 'lang' in details[key] ? details[key].lang : undefined;
    const pack = {
      metadata: {
        name,
        id,
        description: `A ${key} pack for the gallery test`,
        author: 'Robin',
        explicit,
        alcohol,
        creation_date: new Date().toISOString(),
        tags: [...tags],
        ...(lang ? { lang } : {}),
      },
      prompts: Array.from({ length: prompts }, (_, i) => ({ text: `${name} prompt ${i + 1}` })),
    };
    const pushed = await node.rpc('push', {
      ops: [op('pack.save', { pack, draft: false }), op('pack.publish', { packId: id })],
    } as never);
    expect(pushed.error).toBeNull();
    const upload = await node.storage
      .from('packs')
      .upload(`${id}.json`, JSON.stringify({ ...pack, likes: 0, plays: 0 }), {
        contentType: 'application/json',
      });
    expect(upload.error).toBeNull();
  }
  // the office pack is played most
  for (let i = 0; i < 3; i++) {
    const played = await node.rpc('count_play', { pack_id: packs.office.id });
    expect(played.error).toBeNull();
  }
}

beforeAll(async () => {
  [app, browser] = await Promise.all([startSyncApp(), launchBrowser()]);
  await seedPacks();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('community packs gallery', () => {
  it('browses, searches, sorts, filters and opens packs, and opens offline with what was seen', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    const cards = page.getByTestId('gallery-card');
    const names = () =>
      cards.locator('h2 a').evaluateAll((links) => links.map((a) => a.textContent ?? ''));

    await page.goto(`${app.baseUrl}/packs`);
    await waitForInteractive(page);
    await page.getByRole('heading', { name: 'Community packs' }).waitFor();
    // 18+ packs stay hidden until the device says everyone is 18 or older
    await expect.poll(names).toHaveLength(3);
    expect(await names()).not.toContain(packs.adult.name);
    expect(await cards.filter({ hasText: packs.office.name }).textContent()).toMatch(
      /by Robin.*5 prompts.*0 likes.*3 plays/,
    );
    await screenshot(page, 'gallery-phone');

    // search: the address keeps it, best match is chosen
    await page.getByLabel('Search packs').fill('bonfire');
    await expect.poll(names).toEqual([packs.beach.name]);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('bonfire');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('relevance');

    // clear it and sort by most played
    await page.getByLabel('Search packs').fill('');
    await expect.poll(names).toHaveLength(3);
    await page.getByLabel('Sort by').selectOption('played');
    await expect.poll(async () => (await names())[0]).toBe(packs.office.name);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('played');

    // each card says the language its pack is written in; the language filter keeps one
    expect(
      await cards
        .filter({ hasText: packs.beach.name })
        .getByTestId('gallery-card-lang')
        .textContent(),
    ).toBe('Danish');
    expect(
      await cards
        .filter({ hasText: packs.cabin.name })
        .getByTestId('gallery-card-lang')
        .textContent(),
    ).toBe('English');
    await page.getByRole('button', { name: 'Danish', exact: true }).click();
    await expect.poll(names).toEqual([packs.beach.name]);
    expect(new URL(page.url()).searchParams.get('lang')).toBe('da');
    await page.getByRole('button', { name: 'All languages' }).click();
    await expect.poll(names).toHaveLength(3);

    // a tag on a card filters by it; the alcohol filter narrows further
    await page.getByRole('button', { name: 'Show packs tagged party' }).click();
    await expect.poll(names).toEqual([packs.office.name]);
    await page.getByRole('button', { name: 'Alcohol-free' }).click();
    await expect.poll(() => page.getByText('No packs match.').count()).toBe(1);
    await page.getByRole('button', { name: 'Any', exact: true }).click();
    await expect.poll(names).toEqual([packs.office.name]);

    // switching 18+ on shows the 18+ pack with its badge
    await page.getByRole('button', { name: 'Show 18+ packs' }).click();
    await page.getByRole('button', { name: 'We are all 18 or older' }).click();
    await expect.poll(names).toEqual([packs.office.name, packs.adult.name]);
    expect(await cards.filter({ hasText: packs.adult.name }).getByText('18+').count()).toBe(1);
    await page.getByRole('button', { name: 'Remove the tag party' }).click();
    await expect.poll(names).toHaveLength(4);

    // a card opens its pack page
    await page.getByRole('link', { name: packs.cabin.name }).click();
    await page.waitForURL(`**/game/${packs.cabin.id}`);
    await page.getByRole('heading', { name: packs.cabin.name }).waitFor();
    await page.getByRole('link', { name: 'More packs from other players' }).waitFor();
    await page.goBack();
    await expect.poll(names).toHaveLength(4);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('played');

    // offline: the listing seen last opens from the device and says so
    await waitForOfflineReady(page);
    await setNetwork(context, app.backend.url, false);
    await page.reload();
    await page
      .getByText(/You are offline\. These are the packs as this device last saw them/)
      .waitFor();
    await expect.poll(names).toHaveLength(4);
    expect((await names())[0]).toBe(packs.office.name);
    await screenshot(page, 'gallery-offline-phone');
    // the pack opened from the gallery is kept in full on the device: it opens and plays offline
    await page.getByRole('link', { name: packs.cabin.name }).click();
    await page.getByRole('heading', { name: packs.cabin.name }).waitFor();
    await page.getByRole('button', { name: 'Play' }).click();
    await page
      .getByText(/Cabin Fever Nights prompt \d/)
      .first()
      .waitFor();
    await page.goto(`${app.baseUrl}/packs?sort=played&adult=all`);
    await expect.poll(names).toHaveLength(4);
    // a listing never seen says so instead of showing nothing
    await page.getByLabel('Sort by').selectOption('newest');
    await page.getByText(/has not seen this list yet/).waitFor();
    await setNetwork(context, app.backend.url, true);

    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('the pack page shows the counts the gallery lists, and a signed-out Like asks to sign in (U18)', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/game/${packs.office.id}`);
    await page.getByRole('heading', { name: packs.office.name }).waitFor();
    // The published file says 0 plays; the server, like the gallery's card, says 3.
    await expect.poll(() => page.getByTestId('plays').textContent()).toBe('3');
    expect(await page.getByTestId('likes').textContent()).toBe('0');
    await page.getByRole('button', { name: 'Like' }).click();
    await page.getByTestId('like-sign-in').waitFor();
    expect(
      await page.getByRole('link', { name: 'Sign in to like this pack' }).getAttribute('href'),
    ).toBe(`/sign-in?redirect=${encodeURIComponent(`/game/${packs.office.id}`)}`);
    // Nothing was counted on this device alone.
    expect(await page.getByTestId('likes').textContent()).toBe('0');
    expect(await page.getByRole('button', { name: 'Like' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    await screenshot(page, 'pack-page-like-signed-out-phone');
    await context.close();
  });

  it("asks the 18+ question before a shared link deals an 18+ pack or the editor's list names one (U14)", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    const adultPrompt = page.getByText(/Late Night Dares prompt \d/);

    // a shared link on a device that never answered: Play asks first and deals nothing
    await page.goto(`${app.baseUrl}/game/${packs.adult.id}`);
    await waitForInteractive(page);
    await page.getByRole('heading', { name: packs.adult.name, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Play' }).click();
    const question = page.getByRole('alertdialog', { name: `${packs.adult.name} is 18+` });
    await question.waitFor();
    expect(await adultPrompt.count()).toBe(0);
    await screenshot(page, 'pack-page-18-question-phone');
    await question.getByRole('button', { name: 'Not now' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await adultPrompt.count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toMatch(/Play/);

    // the editor's list of published packs names the others, not the 18+ one, until asked
    await page.goto(`${app.baseUrl}/editor`);
    const list = page.getByRole('region', { name: 'Published packs' });
    await list.getByText(packs.cabin.name).waitFor();
    expect(await list.getByText(packs.adult.name).count()).toBe(0);
    await list.getByRole('button', { name: 'Show 18+ packs' }).click();
    await list.getByRole('button', { name: 'We are all 18 or older' }).click();
    await list.getByText(packs.adult.name).waitFor();

    // once the device has said so, the link plays at once
    await page.goto(`${app.baseUrl}/game/${packs.adult.id}`);
    await page.getByRole('heading', { name: packs.adult.name, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Play' }).click();
    await adultPrompt.first().waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('answers the 18+ question on the pack page itself, then deals the pack', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/game/${packs.adult.id}`);
    await waitForInteractive(page);
    await page.getByRole('button', { name: 'Play' }).click();
    await page.getByRole('button', { name: 'We are all 18 or older' }).click();
    await page
      .getByText(/Late Night Dares prompt \d/)
      .first()
      .waitFor();
    await context.close();
  }, 60_000);

  it('loads more packs with the button, each card once, to the end of the list', async () => {
    const account = await createAccount(app.backend, 'prolific');
    const node = await nodeDevice(app.backend, account);
    const more = Array.from({ length: 25 }, (_, i) => ({
      id: randomUUID(),
      name: `Extra pack ${i + 1}`,
    }));
    for (let start = 0; start < more.length; start += 20) {
      const ops = more.slice(start, start + 20).flatMap(({ id, name }) => [
        {
          id: randomUUID(),
          type: 'pack.save',
          payload: {
            pack: {
              metadata: {
                name,
                id,
                description: 'One of many',
                author: 'Kim',
                explicit: false,
                alcohol: false,
                creation_date: new Date().toISOString(),
                tags: ['extra'],
              },
              prompts: [{ text: `${name}: never have I ever` }],
            },
            draft: false,
          },
          userId: account.id,
          createdAt: new Date().toISOString(),
          attempts: 0,
        },
        {
          id: randomUUID(),
          type: 'pack.publish',
          payload: { packId: id },
          userId: account.id,
          createdAt: new Date().toISOString(),
          attempts: 0,
        },
      ]);
      const pushed = await node.rpc('push', { ops } as never);
      expect(pushed.error).toBeNull();
    }
    // the button is the way on where infinite scroll cannot run (no IntersectionObserver)
    const context = await newContext(browser);
    await context.addInitScript(() => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${app.baseUrl}/packs?sort=newest`);
    await waitForInteractive(page);
    const cards = page.getByTestId('gallery-card');
    // one page of 24 on a phone; the button is there for the rest
    await expect.poll(() => cards.count()).toBe(24);
    await page.getByRole('button', { name: 'Load more packs' }).click();
    // 3 from the first suite + 25 here; the 18+ pack stays hidden on this device
    await expect.poll(() => cards.count()).toBe(28);
    await page.getByText('That is every pack in this list.').waitFor();
    const ids = await cards
      .locator('h2 a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(ids).size).toBe(28);
    expect(await page.getByRole('button', { name: 'Load more packs' }).count()).toBe(0);

    // elsewhere the next page comes by itself as the end of the list scrolls into view
    const scrolling = await context
      .browser()!
      .newContext({ viewport: { width: 390, height: 844 } });
    const scrolled = await scrolling.newPage();
    await scrolled.goto(`${app.baseUrl}/packs?sort=newest`);
    await waitForInteractive(scrolled);
    const scrolledCards = scrolled.getByTestId('gallery-card');
    await expect.poll(() => scrolledCards.count()).toBe(24);
    await scrolled.mouse.wheel(0, 100_000);
    await expect.poll(() => scrolledCards.count(), { timeout: 15_000 }).toBe(28);
    await scrolling.close();
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('lays the cards out in columns on a desktop screen', async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${app.baseUrl}/packs`);
    await waitForInteractive(page);
    const cards = page.getByTestId('gallery-card');
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(3);
    const [first, second] = await Promise.all([
      cards.nth(0).boundingBox(),
      cards.nth(1).boundingBox(),
    ]);
    // side by side, not stacked
    expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
    await screenshot(page, 'gallery-desktop');
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('reports a pack; at three accounts it leaves the gallery and its owner is told', async () => {
    const sql = async <T>(text: string, params: unknown[] = []) =>
      (await app.backend.db.query<T>(text, params)).rows;
    const beach = packs.beach;
    // Reports count towards hiding only from confirmed accounts at least a day old.
    const trusted = async (account: Account) => {
      await sql(
        `update auth.users set created_at = now() - interval '2 days',
           email_confirmed_at = coalesce(email_confirmed_at, now() - interval '2 days')
         where id = $1`,
        [account.id],
      );
      return account;
    };

    // signed out, a card's report button asks to sign in first
    const visitor = await newContext(browser);
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${app.baseUrl}/packs?q=bonfire&sort=relevance`);
    await waitForInteractive(visitorPage);
    await visitorPage.getByRole('button', { name: `Report ${beach.name}` }).click();
    await visitorPage.getByRole('heading', { name: 'Sign in to report' }).waitFor();
    await visitorPage.getByRole('button', { name: 'OK' }).click();

    // a signed-in reader reports it from its page: reason and note, through the outbox
    const reader = await trusted(await createAccount(app.backend, 'reader'));
    const context = await newContext(browser);
    await signInContext(context, await sessionFor(app.backend, reader));
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${app.baseUrl}/game/${beach.id}`);
    await page.getByRole('heading', { name: beach.name }).waitFor();
    await page.getByRole('button', { name: 'Report this pack' }).click();
    const dialog = page.getByRole('dialog');
    const send = dialog.getByRole('button', { name: 'Send report' });
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByLabel('Spam or advertising').check();
    await dialog.getByLabel('Anything else we should know? (optional)').fill('Links to a shop');
    await screenshot(page, 'gallery-report-dialog');
    await send.click();
    await page.getByText('Reported. Thank you, we will look at it.').waitFor();
    await expect
      .poll(
        async () =>
          await sql<{ reason: string; note: string }>(
            'select reason, note from public.pack_reports where pack_id = $1 and user_id = $2',
            [beach.id, reader.id],
          ),
        { timeout: 20_000, interval: 250 },
      )
      .toEqual([{ reason: 'spam', note: 'Links to a shop' }]);

    // two more accounts report it (from their own devices): it leaves the gallery for everyone
    for (const prefix of ['second', 'third']) {
      const account = await trusted(await createAccount(app.backend, prefix));
      const node = await nodeDevice(app.backend, account);
      const pushed = await node.rpc('push', {
        ops: [
          {
            id: randomUUID(),
            type: 'pack.report',
            payload: { packId: beach.id, reason: 'offensive', note: '' },
            userId: account.id,
            createdAt: new Date().toISOString(),
            attempts: 0,
          },
        ],
      } as never);
      expect(pushed.error).toBeNull();
    }
    await visitorPage.reload();
    await waitForInteractive(visitorPage);
    await visitorPage.getByText('No packs match.').waitFor();
    await visitorPage.goto(`${app.baseUrl}/packs?sort=played`);
    await waitForInteractive(visitorPage);
    await visitorPage.getByRole('link', { name: packs.office.name }).waitFor();
    expect(await visitorPage.getByRole('link', { name: beach.name }).count()).toBe(0);

    // the owner sees on the pack that it is hidden pending review
    const ownerContext = await newContext(browser);
    await signInContext(ownerContext, await sessionFor(app.backend, creator));
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto(`${app.baseUrl}/game/${beach.id}`);
    await ownerPage.getByTestId('hidden-notice').waitFor({ timeout: 20_000 });
    expect(await ownerPage.getByTestId('hidden-notice').textContent()).toMatch(
      /Hidden from community packs pending review/,
    );
    await screenshot(ownerPage, 'gallery-owner-hidden');
    // in the gallery, the owner's own packs offer no report button; others' packs do
    await ownerPage.goto(`${app.baseUrl}/packs?sort=played`);
    await ownerPage.getByRole('link', { name: packs.office.name }).waitFor();
    // (which extra packs make the first page depends on their random ids: any one will do)
    await ownerPage
      .getByRole('button', { name: /^Report Extra pack \d+$/ })
      .first()
      .waitFor();
    await expect
      .poll(() => ownerPage.getByRole('button', { name: `Report ${packs.office.name}` }).count())
      .toBe(0);

    expect(errors).toEqual([]);
    await Promise.all([visitor.close(), context.close(), ownerContext.close()]);
  }, 120_000);
});
