import { createStore, useStore } from '../lib/store';

/**
 * Who is using the app on this device right now. Every outbox operation is stamped with this id
 * when it is written, so a later sign-in by someone else can never send it under their name.
 */
export const activeUser = createStore<{ userId: string | null }>({ userId: null });

export function useActiveUserId(): string | null {
  return useStore(activeUser, (s) => s.userId);
}
