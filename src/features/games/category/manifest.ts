import { t } from '../../../lib/i18n';
import { categoryPacks } from '../../../content/games/category';
import type { DrawGameManifest } from '../core/manifest';
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
