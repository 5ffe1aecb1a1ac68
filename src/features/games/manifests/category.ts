import { categoryPacks } from '../../../content/games/category';
import type { DrawGameManifest } from '../manifest';

export const category: DrawGameManifest = {
  id: 'category',
  title: 'Category',
  collection: 'categoryPacks',
  packs: categoryPacks,
  lists: ['Categories'],
  howTo: 'Take turns naming one each before the clock runs out. Blank or repeat and you are out.',
  mixWeight: 2,
  render: (text) => ({ lead: 'Category', text }),
};
