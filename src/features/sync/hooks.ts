import { useLiveQuery } from 'dexie-react-hooks';
import { db, useActiveUserId } from '../../db';
import { readCoinBalance, type CoinBalance } from './balance';
import { readSyncSummary, type SyncSummary } from './summary';

/** The sync state kept in Dexie, live in every tab; undefined until the first read. */
export function useSyncSummary(): SyncSummary | undefined {
  const userId = useActiveUserId();
  return useLiveQuery(() => readSyncSummary(db(), userId), [userId]);
}

/** The signed-in user's coins: the server's balance less the spends still on their way. */
export function useCoinBalance(): CoinBalance | undefined {
  const userId = useActiveUserId();
  return useLiveQuery(async () => (userId ? readCoinBalance(db(), userId) : undefined), [userId]);
}
