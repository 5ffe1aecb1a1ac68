import { currentGameKv } from './kv';
import { readAddedPacks } from './added-packs';
import { db, mutate, useStoredQuery } from '../../../db';
import { likedPackId, ownPackId, ownPackSource, packJoins } from '../core/own-packs';
import {
  bulkChanges,
  decideToggle,
  mildNightChanges,
  type PackInfo,
  type PackStates,
} from '../core/packs';
import { DRAW_GAME_IDS, GAME_IDS, GAMES, type GameDefinition, type GameId } from '../registry';

// Which packs are on, per game (docs/spec/games.md "Drawing a prompt"): reads, the switches and
// their refusals, bulk toggles, mix following its source packs, and adding a pack to a game.

/** docs/spec/games.md: setting a pack applies to the current game; with no game selected it fails. */
export class NoGameSelectedError extends Error {
  constructor() {
    super('No game is selected, so there is no pack to set.');
    this.name = 'NoGameSelectedError';
  }
}

export type ToggleResult = 'changed' | 'unchanged' | 'refused-last-active' | 'refused-locked';

/**
 * Each game's packs, loaded on demand so a game page never pulls in the other games' content,
 * followed by your own and liked packs where the game takes them.
 */
export async function loadPackInfo(game: GameId): Promise<readonly PackInfo[]> {
  const definition: { packs: () => Promise<readonly PackInfo[]>; ownPacks?: boolean } = GAMES[game];
  const builtIn = await definition.packs();
  if (!definition.ownPacks) return builtIn;
  const lists = game === 'truth-or-dare' ? 2 : 1;
  const added = (await readAddedPacks()).filter((pack) => packJoins(pack, game));
  return [...builtIn, ...added.map((pack) => ownPackSource(pack, lists))];
}

/** The games a pack from the editor or the gallery can join, in registry order. */
export const GAMES_TAKING_PACKS: readonly GameId[] = GAME_IDS.filter(
  (id) => (GAMES[id] as GameDefinition).ownPacks === true,
);

/**
 * A pack page's "Add to a game": switches the pack on in `game` (one the pack is for: a pack
 * never joins a game it does not fit, `packJoins`). Your own pack joins as yours;
 * anyone else's joins as a liked pack, so it must be liked and cached on this device first (the
 * pack page likes it). 'unchanged' when it was already on there.
 */
export async function addPackToGame(
  game: GameId,
  packId: string,
): Promise<'changed' | 'unchanged'> {
  if (!GAMES_TAKING_PACKS.includes(game)) throw new Error(`${game} does not take added packs`);
  const own = (await db().userPacks.get(packId)) !== undefined;
  // Added packs are never premium, so neither refusal can apply to switching one on.
  const result = await setPackActiveFor(
    game,
    own ? ownPackId(packId) : likedPackId(packId),
    true,
    false,
  );
  return result === 'changed' ? 'changed' : 'unchanged';
}

export async function readPackStates(game: GameId): Promise<Map<string, boolean>> {
  const rows = await db().packStates.where('game').equals(game).toArray();
  return new Map(rows.map((row) => [row.packId, row.active]));
}

/** Live stored flags of one game's packs; undefined until the first read. */
export function usePackStates(game: GameId): PackStates | undefined {
  return useStoredQuery(() => readPackStates(game), [game]);
}

/** Writes flags through the one write path, so they follow a signed-in user (`pack-state.set`). */
async function writePackStates(
  game: GameId,
  changes: readonly { packId: string; active: boolean }[],
): Promise<void> {
  for (const { packId, active } of changes) {
    await mutate({
      type: 'pack-state.set',
      payload: { game, packId, active },
      tables: [db().packStates],
      apply: () =>
        db().packStates.put({ game, packId, active, updatedAt: new Date().toISOString() }),
    });
  }
}

/** Switches one pack of `game` on or off, following docs/spec/games.md refusal rules. */
export async function setPackActiveFor(
  game: GameId,
  packId: string,
  active: boolean,
  premium: boolean,
): Promise<ToggleResult> {
  const packs = await loadPackInfo(game);
  const decision = decideToggle(packs, await readPackStates(game), premium, packId, active);
  if (decision.kind === 'unchanged') return 'unchanged';
  if (decision.kind === 'refused') {
    if (decision.reason === 'unknown-pack') throw new Error(`${game} has no pack ${packId}`);
    return decision.reason === 'locked' ? 'refused-locked' : 'refused-last-active';
  }
  await writePackStates(game, [decision]);
  return 'changed';
}

/** docs/spec/games.md "Setting a pack applies to the current game; with no game selected it fails." */
export async function setPackActive(
  packId: string,
  active: boolean,
  premium: boolean,
): Promise<ToggleResult> {
  const game = await currentGameKv.read();
  if (!game) throw new NoGameSelectedError();
  return setPackActiveFor(game, packId, active, premium);
}

/** docs/spec/games.md bulk toggle: the current game, or every game at once. Returns how many flags moved. */
export async function setAllPacks(
  active: boolean,
  premium: boolean,
  scope: GameId | 'all-games',
): Promise<number> {
  const games: GameId[] = scope === 'all-games' ? [...DRAW_GAME_IDS, 'mix'] : [scope];
  let changed = 0;
  for (const game of games) {
    const changes = bulkChanges(
      await loadPackInfo(game),
      await readPackStates(game),
      premium,
      active,
    );
    await writePackStates(game, changes);
    changed += changes.length;
  }
  return changed;
}

/**
 * Premium has just started: every premium pack that nobody switched on or off yet is switched on
 * in its game (and Mix), so the packs just paid for deal at once. Through the one write path, so
 * the account's other devices follow. 18+ packs stay a table's own choice. How many it switched.
 */
export async function switchOnPremiumPacks(): Promise<number> {
  let changed = 0;
  for (const game of GAME_IDS) {
    const states = await readPackStates(game);
    const changes = (await loadPackInfo(game))
      .filter((pack) => pack.premium && !pack.explicit && !states.has(pack.id))
      .map((pack) => ({ packId: pack.id, active: true }));
    await writePackStates(game, changes);
    changed += changes.length;
  }
  return changed;
}

/** "Mild night" in one game (`mildNightChanges`): how many packs it switched. */
export async function setMildNight(game: GameId, premium: boolean): Promise<number> {
  const changes = mildNightChanges(await loadPackInfo(game), await readPackStates(game), premium);
  await writePackStates(game, changes);
  return changes.length;
}

/** docs/spec/games.md: every mixed pack takes its source pack's flag, by position. */
export async function syncPacksToMix(): Promise<number> {
  const [{ allMixedPacks, DRAW_GAMES }, { syncToMixChanges }] = await Promise.all([
    import('../mix/draw-games'),
    import('../mix/mix'),
  ]);
  const games = [...DRAW_GAMES.map((g) => g.id), 'party-stream' as const];
  const gameStates = new Map(
    await Promise.all(games.map(async (id) => [id, await readPackStates(id)] as const)),
  );
  const changes = syncToMixChanges(allMixedPacks(), gameStates, await readPackStates('mix'));
  await writePackStates('mix', changes);
  return changes.length;
}
