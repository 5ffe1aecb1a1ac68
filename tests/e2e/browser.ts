import { mkdir } from 'node:fs/promises';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 900 } as const;
export const ARTIFACTS = 'test-artifacts/screenshots';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export async function newContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ viewport: PHONE, deviceScaleFactor: 1, ...options });
}

/** Waits until a service worker controls the page, i.e. the app will open offline. */
export async function waitForOfflineReady(page: Page): Promise<void> {
  // Synchronous on purpose: waitForFunction treats a returned Promise as truthy.
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.state === 'activated',
    undefined,
    { timeout: 30_000, polling: 250 },
  );
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
}

/** Collects uncaught page errors so a test can assert there were none. */
export function trackPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

/** One request to an IndexedDB object store, run inside the page beside the app. */
export type StoreRequest =
  | { op: 'get'; key: IDBValidKey }
  | { op: 'getAll' }
  | { op: 'count' }
  | { op: 'add' | 'put'; value: unknown };

/**
 * Reads or writes what the app (or y-indexeddb) stored, as the browser holds it: for tests that
 * check what was kept, or that plant what another device or an old version would have left.
 * `database` defaults to the app's own Dexie database.
 */
export async function pageStore<T = unknown>(
  page: Page,
  store: string,
  request: StoreRequest,
  database = 'party-dojo',
): Promise<T> {
  // The request travels as JSON: Playwright's argument types cannot describe `unknown` values.
  const result: unknown = await page.evaluate(
    async ([database, store, json]) => {
      const request = JSON.parse(json) as StoreRequest;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error(`could not open ${database}`));
      });
      try {
        return await new Promise<unknown>((resolve, reject) => {
          const writes = request.op === 'add' || request.op === 'put';
          const tx = db.transaction(store, writes ? 'readwrite' : 'readonly');
          const objects = tx.objectStore(store);
          const call =
            request.op === 'get'
              ? objects.get(request.key)
              : request.op === 'getAll'
                ? objects.getAll()
                : request.op === 'count'
                  ? objects.count()
                  : request.op === 'add'
                    ? objects.add(request.value)
                    : objects.put(request.value);
          tx.oncomplete = () => resolve(call.result);
          tx.onerror = () => reject(tx.error ?? new Error(`${request.op} on ${store} failed`));
        });
      } finally {
        db.close();
      }
    },
    [database, store, JSON.stringify(request)] as const,
  );
  return result as T;
}
