import type { SupabaseClient } from '@supabase/supabase-js';
import type { AppDatabase, StoredPackData } from '../../db/database';

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
