import { WORD_CATEGORIES } from '../../../content/games/word-guess';
import type { PackInfo } from '../core/packs';

/** The word categories as packs (for the bulk toggles): all free and mild; the game's own
 * category chooser picks among them. */
export function wordPacks(): readonly PackInfo[] {
  return WORD_CATEGORIES.map((c) => ({
    id: c.id,
    premium: false,
    explicit: false,
    spice: 1 as const,
  }));
}
