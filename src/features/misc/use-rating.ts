import { useLiveQuery } from 'dexie-react-hooks';
import { readKeyValue } from '../../db';
import type { Spice } from '../../content/misc/types';
import { GAME_KV_KEYS } from '../games';

/**
 * The table's choice, as the games keep it: the spice limit (1 mild, 2 cheeky, 3 anything, the
 * games' default), with 18+ content only at "anything". `ready` stays false until the stored
 * choice is read, so a mild table never glimpses a spicier dare first.
 */
export function useRating(): { spiceLimit: Spice; adults: boolean; ready: boolean } {
  const stored = useLiveQuery(async () => (await readKeyValue<Spice>(GAME_KV_KEYS.spice)) ?? 3, []);
  const spiceLimit = stored ?? 3;
  return { spiceLimit, adults: spiceLimit === 3, ready: stored !== undefined };
}

export const SPICE_LABEL: Record<Spice, string> = { 1: 'mild', 2: 'cheeky', 3: 'anything' };
