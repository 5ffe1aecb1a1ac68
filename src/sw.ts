/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  addPlugins,
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { createCopyPace, PLAYING_MESSAGE } from './features/pwa/copy-pace';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

// Every chunk, content file and icon of this build: after the first visit the whole app opens
// offline, including pages never visited.
const MANIFEST = self.__WB_MANIFEST;
// Copying them waits for pauses in play on an open page (copy-pace.ts says why and how long).
// Only the copy waits: a file fetched to answer a page's request goes at once.
const pace = createCopyPace();
addPlugins([
  {
    requestWillFetch: async ({ request, event }) => {
      if (event?.type === 'install') await pace.turn();
      return request;
    },
  },
]);
precacheAndRoute(MANIFEST);
cleanupOutdatedCaches();
// The first install takes the open page at once, so it works offline without a reload. Later
// versions wait for the user (see the message handler below).
clientsClaim();

// The pages prerendered at build time (dist/<address>/index.html): each opens offline with its
// own HTML, painted before any script runs. Every other in-app address gets the empty app shell,
// and the router decides what it shows (or its 404).
const PRERENDERED = new Set(
  MANIFEST.map(
    (entry) => `/${(typeof entry === 'string' ? entry : entry.url).replace(/^\//, '')}`,
  ).filter((url) => url.endsWith('/index.html')),
);
const shell = createHandlerBoundToURL('/shell.html');

function prerenderedPageFor(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  return `${path}/index.html`;
}

registerRoute(
  new NavigationRoute(
    async (options) => {
      let page: string | null = null;
      try {
        page = prerenderedPageFor(decodeURIComponent(options.url.pathname));
      } catch {
        // A malformed address: the shell shows its 404.
      }
      if (page && PRERENDERED.has(page)) {
        const cached = await matchPrecache(page);
        if (cached) return cached;
      }
      return shell(options);
    },
    {
      denylist: [/^\/build\.json/, /^\/sw\.js/, /^\/(rest|auth|storage|functions)\/v1\//],
    },
  ),
);

// SKIP_WAITING: the page asks for this only when the user chose to reload into the new version.
// PLAYING: someone tapped on an open page while this worker is copying the app.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === PLAYING_MESSAGE) pace.played();
});

// Background Sync (Chromium): the page registers BACKGROUND_SYNC_TAG when a sync round fails for
// want of a network; the browser fires this once it is back, even if the tab is in the background.
// The engine lives in the page (it needs the app's Dexie tables), so the worker asks the open
// tabs to drain and waits for the leader's answer; with no tab open, the next open drains.
const BACKGROUND_SYNC_TAG = 'party-dojo-sync';
const DRAIN_TIMEOUT_MS = 25_000;

interface BackgroundSyncEvent extends ExtendableEvent {
  readonly tag: string;
}

function askToDrain(client: Client): Promise<void> {
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ ok?: boolean }>) => {
      if (event.data?.ok) resolve();
      else reject(new Error('drain incomplete'));
    };
    client.postMessage({ type: 'SYNC_DRAIN' }, [channel.port2]);
  });
}

async function drainThroughClients(): Promise<void> {
  const clients = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (clients.length === 0) return;
  // Only the leader tab answers; a rejection makes the browser retry the sync event later.
  await Promise.race([
    Promise.any(clients.map(askToDrain)),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('no tab drained the outbox in time')), DRAIN_TIMEOUT_MS),
    ),
  ]);
}

self.addEventListener('sync', (event: Event) => {
  const sync = event as BackgroundSyncEvent;
  if (sync.tag === BACKGROUND_SYNC_TAG) sync.waitUntil(drainThroughClients());
});
