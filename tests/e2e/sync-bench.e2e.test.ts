// Benchmark, printed by `npm run bench` (not a timed test): a first sync pulling 20,000 rows into
// Dexie in Chromium, beside a raw baseline in the same run (the same pull pages fetched with plain
// fetch() and put into a scratch IndexedDB store, no engine, no Dexie). `npm test` runs it as a
// smoke with 1,500 rows: two pull pages, so the paging is crossed.

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportBench, samples } from '../bench/mode';
import { launchBrowser, newContext } from './browser';
import {
  badgeText,
  createAccount,
  readStores,
  sessionFor,
  signInContext,
  startSyncApp,
  type SyncApp,
} from '../sync/browser-harness';

const ROWS = Number(process.env.SYNC_BENCH_ROWS ?? samples(20_000, 1_500));
let app: SyncApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startSyncApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('pull benchmark', () => {
  it(`pulls ${ROWS} rows into Dexie`, async () => {
    const account = await createAccount(app.backend, 'pull-bench');
    await app.backend.db.query(
      `insert into public.likes (user_id, game_id, liked)
         select $1, 'bench-' || i, true from generate_series(1, $2::int) i`,
      [account.id, ROWS - 1],
    );
    // (+ the profile row = ROWS changes)
    const session = await sessionFor(app.backend, account);
    const token = (JSON.parse(session) as { access_token: string }).access_token;

    // Raw baseline, in a signed-out tab of the same app (its engine stays idle).
    const rawContext = await newContext(browser);
    const rawPage = await rawContext.newPage();
    await rawPage.goto(app.baseUrl + '/');
    const raw = await rawPage.evaluate(
      async ({ url, anonKey, token }) => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open('bench-baseline', 1);
          request.onupgradeneeded = () => request.result.createObjectStore('rows');
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error ?? new Error('open failed'));
        });
        const started = performance.now();
        let cursor: string | null = null;
        let rows = 0;
        let requests = 0;
        for (;;) {
          const response = await fetch(`${url}/rest/v1/rpc/pull`, {
            method: 'POST',
            headers: {
              apikey: anonKey,
              authorization: `Bearer ${token}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify(cursor === null ? { limit: 1000 } : { cursor, limit: 1000 }),
          });
          requests += 1;
          const page = (await response.json()) as {
            changes: { kind: string; gameId?: string; id?: string }[];
            cursor: string;
            more: boolean;
          };
          await new Promise<void>((resolve, reject) => {
            const tx = db.transaction('rows', 'readwrite');
            const store = tx.objectStore('rows');
            for (const change of page.changes) {
              store.put(change, `${change.kind}/${change.gameId ?? change.id ?? ''}`);
            }
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error ?? new Error('write failed'));
          });
          rows += page.changes.length;
          cursor = page.cursor;
          if (!page.more) break;
        }
        const ms = performance.now() - started;
        db.close();
        return { rows, requests, ms };
      },
      { url: app.backend.url, anonKey: app.backend.anonKey, token },
    );
    await rawContext.close();

    // The app: signed in on a fresh device, its first sync is one full pull.
    const context = await newContext(browser);
    await signInContext(context, session);
    const page = await context.newPage();
    let requests = 0;
    let firstPullAt: number | null = null;
    page.on('request', (request) => {
      if (!request.url().includes('/rest/v1/rpc/pull')) return;
      requests += 1;
      firstPullAt ??= Date.now();
    });
    await page.goto(app.baseUrl + '/');
    await expect.poll(() => badgeText(page), { timeout: 300_000, interval: 50 }).toBe('Synced');
    const appMs = Date.now() - (firstPullAt ?? Date.now());
    const stored = await readStores(page, ['packLikes']);
    expect(stored.packLikes).toHaveLength(ROWS - 1);
    await context.close();

    const rate = (rows: number, ms: number) => Math.round(rows / (ms / 1000));
    await reportBench(
      'sync-pull',
      [
        `sync pull benchmark (${raw.rows} rows, Chromium, local backend on PGlite):`,
        `  raw baseline (fetch + one IndexedDB transaction per page): ${raw.requests} requests, ` +
          `${Math.round(raw.ms)} ms, ${rate(raw.rows, raw.ms)} rows/s`,
        `  app (engine + Dexie appliers, first pull to "Synced"): ${requests} requests, ` +
          `${appMs} ms, ${rate(raw.rows, appMs)} rows/s`,
      ].join('\n'),
      {
        rows: raw.rows,
        baseline: { requests: raw.requests, ms: Math.round(raw.ms) },
        app: { requests, ms: appMs },
        ratio: Number((appMs / raw.ms).toFixed(2)),
      },
    );
  }, 600_000);
});
