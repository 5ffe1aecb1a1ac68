import * as Y from 'yjs';
import { db, mutate } from '../../db';
import { fromBase64, toBase64 } from './draft-doc';

// The server keeps every Yjs update of a draft, one row each, as devices send them: without
// compaction the log grows with every keystroke batch for the life of the draft. A device that
// has merged a draft's pulled updates replaces them on the server with one merged update: a
// draft.update op naming the ids it merged (`replaces`). The server deletes exactly those rows and
// appends the merged one (supabase/README.md), so an update another device appends meanwhile is
// never dropped; each device keeps merging whatever it pulls, and Yjs merges are idempotent.

/** Pulled updates of one draft past which an open draft compacts them. */
export const COMPACT_AFTER = 32;
/** The server's limit on one update (decoded). */
const MAX_UPDATE_BYTES = 1024 * 1024;

export interface DraftUpdateRowLike {
  id: number;
  update: string;
}

/**
 * The compaction of `rows` (server rows of one draft): their merged update and their ids, or null
 * when there are too few to be worth it or the merge would exceed the server's limit.
 */
export function compactionOf(
  rows: readonly DraftUpdateRowLike[],
  minRows = COMPACT_AFTER,
): { update: string; replaces: number[] } | null {
  if (rows.length < minRows) return null;
  const merged = Y.mergeUpdates(rows.map((row) => fromBase64(row.update)));
  if (merged.byteLength > MAX_UPDATE_BYTES) return null;
  return { update: toBase64(merged), replaces: rows.map((row) => row.id).sort((a, b) => a - b) };
}

/**
 * Compacts the pulled updates of `packId` that an open draft has merged (`applied`), if there
 * are enough of them: queues the merged update and, in the same transaction, drops those local
 * rows (the draft holds them, the merged update stands for them). Returns the ids replaced.
 */
export async function compactMergedDraftUpdates(
  userId: string | null,
  packId: string,
  applied: ReadonlySet<number>,
  minRows = COMPACT_AFTER,
): Promise<number[]> {
  if (!userId) return [];
  const database = db();
  const keys = (
    await database.draftUpdates.where('[userId+packId]').equals([userId, packId]).primaryKeys()
  ).filter(([, id]) => applied.has(id));
  if (keys.length < minRows) return [];
  const rows = (await database.draftUpdates.bulkGet(keys)).filter(
    (row): row is NonNullable<typeof row> => row !== undefined,
  );
  const compaction = compactionOf(rows, minRows);
  if (!compaction) return [];
  await mutate({
    type: 'draft.update',
    payload: { packId, update: compaction.update, replaces: compaction.replaces },
    tables: [database.draftUpdates],
    apply: () => database.draftUpdates.bulkDelete(keys),
  });
  return compaction.replaces;
}
