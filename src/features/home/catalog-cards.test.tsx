import { afterEach, describe, expect, it } from 'vitest';
import { CATALOG } from '../../content/catalog';
import { loadLang, setCurrentLang } from '../../lib/i18n';
import { tileText } from './catalog-cards';

// The home page's tiles read in the page's language: the games from the games' own words, every
// other tile (the bars, the tools, the guides, the editor, the profile) from the catalogue.

describe('the home tiles', () => {
  afterEach(() => setCurrentLang('en'));

  it('show the catalog’s English words on an English page', () => {
    for (const entry of CATALOG) {
      if (entry.game) continue;
      expect(entry.tile, entry.path).toBeDefined();
      expect(tileText(entry)).toEqual({ title: entry.title, blurb: entry.blurb });
    }
  });

  it('are Danish on a Danish page, tools and guides included', async () => {
    await loadLang('da');
    setCurrentLang('da');
    for (const entry of CATALOG) {
      expect(tileText(entry).blurb, entry.path).not.toBe(entry.blurb);
    }
    const coin = CATALOG.find((entry) => entry.path === '/tools/coin-flip')!;
    expect(tileText(coin).title).toBe('Plat eller krone');
  });
});
