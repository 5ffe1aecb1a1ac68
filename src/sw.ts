/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

// Every chunk, content file and icon of this build: after the first visit the whole app opens
// offline, including pages never visited.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes the open page at once, so it works offline without a reload. Later
// versions wait for the user (see the message handler below).
clientsClaim();

// Any in-app address is the single-page app; the router decides what it shows (or its 404).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/build\.json/, /^\/sw\.js/, /^\/(rest|auth|storage|functions)\/v1\//],
  }),
);

// The page asks for this only when the user chose to reload into the new version.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
