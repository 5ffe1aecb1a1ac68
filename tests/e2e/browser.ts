import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { onTestFinished, TestRunner } from 'vitest';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { loadLang } from '../../src/lib/i18n';

// Tests read the app's English words from its message catalogue (AUTH_MESSAGES, the editor's
// messages…), which the app loads before a page's first render: so do the tests, once.
await loadLang('en');

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 900 } as const;
export const ARTIFACTS = 'test-artifacts/screenshots';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export const TRACES = 'test-artifacts/traces';

export async function newContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1, ...options });
  await traceOnRetry(context);
  return context;
}

/** Contexts traced so far by the test now running, to number their trace files. */
const traced = new WeakMap<object, number>();

/**
 * In a test's retry (CI retries a failed browser test once), records the context as a Playwright
 * trace, kept in test-artifacts/traces/ and named in the summary's list of flakes: every action,
 * the page's DOM and network at each step, for a failure that showed once (open it with
 * `npx playwright-core show-trace FILE`). A first try records nothing: tracing costs time.
 */
async function traceOnRetry(context: BrowserContext): Promise<void> {
  const test = TestRunner.getCurrentTest();
  if (!test?.result?.retryCount) return;
  const count = (traced.get(test) ?? 0) + 1;
  traced.set(test, count);
  const name = `${basename(test.file.name, '.e2e.test.ts')} ${test.name}`
    .replace(/[^a-z0-9]+/gi, '-')
    .slice(0, 100);
  const dir = `${TRACES}/${name}`;
  await context.tracing.start({ screenshots: true, snapshots: true, title: test.name });
  let saved: Promise<void> | null = null;
  const save = () =>
    (saved ??= (async () => {
      await mkdir(dir, { recursive: true });
      await context.tracing.stop({ path: `${dir}/context-${count}.zip` });
      (test.meta as { trace?: string }).trace = dir;
    })().catch(() => undefined));
  const close = context.close.bind(context);
  context.close = async (options) => {
    await save();
    return close(options);
  };
  onTestFinished(save);
}

/** Chromium profiles with the app installed for offline use, one per build and address. */
const INSTALLED_PROFILES = 'test-artifacts/installed-profiles';
const STALE_PROFILE_MS = 30 * 60_000;

/**
 * A profile in which the app at `baseUrl` was visited once and installed for offline use: its
 * service worker active and its copy of the app complete. Made once per build and address (the
 * first suite to ask makes it, the rest of the run copies it), then kept until the next build.
 */
async function installedProfile(baseUrl: string): Promise<string> {
  const build = (JSON.parse(readFileSync('dist/build.json', 'utf8')) as { buildId: string })
    .buildId;
  const dir = join(INSTALLED_PROFILES, `${build}-${new URL(baseUrl).port}`);
  if (existsSync(join(dir, 'installed'))) return dir;
  await mkdir(INSTALLED_PROFILES, { recursive: true });
  const scratch = await mkdtemp(`${dir}.making-`);
  const context = await chromium.launchPersistentContext(scratch, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: PHONE,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(baseUrl + '/');
  await waitForOfflineReady(page);
  await context.close();
  await mkdir(join(scratch, 'installed'));
  try {
    await rename(scratch, dir);
  } catch (error) {
    // Another suite made the same profile first: use theirs.
    await rm(scratch, { recursive: true, force: true });
    if (!existsSync(join(dir, 'installed'))) throw error;
  }
  // Profiles of earlier runs are dropped once nobody can still be copying them.
  for (const other of await readdir(INSTALLED_PROFILES)) {
    const path = join(INSTALLED_PROFILES, other);
    if (path !== dir && Date.now() - (await stat(path)).mtimeMs > STALE_PROFILE_MS)
      await rm(path, { recursive: true, force: true });
  }
  return dir;
}

/**
 * A phone on which the app was installed for offline use on a first visit, now with the network
 * off: a context started from a copy of that phone's browser profile, in a browser of its own
 * (about 1.5 s, where visiting and waiting for the install takes 4.5 s), with its first page open
 * on nothing yet. The install itself, from a first visit to every page opening offline, is proved
 * in shell.e2e.test.ts.
 */
export async function installedContext(
  baseUrl: string,
  /** `args`: Chromium flags beyond the usual ones (a fake camera, say). */
  { args = [], ...options }: BrowserContextOptions & { args?: string[] } = {},
): Promise<{ context: BrowserContext; page: Page; errors: Error[] }> {
  const profile = await installedProfile(baseUrl);
  const dir = await mkdtemp(join(tmpdir(), 'party-dojo-phone-'));
  await cp(profile, dir, { recursive: true });
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...args],
    viewport: PHONE,
    deviceScaleFactor: 1,
    offline: true,
    ...options,
  });
  await traceOnRetry(context);
  // The profile goes with the browser: once it has closed, as it may write to it until then.
  const close = context.close.bind(context);
  context.close = async (closeOptions) => {
    await close(closeOptions);
    await rm(dir, { recursive: true, force: true, maxRetries: 5 }).catch(() => undefined);
  };
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page, errors: trackPageErrors(page) };
}

/** Waits until a service worker controls the page, i.e. the app will open offline. */
export async function waitForOfflineReady(page: Page): Promise<void> {
  // Synchronous on purpose: waitForFunction treats a returned Promise as truthy.
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.state === 'activated',
    undefined,
    // Copying the whole app (every route chunk, content file and icon) takes seconds on a quiet
    // machine and can pass half a minute beside other suites.
    { timeout: 60_000, polling: 250 },
  );
}

/**
 * Waits until React has taken over the page. A prerendered page paints before its JavaScript
 * runs; a tap before then is an ordinary full page load, not the app's own navigation.
 */
export async function waitForInteractive(page: Page): Promise<void> {
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
}

/**
 * What axe finds on the page (or inside `include`) that keeps someone from using it: each serious
 * or critical violation as its rule and the elements it found, prefixed by `where`.
 */
export async function seriousViolations(
  page: Page,
  where: string,
  include?: string,
): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const result = await (include ? builder.include(include) : builder).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * axe's heading-order rule alone (a best-practice of moderate impact, so `seriousViolations`
 * passes over it): headings that skip a level, as a screen reader's heading list hears them.
 */
export async function headingOrderViolations(page: Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
  return result.violations.map(
    (v) => `${where}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
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
      const openIt = () =>
        new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open(database);
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error ?? new Error(`could not open ${database}`));
        });
      // Pages paint before the app opens its database (prerendered games, home): wait until the
      // app has made it, never make an empty one of our own.
      const deadline = Date.now() + 15_000;
      let db: IDBDatabase | null = null;
      while (!db) {
        const made = (await indexedDB.databases()).some((d) => d.name === database && d.version);
        if (made) {
          const opened = await openIt();
          if (opened.objectStoreNames.contains(store)) db = opened;
          else opened.close();
        }
        if (!db) {
          if (Date.now() > deadline) throw new Error(`${database} has no ${store} store`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
      const ready = db;
      try {
        return await new Promise<unknown>((resolve, reject) => {
          const writes = request.op === 'add' || request.op === 'put';
          const tx = ready.transaction(store, writes ? 'readwrite' : 'readonly');
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
        ready.close();
      }
    },
    [database, store, JSON.stringify(request)] as const,
  );
  return result as T;
}

/**
 * Records every layout shift without recent input from the first byte on, each as its score and
 * what moved: the element (tag, classes, first words) and its box before and after, so a shift
 * seen once on a loaded machine says what to fix.
 */
export const RECORD_SHIFTS = () => {
  const w = globalThis as unknown as { __shifts: string[] };
  w.__shifts = [];
  const box = (r: DOMRectReadOnly) =>
    `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: {
        node?: Node | null;
        previousRect: DOMRectReadOnly;
        currentRect: DOMRectReadOnly;
      }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      const moved = (entry.sources ?? []).map((s) => {
        const node = s.node;
        const name =
          node instanceof Element
            ? `${node.localName}${node.classList.length ? '.' + [...node.classList].join('.') : ''}`
            : (node?.nodeName.toLowerCase() ?? 'gone');
        const words = node?.textContent?.trim().slice(0, 40) ?? '';
        return `${name} "${words}" ${box(s.previousRect)} -> ${box(s.currentRect)}`;
      });
      // Chromium also reports a text node whose words changed in a box that stayed put (the
      // players chip going from "Players" to "6 players" in its reserved width): nothing a
      // person sees moves, so only a source whose box moved or resized at whole pixels counts.
      const boxes = (entry.sources ?? []).map((s) => [box(s.previousRect), box(s.currentRect)]);
      if (boxes.length > 0 && boxes.every(([before, after]) => before === after)) continue;
      w.__shifts.push(
        `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join(' | ')}`,
      );
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/** The layout shifts RECORD_SHIFTS has recorded on this page so far. */
export function recordedShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (globalThis as unknown as { __shifts: string[] }).__shifts);
}
