/**
 * docs/spec/screens.md: when a page's code fails to load (typically a deploy replaced the chunks), reload
 * the page the user was going to, once. A second failure within the window shows the error page
 * instead of reloading forever.
 */
const KEY_PREFIX = 'chunk-reload:';
const WINDOW_MS = 30_000;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk \S+ failed/i.test(
    message,
  );
}

/**
 * TanStack Router's lazy route components already reload the page once per failed module (keyed
 * by the error message in session storage). When it has, the error page must not add a second.
 */
export function routerAlreadyReloaded(
  error: unknown,
  storage: Pick<Storage, 'getItem'> = sessionStorage,
): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return storage.getItem(`tanstack_router_reload:${message}`) !== null;
}

/** Returns true when it started a reload, false when it already tried for this page recently. */
export function reloadOnce(
  target: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload: (target: string) => void = (href) => window.location.assign(href),
  now = Date.now(),
): boolean {
  const key = KEY_PREFIX + target;
  const stored = storage.getItem(key);
  if (stored !== null && now - Number(stored) < WINDOW_MS) return false;
  storage.setItem(key, String(now));
  reload(target);
  return true;
}
