import {
  EQUIPMENT,
  LENGTHS,
  type Equipment,
  type GuideMeta,
  type Length,
} from '../../content/reading/types';
import type { Lang } from '../../lib/i18n';
import { equipmentLabel, lengthLabel } from './labels';

// The /articles index: a search box and three filters, kept in the address so a filtered list
// can be shared and the back button returns to it.

/**
 * Group sizes a person picks from; a guide fits when its player range overlaps the group. (The
 * pair is "two" in the address: the router would quote a bare number.)
 */
export const GROUP_SIZES = {
  two: { min: 2, max: 2, label: '2' },
  '3-5': { min: 3, max: 5, label: '3–5' },
  '6-10': { min: 6, max: 10, label: '6–10' },
  '11+': { min: 11, max: Infinity, label: '11+' },
} as const;
export type GroupSize = keyof typeof GROUP_SIZES;

export interface GuideFilters {
  q?: string;
  players?: GroupSize;
  equipment?: Equipment;
  length?: Length;
}

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** Reads the filters from the address, dropping anything that is not one of the choices. */
export function parseGuideFilters(search: Record<string, unknown>): GuideFilters {
  const filters: GuideFilters = {};
  if (typeof search.q === 'string' && search.q.trim() !== '') filters.q = search.q.slice(0, 100);
  if (isOneOf(Object.keys(GROUP_SIZES) as GroupSize[], search.players))
    filters.players = search.players;
  if (isOneOf(EQUIPMENT, search.equipment)) filters.equipment = search.equipment;
  if (isOneOf(LENGTHS, search.length)) filters.length = search.length;
  return filters;
}

/** Lower case, accents gone, so "Kings cup", "king's cup" and "KINGS" all find the guide. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '');
}

/**
 * What a search looks through: the guide's words and its labels in the page's language, and on
 * a Danish page the English labels too (a Dane types "beer pong" or "cards" as often as "kort").
 */
function haystack(guide: GuideMeta, lang: Lang): string {
  const labels = (in_: Lang) => [
    ...guide.equipment.map((item) => equipmentLabel(item, in_)),
    lengthLabel(guide.length, in_),
  ];
  return fold(
    [
      guide.title,
      guide.blurb,
      guide.description,
      guide.slug.replace(/-/g, ' '),
      ...labels(lang),
      ...(lang === 'en' ? [] : labels('en')),
    ].join(' '),
  );
}

export function fitsGroup(guide: GuideMeta, size: GroupSize): boolean {
  const group = GROUP_SIZES[size];
  const max = guide.players.max ?? Infinity;
  return guide.players.min <= group.max && max >= group.min;
}

/** The guides that match every filter and every word of the search, in index order. */
export function filterGuides(
  guides: readonly GuideMeta[],
  filters: GuideFilters,
  lang: Lang = 'en',
): GuideMeta[] {
  const words = fold(filters.q ?? '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return guides.filter((guide) => {
    if (filters.players && !fitsGroup(guide, filters.players)) return false;
    if (filters.equipment && !guide.equipment.includes(filters.equipment)) return false;
    if (filters.length && guide.length !== filters.length) return false;
    if (words.length === 0) return true;
    const text = haystack(guide, lang);
    // Forgiving of spacing (U21): "beerpong" finds Beer pong, "kingscup" finds Kings cup.
    const joined = text.replace(/[^a-z0-9]+/g, '');
    return words.every((word) => text.includes(word) || joined.includes(word));
  });
}

export function hasFilters(filters: GuideFilters): boolean {
  return Boolean(filters.q || filters.players || filters.equipment || filters.length);
}
