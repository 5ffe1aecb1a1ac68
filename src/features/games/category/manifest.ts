import { categoryPacks } from '../../../content/games/category';
import type { DrawGameManifest } from '../core/manifest';
import { GAME_DEFINITIONS } from '../definitions';

export const category: DrawGameManifest = {
  id: 'category',
  title: GAME_DEFINITIONS.category.title,
  collection: 'categoryPacks',
  packs: categoryPacks,
  lists: ['Categories'],
  howTo: 'Take turns naming one each before the clock runs out. Blank or repeat and you are out.',
  mixWeight: GAME_DEFINITIONS.category.mixWeight,
  render: (text) => ({ lead: 'Category', text }),
};
