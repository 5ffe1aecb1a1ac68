// Benchmark, printed by `npm run bench` (not a timed test), in Chromium with its real IndexedDB,
// each figure beside two baselines from the same run (issue 43):
// - a new device's first full sync of N rows of one user (a third each of likes, pack states and
//   coin entries; SYNC_BENCH_ROWS, a comma-separated list, 10,000 and 100,000 by default; add
//   1000000 on a quiet machine) beside (1) the same rows read straight from the tables with
//   PostgREST keyset pages and (2) the raw pull RPC, each put into a scratch IndexedDB store one
//   transaction per page, no engine, no Dexie; with the page's peak JS heap for each arm;
// - a new device's first sync with public packs present that it does not keep
//   (SYNC_BENCH_PACKS, 20,000 by default): bytes received and packs kept.
// `npm test` runs it as a smoke with 1,500 rows (two pull pages, so the paging is crossed).

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchBackendStore, BENCH_ENGINE, FULL_BENCH, reportBench, samples } from '../bench/mode';
import { launchBrowser, newContext } from './browser';
import {
  badgeText,
  createAccount,
  readStores,
  sessionFor,
  signInContext,
  startSyncApp,
  type Account,
  type SyncApp,
} from '../sync/browser-harness';

const ROWS = (process.env.SYNC_BENCH_ROWS ?? (FULL_BENCH ? '10000,100000' : '1500'))
  .split(',')
  .map(Number);
const PACKS = Number(process.env.SYNC_BENCH_PACKS ?? samples(20_000, 100));
const PAGE = 1000;
let app: SyncApp;
let browser: Browser;

let store: Awaited<ReturnType<typeof benchBackendStore>>;

beforeAll(async () => {
  store = await benchBackendStore();
  [app, browser] = await Promise.all([startSyncApp(store.options), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await store?.remove();
});

const COIN_CHUNK = 2000;

/** N rows of one user, a third each of likes, pack states and coin entries (+ the profile). */
async function seedRows(account: Account, rows: number): Promise<void> {
  const third = Math.floor(rows / 3);
  const db = app.backend.db;
  await db.query(
    `insert into public.likes (user_id, game_id, liked)
       select $1, 'bench-' || g, true from generate_series(1, $2::int) g`,
    [account.id, third],
  );
  await db.query(
    `insert into public.pack_states (user_id, game, pack_id, active)
       select $1, 'mix', 'p' || g, true from generate_series(1, $2::int) g`,
    [account.id, third],
  );
  // Each coin entry moves the profile's balance: one statement per few thousand, as entries
  // really arrive (one transaction updating the same row 300,000 times is quadratic in Postgres).
  for (let left = rows - 2 * third; left > 0; left -= COIN_CHUNK)
    await db.query(
      `insert into public.coin_ledger (user_id, amount, reason)
         select $1, 1, 'bench' from generate_series(1, $2::int) g`,
      [account.id, Math.min(COIN_CHUNK, left)],
    );
}

/**
 * Samples the page's JS heap (CDP) until stopped; returns the peak in MB (garbage not yet
 * collected counts) and what the page still holds after a full collection at the end.
 */
async function heapSampler(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  let peak = 0;
  let running = true;
  const sample = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const used = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
    peak = Math.max(peak, used);
  };
  const loop = (async () => {
    while (running) {
      await sample().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  return async () => {
    running = false;
    await loop;
    await sample().catch(() => undefined);
    await cdp.send('HeapProfiler.collectGarbage').catch(() => undefined);
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    await cdp.detach().catch(() => undefined);
    return {
      heapMb: Number((peak / 1e6).toFixed(1)),
      keptMb: Number((usedSize / 1e6).toFixed(1)),
    };
  };
}

type Arm = 'table' | 'pull';

/** A baseline in a signed-out tab of the same app (its engine stays idle). */
async function baseline(arm: Arm, token: string) {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(app.baseUrl + '/');
  const stopHeap = await heapSampler(context, page);
  const out = await page.evaluate(
    async ({ arm, url, anonKey, token, pageSize }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(`bench-${arm}`, 1);
        request.onupgradeneeded = () => request.result.createObjectStore('rows');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('open failed'));
      });
      const headers = {
        apikey: anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      };
      const put = (rows: [string, unknown][]) =>
        new Promise<void>((resolve, reject) => {
          const tx = db.transaction('rows', 'readwrite');
          const store = tx.objectStore('rows');
          for (const [key, value] of rows) store.put(value, key);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error ?? new Error('write failed'));
        });
      const started = performance.now();
      let rows = 0;
      let requests = 0;
      if (arm === 'table') {
        const tables = [
          ['likes', 'game_id'],
          ['pack_states', 'pack_id'],
          ['coin_ledger', 'id'],
          ['profiles', 'id'],
        ] as const;
        for (const [table, key] of tables) {
          let last: string | null = null;
          for (;;) {
            const after = last === null ? '' : `&${key}=gt.${encodeURIComponent(last)}`;
            const response = await fetch(
              `${url}/rest/v1/${table}?select=*&order=${key}&limit=${pageSize}${after}`,
              { headers },
            );
            requests += 1;
            const data = (await response.json()) as Record<string, string | number>[];
            await put(data.map((row) => [`${table}/${row[key]}`, row]));
            rows += data.length;
            if (data.length < pageSize) break;
            last = String(data.at(-1)![key]);
          }
        }
      } else {
        let cursor: string | null = null;
        for (;;) {
          const response = await fetch(`${url}/rest/v1/rpc/pull`, {
            method: 'POST',
            headers,
            body: JSON.stringify(
              cursor === null ? { limit: pageSize } : { cursor, limit: pageSize },
            ),
          });
          requests += 1;
          const page = (await response.json()) as {
            changes: Record<string, string | undefined>[];
            cursor: string;
            more: boolean;
          };
          await put(
            page.changes.map((c, i) => [
              `${c.kind}/${c.gameId ?? c.packId ?? c.id ?? `${requests}-${i}`}`,
              c,
            ]),
          );
          rows += page.changes.length;
          cursor = page.cursor;
          if (!page.more) break;
        }
      }
      const ms = Math.round(performance.now() - started);
      db.close();
      return { rows, requests, ms };
    },
    { arm, url: app.backend.url, anonKey: app.backend.anonKey, token, pageSize: PAGE },
  );
  const heap = await stopHeap();
  await context.close();
  return { ...out, ...heap };
}

/** The app on a fresh device, signed in: from its first pull request to "Synced". */
async function appSync(session: string) {
  const context = await newContext(browser);
  await signInContext(context, session);
  const page = await context.newPage();
  const counted = { requests: 0, bytes: 0 };
  let firstPullAt: number | null = null;
  page.on('response', (response) => {
    if (!response.url().includes('/rest/v1/rpc/pull')) return;
    counted.requests += 1;
    firstPullAt ??= Date.now();
    void response
      .body()
      .then((body) => (counted.bytes += body.length))
      .catch(() => undefined);
  });
  const stopHeap = await heapSampler(context, page);
  await page.goto(app.baseUrl + '/');
  await expect.poll(() => badgeText(page), { timeout: 1_800_000, interval: 50 }).toBe('Synced');
  const ms = Date.now() - (firstPullAt ?? Date.now());
  const heap = await stopHeap();
  return { context, page, ms, ...heap, ...counted };
}

const mb = (bytes: number) => (bytes / 1e6).toFixed(2);

describe('pull benchmark', () => {
  it(`a new device's first sync of ${ROWS.join(', ')} rows, beside table reads and the raw RPC`, async () => {
    const lines: string[] = [];
    const data: unknown[] = [];
    for (const rows of ROWS) {
      const account = await createAccount(app.backend, 'pull-bench');
      await seedRows(account, rows);
      const session = await sessionFor(app.backend, account);
      const token = (JSON.parse(session) as { access_token: string }).access_token;
      const table = await baseline('table', token);
      const raw = await baseline('pull', token);
      expect(table.rows).toBe(rows + 1);
      expect(raw.rows).toBe(rows + 1);
      const synced = await appSync(session);
      const stored = await readStores(synced.page, ['packLikes']);
      expect(stored.packLikes).toHaveLength(Math.floor(rows / 3));
      await synced.context.close();
      const { context: _context, page: _page, ...appFigures } = synced;
      lines.push(
        `  ${rows} rows: table reads ${table.ms} ms (${table.requests} requests, peak heap ` +
          `${table.heapMb} MB, kept ${table.keptMb} MB); raw pull ${raw.ms} ms ` +
          `(${(raw.ms / table.ms).toFixed(1)}× table, peak heap ${raw.heapMb} MB, kept ` +
          `${raw.keptMb} MB); app ${synced.ms} ms (${(synced.ms / table.ms).toFixed(1)}× ` +
          `table, ${(synced.ms / raw.ms).toFixed(1)}× raw), ${synced.requests} requests, ` +
          `${mb(synced.bytes)} MB, peak heap ${synced.heapMb} MB, kept after sync ` +
          `${synced.keptMb} MB; per 100k rows ` +
          `${Math.round((synced.ms / rows) * 100_000)} ms`,
      );
      data.push({ rows, table, raw, app: appFigures });
    }
    await reportBench(
      'sync-pull',
      [
        `sync pull benchmark (first full sync of a new device, Chromium IndexedDB, local backend on ${BENCH_ENGINE}):`,
        ...lines,
      ].join('\n'),
      data,
    );
  }, 3_600_000);

  it(`a new device with ${PACKS} public packs present that it does not keep`, async () => {
    const author = await createAccount(app.backend, 'pull-bench-author');
    await app.backend.db.query(
      `insert into public.packs (id, owner_id, name, description, author, prompts, draft,
         published, published_at)
       select gen_random_uuid(), $1, 'Pack ' || g, 'A benchmark pack', 'Bench',
         (select jsonb_agg(jsonb_build_object('text', 'Prompt number ' || p))
            from generate_series(1, 30) p),
         false, true, now()
       from generate_series(1, $2::int) g`,
      [author.id, PACKS],
    );
    const account = await createAccount(app.backend, 'pull-bench-device');
    await seedRows(account, 30);
    const synced = await appSync(await sessionFor(app.backend, account));
    const stored = await readStores(synced.page, ['packCache', 'userPacks', 'packLikes']);
    await synced.context.close();
    expect(stored.packLikes).toHaveLength(10);
    const kept = stored.packCache!.length + stored.userPacks!.length;
    expect(kept).toBe(0);
    await reportBench(
      'sync-pull-gallery-chromium',
      [
        `sync pull with ${PACKS} public packs present (Chromium IndexedDB, local backend on ${BENCH_ENGINE}):`,
        `  first sync: ${synced.ms} ms, ${synced.requests} requests, ${mb(synced.bytes)} MB ` +
          `received, ${kept} packs kept, peak heap ${synced.heapMb} MB`,
      ].join('\n'),
      {
        packs: PACKS,
        kept,
        first: {
          ms: synced.ms,
          requests: synced.requests,
          bytes: synced.bytes,
          heapMb: synced.heapMb,
        },
      },
    );
  }, 3_600_000);
});
