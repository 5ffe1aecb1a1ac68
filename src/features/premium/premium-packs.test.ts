import { describe, expect, it } from 'vitest';
import { categoryPacks } from '../../content/games/category';
import { charadesPacks } from '../../content/games/charades';
import { categorySets } from '../../content/games/country-island-city';
import { mostLikelyToPacks } from '../../content/games/most-likely-to';
import { neverHaveIEverPacks } from '../../content/games/never-have-i-ever';
import { truthOrDarePacks } from '../../content/games/truth-or-dare';
import { squiffyPacks } from '../../content/games/squiffy';
import { PREMIUM_PACKS } from './premium-packs';

describe('what premium unlocks', () => {
  it('lists every premium pack in every game, and nothing free', () => {
    const premium = [
      ...neverHaveIEverPacks.map((p) => ({ game: 'never-have-i-ever', p })),
      ...mostLikelyToPacks.map((p) => ({ game: 'most-likely-to', p })),
      ...truthOrDarePacks.map((p) => ({ game: 'truth-or-dare', p })),
      ...categoryPacks.map((p) => ({ game: 'category', p })),
      ...charadesPacks.map((p) => ({ game: 'charades', p })),
      ...categorySets.map((p) => ({ game: 'country-island-city', p })),
      ...squiffyPacks.map((p) => ({ game: 'squiffy', p })),
    ]
      .filter(({ p }) => p.premium)
      .map(({ game, p }) => `${game}/${p.id}/${p.name}`)
      .sort();
    expect(PREMIUM_PACKS.map((p) => `${p.game}/${p.packId}/${p.name}`).sort()).toEqual(premium);
    expect(premium.length).toBeGreaterThanOrEqual(6);
  });
});
