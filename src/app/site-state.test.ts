import { describe, expect, it } from 'vitest';
import { createStore } from '../lib/store';
import { followSignedIn, initialiseSite, siteState, type SiteState } from './site-state';

describe('site state', () => {
  it('starts with nothing loaded, signed out and no price selected', () => {
    expect(siteState.get()).toEqual({
      websiteLoaded: false,
      pageLoaded: false,
      signedIn: false,
      selectedPrice: '',
    });
  });

  it('initialising marks the website and the page loaded (SPEC §4)', () => {
    const before = siteState.get();
    initialiseSite();
    expect(siteState.get()).toMatchObject({ websiteLoaded: true, pageLoaded: true });
    siteState.set(before);
  });

  it('signedIn follows the session through sign-in and sign-out', () => {
    const identity = createStore<{ userId: string | null }>({ userId: null });
    const site = createStore<SiteState>({ ...siteState.get(), signedIn: true });
    const stop = followSignedIn(identity, site);
    expect(site.get().signedIn).toBe(false);
    identity.set({ userId: 'user-1' });
    expect(site.get().signedIn).toBe(true);
    identity.set({ userId: null });
    expect(site.get().signedIn).toBe(false);
    stop();
    identity.set({ userId: 'user-2' });
    expect(site.get().signedIn).toBe(false);
  });
});
