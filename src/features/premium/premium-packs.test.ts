import { describe, expect, it } from 'vitest';
import { categoryPacks } from '../../content/games/category';
import { charadesPacks } from '../../content/games/charades';
import { categorySets } from '../../content/games/country-island-city';
import { mostLikelyToPacks } from '../../content/games/most-likely-to';
import { neverHaveIEverPacks } from '../../content/games/never-have-i-ever';
import { truthOrDarePacks } from '../../content/games/truth-or-dare';
import { squiffyPacks } from '../../content/games/squiffy';
import { categoryPacksDa } from '../../content/games/da/category';
import { charadesPacksDa } from '../../content/games/da/charades';
import { categorySetsDa } from '../../content/games/da/country-island-city';
import { mostLikelyToPacksDa } from '../../content/games/da/most-likely-to';
import { neverHaveIEverPacksDa } from '../../content/games/da/never-have-i-ever';
import { truthOrDarePacksDa } from '../../content/games/da/truth-or-dare';
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

  it('names each premium pack on Danish pages as the Danish deck does', () => {
    const danish: Record<string, readonly { id: string; name: string }[]> = {
      'never-have-i-ever': neverHaveIEverPacksDa,
      'most-likely-to': mostLikelyToPacksDa,
      'truth-or-dare': truthOrDarePacksDa,
      category: categoryPacksDa,
      charades: charadesPacksDa,
      'country-island-city': categorySetsDa,
    };
    for (const pack of PREMIUM_PACKS) {
      const deck = danish[pack.game]?.find((p) => p.id === pack.packId);
      expect(deck?.name, `${pack.game}/${pack.packId}`).toBe(pack.da.name);
      expect(pack.da.description).not.toBe(pack.description);
    }
  });
});
