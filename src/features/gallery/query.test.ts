import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUERY,
  parseGalleryQuery,
  queryKey,
  toGallerySearch,
  toRpcArgs,
  type GalleryQuery,
} from './query';

describe('gallery query in the address', () => {
  it('reads defaults from an empty address and writes nothing back', () => {
    expect(parseGalleryQuery({})).toEqual(DEFAULT_QUERY);
    expect(toGallerySearch(DEFAULT_QUERY)).toEqual({});
  });

  it('round-trips a full listing', () => {
    const query: GalleryQuery = {
      sort: 'liked',
      q: 'cabin night',
      tags: ['party', 'road-trip'],
      adult: 'only',
      alcohol: 'free',
      lang: 'da',
    };
    expect(parseGalleryQuery(toGallerySearch(query))).toEqual(query);
  });

  it('cleans what a hand-typed address may hold', () => {
    expect(
      parseGalleryQuery({
        sort: 'oldest',
        q: '  dares ',
        tags: ' Party,,party, CABIN ',
        adult: 'yes',
        alcohol: 'lots',
        lang: 'klingon',
      }),
    ).toEqual({
      sort: 'trending',
      q: 'dares',
      tags: ['party', 'cabin'],
      adult: 'all',
      alcohol: 'all',
      lang: 'all',
    });
    expect(
      parseGalleryQuery({ tags: Array.from({ length: 14 }, (_, i) => `t${i}`).join(',') }).tags,
    ).toHaveLength(10);
  });

  it('keeps best match only with a search', () => {
    expect(parseGalleryQuery({ sort: 'relevance' }).sort).toBe('trending');
    expect(parseGalleryQuery({ sort: 'relevance', q: 'dare' }).sort).toBe('relevance');
  });
});

describe('what the server is asked for', () => {
  const query = (over: Partial<GalleryQuery>): GalleryQuery => ({ ...DEFAULT_QUERY, ...over });

  it('never asks for 18+ packs while the device has 18+ off, whatever the address says', () => {
    for (const adult of ['all', 'none', 'only'] as const) {
      expect(toRpcArgs(query({ adult }), false).explicit).toBe(false);
    }
    expect(toRpcArgs(query({ adult: 'all' }), true).explicit).toBeNull();
    expect(toRpcArgs(query({ adult: 'none' }), true).explicit).toBe(false);
    expect(toRpcArgs(query({ adult: 'only' }), true).explicit).toBe(true);
  });

  it('maps the alcohol filter, the search and the tags', () => {
    expect(toRpcArgs(query({ alcohol: 'with', q: 'x', tags: ['a'] }), false)).toEqual({
      sort: 'trending',
      search: 'x',
      tags: ['a'],
      explicit: false,
      alcohol: true,
    });
    expect(toRpcArgs(query({ alcohol: 'free' }), false).alcohol).toBe(false);
  });

  it('asks for one language only when the filter names one', () => {
    expect(toRpcArgs(query({}), false).lang).toBeUndefined();
    expect(toRpcArgs(query({ lang: 'da' }), false).lang).toBe('da');
    expect(toRpcArgs(query({ lang: 'en' }), false).lang).toBe('en');
    expect(parseGalleryQuery({ lang: 'da' }).lang).toBe('da');
    expect(toGallerySearch(query({ lang: 'da' }))).toEqual({ lang: 'da' });
  });

  it('gives one cache key per distinct listing', () => {
    const a = queryKey(query({ tags: ['a', 'b'], q: 'Dare' }), false);
    expect(queryKey(query({ tags: ['b', 'a'], q: 'dare' }), false)).toBe(a);
    // with 18+ off, "only 18+" in the address is the same listing as the default
    expect(queryKey(query({ adult: 'only' }), false)).toBe(queryKey(query({}), false));
    expect(queryKey(query({ adult: 'only' }), true)).not.toBe(queryKey(query({}), true));
    expect(queryKey(query({ sort: 'newest' }), false)).not.toBe(queryKey(query({}), false));
    const danish = queryKey(query({ lang: 'da' }), false);
    expect(danish).not.toBe(queryKey(query({}), false));
    expect(danish).not.toBe(queryKey(query({ lang: 'en' }), false));
  });
});
