import { describe, expect, it } from 'vitest';
import { authSearch, emailLinkSearch, returnPath, safeReturnPath } from './return-to';

describe('where sign-in returns to', () => {
  it('keeps in-app paths with their query and hash', () => {
    expect(safeReturnPath('/editor/steps/Step6Success?pack=abc#share')).toBe(
      '/editor/steps/Step6Success?pack=abc#share',
    );
  });

  it('refuses anything that could leave the app', () => {
    for (const raw of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      'javascript:alert(1)',
      'editor',
      '/sign-in',
      '/sign-up?redirect=/x',
      `/x${'\n'}y`,
      42,
      null,
    ]) {
      expect(safeReturnPath(raw), String(raw)).toBeNull();
    }
  });

  it('prefers the redirect, then the previous route, then home', () => {
    expect(returnPath('/profile', '/')).toBe('/profile');
    expect(returnPath(undefined, '/games/mix')).toBe('/games/mix');
    expect(returnPath('//evil.example', null)).toBe('/');
  });

  it('drops an unsafe redirect from the search params', () => {
    expect(authSearch({ redirect: '/game/1' })).toEqual({ redirect: '/game/1' });
    expect(authSearch({ redirect: 'https://evil.example' })).toEqual({});
  });
});

describe('emailLinkSearch', () => {
  it('keeps a well-formed token hash, a known type and a safe redirect only', () => {
    expect(
      emailLinkSearch({ token_hash: 'ab12-_', type: 'recovery', redirect: '/profile' }),
    ).toEqual({ token_hash: 'ab12-_', type: 'recovery', redirect: '/profile' });
    expect(
      emailLinkSearch({ token_hash: '<script>', type: 'admin', redirect: 'https://evil.example' }),
    ).toEqual({});
  });
});
