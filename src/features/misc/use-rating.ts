import type { Spice } from '../../content/misc/types';
import { useSpiceLimit } from '../games';

/**
 * The table's choice, as the games keep it: the spice limit (1 mild, 2 cheeky, 3 anything), with
 * 18+ content only at "anything".
 */
export function useRating(): { spiceLimit: Spice; adults: boolean } {
  const spiceLimit = useSpiceLimit();
  return { spiceLimit, adults: spiceLimit === 3 };
}

export const SPICE_LABEL: Record<Spice, string> = { 1: 'mild', 2: 'cheeky', 3: 'anything' };
