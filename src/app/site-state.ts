import { createStore, useStore } from '../lib/store';

/** SPEC §3 "Site state", plus the app-wide notices the shell shows. */
export interface SiteState {
  websiteLoaded: boolean;
  pageLoaded: boolean;
  /**
   * Follows the session through the SPEC §4 profile load (features/account/profile-load.ts),
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

/** SPEC §4: initialising marks the website and the first page as loaded. */
export function initialiseSite(): void {
  siteState.set({ websiteLoaded: true, pageLoaded: true });
}

/** SPEC §9: a page counts as loaded about 100 ms after its navigation settles. */
export const PAGE_TRANSITION_MS = 100;

export function useSiteState<S>(select: (state: SiteState) => S): S {
  return useStore(siteState, select);
}
