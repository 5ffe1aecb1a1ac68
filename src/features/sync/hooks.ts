import { activeUser, db, useActiveUserId, useStoredQuery } from '../../db';
import type { ProfileRecord } from '../../../sync';
import { readCoinBalance, type CoinBalance } from './balance';
import { readSyncSummary, type SyncSummary } from './summary';

/** The sync state kept in Dexie, live in every tab; undefined until the first read. */
export function useSyncSummary(): SyncSummary | undefined {
  const userId = useActiveUserId();
  return useStoredQuery(() => readSyncSummary(db(), userId), [userId]);
}

/** The signed-in user's coins: the server's balance less the spends still on their way. */
export function useCoinBalance(): CoinBalance | undefined {
  const userId = useActiveUserId();
  return useStoredQuery(async () => (userId ? readCoinBalance(db(), userId) : undefined), [userId]);
}

/** The signed-in user's profile as the server last sent it (coins, premium, counters). */
export function useServerProfile(): ProfileRecord | null | undefined {
  const userId = useActiveUserId();
  return useStoredQuery(
    async () => (userId ? ((await db().profiles.get(userId))?.profile ?? null) : null),
    [userId],
  );
}

/**
 * Yjs updates of a pack draft made on other devices (base64, oldest first), for the editor to
 * apply to its Y.Doc when it opens the draft (applying an update twice is harmless in Yjs).
 */
export async function readRemoteDraftUpdates(packId: string): Promise<string[]> {
  const userId = activeUser.get().userId;
  if (!userId) return [];
  const rows = await db().draftUpdates.where('[userId+packId]').equals([userId, packId]).toArray();
  return rows.sort((a, b) => a.id - b.id).map((row) => row.update);
}
