import { markDataReady } from '../db/ready';

// The app's data layer (Dexie, the sync runtime, the account's session) is not part of the first
// screen: the shell and the pages that paint without stored data (home, /go, how it works, the
// reading pages) render before it loads. It starts once the page has painted, or at once when a
// page that reads stored data is opened (the router waits for it there, see root.tsx).

export { isDataReady, useDataReady, whenDataReady } from '../db/ready';

/** Whether a navigation to these matches must wait for the local database. */
export function needsAppData(
  matches: readonly { staticData?: { paintsWithoutData?: boolean } }[],
): boolean {
  // The first match is the root itself; a page that matched nothing (404) needs no data either.
  return matches.slice(1).some((match) => !match.staticData?.paintsWithoutData);
}

/** Whether a matched page paints first and then fills in stored data (see `fillsInStoredData`). */
export function fillsInAppData(
  matches: readonly { staticData?: { fillsInStoredData?: boolean } }[],
): boolean {
  return matches.some((match) => match.staticData?.fillsInStoredData);
}

/** Whether the root's HTML was prerendered for this address (`data-prerendered`, vite.config.ts). */
export function prerenderedFor(marker: string | undefined, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return marker !== undefined && marker === path;
}

let started: Promise<void> | null = null;

/** Loads and starts the data layer once; resolves when the database is open and sync started. */
export function loadAppData(): Promise<void> {
  // Prerendering (build time) never opens a database: pages that need one are not prerendered.
  if (import.meta.env.SSR) return Promise.resolve();
  started ??= import('./runtime').then((runtime) => runtime.startRuntime()).then(markDataReady);
  return started;
}

/**
 * Starts the data layer after the first paint: when the browser is idle after `load` (at most
 * `timeoutMs` later), or at once where there is no idle callback.
 */
export function loadAppDataAfterPaint(timeoutMs = 500): void {
  const begin = () => {
    const run = () =>
      void loadAppData().catch((error: unknown) => {
        console.error('The local database could not start', error);
      });
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: timeoutMs });
    else setTimeout(run, 0);
  };
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
}
