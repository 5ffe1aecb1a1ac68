import { FACT_CATEGORIES, facts, type FactCategory } from '../../../content/games/more-or-less';
import type { PickerPack } from '../core/packs';

/** The fact categories as packs: all mild, all free, all on until the table switches one off. */
export const FACT_PACKS: readonly PickerPack[] = (
  Object.entries(FACT_CATEGORIES) as [FactCategory, (typeof FACT_CATEGORIES)[FactCategory]][]
).map(([id, category]) => ({
  id,
  name: category.name,
  description: category.description,
  premium: false,
  explicit: false,
  spice: 1,
  countLabel: `${facts.filter((f) => f.category === id).length} facts`,
}));
