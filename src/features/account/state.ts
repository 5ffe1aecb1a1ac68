import { useLiveQuery } from 'dexie-react-hooks';
import { db, mutate } from '../../db';

// The account pages' one data seam, as the games have theirs (src/features/games/state/): every
// Dexie read the profile shows and its one local write. Pages call these and never the database.

/** Pack names this device knows (its own packs and packs it opened), for the liked and created
 * lists; undefined while they are read. */
export function usePackNames(ids: readonly string[]): Map<string, string> | undefined {
  const key = ids.join(',');
  return useLiveQuery(async () => {
    const names = new Map<string, string>();
    const [own, cached] = await Promise.all([
      db().userPacks.bulkGet([...ids]),
      db().packCache.bulkGet([...ids]),
    ]);
    ids.forEach((id, i) => {
      const name = own[i]?.pack.metadata.name ?? cached[i]?.pack.metadata.name;
      if (name) names.set(id, name);
    });
    return names;
    // Keyed by the ids' contents, not the array's identity (a new array every render).
  }, [key]);
}

/** This account's operations of one type still waiting in the outbox (undefined while read). */
export function useWaitingOps(userId: string, type: string) {
  return useLiveQuery(
    () =>
      db()
        .outbox.where('userId')
        .equals(userId)
        .filter((op) => op.type === type)
        .toArray(),
    [userId, type],
  );
}

/** The account's coin entries on this device, newest first ([] signed out). */
export function useCoinHistory(userId: string | null) {
  return useLiveQuery(
    async () =>
      userId
        ? (await db().coinEntries.where('userId').equals(userId).toArray()).sort((a, b) =>
            b.createdAt.localeCompare(a.createdAt),
          )
        : [],
    [userId],
  );
}

/** A new username, shown at once; the server's answer (or a refusal in the sync panel) follows
 * on sync. */
export function saveUsername(userId: string, username: string): Promise<unknown> {
  return mutate({
    type: 'profile.update',
    payload: { username },
    tables: [db().profiles],
    apply: () =>
      db()
        .profiles.where('userId')
        .equals(userId)
        .modify((row) => {
          row.profile.username = username;
        }),
  });
}
