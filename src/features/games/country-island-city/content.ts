import { categorySets } from '../../../content/games/country-island-city';
import type { CategorySetSource } from '../../../content/games/types';
import { currentLang, type Lang } from '../../../lib/i18n';
import { danishContent } from '../core/danish-content';

/** The column sets a table in `lang` plays: on a Danish page the Danish sets, once loaded. */
export function columnSets(lang: Lang = currentLang()): readonly CategorySetSource[] {
  return danishContent('country-island-city', lang) ?? categorySets;
}
