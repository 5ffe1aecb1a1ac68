import { squiffyPacks, type SquiffyPackSource } from '../../../content/games/squiffy';
import { currentLang, type Lang } from '../../../lib/i18n';

// Squiffy's Danish deck (issue 39): a Danish page deals the Danish packs, with the English packs'
// ids (a table's pack choices carry over) and every card's kind and tags as data. The deck is its
// own file, loaded by the route's loader before a Danish page draws, so an English page never
// downloads it.

let danish: readonly SquiffyPackSource[] | null = null;

/** Loads the Danish packs (once). */
export async function loadSquiffyDa(): Promise<readonly SquiffyPackSource[]> {
  if (!danish) danish = (await import('../../../content/games/da/squiffy')).squiffyPacksDa;
  return danish;
}

/** The built-in packs a table in `lang` plays: the Danish ones once loaded. */
export function squiffyPacksIn(lang: Lang): readonly SquiffyPackSource[] {
  return lang === 'da' && danish ? danish : squiffyPacks;
}

/** The route's loader: on a Danish page, the Danish deck; nothing on an English page. */
export function loadSquiffyForPage(): Promise<unknown> | undefined {
  return currentLang() === 'da' ? loadSquiffyDa() : undefined;
}
