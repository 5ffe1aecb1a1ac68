import { useLiveQuery } from 'dexie-react-hooks';
import type { Spice } from '../../content/misc/types';
import { spiceLimitSetting } from '../games';

/**
 * The table's choice, as the games keep it: the spice limit (1 mild, 2 cheeky, 3 anything, the
 * games' default), with 18+ content only at "anything". `ready` stays false until the stored
 * choice is read, so a mild table never glimpses a spicier dare first.
 */
export function useRating(): { spiceLimit: Spice; adults: boolean; ready: boolean } {
  const stored: Spice | undefined = useLiveQuery(() => spiceLimitSetting.read(), []);
  const spiceLimit = stored ?? 3;
  return { spiceLimit, adults: spiceLimit === 3, ready: stored !== undefined };
}

export const SPICE_LABEL: Record<Spice, string> = { 1: 'mild', 2: 'cheeky', 3: 'anything' };
