import * as v from 'valibot';
import { DEALT_KV_KEY, defineKv, EMPTY_DEALT, storedDealtSchema } from '../../../db';
import { playerFlagMapSchema } from '../core/player-flags';
import { GAME_IDS } from '../registry';

// The games' kv documents (docs/spec/games.md "Minigame state"), each defined once with its schema
// and default.

/** The game last opened; /go offers to continue it. */
export const currentGameKv = defineKv('currentGame', v.nullable(v.picklist(GAME_IDS)), null);
export const CURRENT_GAME_KEY = currentGameKv.key;
/** The pack the last prompt came from. */
export const currentPackKv = defineKv('currentPack', v.nullable(v.string()), null);
/** The last prompts shown, oldest first, shared by every game (docs/spec/games.md). */
export const memoryKv = defineKv('promptMemory', v.array(v.string()), []);
/** Fingerprints of every card this device has dealt, per deck, across nights (`core/draw.ts`
 * DealtHistory): the draw deals unseen cards first. Merged with the account's (src/db/dealt.ts). */
export const dealtKv = defineKv(DEALT_KV_KEY, storedDealtSchema, EMPTY_DEALT);
/** Player names, shared by every game. */
export const playersKv = defineKv('players', v.array(v.string()), []);
/** Per player: not drinking tonight, taken. Names without an entry have neither flag. */
export const playerFlagsKv = defineKv('playerFlags', playerFlagMapSchema, {});
/** Spice filter: 1 mild, 2 cheeky, 3 anything goes. */
export const spiceKv = defineKv('spiceLimit', v.picklist([1, 2, 3]), 3);
/** The table said everyone is 18 or older, once, before the first 18+ pack went on (G8). */
export const adultConfirmedKv = defineKv('adultConfirmed', v.boolean(), false);

export const KEYS = {
  currentGame: currentGameKv.key,
  currentPack: currentPackKv.key,
  memory: memoryKv.key,
  players: playersKv.key,
  spice: spiceKv.key,
} as const;
