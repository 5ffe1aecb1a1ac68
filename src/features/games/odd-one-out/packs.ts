import { ODD_ONE_OUT_CATEGORIES } from '../../../content/games/odd-one-out';
import type { PackInfo } from '../core/packs';

/** The word categories as packs (for the bulk toggles); the game's own Words setting picks
 * among them by spice, and the adults-only ones ask the table's age first. */
export function categoryPacks(): readonly PackInfo[] {
  return ODD_ONE_OUT_CATEGORIES.map((c) => ({
    id: c.id,
    premium: false,
    explicit: c.spice === 3,
    spice: c.spice,
  }));
}
