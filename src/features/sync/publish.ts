import type { SupabaseClient } from '@supabase/supabase-js';
import type { AppDatabase, StoredPackData } from '../../db/database';
import * as v from 'valibot';
import { defineKv } from '../../db';

export interface PackPublisher {
  /** Uploads packs/{id}.json (the editor's publishPackFile). */
  upload(client: SupabaseClient, pack: StoredPackData): Promise<{ fileUrl: string }>;
  /** Marks the pack public at fileUrl (the editor's markPackPublished). */
  markPublished(packId: string, fileUrl: string): Promise<void>;
}

/**
 * The upload half of publishing, run after each successful sync round: a pack marked
 * "publishing" whose pack.save and pack.publish have both left the outbox (so the server has the
 * row that Storage's policy checks) gets its file uploaded, then is marked published. Idempotent
 * and resumable: a crash or a failed upload leaves it "publishing" for the next round.
 */
export async function publishReadyPacks(
  db: AppDatabase,
  client: SupabaseClient,
  publisher: PackPublisher,
): Promise<number> {
  const publishing = await db.userPacks.filter((row) => row.publish === 'publishing').toArray();
  if (publishing.length === 0) return 0;
  const waiting = new Set<string>();
  await db.outbox.each((op) => {
    const p = op.payload as { packId?: unknown; pack?: { metadata?: { id?: unknown } } };
    const id = op.type === 'pack.save' ? p.pack?.metadata?.id : p.packId;
    if (typeof id === 'string' && op.type.startsWith('pack.')) waiting.add(id);
  });
  // A refused publish (e.g. a draft) never reaches the server: leave it to the quarantine UI.
  await db.quarantine.each((op) => {
    const id = (op.payload as { packId?: unknown }).packId;
    if (op.type === 'pack.publish' && typeof id === 'string') waiting.add(id);
  });
  let published = 0;
  for (const row of publishing) {
    if (waiting.has(row.id)) continue;
    const { fileUrl } = await publisher.upload(client, row.pack);
    await publisher.markPublished(row.id, fileUrl);
    published += 1;
  }
  return published;
}

/**
 * kv key: ids of published packs the user deleted, whose packs/{id}.json must go once the server
 * has the pack.delete (written by the editor in the same transaction as that op).
 */
/** Published packs deleted here whose file is still to be removed from Storage. */
export const packFilesToDeleteKv = defineKv('packFilesToDelete', v.array(v.string()), []);
export const PACK_FILES_TO_DELETE_KEY = packFilesToDeleteKv.key;

/**
 * The file half of deleting a published pack, run after each successful sync round. Storage lets
 * the owner remove the file of a tombstoned pack, so this waits until pack.delete has left the
 * outbox; a failed removal stays listed for the next round.
 */
export async function deleteRemovedPackFiles(
  db: AppDatabase,
  client: SupabaseClient,
  remove: (client: SupabaseClient, filePath: string) => Promise<void>,
): Promise<number> {
  const listed = await packFilesToDeleteKv.read(db);
  if (listed.length === 0) return 0;
  const waiting = new Set<string>();
  await db.outbox.each((op) => {
    const id = (op.payload as { packId?: unknown }).packId;
    if (op.type === 'pack.delete' && typeof id === 'string') waiting.add(id);
  });
  const done: string[] = [];
  for (const id of listed) {
    if (waiting.has(id)) continue;
    await remove(client, `packs/${id}.json`);
    done.push(id);
  }
  if (done.length > 0) {
    await db.transaction('rw', db.kv, async () => {
      const current = await packFilesToDeleteKv.read(db);
      await packFilesToDeleteKv.write(
        current.filter((id) => !done.includes(id)),
        db,
      );
    });
  }
  return done.length;
}
