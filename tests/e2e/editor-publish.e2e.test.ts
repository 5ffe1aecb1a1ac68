// The pack editor with the sync engine, in Chromium against the local backend (the sync browser
// harness: a build of the app pointed at it). Publishing works offline and completes on its own
// once the device is back online; the published pack opens on another person's device; one
// draft edited offline on two devices keeps both edits.

import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { materialise } from '../../src/features/editor/draft-doc';
import {
  launchBrowser,
  newContext,
  screenshot,
  trackPageErrors,
  waitForInteractive,
} from './browser';
import {
  badgeText,
  createAccount,
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

interface Device {
  context: BrowserContext;
  page: Page;
  errors: Error[];
}

async function device(account: Account | null): Promise<Device> {
  const context = await newContext(browser);
  if (account) await signInContext(context, await sessionFor(app.backend, account));
  const page = await context.newPage();
  return { context, page, errors: trackPageErrors(page) };
}

async function waitForBadge(page: Page, pattern: RegExp, timeout = 20_000): Promise<void> {
  await expect.poll(() => badgeText(page), { timeout, interval: 200 }).toMatch(pattern);
}

async function waitForStep(page: Page, step: string): Promise<string> {
  await page.waitForURL(
    (url) => url.pathname === `/editor/steps/${step}` && url.search.includes('draft='),
  );
  return new URL(page.url()).searchParams.get('draft') ?? '';
}

const prompts = (page: Page) => page.locator('textarea[data-prompt-id]');

async function promptValues(page: Page): Promise<string[]> {
  return prompts(page).evaluateAll((els) => els.map((el) => (el as HTMLTextAreaElement).value));
}

async function serverDraftRows(packId: string): Promise<number> {
  const result = await app.backend.db.query<{ n: number }>(
    'select count(*)::int as n from public.pack_drafts where pack_id = $1',
    [packId],
  );
  return result.rows[0]?.n ?? 0;
}

/** The draft as the server holds it: every stored update merged, as a device pulling it would. */
async function serverDraft(packId: string): Promise<{ name: string; prompts: string[] }> {
  const result = await app.backend.db.query<{ yjs_update: Uint8Array }>(
    'select yjs_update from public.pack_drafts where pack_id = $1 order by id',
    [packId],
  );
  const doc = new Y.Doc();
  for (const row of result.rows) Y.applyUpdate(doc, new Uint8Array(row.yjs_update));
  const pack = materialise(doc);
  return { name: pack.metadata.name, prompts: pack.prompts.map((prompt) => prompt.text) };
}

async function outboxLength(page: Page): Promise<number> {
  return (await readStores(page, ['outbox'])).outbox?.length ?? -1;
}

/** Step 3 and 4 of the wizard: details, then the prompts, one by one. */
async function writePack(
  page: Page,
  details: { name: string; description: string; author: string },
  texts: readonly string[],
): Promise<void> {
  await page.getByLabel('Game name').fill(details.name);
  await page.getByRole('radio', { name: /^Never have I ever/ }).check();
  await page.getByLabel('Description').fill(details.description);
  await page.getByLabel('Author', { exact: true }).fill(details.author);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await waitForStep(page, 'Step4Prompts');
  await page.getByRole('button', { name: 'Write the first prompt' }).click();
  for (const [i, text] of texts.entries()) {
    if (i > 0) await page.getByRole('button', { name: 'Add prompt' }).click();
    await prompts(page).nth(i).fill(text);
  }
}

describe('the pack editor with the sync engine', () => {
  it('a signed-out creator who presses Publish signs in and comes back to step 6 to finish it', async () => {
    const creator = await createAccount(app.backend, 'late-signer');
    const a = await device(null);
    await a.page.goto(app.baseUrl + '/editor');
    await waitForInteractive(a.page);
    await a.page.getByRole('button', { name: 'Create a new pack' }).click();
    await waitForStep(a.page, 'Step2Explanation');
    await a.page.getByRole('button', { name: 'Next', exact: true }).click();
    const packId = await waitForStep(a.page, 'Step3Setup');
    await writePack(
      a.page,
      { name: 'Signed later', description: 'Made before signing in', author: 'Ana' },
      ['Never have I ever signed in halfway through'],
    );
    await a.page.getByRole('button', { name: 'Next', exact: true }).click();
    await waitForStep(a.page, 'Step5Review');
    await a.page.getByRole('button', { name: 'Save pack' }).click();
    await waitForStep(a.page, 'Step6Success');
    expect(await a.page.getByTestId('share-note').textContent()).toContain('once it is published');
    expect(await a.page.getByRole('button', { name: 'Publish pack' }).count()).toBe(0);

    await a.page.getByRole('link', { name: 'Sign in to publish' }).click();
    await a.page.waitForURL((url) => url.pathname === '/sign-in');
    await a.page.getByLabel('Email', { exact: true }).fill(creator.email);
    await a.page.getByLabel('Password', { exact: true }).fill(creator.password);
    await a.page.getByRole('button', { name: 'Sign in' }).click();
    expect(await waitForStep(a.page, 'Step6Success')).toBe(packId);
    await a.page.getByRole('button', { name: 'Publish pack' }).click();
    await expect
      .poll(() => a.page.getByTestId('publish-status').textContent(), {
        timeout: 30_000,
        interval: 200,
      })
      .toContain('Published');
    expect(await a.page.getByTestId('share-note').count()).toBe(0);
    expect(a.errors).toEqual([]);
    await a.context.close();
  });

  it('publishes offline, completes once online with no button pressed; another person opens /game/{id}', async () => {
    const [author, reader] = await Promise.all([
      createAccount(app.backend, 'publisher'),
      createAccount(app.backend, 'reader'),
    ]);
    const a = await device(author);
    await a.page.goto(app.baseUrl + '/editor');
    await waitForBadge(a.page, /^Synced$/);

    await a.page.getByRole('button', { name: 'Create a new pack' }).click();
    await waitForStep(a.page, 'Step2Explanation');
    await a.page.getByRole('button', { name: 'Next', exact: true }).click();
    const packId = await waitForStep(a.page, 'Step3Setup');
    const texts = ['Never have I ever published from a tunnel', 'Most likely to lose signal'];
    await writePack(
      a.page,
      { name: 'Tunnel pack', description: 'Published underground', author: 'Noor' },
      texts,
    );
    await a.page.getByRole('button', { name: 'Next', exact: true }).click();
    await waitForStep(a.page, 'Step5Review');
    await a.page.getByRole('button', { name: 'Save pack' }).click();
    await waitForStep(a.page, 'Step6Success');
    await a.page.getByText('is saved on this device').waitFor();

    // Offline: publishing is queued, and the page says so.
    await setNetwork(a.context, app.backend.url, false);
    await waitForBadge(a.page, /^Offline/);
    await a.page.getByRole('button', { name: 'Publish pack' }).click();
    await expect
      .poll(() => a.page.getByTestId('publish-status').textContent())
      .toContain("Will publish when you're online");
    await screenshot(a.page, 'editor-publish-offline-phone');
    const before = await app.backend.db.query(
      'select 1 from public.packs where id = $1 and published',
      [packId],
    );
    expect(before.rows).toHaveLength(0);

    // Back online: the outbox drains, the file is uploaded, the page says Published.
    await setNetwork(a.context, app.backend.url, true);
    await expect
      .poll(() => a.page.getByTestId('publish-status').textContent(), {
        timeout: 30_000,
        interval: 200,
      })
      .toContain('Published');
    await screenshot(a.page, 'editor-published-phone');

    const row = await app.backend.db.query<{
      name: string;
      author: string;
      published: boolean;
      draft: boolean;
    }>('select name, author, published, draft from public.packs where id = $1', [packId]);
    expect(row.rows).toEqual([
      { name: 'Tunnel pack', author: 'Noor', published: true, draft: false },
    ]);
    // The file in Storage: packs/{id}.json, pretty-printed JSON of the whole pack.
    const response = await fetch(
      `${app.backend.url}/storage/v1/object/public/packs/${packId}.json`,
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    const file = JSON.parse(text) as {
      metadata: { id: string; name: string; author: string; description: string };
      prompts: { text: string }[];
    };
    expect(text).toBe(JSON.stringify(file, null, 2));
    expect(file.metadata).toMatchObject({
      id: packId,
      name: 'Tunnel pack',
      author: 'Noor',
      description: 'Published underground',
    });
    expect(file.prompts.map((p) => p.text)).toEqual(texts);

    // Someone else, on another device, opens the link.
    const b = await device(reader);
    await b.page.goto(app.baseUrl + `/game/${packId}`);
    await b.page.getByRole('heading', { name: 'Tunnel pack' }).waitFor();
    await b.page.getByText('by Noor').waitFor();
    expect(await b.page.getByTestId('prompt-total').textContent()).toBe('2');
    await screenshot(b.page, 'editor-game-page-remote-phone');
    await b.page.getByRole('button', { name: 'Play', exact: true }).click();
    expect(texts).toContain(await b.page.getByTestId('play-prompt').textContent());

    const unknown = randomUUID();
    await b.page.goto(app.baseUrl + `/game/${unknown}`);
    await b.page.getByRole('heading', { name: "This pack isn't shared (yet)" }).waitFor();
    await screenshot(b.page, 'editor-pack-not-shared-phone');

    expect([...a.errors, ...b.errors]).toEqual([]);
    await a.context.close();
    await b.context.close();
  });

  it('one draft edited offline on two devices: both edits survive on both', async () => {
    const account = await createAccount(app.backend, 'drafts');
    const a = await device(account);
    const b = await device(account);

    // Device A starts the draft online; its edits reach the server as draft updates.
    await a.page.goto(app.baseUrl + '/editor/steps/Step3Setup');
    const packId = await waitForStep(a.page, 'Step3Setup');
    await writePack(a.page, { name: 'Two phones', description: 'Written on both', author: 'Kai' }, [
      'First prompt',
      'Second prompt',
    ]);
    // The edits leave in batches 2 s after the typing, then reach the server whole.
    await expect
      .poll(() => serverDraft(packId), { timeout: 20_000 })
      .toEqual({ name: 'Two phones', prompts: ['First prompt', 'Second prompt'] });
    await expect.poll(() => outboxLength(a.page), { timeout: 20_000 }).toBe(0);
    const written = await serverDraftRows(packId);

    // Device B pulls it; the editor lists it to continue; it opens as A's draft, not a new one.
    await b.page.goto(app.baseUrl + '/');
    await expect
      .poll(
        async () =>
          ((await readStores(b.page, ['draftUpdates'])).draftUpdates ?? []).filter(
            (row) => (row as { packId: string }).packId === packId,
          ).length,
        { timeout: 20_000 },
      )
      .toBe(written);
    await b.page.goto(app.baseUrl + '/editor');
    const listed = b.page.locator('.pack-item').filter({ hasText: 'Two phones' });
    await listed.getByText('2 prompts').waitFor();
    await screenshot(b.page, 'editor-draft-from-other-device-phone');
    await listed.getByRole('link', { name: 'Continue' }).click();
    await waitForStep(b.page, 'Step3Setup');
    expect(await b.page.getByLabel('Game name').inputValue()).toBe('Two phones');
    await b.page.getByRole('button', { name: 'Next', exact: true }).click();
    expect(await waitForStep(b.page, 'Step4Prompts')).toBe(packId);
    await expect
      .poll(() => promptValues(b.page), { timeout: 10_000 })
      .toEqual(['First prompt', 'Second prompt']);
    await waitForBadge(b.page, /^Synced$/);

    // Both go offline; each changes a different prompt.
    await Promise.all([
      setNetwork(a.context, app.backend.url, false),
      setNetwork(b.context, app.backend.url, false),
    ]);
    await prompts(a.page).nth(0).fill('First prompt, changed on A');
    await prompts(b.page).nth(1).fill('Second prompt, changed on B');
    // Each edit is queued as a draft update (batched every 2 s).
    await expect.poll(() => outboxLength(a.page), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => outboxLength(b.page), { timeout: 10_000 }).toBeGreaterThan(0);

    // B reconnects and sends its edit; then A reconnects, sends its own and receives B's, live.
    await setNetwork(b.context, app.backend.url, true);
    await expect.poll(() => outboxLength(b.page), { timeout: 20_000 }).toBe(0);
    await setNetwork(a.context, app.backend.url, true);
    const both = ['First prompt, changed on A', 'Second prompt, changed on B'];
    await expect.poll(() => promptValues(a.page), { timeout: 20_000, interval: 200 }).toEqual(both);
    await expect.poll(() => outboxLength(a.page), { timeout: 20_000 }).toBe(0);

    // B learns of A's edit at its next round: coming back to the tab starts one.
    await b.page.evaluate(() =>
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
    );
    await expect.poll(() => promptValues(b.page), { timeout: 20_000, interval: 200 }).toEqual(both);
    await screenshot(b.page, 'editor-draft-merged-phone');

    // Nothing merged from the server is sent back, not even when the draft is opened again.
    await expect.poll(() => outboxLength(b.page), { timeout: 20_000 }).toBe(0);
    const rows = await serverDraftRows(packId);
    await a.page.reload();
    await expect.poll(() => promptValues(a.page), { timeout: 10_000 }).toEqual(both);
    await a.page.waitForTimeout(2_500); // past the 2 s batching of draft updates
    await expect.poll(() => outboxLength(a.page), { timeout: 20_000 }).toBe(0);
    expect(await serverDraftRows(packId)).toBe(rows);

    expect([...a.errors, ...b.errors]).toEqual([]);
    await a.context.close();
    await b.context.close();
  });
});
