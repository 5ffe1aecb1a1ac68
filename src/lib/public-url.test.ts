import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLoopbackUrl, publicOrigin, publicUrl } from './public-url';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('public URLs for printed codes and shared links', () => {
  it('joins an app path, with its query, to the origin', () => {
    expect(publicUrl('/go?game=meyer', 'https://partydojo.app')).toBe(
      'https://partydojo.app/go?game=meyer',
    );
    expect(publicUrl('/articles/buffalo', 'https://partydojo.app/')).toBe(
      'https://partydojo.app/articles/buffalo',
    );
  });

  it('uses the build-time origin when one is set, else the page’s own', () => {
    expect(publicOrigin('https://print.example/')).toBe('https://print.example');
    vi.stubGlobal('location', { origin: 'http://127.0.0.1:4173' });
    expect(publicOrigin(undefined)).toBe('http://127.0.0.1:4173');
  });
});

describe('addresses only this computer can reach', () => {
  it('are the loopback names and numbers', () => {
    for (const url of [
      'http://localhost:4173/go',
      'http://app.localhost/go',
      'http://127.0.0.1:4511/go',
      'http://127.1.2.3/go',
      'http://[::1]:8080/go',
      'http://0.0.0.0:4173/go',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(true);
    }
  });

  it('are not a real site, a network address or garbage', () => {
    for (const url of [
      'https://partydojo.app/go',
      'http://192.168.1.20:4173/go',
      'https://127.0.0.1.example.com/go',
      'not a url',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(false);
    }
  });
});
