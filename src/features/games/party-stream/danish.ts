import { partyStreamPacks, type PartyStreamPack } from '../../../content/games/party-stream';
import type { Lang } from '../../../lib/i18n';
import { loadedPartyStreamDa } from './danish-deck';

/** The built-in packs a table in `lang` plays: the Danish ones once loaded (danish-deck.ts). */
export function partyStreamPacksIn(lang: Lang): readonly PartyStreamPack[] {
  const danish = loadedPartyStreamDa();
  return lang === 'da' && danish ? danish : partyStreamPacks;
}
