import {
  FACT_CATEGORIES,
  facts,
  type Fact,
  type FactCategory,
} from '../../../content/games/more-or-less';
import type { PickerPack } from '../core/packs';

type Categories = Readonly<Record<FactCategory, { name: string; description: string }>>;

/**
 * The fact categories as packs: all mild, all free, all on until the table switches one off.
 * `countLabel` words the number of facts in the table's language.
 */
export function factPacks(
  categories: Categories,
  all: readonly Fact[],
  countLabel: (count: number) => string,
): readonly PickerPack[] {
  return (Object.entries(categories) as [FactCategory, Categories[FactCategory]][]).map(
    ([id, category]) => ({
      id,
      name: category.name,
      description: category.description,
      premium: false,
      explicit: false,
      spice: 1,
      countLabel: countLabel(all.filter((f) => f.category === id).length),
    }),
  );
}

/** The English fact packs. */
export const FACT_PACKS: readonly PickerPack[] = factPacks(
  FACT_CATEGORIES,
  facts,
  (n) => `${n} facts`,
);
