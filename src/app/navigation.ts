import type { AnyRouter } from '@tanstack/react-router';
import { PAGE_TRANSITION_MS, siteState } from './site-state';

/** docs/spec/screens.md: navigating to /sign-up remembers "/" as the page to return to. */
export const PREVIOUS_ROUTE_KEY = 'previousRoute';

/** docs/spec/screens.md: after navigation scroll to the hash target if there is one, otherwise to the top. */
export function scrollAfterNavigation(hash: string): void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

export function installNavigationEffects(router: AnyRouter): () => void {
  let loadedTimer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribers = [
    router.subscribe('onBeforeNavigate', ({ toLocation }) => {
      if (toLocation.pathname === '/sign-up') {
        sessionStorage.setItem(PREVIOUS_ROUTE_KEY, '/');
      }
    }),
    router.subscribe('onResolved', ({ toLocation, pathChanged, hashChanged }) => {
      if (pathChanged || hashChanged) {
        // Wait a frame so the new page is in the DOM before looking for the hash target.
        requestAnimationFrame(() => scrollAfterNavigation(toLocation.hash));
      }
      clearTimeout(loadedTimer);
      loadedTimer = setTimeout(() => siteState.set({ pageLoaded: true }), PAGE_TRANSITION_MS);
    }),
  ];
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe();
  };
}
