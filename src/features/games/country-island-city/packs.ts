import { categorySets } from '../../../content/games/country-island-city';
import type { PackInfo } from '../core/packs';

/** The column sets as packs: never 18+, always mild; premium sets stay locked. */
export function columnSetPacks(): readonly PackInfo[] {
  return categorySets.map((set) => ({
    id: set.id,
    premium: set.premium,
    explicit: false,
    spice: 1 as const,
  }));
}
