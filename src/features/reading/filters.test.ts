import { describe, expect, it } from 'vitest';
import type { GuideMeta } from '../../content/reading/types';
import { loadLang } from '../../lib/i18n';
import { filterGuides, fitsGroup, fold, hasFilters, parseGuideFilters } from './filters';

function guide(slug: string, over: Partial<GuideMeta>): GuideMeta {
  return {
    slug,
    title: slug,
    blurb: `About ${slug}.`,
    description: `How to play ${slug}.`,
    locale: 'en',
    updated: '2026-11-24',
    players: { min: 2 },
    equipment: ['nothing'],
    length: 'round',
    ...over,
  };
}

const GUIDES: GuideMeta[] = [
  guide('beer-pong', {
    title: 'Beer pong',
    players: { min: 2, max: 4 },
    equipment: ['cups', 'ping-pong-balls'],
    length: 'round',
  }),
  guide('kings-cup', {
    title: "King's cup",
    blurb: 'Draw a card, follow its rule.',
    players: { min: 3, max: 10 },
    equipment: ['playing-cards', 'cups'],
    length: 'evening',
  }),
  guide('charades', {
    title: 'Charades',
    players: { min: 4 },
    equipment: ['phone'],
    length: 'quick',
  }),
  guide('meyer', {
    title: 'Meyer',
    description: 'The Danish bluffing game with two dice.',
    players: { min: 3, max: 10 },
    equipment: ['dice'],
    length: 'round',
  }),
];

const slugs = (list: GuideMeta[]) => list.map((g) => g.slug);

describe('the guide filters of /articles', () => {
  it('shows every guide with no search or filter', () => {
    expect(slugs(filterGuides(GUIDES, {}))).toEqual([
      'beer-pong',
      'kings-cup',
      'charades',
      'meyer',
    ]);
    expect(hasFilters({})).toBe(false);
  });

  it('finds a guide by any word of its title, blurb, description or kit, ignoring case and apostrophes', () => {
    expect(slugs(filterGuides(GUIDES, { q: 'kings' }))).toEqual(['kings-cup']);
    expect(slugs(filterGuides(GUIDES, { q: "KING'S Cup" }))).toEqual(['kings-cup']);
    expect(slugs(filterGuides(GUIDES, { q: 'danish' }))).toEqual(['meyer']);
    expect(slugs(filterGuides(GUIDES, { q: 'ping-pong' }))).toEqual(['beer-pong']);
    // typed without the space, as people search for it
    expect(slugs(filterGuides(GUIDES, { q: 'beerpong' }))).toEqual(['beer-pong']);
    expect(slugs(filterGuides(GUIDES, { q: 'Kingscup' }))).toEqual(['kings-cup']);
    expect(slugs(filterGuides(GUIDES, { q: 'cups' }))).toEqual(['beer-pong', 'kings-cup']);
    // Every word must match.
    expect(slugs(filterGuides(GUIDES, { q: 'cups card' }))).toEqual(['kings-cup']);
    expect(filterGuides(GUIDES, { q: 'bowling' })).toEqual([]);
  });

  it('keeps the guides whose player range fits the group', () => {
    expect(slugs(filterGuides(GUIDES, { players: 'two' }))).toEqual(['beer-pong']);
    expect(slugs(filterGuides(GUIDES, { players: '11+' }))).toEqual(['charades']);
    expect(slugs(filterGuides(GUIDES, { players: '6-10' }))).toEqual([
      'kings-cup',
      'charades',
      'meyer',
    ]);
    expect(fitsGroup(GUIDES[0]!, '3-5')).toBe(true);
  });

  it('filters by what the group has and by length, and combines every filter', () => {
    expect(slugs(filterGuides(GUIDES, { equipment: 'cups' }))).toEqual(['beer-pong', 'kings-cup']);
    expect(slugs(filterGuides(GUIDES, { length: 'quick' }))).toEqual(['charades']);
    expect(slugs(filterGuides(GUIDES, { equipment: 'cups', length: 'evening' }))).toEqual([
      'kings-cup',
    ]);
    expect(filterGuides(GUIDES, { equipment: 'cups', players: '11+' })).toEqual([]);
  });

  it('reads only known choices from the address', () => {
    expect(
      parseGuideFilters({ q: 'pong', players: '3-5', equipment: 'dice', length: 'quick' }),
    ).toEqual({ q: 'pong', players: '3-5', equipment: 'dice', length: 'quick' });
    expect(
      parseGuideFilters({ q: '  ', players: '7', equipment: 'sword', length: 42, other: 'x' }),
    ).toEqual({});
    expect(hasFilters(parseGuideFilters({ length: 'round' }))).toBe(true);
  });

  it('on a Danish page, finds a guide by its kit in Danish or in English', async () => {
    await loadLang('da');
    const slugs = (q: string) => filterGuides(GUIDES, { q }, 'da').map((found) => found.slug);
    expect(slugs('terninger')).toContain('meyer');
    expect(slugs('dice')).toContain('meyer');
    expect(slugs('terninger')).not.toContain('beer-pong');
    expect(filterGuides(GUIDES, { q: 'terninger' }, 'en')).toEqual([]);
  });

  it('folds accents so a search typed without them still finds the game', () => {
    expect(fold('Kævle Café')).toBe('kævle cafe');
  });
});
