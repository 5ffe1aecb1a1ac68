import { adultConfirmedKv, currentGameKv, currentPackKv, spiceKv } from './kv';
import { type SpiceLimit } from '../core/packs';
import type { GameId } from '../registry';

// The table's settings: the spice filter, the 18+ answer, the current game and pack.

export function useSpiceLimit(): SpiceLimit {
  return spiceKv.use();
}

export async function setSpiceLimit(limit: SpiceLimit): Promise<void> {
  await spiceKv.write(limit);
}

export function useAdultConfirmed(): boolean {
  return adultConfirmedKv.use();
}

export async function confirmAdult(): Promise<void> {
  await adultConfirmedKv.write(true);
}

export function useCurrentPack(): string | null {
  return currentPackKv.use();
}

export async function selectGame(game: GameId): Promise<void> {
  await currentGameKv.write(game);
}
