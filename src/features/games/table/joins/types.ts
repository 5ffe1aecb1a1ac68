import type { Lang } from '../../../../lib/i18n';
import type { TableCode } from '../payload';

/** What each table game does when a code is read: whether this phone can play it, where this
 * phone stands if it is already at that table (a code from further on catches it up, an older one
 * changes nothing), and taking a seat. */
export interface TableJoin {
  /** Why this phone cannot deal the game, in a plain sentence (or the language whose page can),
   * or null. */
  problem: (code: TableCode) => string | { lang: Lang } | null;
  /** The game's word for a turn, as its screens say it. */
  unit: 'turn' | 'round';
  /** This phone made this same table (it shows the code the others scan), and it is still on:
   * reading its own code must leave it the host, not seat it as a guest. */
  hosting: (code: TableCode) => Promise<boolean>;
  /** The turn this phone is on if it is seated at this same table, else null. */
  standing: (code: TableCode) => Promise<number | null>;
  /** Moves this phone, seated at this table, on to the code's turn. */
  catchUp: (code: TableCode) => Promise<void>;
  /** A game of this kind is under way on this phone (taking a seat ends it). */
  underWay: () => Promise<boolean>;
  sit: (code: TableCode, seat: number) => Promise<void>;
  /** Every phone plays the same part (category's shared categories): no seat to pick. */
  seatless?: true;
}
