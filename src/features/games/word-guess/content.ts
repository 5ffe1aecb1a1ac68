import { WORD_CATEGORIES, type WordCategory } from '../../../content/games/word-guess';
import { currentLang, type Lang } from '../../../lib/i18n';
import { danishContent } from '../core/danish-content';

/** The word categories a table in `lang` plays: on a Danish page the Danish words, once loaded. */
export function wordCategories(lang: Lang = currentLang()): readonly WordCategory[] {
  return danishContent('word-guess', lang) ?? WORD_CATEGORIES;
}
