import { Workbox } from 'workbox-window';
import { PLAYING_EVERY_MS, PLAYING_MESSAGE } from './copy-pace';
import { pwaState } from './state';

/** docs/spec/app.md: the service worker is checked for updates every 20 s. */
export const SW_UPDATE_INTERVAL_MS = 20_000;
export const SW_URL = '/sw.js';

let registration: ServiceWorkerRegistration | undefined;

/**
 * Registers /sw.js at root scope. A new worker waits until the user chooses to reload
 * (registerType "prompt"): the app never swaps code under a game in progress.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) {
    pwaState.set({ registrationError: 'This browser cannot keep the app for offline use.' });
    return;
  }
  const workbox = new Workbox(SW_URL, { scope: '/' });
  workbox.addEventListener('waiting', () => pwaState.set({ updateAvailable: true }));
  try {
    registration = await workbox.register();
  } catch (error) {
    pwaState.set({ registrationError: error instanceof Error ? error.message : String(error) });
    return;
  }
  if (!registration) {
    pwaState.set({ registrationError: 'The offline worker did not start.' });
    return;
  }
  // The copy for offline use waits for pauses in play (copy-pace.ts): each tap while it runs is
  // told to the worker making it.
  const copying = registration;
  reportPlay(() => copying.installing);
  void navigator.serviceWorker.ready.then(() => pwaState.set({ offlineReady: true }));
  setInterval(() => void checkForServiceWorkerUpdate(), SW_UPDATE_INTERVAL_MS);
}

/** A no-cache fetch of the worker script; on a 200, ask the browser to update the registration. */
export async function checkForServiceWorkerUpdate(): Promise<void> {
  const current = registration;
  if (!current || current.installing || !navigator.onLine) return;
  try {
    const response = await fetch(SW_URL, {
      cache: 'no-store',
      headers: { cache: 'no-store', 'cache-control': 'no-cache' },
    });
    if (response.status === 200) await current.update();
  } catch {
    // Offline: try again on the next tick.
  }
}

function waitForWaitingWorker(
  current: ServiceWorkerRegistration,
  timeoutMs: number,
): Promise<ServiceWorker | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(current.waiting), timeoutMs);
    const watch = (worker: ServiceWorker | null) => {
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed') {
          clearTimeout(timer);
          resolve(current.waiting ?? worker);
        }
      });
    };
    if (current.installing) watch(current.installing);
    else current.addEventListener('updatefound', () => watch(current.installing), { once: true });
  });
}

/**
 * The user chose to reload into the new version: fetch it if the browser has not yet, let the new
 * worker take over, then reload so the page and its cache agree.
 */
export async function applyUpdate(): Promise<void> {
  const current = registration;
  if (current) {
    try {
      await current.update();
    } catch {
      // Offline: reload into whatever is cached.
    }
    const waiting = current.waiting ?? (await waitForWaitingWorker(current, 10_000));
    if (waiting) {
      const takenOver = new Promise<void>((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {
          once: true,
        });
        setTimeout(resolve, 5_000);
      });
      waiting.postMessage({ type: 'SKIP_WAITING' });
      await takenOver;
    }
  }
  window.location.reload();
}

/**
 * The page's side: tells the worker that is copying the app of each tap or key press, at most
 * every PLAYING_EVERY_MS. `copying` returns that worker, or null once there is none (the usual
 * case after the first visit), when a tap costs one property read.
 */
export function reportPlay(
  copying: () => Pick<ServiceWorker, 'postMessage'> | null | undefined,
  { target = window, now = () => Date.now() }: { target?: EventTarget; now?: () => number } = {},
): () => void {
  let sentAt = -Infinity;
  const onInput = () => {
    const worker = copying();
    if (!worker) return;
    const at = now();
    if (at - sentAt < PLAYING_EVERY_MS) return;
    sentAt = at;
    worker.postMessage({ type: PLAYING_MESSAGE });
  };
  const events = ['pointerdown', 'keydown'] as const;
  for (const name of events)
    target.addEventListener(name, onInput, { capture: true, passive: true });
  return () => {
    for (const name of events) target.removeEventListener(name, onInput, { capture: true });
  };
}
