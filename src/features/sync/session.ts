import { activeUser } from '../../db';

/**
 * Where supabase-js keeps the session (its `storageKey`). Read here without loading supabase-js,
 * so the first write after a reload is already stamped with the signed-in user, online or not.
 */
export const AUTH_STORAGE_KEY = 'party-dojo-auth';

export interface StoredIdentity {
  userId: string;
  email: string | null;
}

/** The user of the session supabase-js persisted, even if its access token has expired. */
export function readStoredIdentity(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): StoredIdentity | null {
  try {
    const raw = storage?.getItem(AUTH_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { user?: { id?: unknown; email?: unknown } } | null;
    const id = parsed?.user?.id;
    if (typeof id !== 'string' || id === '') return null;
    const email = parsed?.user?.email;
    return { userId: id, email: typeof email === 'string' ? email : null };
  } catch {
    return null;
  }
}

/**
 * Keeps `activeUser` (the id stamped on every op) in step with the persisted session: at start-up,
 * and when another tab signs in or out. The tab that signs in or out updates it through the
 * runtime's auth listener (a tab gets no storage event for its own writes).
 */
export function followStoredSession(): () => void {
  activeUser.set({ userId: readStoredIdentity()?.userId ?? null });
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== AUTH_STORAGE_KEY) return;
    activeUser.set({ userId: readStoredIdentity()?.userId ?? null });
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => globalThis.removeEventListener?.('storage', onStorage);
}
