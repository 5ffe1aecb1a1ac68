import { createContext, useContext } from 'react';
import type { Fact } from '../../../content/games/more-or-less';
import type { PlayerFlagMap } from '../core/player-flags';
import type { MolSession } from './session';

// What the three pages of more or less share, given by the layout that stays mounted while the
// table moves from team select to the game and the ending.

export interface MolStore {
  state: MolSession;
  commit: (next: MolSession) => void;
  /** The facts of the categories switched on (every fact when none is usable). */
  facts: readonly Fact[];
  /** Every fact by id, for cards dealt before a category was switched off. */
  byId: ReadonlyMap<string, Fact>;
  /** A category's name in the page's language. */
  categoryName: (category: Fact['category']) => string;
  /** The table's player names (may be empty). */
  players: readonly string[];
  /** The shared player flags (not drinking tonight, taken), by name. */
  flags: PlayerFlagMap;
}

export const MolContext = createContext<MolStore | null>(null);

export function useMol(): MolStore {
  const store = useContext(MolContext);
  if (!store) throw new Error('More or less pages render inside their layout.');
  return store;
}
