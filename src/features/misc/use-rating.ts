import { useLiveQuery } from 'dexie-react-hooks';
import type { MessageKey } from '../../lib/i18n';
import type { Spice } from '../../content/misc/types';
import { adultConfirmedSetting, spiceLimitSetting } from '../games';

/**
 * The table's choice, as the games keep it: the spice limit (1 mild, 2 cheeky, 3 anything, the
 * games' default), with 18+ content only at "anything" and only once someone at the table has
 * confirmed everyone is an adult (the games ask that once, the first time an 18+ pack is switched
 * on). `ready` stays false until both are read, so a mild table never glimpses a spicier dare first.
 */
export function useRating(): { spiceLimit: Spice; adults: boolean; ready: boolean } {
  const stored = useLiveQuery(
    async () => ({
      spice: await spiceLimitSetting.read(),
      adultConfirmed: await adultConfirmedSetting.read(),
    }),
    [],
  );
  const spiceLimit: Spice = stored?.spice ?? 3;
  return {
    spiceLimit,
    adults: spiceLimit === 3 && (stored?.adultConfirmed ?? false),
    ready: stored !== undefined,
  };
}

export const SPICE_LABEL = {
  1: 'misc.spice.1',
  2: 'misc.spice.2',
  3: 'misc.spice.3',
} as const satisfies Record<Spice, MessageKey>;
