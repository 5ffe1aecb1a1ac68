// Request counts, printed by `npm run bench` beside what docs/spec/accounts.md as written would make: the editor
// landing with 5,000 published pack files in Storage lists one page of them, not every file. The
// counts are exact, so `npm test` runs this whole, with its assertions.

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportBench } from '../bench/mode';
import { launchBrowser, newContext, trackPageErrors } from './browser';
import { startSyncApp, type SyncApp } from '../sync/browser-harness';

let app: SyncApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startSyncApp(), launchBrowser()]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('benchmark: requests', () => {
  it('the editor landing lists one page of published files with 5,000 packs, not one per pack', async () => {
    // 5,000 published files in the packs/ folder, as many creators would have left them (written
    // straight into the stand-in's storage: uploading each through the API would take minutes).
    const sql = async (text: string) => app.backend.db.query(text);
    await sql(`
      with files as (
        select gen_random_uuid() as id, i from generate_series(1, 5000) i
      ), inserted as (
        insert into storage.objects (bucket_id, name, metadata)
        select 'packs', id || '.json', '{"mimetype":"application/json"}' from files
      )
      insert into local_stand_in.blobs (bucket_id, name, content, content_type)
      select 'packs', id || '.json', convert_to(jsonb_build_object(
        'metadata', jsonb_build_object('name', 'Crowd pack ' || i, 'id', id, 'description', '',
          'author', 'Someone', 'explicit', false, 'alcohol', false,
          'creation_date', '2026-11-01T00:00:00Z', 'tags', '[]'::jsonb),
        'prompts', jsonb_build_array(jsonb_build_object('text', 'Never have I ever been pack ' || i))
      )::text, 'UTF8'), 'application/json' from files`);

    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    const storage: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/storage/v1/')) storage.push(request.url());
    });
    await page.goto(`${app.baseUrl}/editor`);
    const list = page.getByRole('region', { name: 'Published packs' });
    await list.getByRole('button', { name: 'Show more' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => list.locator('.pack-item').count()).toBe(20);
    const listings = storage.filter((url) => url.includes('/object/list/'));
    const files = storage.length - listings.length;
    await reportBench(
      'editor-landing-requests',
      `Editor landing with 5,000 published packs: ${storage.length} Storage requests ` +
        `(${listings.length} listing, ${files} files), docs/spec/accounts.md as written: 1,001 (1 listing + 1,000 files)`,
      {
        publishedPacks: 5000,
        requests: storage.length,
        listings: listings.length,
        files,
        specAsWritten: 1001,
      },
    );
    expect(listings).toHaveLength(1);
    expect(files).toBe(20);
    // "Show more" costs one more page, not the rest of the folder
    await list.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => list.locator('.pack-item').count()).toBe(40);
    expect(storage.length).toBe(42);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
