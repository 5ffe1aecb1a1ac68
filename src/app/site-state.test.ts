import { describe, expect, it } from 'vitest';
import { initialiseSite, siteState } from './site-state';

describe('site state', () => {
  it('starts with nothing loaded, signed out and no price selected', () => {
    expect(siteState.get()).toEqual({
      websiteLoaded: false,
      pageLoaded: false,
      signedIn: false,
      selectedPrice: '',
    });
  });

  it('initialising marks the website and the page loaded (docs/spec/app.md)', () => {
    const before = siteState.get();
    initialiseSite();
    expect(siteState.get()).toMatchObject({ websiteLoaded: true, pageLoaded: true });
    siteState.set(before);
  });
});
