import {
  FACT_CATEGORIES,
  facts as ENGLISH_FACTS,
  type Fact,
  type FactCategory,
} from '../../../content/games/more-or-less';
import { t, type Lang } from '../../../lib/i18n';
import { danishContent } from '../core/danish-content';
import type { PickerPack } from '../core/packs';
import { FACT_PACKS, factPacks } from './packs';

// The facts a table plays in its language: on a Danish page the Danish facts (loaded by the
// route before the page shows), otherwise and until then the English ones.

export interface FactSet {
  facts: readonly Fact[];
  byId: ReadonlyMap<string, Fact>;
  packs: readonly PickerPack[];
  categoryName: (category: FactCategory) => string;
}

const byIdOf = (facts: readonly Fact[]) => new Map(facts.map((f) => [f.id, f]));

const ENGLISH: FactSet = {
  facts: ENGLISH_FACTS,
  byId: byIdOf(ENGLISH_FACTS),
  packs: FACT_PACKS,
  categoryName: (c) => FACT_CATEGORIES[c].name,
};

let danish: FactSet | undefined;

export function factSet(lang: Lang): FactSet {
  const da = danishContent('more-or-less', lang);
  if (!da) return ENGLISH;
  danish ??= {
    facts: da.facts,
    byId: byIdOf(da.facts),
    packs: factPacks(da.categories, da.facts, (count) => t('facts.mol.count', { count })),
    categoryName: (c) => da.categories[c].name,
  };
  return danish;
}
