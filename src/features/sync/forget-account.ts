import type { AppDatabase, OutboxOperation } from '../../db';

/** Pack ids an operation still needs on this device (its local row is what it will send). */
function packIdsOf(op: OutboxOperation): string[] {
  const payload = op.payload as Record<string, unknown> | null;
  if (!payload || typeof payload !== 'object') return [];
  const ids: string[] = [];
  for (const key of ['packId', 'gameId'] as const) {
    const value = payload[key];
    if (typeof value === 'string') ids.push(value);
  }
  const pack = payload.pack as { metadata?: { id?: unknown } } | undefined;
  if (typeof pack?.metadata?.id === 'string') ids.push(pack.metadata.id);
  return ids;
}

/**
 * After sign-out on a shared phone: removes what the server holds for this account and the device
 * copied down (its profile, coin history, sync position, draft updates from other devices, its
 * published packs and its likes), so the next person does not see it. Kept: built-in content,
 * device settings (kv, pack switches, games in progress), packs never published, and every
 * operation still waiting to be sent together with the local rows those operations refer to, so
 * nothing unsent is lost and it goes out when this account signs in again.
 */
export async function forgetAccountData(database: AppDatabase, userId: string): Promise<void> {
  await database.transaction(
    'rw',
    [
      database.outbox,
      database.quarantine,
      database.profiles,
      database.coinEntries,
      database.syncState,
      database.draftUpdates,
      database.settling,
      database.userPacks,
      database.packLikes,
    ],
    async () => {
      const waiting = [
        ...(await database.outbox.toArray()),
        ...(await database.quarantine.toArray()),
      ];
      const needed = new Set(waiting.flatMap(packIdsOf));
      await database.profiles.delete(userId);
      await database.syncState.delete(userId);
      await database.coinEntries.where('userId').equals(userId).delete();
      await database.settling.where('userId').equals(userId).delete();
      await database.draftUpdates.where('userId').equals(userId).delete();
      await database.userPacks
        .filter((row) => row.publish === 'published' && !needed.has(row.id))
        .delete();
      await database.packLikes.filter((row) => !needed.has(row.packId)).delete();
    },
  );
}
