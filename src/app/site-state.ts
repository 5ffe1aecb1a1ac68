import { createStore, useStore } from '../lib/store';

/** docs/spec/app.md "Site state", plus the app-wide notices the shell shows. */
export interface SiteState {
  websiteLoaded: boolean;
  pageLoaded: boolean;
  /**
   * Follows the session through the docs/spec/app.md profile load (features/account/profile-load.ts),
   * which also clears it when a load fails.
   */
  signedIn: boolean;
  selectedPrice: string;
}

export const siteState = createStore<SiteState>({
  websiteLoaded: false,
  pageLoaded: false,
  signedIn: false,
  selectedPrice: '',
});

/** docs/spec/app.md: initialising marks the website and the first page as loaded. */
export function initialiseSite(): void {
  siteState.set({ websiteLoaded: true, pageLoaded: true });
}

/** docs/spec/app.md: a page counts as loaded about 100 ms after its navigation settles. */
export const PAGE_TRANSITION_MS = 100;

export function useSiteState<S>(select: (state: SiteState) => S): S {
  return useStore(siteState, select);
}
