import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { LIMITS } from '../../../sync';
import { db, mutate } from '../../db';
import { currentLang } from '../../lib/i18n';
import {
  draftId,
  draftSummary,
  fromBase64,
  groupUpdates,
  draftGame,
  initialiseDraft,
  setGame,
  isEmptyUpdate,
  toBase64,
} from './draft-doc';
import { draftDatabaseName } from './pack-data';
import { createEmptyPack, withDraftTag, type UserPack } from './pack-format';

export { DRAFT_DB_PREFIX, deleteDraftData, draftDatabaseName } from './pack-data';

// Opening, persisting and queueing drafts. y-indexeddb writes every Yjs update at once (so a
// keystroke survives a crash), but appends a row per update and one more on every open: we
// compact past a threshold. Local updates also become draft.update ops for the server, batched
// every FLUSH_MS and merged, so a typing session is one op, not thousands.

/** Compact when the y-indexeddb update log holds more rows than this. */
export const COMPACT_THRESHOLD = 40;
export const FLUSH_MS = 2000;
/** How soon the draft list shows a new name or prompt count. */
const SUMMARY_MS = 250;
/** Below the server's per-op limit, with room for base64 and the envelope. */
const OP_UPDATE_BYTES = Math.floor(LIMITS.draftUpdateBytes * 0.9);

/** Origin of changes that must not be queued again (applied from the server). */
export const REMOTE_ORIGIN = Symbol('remote');

export interface DraftSession {
  id: string;
  doc: Y.Doc;
  /** Queues what changed since the last flush as draft.update ops now. */
  flush(): Promise<void>;
  /** Merges updates from the server (another device); they are stored here, never sent back. */
  applyRemote(updates: Uint8Array[]): Promise<void>;
  close(): Promise<void>;
}

interface OpenOptions {
  /** Contents for a draft that does not exist yet (an import); a blank pack otherwise. */
  seed?: UserPack;
  flushMs?: number;
  /** false: do not fill an empty draft (it is about to receive the server's updates). */
  initialise?: boolean;
  /**
   * Updates pulled from the server for this draft (other devices, or this one's own echoed back):
   * merged before deciding whether the draft is new, so a draft made elsewhere is never started
   * again here as a second, conflicting document. Never queued back.
   */
  remote?: Uint8Array[];
  compactThreshold?: number;
}

function requestAsPromise<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/**
 * Replaces the update log with one merged state. Runs in one readwrite transaction: y-indexeddb
 * only ever stores updates that are already in the doc, so the doc's full state covers every row
 * the transaction clears.
 */
export async function compactDraft(persistence: IndexeddbPersistence, doc: Y.Doc): Promise<void> {
  const database = persistence.db;
  if (!database) return;
  const state = Y.encodeStateAsUpdate(doc);
  const tx = database.transaction('updates', 'readwrite');
  const store = tx.objectStore('updates');
  store.clear();
  store.add(state);
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('compaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('compaction aborted'));
  });
  persistence._dbsize = 1;
}

async function countDraftRows(persistence: IndexeddbPersistence): Promise<number> {
  const database = persistence.db;
  if (!database) return 0;
  return requestAsPromise(
    database.transaction('updates', 'readonly').objectStore('updates').count(),
  );
}

/** Rows in a draft's update log (for the compaction test and diagnostics). */
export async function draftStorageStats(
  persistence: IndexeddbPersistence,
): Promise<{ rows: number; bytes: number }> {
  const database = persistence.db;
  if (!database) return { rows: 0, bytes: 0 };
  const store = database.transaction('updates', 'readonly').objectStore('updates');
  const values = await requestAsPromise(store.getAll() as IDBRequest<Uint8Array[]>);
  return { rows: values.length, bytes: values.reduce((sum, v) => sum + v.byteLength, 0) };
}

/**
 * Appends the batch as draft.update ops and records `vector`: the doc's state vector taken when the
 * batch was cut, so it never claims an edit made after the cut (that one is in the next batch).
 */
async function queue(id: string, doc: Y.Doc, updates: Uint8Array[], vector: string): Promise<void> {
  const database = db();
  const { name, promptCount } = draftSummary(doc);
  const groups = groupUpdates(updates, OP_UPDATE_BYTES);
  await database.transaction('rw', [database.outbox, database.drafts], async () => {
    for (const group of groups) {
      await mutate({ type: 'draft.update', payload: { packId: id, update: toBase64(group) } });
    }
    await database.drafts.put({
      id,
      name,
      promptCount,
      updatedAt: new Date().toISOString(),
      queuedVector: vector,
    });
  });
}

export async function openDraftSession(
  id: string,
  options: OpenOptions = {},
): Promise<DraftSession> {
  const doc = new Y.Doc();
  const persistence = new IndexeddbPersistence(draftDatabaseName(id), doc);
  await persistence.whenSynced;
  // Counted here: y-indexeddb's own _dbsize is only set after `synced` fires.
  if ((await countDraftRows(persistence)) > (options.compactThreshold ?? COMPACT_THRESHOLD)) {
    await compactDraft(persistence, doc);
  }

  const pending: Uint8Array[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let flushing: Promise<void> = Promise.resolve();
  const flushMs = options.flushMs ?? FLUSH_MS;

  // Set when server updates were applied: the queued vector must move past them even with no
  // local change to send, or the next open would send them back.
  let vectorDirty = false;
  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = pending.splice(0, pending.length);
    if (batch.length === 0 && !vectorDirty) return flushing;
    vectorDirty = false;
    const vector = toBase64(Y.encodeStateVector(doc));
    flushing = flushing
      .then(() => queue(id, doc, batch, vector))
      .catch((error: unknown) => {
        // The edit is safe in y-indexeddb; put it back so the next flush retries the op.
        pending.unshift(...batch);
        console.error('Could not queue the draft change for sync', error);
      });
    return flushing;
  };

  // The "continue editing" row follows typing closely (name, count), apart from the op batches.
  let summaryTimer: ReturnType<typeof setTimeout> | null = null;
  const writeSummary = async () => {
    summaryTimer = null;
    const { name, promptCount } = draftSummary(doc);
    const updatedAt = new Date().toISOString();
    const database = db();
    await database.transaction('rw', database.drafts, async () => {
      const updated = await database.drafts.update(id, { name, promptCount, updatedAt });
      if (!updated)
        await database.drafts.add({ id, name, promptCount, updatedAt, queuedVector: null });
    });
  };

  // Set when an update from the server changed the doc (an echo of our own changes does not).
  let remoteChanged = false;
  const onUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin === REMOTE_ORIGIN) remoteChanged = true;
    if (origin === persistence || origin === REMOTE_ORIGIN) return;
    pending.push(update);
    timer ??= setTimeout(() => void flush(), flushMs);
    summaryTimer ??= setTimeout(() => {
      writeSummary().catch((error: unknown) =>
        console.error('Could not update the draft list', error),
      );
    }, SUMMARY_MS);
  };
  doc.on('update', onUpdate);

  const row = await db().drafts.get(id);
  // What this device has never queued is computed before the server's updates come in: those
  // are already on the server and must not be sent back.
  const vector = row?.queuedVector;
  const missed =
    draftId(doc) === null
      ? null
      : vector
        ? Y.encodeStateAsUpdate(doc, fromBase64(vector))
        : Y.encodeStateAsUpdate(doc);
  const mergeRemote = (updates: readonly Uint8Array[]): boolean => {
    if (updates.length === 0) return false;
    remoteChanged = false;
    doc.transact(() => {
      for (const update of updates) Y.applyUpdate(doc, update, REMOTE_ORIGIN);
    }, REMOTE_ORIGIN);
    if (remoteChanged) vectorDirty = true;
    return remoteChanged;
  };
  const mergedAtOpen = mergeRemote(options.remote ?? []);
  if (draftId(doc) === null) {
    // Opened only to receive the server's updates (initialise false): leave it empty for them.
    if (options.initialise !== false) {
      // A saved pack whose draft was deleted here (or never made here) reopens with its content.
      const saved = options.seed ? undefined : await db().userPacks.get(id);
      const fromSaved = saved ? withDraftTag(saved.pack, false) : undefined;
      initialiseDraft(
        doc,
        options.seed ?? fromSaved ?? createEmptyPack(new Date(), id, currentLang()),
      );
    }
  } else {
    if (missed && !isEmptyUpdate(missed)) {
      // A tab that closed or crashed inside the flush window: queue what never made it into an op.
      pending.push(missed);
    }
    if (!draftGame(doc) && options.initialise !== false && !options.seed) {
      // A pack whose owner confirmed its game on the pack page: the draft takes it, not asks again.
      const game = (await db().userPacks.get(id))?.pack.metadata.game;
      if (game) setGame(doc, game);
    }
  }
  await flush();
  // A draft first seen here through the server gets its "continue editing" row now.
  if (mergedAtOpen) await writeSummary();

  return {
    id,
    doc,
    flush,
    applyRemote(updates) {
      // Our own changes echoed back by the server change nothing: no write, no "edited" bump.
      if (!mergeRemote(updates)) return flushing;
      summaryTimer ??= setTimeout(() => {
        writeSummary().catch((error: unknown) =>
          console.error('Could not update the draft list', error),
        );
      }, SUMMARY_MS);
      return flush();
    },
    async close() {
      if (summaryTimer) {
        clearTimeout(summaryTimer);
        await writeSummary();
      }
      await flush();
      doc.off('update', onUpdate);
      await persistence.destroy();
      doc.destroy();
    },
  };
}
