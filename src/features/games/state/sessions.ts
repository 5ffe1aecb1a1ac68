import { currentGameKv, currentPackKv, dealtKv, memoryKv } from './kv';
import {
  activeUser,
  db,
  dealtDelta,
  mergeStoredDealt,
  nextOutboxId,
  type StoredDealt,
} from '../../../db';
import { MEMORY_SIZE } from '../core/draw';
import type { GameId } from '../registry';

// The prompt memory and each game's saved session: written in pauses, and at the page's last moment.

export async function readMemory(): Promise<string[]> {
  return (await memoryKv.read()).slice(-MEMORY_SIZE);
}

/** Fingerprints of every card dealt on this device, per deck (none when unreadable). */
export async function readDealt(): Promise<StoredDealt> {
  return dealtKv.read();
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
  /** After a draw, when the device keeps one: every card dealt (fingerprints, per deck). */
  dealt?: StoredDealt;
}

/**
 * Stores the dealt cards merged with what is stored (another tab, or the account's decks pulled
 * meanwhile, stay), and for a signed-in user queues what is new as dealt.merge ops in the same
 * transaction, so the account's other devices learn of it (src/db/dealt.ts dealtDelta).
 */
async function storeDealt(dealt: StoredDealt): Promise<void> {
  const database = db();
  const before = await dealtKv.read(database);
  const merged = mergeStoredDealt(before, dealt);
  await dealtKv.write(merged, database);
  const userId = activeUser.get().userId;
  if (!userId) return;
  for (const payload of dealtDelta(before, merged)) {
    await database.outbox.add({
      id: await nextOutboxId(database),
      type: 'dealt.merge',
      payload,
      userId,
      createdAt: new Date().toISOString(),
      attempts: 0,
    });
  }
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
    const tables = [database.gameSessions, database.kv, database.outbox];
    await database.transaction('rw', tables, async (transaction) => {
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
      if (write.dealt) await storeDealt(write.dealt);
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
    // Kept as it is on screen, not merged (no reads here); cards dealt since the last save are
    // stored but not sent to the account (sync/README.md "Known gaps").
    if (write.dealt) kv.put({ key: dealtKv.key, value: write.dealt });
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
