import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { allowParams, invalidParamsMessage, isInvalidParamsData } from './route-guards';

describe('allowParams', () => {
  const guard = allowParams({ name: ['ufc', 'meyer', 'kings-cup'] });

  it('lets an allowed value through', () => {
    expect(() =>
      guard({ params: { name: 'meyer' }, location: { pathname: '/articles/deprecated/meyer' } }),
    ).not.toThrow();
  });

  it('turns any other value into a 404 that carries the path', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let thrown: unknown;
    try {
      guard({ params: { name: 'bingo' }, location: { pathname: '/articles/deprecated/bingo' } });
    } catch (error) {
      thrown = error;
    }
    expect(isNotFound(thrown)).toBe(true);
    const data = (thrown as { data?: unknown }).data;
    expect(isInvalidParamsData(data)).toBe(true);
    expect(invalidParamsMessage((data as { path: string }).path)).toBe(
      'Page Not Found: /articles/deprecated/bingo',
    );
  });

  it('accepts sets and predicates, and treats a missing param as invalid', () => {
    const slugGuard = allowParams({ slug: (v) => /^[a-z0-9-]+$/.test(v), kind: new Set(['a']) });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() =>
      slugGuard({ params: { slug: 'ok-pack', kind: 'a' }, location: { pathname: '/x' } }),
    ).not.toThrow();
    expect(() =>
      slugGuard({ params: { slug: 'Bad Slug', kind: 'a' }, location: { pathname: '/x' } }),
    ).toThrow();
    expect(() => slugGuard({ params: { slug: 'ok' }, location: { pathname: '/x' } })).toThrow();
  });

  it('does not accept inherited names as values', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() =>
      guard({ params: { name: 'constructor' }, location: { pathname: '/x' } }),
    ).toThrow();
  });
});
