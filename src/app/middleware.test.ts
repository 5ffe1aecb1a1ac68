import { describe, expect, it, vi } from 'vitest';
import { createMiddlewareRegistry, GLOBAL_MIDDLEWARE, runMiddleware } from './middleware';
import { matchRouteRule } from './route-rules';

function setup(rules: Record<string, string> = {}) {
  const calls: string[] = [];
  const registry = createMiddlewareRegistry({
    refreshPremium: () => {
      calls.push('premium');
      return Promise.resolve();
    },
    resetPageLoaded: () => calls.push('page-loading'),
    matchRule: (path) => {
      calls.push('rules');
      return matchRouteRule(path, rules);
    },
  });
  return { calls, registry };
}

describe('route middleware', () => {
  it('runs premium refresh, page-loading reset and route rules in that order', async () => {
    const { calls, registry } = setup();
    expect(await runMiddleware(GLOBAL_MIDDLEWARE, registry, { pathname: '/go' })).toBeNull();
    expect(calls).toEqual(['premium', 'page-loading', 'rules']);
  });

  it('returns the redirect of a matching rule, internal or external', async () => {
    const { registry } = setup({ '/old': '/go', '/shop': 'https://shop.example.org/' });
    expect(await runMiddleware(GLOBAL_MIDDLEWARE, registry, { pathname: '/old/' })).toEqual({
      to: '/go',
      external: false,
    });
    expect(await runMiddleware(GLOBAL_MIDDLEWARE, registry, { pathname: '/shop' })).toEqual({
      to: 'https://shop.example.org/',
      external: true,
    });
  });

  it('throws on an unknown named middleware before running anything after it', async () => {
    const { calls, registry } = setup();
    await expect(
      runMiddleware(['premium-status', 'auth-gate', 'route-rules'], registry, { pathname: '/' }),
    ).rejects.toThrow('Unknown route middleware: auth-gate');
    expect(calls).toEqual(['premium']);
  });

  it('does not let a failed premium refresh block navigation', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const registry = createMiddlewareRegistry({
      refreshPremium: () => Promise.reject(new Error('offline')),
      resetPageLoaded: () => undefined,
      matchRule: () => null,
    });
    expect(await runMiddleware(GLOBAL_MIDDLEWARE, registry, { pathname: '/' })).toBeNull();
    await Promise.resolve();
    expect(errors).toHaveBeenCalled();
  });

  it('does not treat inherited property names as rules', () => {
    expect(matchRouteRule('/constructor')).toBeNull();
    expect(matchRouteRule('/home')).toEqual({ to: '/', external: false });
  });
});
