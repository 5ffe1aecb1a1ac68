import type { PartyStreamPack } from '../../../content/games/party-stream';
import { currentLang } from '../../../lib/i18n';

// Party stream's Danish deck (issue 39): a Danish page deals the Danish packs, with the English
// packs' ids (a table's pack choices carry over), each card's type, tags and rule length as data.
// The deck is its own file, loaded by the route's loader before a Danish page draws, so an
// English page never downloads it.
// This file holds only the loader, so the route that imports it carries no deck of either
// language into the first screen's code (danish.ts picks the deck a table plays).

let danish: readonly PartyStreamPack[] | null = null;

/** Loads the Danish packs (once). */
export async function loadPartyStreamDa(): Promise<readonly PartyStreamPack[]> {
  if (!danish) danish = (await import('../../../content/games/da/party-stream')).partyStreamPacksDa;
  return danish;
}

/** The Danish packs, once loaded. */
export function loadedPartyStreamDa(): readonly PartyStreamPack[] | null {
  return danish;
}

/** The route's loader: on a Danish page, the Danish deck; nothing on an English page. */
export function loadPartyStreamForPage(): Promise<unknown> | undefined {
  return currentLang() === 'da' ? loadPartyStreamDa() : undefined;
}
