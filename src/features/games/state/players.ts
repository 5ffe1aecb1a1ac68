import { playerFlagsKv, playersKv } from './kv';
import { useStoredQuery } from '../../../db';
import { type PlayerFlagMap, type PlayerFlags } from '../core/player-flags';
import { uniqueNames } from '../core/player-names';

// Player names and their flags (not drinking tonight, taken), shared by every game.

/** Player names, remembered across games and reloads. */
export function usePlayers(): string[] | undefined {
  return useStoredQuery(() => playersKv.read(), []);
}

export async function savePlayers(names: readonly string[]): Promise<void> {
  await playersKv.write(uniqueNames(names));
}

// Adds run one after another, each on the stored list, so names typed quickly are all kept.
let adding: Promise<void> = Promise.resolve();

/** Adds one name to the stored players (after any add still in flight). */
export function addPlayer(name: string): Promise<void> {
  adding = adding
    .catch(() => undefined)
    .then(async () => savePlayers([...(await playersKv.read()), name]));
  return adding;
}

/** Live: the player flags (not drinking tonight, taken). */
export function usePlayerFlags(): PlayerFlagMap | undefined {
  return useStoredQuery(() => playerFlagsKv.read(), []);
}

/** Sets one flag of one player; a player with neither flag is dropped from the map. */
export async function setPlayerFlag(
  name: string,
  flag: keyof PlayerFlags,
  on: boolean,
): Promise<void> {
  const flags = { ...(await playerFlagsKv.read()) };
  const next = { sober: false, taken: false, ...flags[name], [flag]: on };
  if (next.sober || next.taken) flags[name] = next;
  else delete flags[name];
  await playerFlagsKv.write(flags);
}
