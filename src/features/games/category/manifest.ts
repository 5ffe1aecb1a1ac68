import { t, translate } from '../../../lib/i18n';
import { categoryPacks } from '../../../content/games/category';
import { fillSlot, type DrawGameManifest, type RenderedPrompt } from '../core/manifest';
import { addedPackLang } from '../core/own-packs';
import type { ShownPrompt } from '../core/session';
import { GAME_DEFINITIONS } from '../definitions';

export const category: DrawGameManifest = {
  id: 'category',
  title: GAME_DEFINITIONS.category.title,
  collection: 'categoryPacks',
  packs: categoryPacks,
  lists: ['Categories'],
  get howTo() {
    return t('game.category.howTo');
  },
  mixWeight: GAME_DEFINITIONS.category.mixWeight,
  render: (text) => ({ lead: t('game.category.lead'), text }),
};

/**
 * How a category card renders in `manifest` (the game's, with the players' own packs added): a
 * card from a player's own pack says "Category" in the language the pack is written in (a Danish
 * pack's says "Kategori" on an English page); any other card follows the page.
 */
export function renderCategory(manifest: Pick<DrawGameManifest, 'packs' | 'render'>) {
  return (text: string, list: number, prompt: ShownPrompt): RenderedPrompt => {
    const lang = addedPackLang(manifest, prompt.packId);
    if (!lang) return manifest.render(text, list);
    const filled = fillSlot(prompt.text, prompt.named, prompt.named2 ?? null, lang);
    return { lead: translate(lang, 'game.category.lead'), text: filled, lang };
  };
}
