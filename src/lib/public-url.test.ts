import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicOrigin, publicUrl } from './public-url';

afterEach(() => {
  vi.unstubAllEnvs();
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
    vi.stubEnv('VITE_PUBLIC_ORIGIN', 'https://print.example/');
    expect(publicOrigin()).toBe('https://print.example');
    vi.stubEnv('VITE_PUBLIC_ORIGIN', '');
    vi.stubGlobal('location', { origin: 'http://127.0.0.1:4173' });
    expect(publicOrigin()).toBe('http://127.0.0.1:4173');
  });
});
