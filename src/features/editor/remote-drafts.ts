import { liveQuery } from 'dexie';
import { activeUser, db } from '../../db';

// Draft updates pulled by the sync engine (the `draftUpdates` table, base64 Yjs updates from
// this user's devices, this one's own included) read for one open draft. Which rows an open
// draft has merged is kept with it, in memory: applying an update twice is harmless in Yjs, so a
// reload simply merges them all again when the draft opens.

/** The rows of `packId` not yet in `applied`, oldest first; they are added to `applied`. */
export async function takeRemoteDraftUpdates(
  userId: string | null,
  packId: string,
  applied: Set<number>,
): Promise<string[]> {
  if (!userId) return [];
  const table = db().draftUpdates;
  const keys = await table.where('[userId+packId]').equals([userId, packId]).primaryKeys();
  const fresh = keys.filter(([, id]) => !applied.has(id)).sort((a, b) => a[1] - b[1]);
  if (fresh.length === 0) return [];
  const rows = await table.bulkGet(fresh);
  const updates: string[] = [];
  for (const row of rows) {
    if (!row) continue;
    applied.add(row.id);
    updates.push(row.update);
  }
  return updates;
}

/**
 * Merges, into an open draft, what the sync engine pulls for it from now on (a Dexie live query,
 * so a pull in any tab of this browser reaches every tab with the draft open). Returns the stop.
 */
export function watchRemoteDraftUpdates(
  userId: string | null,
  packId: string,
  applied: Set<number>,
  apply: (updates: string[]) => Promise<void>,
): () => void {
  if (!userId) return () => undefined;
  let queue = Promise.resolve();
  const subscription = liveQuery(() =>
    db().draftUpdates.where('[userId+packId]').equals([userId, packId]).primaryKeys(),
  ).subscribe({
    next: (keys) => {
      if (!keys.some(([, id]) => !applied.has(id))) return;
      queue = queue
        .then(async () => {
          const updates = await takeRemoteDraftUpdates(userId, packId, applied);
          if (updates.length > 0) await apply(updates);
        })
        .catch((error: unknown) =>
          console.error('Could not merge the changes made to this draft on another device', error),
        );
    },
    error: (error: unknown) => console.error('Could not watch this draft for changes', error),
  });
  return () => subscription.unsubscribe();
}

// Drafts started on another device: once pulled here they are merged into a local draft (a
// y-indexeddb document and a "continue editing" row), so the editor lists them like its own. A
// draft deleted from this device stays deleted until another device edits it again.

const DISMISSED_KEY = 'party-dojo-dismissed-drafts';

function readDismissed(): Record<string, number> {
  if (typeof localStorage === 'undefined') return {};
  try {
    const value: unknown = JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** The pulled drafts of `userId` this device has no draft for (and has not deleted since). */
export async function unmergedPulledDrafts(userId: string | null): Promise<string[]> {
  if (!userId) return [];
  const database = db();
  const newest = new Map<string, number>();
  // Keys only (the index key holds the pack, the primary key the row id): no update is read.
  await database.draftUpdates
    .where('[userId+packId]')
    .between([userId, ''], [userId, '\uffff'])
    .eachKey((key, cursor) => {
      const packId = (key as [string, string])[1];
      const id = cursor.primaryKey[1];
      newest.set(packId, Math.max(newest.get(packId) ?? id, id));
    });
  const known = new Set(await database.drafts.toCollection().primaryKeys());
  const dismissed = readDismissed();
  return [...newest]
    .filter(([packId, id]) => !known.has(packId) && id > (dismissed[packId] ?? -Infinity))
    .map(([packId]) => packId);
}

/** "Delete from this device" of a draft: pulled rows do not bring it back, a newer edit does. */
export async function dismissPulledDraft(packId: string): Promise<void> {
  const userId = activeUser.get().userId;
  if (!userId || typeof localStorage === 'undefined') return;
  const keys = await db()
    .draftUpdates.where('[userId+packId]')
    .equals([userId, packId])
    .primaryKeys();
  if (keys.length === 0) return;
  const dismissed = readDismissed();
  dismissed[packId] = Math.max(...keys.map(([, id]) => id));
  localStorage.setItem(DISMISSED_KEY, JSON.stringify(dismissed));
}
