/** 1 mild, 2 cheeky, 3 anything: the same scale as the games' spice limit. */
export type Spice = 1 | 2 | 3;

/** A dare or prompt that can be filtered by the players' spice limit and 18+ choice. */
export interface Rated {
  /** Stable: shared links carry it, so it never changes once published. */
  id: string;
  text: string;
  spice: Spice;
  /** 18+ content: sexual or explicit. Only ever at spice 3. */
  adult: boolean;
}

/**
 * What a table with this spice limit may see. 18+ items need the limit at "anything" and the
 * players' 18+ choice.
 */
export function allowed<T extends Rated>(
  items: readonly T[],
  spiceLimit: Spice,
  adults: boolean,
): T[] {
  return items.filter((item) => item.spice <= spiceLimit && (!item.adult || adults));
}
