import { squiffyPacks, type SquiffyPackSource } from '../../../content/games/squiffy';
import type { Lang } from '../../../lib/i18n';
import { loadedSquiffyDa } from './danish-deck';

/** The built-in packs a table in `lang` plays: the Danish ones once loaded (danish-deck.ts). */
export function squiffyPacksIn(lang: Lang): readonly SquiffyPackSource[] {
  const danish = loadedSquiffyDa();
  return lang === 'da' && danish ? danish : squiffyPacks;
}
