// What a gallery listing is: sort, search and filters, as they live in the /packs address and as
// the server's gallery_packs takes them. Pure: the route, the page, the cache and the tests share it.

import type { MessageKey } from '../../lib/i18n';
import type { MessageArgs } from '../../lib/i18n/catalogue';

/** A message without slots: what a list of choices names its options with. */
export type PlainKey = { [K in MessageKey]: MessageArgs<K> extends [] ? K : never }[MessageKey];

export const SORTS = ['trending', 'liked', 'played', 'newest', 'relevance'] as const;
export type GallerySort = (typeof SORTS)[number];

export const SORT_LABELS: Record<GallerySort, PlainKey> = {
  trending: 'gallery.sort.trending',
  liked: 'gallery.sort.liked',
  played: 'gallery.sort.played',
  newest: 'gallery.sort.newest',
  relevance: 'gallery.sort.relevance',
};

/** 18+ packs: every pack, none, or only those (the choice exists once the device has 18+ on). */
export const ADULT_CHOICES = ['all', 'none', 'only'] as const;
export type AdultChoice = (typeof ADULT_CHOICES)[number];

/** Alcohol: every pack, only drinking packs, or only alcohol-free ones. */
export const ALCOHOL_CHOICES = ['all', 'with', 'free'] as const;
export type AlcoholChoice = (typeof ALCOHOL_CHOICES)[number];

/** Language: packs in every language, or only those written in one. */
export const LANG_CHOICES = ['all', 'en', 'da'] as const;
export type LangChoice = (typeof LANG_CHOICES)[number];

export const MAX_TAGS = 10;
const MAX_SEARCH = 200;

export interface GalleryQuery {
  sort: GallerySort;
  /** the search box's text, trimmed; '' for none */
  q: string;
  /** lowercase, unique, in the order they were added */
  tags: string[];
  adult: AdultChoice;
  alcohol: AlcoholChoice;
  lang: LangChoice;
}

export const DEFAULT_QUERY: GalleryQuery = {
  sort: 'trending',
  q: '',
  tags: [],
  adult: 'all',
  alcohol: 'all',
  lang: 'all',
};

/** The address's search params as the route keeps them: strings only, defaults left out. */
export interface GallerySearch {
  sort?: string;
  q?: string;
  tags?: string;
  adult?: string;
  alcohol?: string;
  lang?: string;
}

function pick<T extends string>(choices: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (choices as readonly string[]).includes(value)
    ? (value as T)
    : fallback;
}

/** A tag as the server compares it: trimmed, lowercase. */
export function tagKey(tag: string): string {
  return tag.trim().toLowerCase();
}

/** Reads a listing from the address; anything unknown falls back to the default. */
export function parseGalleryQuery(search: GallerySearch): GalleryQuery {
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, MAX_SEARCH) : '';
  const tags =
    typeof search.tags === 'string'
      ? [...new Set(search.tags.split(',').map(tagKey).filter(Boolean))].slice(0, MAX_TAGS)
      : [];
  const sort = pick(SORTS, search.sort, DEFAULT_QUERY.sort);
  return {
    // best match needs something to match
    sort: sort === 'relevance' && q === '' ? 'trending' : sort,
    q,
    tags,
    adult: pick(ADULT_CHOICES, search.adult, DEFAULT_QUERY.adult),
    alcohol: pick(ALCOHOL_CHOICES, search.alcohol, DEFAULT_QUERY.alcohol),
    lang: pick(LANG_CHOICES, search.lang, DEFAULT_QUERY.lang),
  };
}

/** The address for a listing: only what differs from the default. */
export function toGallerySearch(query: GalleryQuery): GallerySearch {
  const search: GallerySearch = {};
  if (query.sort !== DEFAULT_QUERY.sort) search.sort = query.sort;
  if (query.q !== '') search.q = query.q;
  if (query.tags.length > 0) search.tags = query.tags.join(',');
  if (query.adult !== DEFAULT_QUERY.adult) search.adult = query.adult;
  if (query.alcohol !== DEFAULT_QUERY.alcohol) search.alcohol = query.alcohol;
  if (query.lang !== DEFAULT_QUERY.lang) search.lang = query.lang;
  return search;
}

/**
 * What the server is asked for. `adultAllowed` is the device's 18+ setting: without it, 18+ packs
 * are never asked for, whatever the address says.
 */
export function toRpcArgs(query: GalleryQuery, adultAllowed: boolean) {
  return {
    sort: query.sort,
    search: query.q === '' ? undefined : query.q,
    tags: query.tags.length > 0 ? query.tags : undefined,
    explicit:
      !adultAllowed || query.adult === 'none' ? false : query.adult === 'only' ? true : null,
    alcohol: query.alcohol === 'with' ? true : query.alcohol === 'free' ? false : null,
    lang: query.lang === 'all' ? undefined : query.lang,
  };
}

/** One key per distinct listing (the offline cache's key): the same key means the same cards. */
export function queryKey(query: GalleryQuery, adultAllowed: boolean): string {
  const args = toRpcArgs(query, adultAllowed);
  return JSON.stringify([
    args.sort,
    query.q.toLowerCase(),
    [...query.tags].sort(),
    args.explicit,
    args.alcohol,
    // every language is left out, so the listings seen before languages keep their key
    ...(args.lang ? [args.lang] : []),
  ]);
}
