import type { SquiffyPackSource } from '../../../content/games/squiffy';
import { currentLang } from '../../../lib/i18n';

// Squiffy's Danish deck (issue 39): a Danish page deals the Danish packs, with the English packs'
// ids (a table's pack choices carry over) and every card's kind and tags as data. The deck is its
// own file, loaded by the route's loader before a Danish page draws, so an English page never
// downloads it.
// This file holds only the loader, so the route that imports it carries no deck of either
// language into the first screen's code (danish.ts picks the deck a table plays).

let danish: readonly SquiffyPackSource[] | null = null;

/** Loads the Danish packs (once). */
export async function loadSquiffyDa(): Promise<readonly SquiffyPackSource[]> {
  if (!danish) danish = (await import('../../../content/games/da/squiffy')).squiffyPacksDa;
  return danish;
}

/** The Danish packs, once loaded. */
export function loadedSquiffyDa(): readonly SquiffyPackSource[] | null {
  return danish;
}

/** The route's loader: on a Danish page, the Danish deck; nothing on an English page. */
export function loadSquiffyForPage(): Promise<unknown> | undefined {
  return currentLang() === 'da' ? loadSquiffyDa() : undefined;
}
