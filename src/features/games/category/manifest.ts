import { categoryPacks } from '../../../content/games/category';
import type { DrawGameManifest } from '../core/manifest';
import { GAMES } from '../registry';

export const category: DrawGameManifest = {
  id: 'category',
  title: GAMES.category.title,
  collection: 'categoryPacks',
  packs: categoryPacks,
  lists: ['Categories'],
  howTo: 'Take turns naming one each before the clock runs out. Blank or repeat and you are out.',
  mixWeight: GAMES.category.mixWeight,
  render: (text) => ({ lead: 'Category', text }),
};
