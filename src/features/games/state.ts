import * as v from 'valibot';
import { db, defineKv, mutate, useStoredQuery, whenDatabaseOpen } from '../../db';
import { MEMORY_SIZE } from './core/draw';
import {
  addedPacks,
  likedPackId,
  likedPacks,
  ownPackId,
  ownPackSource,
  toOwnPack,
  type OwnPack,
} from './core/own-packs';
import { playerFlagMapSchema, type PlayerFlagMap, type PlayerFlags } from './core/player-flags';
import { uniqueNames } from './core/player-names';
import {
  bulkChanges,
  decideToggle,
  type PackInfo,
  type PackStates,
  type SpiceLimit,
} from './core/packs';
import { DRAW_GAME_IDS, GAME_IDS, GAMES, type GameDefinition, type GameId } from './registry';

// The games feature's one data seam (docs/architecture.md): every read and write of game state goes through
// here. Components use the hooks and call these functions; they never touch Dexie.

// kv documents (docs/spec/games.md "Minigame state"), each defined once with its schema and default.

/** The game last opened; /go offers to continue it. */
export const currentGameKv = defineKv('currentGame', v.nullable(v.picklist(GAME_IDS)), null);
export const CURRENT_GAME_KEY = currentGameKv.key;
/** The pack the last prompt came from. */
export const currentPackKv = defineKv('currentPack', v.nullable(v.string()), null);
/** The last prompts shown, oldest first, shared by every game (docs/spec/games.md). */
export const memoryKv = defineKv('promptMemory', v.array(v.string()), []);
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
  return [...builtIn, ...(await readAddedPacks()).map((pack) => ownPackSource(pack, lists))];
}

// Your own packs ---------------------------------------------------------------------------------

/** The packs saved in the editor on this device that have something to deal, newest first. */
export async function readOwnPacks(): Promise<OwnPack[]> {
  const rows = await db().userPacks.orderBy('updatedAt').reverse().toArray();
  return rows.map(toOwnPack).filter((pack): pack is OwnPack => pack !== null);
}

/** Live: your own packs; undefined until the first read. */
export function useOwnPacks(): OwnPack[] | undefined {
  return useStoredQuery(readOwnPacks, []);
}

// Liked community packs ------------------------------------------------------------------------

/**
 * The community packs liked on this device whose whole pack is cached here, most recently liked
 * first, without your own packs (those are dealt as yours).
 */
export async function readLikedPacks(): Promise<OwnPack[]> {
  const database = db();
  const likes = (await database.packLikes.toArray()).filter((like) => like.liked);
  if (likes.length === 0) return [];
  const ids = likes.map((like) => like.packId);
  const [cached, own] = await Promise.all([
    database.packCache.bulkGet(ids),
    database.userPacks.bulkGet(ids),
  ]);
  const cache = new Map(cached.flatMap((row) => (row ? [[row.id, row] as const] : [])));
  const ownIds = new Set(own.flatMap((row) => (row ? [row.id] : [])));
  return likedPacks(likes, cache, ownIds);
}

/** Your own packs, then the liked ones: what the games that take packs add to theirs. */
export async function readAddedPacks(): Promise<OwnPack[]> {
  const [own, liked] = await Promise.all([readOwnPacks(), readLikedPacks()]);
  return addedPacks(own, liked);
}

/** Live: your own and liked packs; undefined until the first read. */
export function useAddedPacks(): OwnPack[] | undefined {
  return useStoredQuery(readAddedPacks, []);
}

/** The games a pack from the editor or the gallery can join, in registry order. */
export const GAMES_TAKING_PACKS: readonly GameId[] = GAME_IDS.filter(
  (id) => (GAMES[id] as GameDefinition).ownPacks === true,
);

/**
 * A pack page's "Add to a game": switches the pack on in `game`. Your own pack joins as yours;
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

// Pack states ------------------------------------------------------------------------------------

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

/** docs/spec/games.md: every mixed pack takes its source pack's flag, by position. */
export async function syncPacksToMix(): Promise<number> {
  const [{ DRAW_GAMES }, { mixedPacks, syncToMixChanges }] = await Promise.all([
    import('./mix/draw-games'),
    import('./mix/mix'),
  ]);
  const gameStates = new Map(
    await Promise.all(DRAW_GAMES.map(async (g) => [g.id, await readPackStates(g.id)] as const)),
  );
  const changes = syncToMixChanges(mixedPacks(DRAW_GAMES), gameStates, await readPackStates('mix'));
  await writePackStates('mix', changes);
  return changes.length;
}

// Settings ---------------------------------------------------------------------------------------

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

export function useCurrentPack(): string | null {
  return currentPackKv.use();
}

export async function selectGame(game: GameId): Promise<void> {
  await currentGameKv.write(game);
}

// Memory and sessions ----------------------------------------------------------------------------

export async function readMemory(): Promise<string[]> {
  return (await memoryKv.read()).slice(-MEMORY_SIZE);
}

export async function readSession(game: GameId): Promise<unknown> {
  return (await db().gameSessions.get(game))?.state;
}

export interface SessionWrite {
  game: GameId;
  state: unknown;
  /** After a draw: the memory to keep (oldest first) and the pack that became current. */
  memory?: readonly string[];
  currentPack?: string;
}

/** Session writes under way: the page's last moment stops them (writeSessionsAtUnload). */
const writing = new Set<{ abort: () => void }>();

/**
 * Stores a game's state, and after a draw the prompt memory and current pack, in one
 * transaction: after a reload the game, the memory and the pack agree.
 */
export async function writeSession(write: SessionWrite): Promise<void> {
  const database = db();
  let underWay: { abort: () => void } | undefined;
  try {
    await database.transaction('rw', [database.gameSessions, database.kv], async (transaction) => {
      underWay = transaction;
      writing.add(transaction);
      // The current game and pack rarely change between two deals: they are read (cheap) and
      // written only when they differ, so a save stores two records, not four, and pages that
      // show them (/go, the game header) are not told of a change that did not happen.
      const [game, pack] = await Promise.all([
        currentGameKv.read(database),
        write.currentPack === undefined ? undefined : currentPackKv.read(database),
      ]);
      await database.gameSessions.put({
        game: write.game,
        state: write.state,
        updatedAt: new Date().toISOString(),
      });
      if (game !== write.game) await currentGameKv.write(write.game, database);
      if (write.memory) await memoryKv.write([...write.memory], database);
      if (write.currentPack !== undefined && pack !== write.currentPack) {
        await currentPackKv.write(write.currentPack, database);
      }
    });
  } finally {
    if (underWay) writing.delete(underWay);
  }
}

/**
 * The same writes, issued before this returns: for the page's last moment (pagehide), where
 * `writeSession` would first wait for its reads and the unload could cut it off. Its requests are
 * all made at once and the transaction is committed without waiting for more. Pages are not told
 * of the change (the page is going). False when the database is not open.
 *
 * A `writeSession` still under way is stopped first: it holds the same stores while it waits for
 * answers this page will not be there to take, so these writes would queue behind it and go down
 * with it when the page closes. `writes` carries what it was writing (the caller's unstored
 * writes), so nothing is lost by stopping it.
 */
export function writeSessionsAtUnload(writes: readonly SessionWrite[]): boolean {
  const database = db();
  const last = writes.at(-1);
  if (!last || !database.isOpen()) return false;
  for (const transaction of writing) {
    try {
      transaction.abort();
    } catch {
      // It had already finished.
    }
  }
  writing.clear();
  const transaction = database
    .backendDB()
    .transaction([database.gameSessions.name, database.kv.name], 'readwrite');
  const sessions = transaction.objectStore(database.gameSessions.name);
  const kv = transaction.objectStore(database.kv.name);
  const updatedAt = new Date().toISOString();
  for (const write of writes) {
    sessions.put({ game: write.game, state: write.state, updatedAt });
    if (write.memory) kv.put({ key: memoryKv.key, value: [...write.memory] });
    if (write.currentPack !== undefined)
      kv.put({ key: currentPackKv.key, value: write.currentPack });
  }
  kv.put({ key: currentGameKv.key, value: last.game });
  // Without commit() (older browsers) it commits once these requests are done.
  if ('commit' in transaction) transaction.commit();
  return true;
}

export async function clearSession(game: GameId): Promise<void> {
  await db().gameSessions.delete(game);
}

// Feedback ---------------------------------------------------------------------------------------

export interface FeedbackInput {
  game: GameId;
  positive: boolean;
  text: string;
  user: string;
  now?: Date;
}

/**
 * docs/spec/games.md feedback record, keyed by the current date string, stored through the one write path so
 * it reaches the server later. The server needs a non-empty text, so a bare thumb is sent as
 * "Thumbs up" or "Thumbs down". Resolves with the outbox op's id, so a page can say whether the
 * feedback has left the device.
 */
export async function sendFeedback(input: FeedbackInput): Promise<string> {
  // A game page paints before the database opens: a note sent that early is kept once it is.
  await whenDatabaseOpen();
  const now = input.now ?? new Date();
  const record = {
    key: now.toDateString(),
    time: now.toISOString(),
    feedback: input.text.trim().slice(0, 2000) || (input.positive ? 'Thumbs up' : 'Thumbs down'),
    user: input.user.slice(0, 80),
    positive: input.positive,
    game: input.game,
  };
  const operation = await mutate({
    type: 'feedback.create',
    payload: record,
    tables: [db().feedback],
    apply: () => db().feedback.add({ ...record }),
  });
  return operation.id;
}
