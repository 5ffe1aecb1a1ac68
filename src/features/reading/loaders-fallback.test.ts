import { describe, expect, it, vi } from 'vitest';
import { GUIDES } from '../../content/articles';
import type * as DanishGuides from '../../content/articles/da';
import { guidesIn, loadGuide } from './loaders';

// Every guide is written in Danish today, so the English stand-in for a guide that has no Danish
// entry yet is tested here with one Danish entry taken away: a new English guide must still open
// on a /da page, in English and marked so, until its Danish twin is written.
vi.mock('../../content/articles/da', async (original) => {
  const real = await original<typeof DanishGuides>();
  return { GUIDES_DA: real.GUIDES_DA.filter((guide) => guide.slug !== 'horse-race') };
});

describe('reading page loaders: a guide not yet written in Danish', () => {
  it('opens on a Danish page as the English guide, marked as English', async () => {
    const page = await loadGuide('horse-race', 'da');
    const english = GUIDES.find((guide) => guide.slug === 'horse-race');
    expect(page.lang).toBe('en');
    expect(page.meta).toBe(english);
    expect(page.meta.locale).toBe('en');
    expect(page.body.length).toBeGreaterThan(0);
    expect((await loadGuide('meyer', 'da')).lang).toBe('da');
  });

  it('is listed on Danish pages in English, in its English place', () => {
    const danish = guidesIn('da');
    expect(danish.map((guide) => guide.slug)).toEqual(GUIDES.map((guide) => guide.slug));
    expect(danish.find((guide) => guide.slug === 'horse-race')?.locale).toBe('en');
    expect(danish.find((guide) => guide.slug === 'meyer')?.locale).toBe('da');
  });
});
