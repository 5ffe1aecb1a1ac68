import type { OddOneOutCategory } from '../../../content/games/odd-one-out';
import { currentLang } from '../../../lib/i18n';

// Odd one out's Danish words (issue 39): a Danish page deals them, with the English categories'
// ids. The list is its own file, loaded by the route's loader before a Danish page draws (and by
// the join page's, so a Danish phone can take a seat at a Danish table), so an English page never
// downloads it. This file holds only the loader: the route that imports it carries no words.

let danish: readonly OddOneOutCategory[] | null = null;

/** Loads the Danish words (once). */
export async function loadOddOneOutDa(): Promise<readonly OddOneOutCategory[]> {
  if (!danish)
    danish = (await import('../../../content/games/da/odd-one-out')).ODD_ONE_OUT_CATEGORIES_DA;
  return danish;
}

/** The Danish words, once loaded. */
export function loadedOddOneOutDa(): readonly OddOneOutCategory[] | null {
  return danish;
}

/** A route's loader: on a Danish page, the Danish words; nothing on an English page. */
export function loadOddOneOutForPage(): Promise<unknown> | undefined {
  return currentLang() === 'da' ? loadOddOneOutDa() : undefined;
}
