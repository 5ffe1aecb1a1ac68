// The profile load wired to the app: Dexie for the stored profile and the sync state, the sync
// engine for reloading, the `ensure_my_profile()` RPC for creating a missing profile, and the
// premium rules. Loaded with the data layer (src/app/runtime.ts), never with the first screen.
import { liveQuery } from 'dexie';
import { activeUser, db } from '../../db';
import type { Store } from '../../lib/store';
import { backendClient, hasBackend, syncNow } from '../sync';
import { ensureMyProfile } from './api';
import { refreshPremiumStatus } from './premium';
import {
  createProfileLoader,
  profileState,
  type ProfileLoadDeps,
  type ProfileLoader,
  type SiteFlags,
} from './profile-load';

/** How long a reload may take before the load counts as failed (it is tried again online). */
export const PULL_TIMEOUT_MS = 20_000;

async function lastSyncAt(userId: string): Promise<number | null> {
  return (await db().syncState.get(userId))?.lastSyncAt ?? null;
}

/**
 * A sync round for `userId`, finished: whichever tab leads the engine runs it, and every tab sees
 * it end in Dexie (the user's lastSyncAt moves), so this waits for that.
 */
export async function pullProfile(userId: string, timeoutMs = PULL_TIMEOUT_MS): Promise<void> {
  if (!hasBackend()) throw new Error('this copy of Party Dojo has no server');
  if (globalThis.navigator?.onLine === false) throw new Error('offline');
  const before = await lastSyncAt(userId);
  const finished = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      subscription.unsubscribe();
      reject(new Error('the sync round did not finish in time'));
    }, timeoutMs);
    const subscription = liveQuery(() => lastSyncAt(userId)).subscribe({
      next: (at) => {
        if (at !== null && (before === null || at > before)) {
          clearTimeout(timer);
          subscription.unsubscribe();
          resolve();
        }
      },
      error: (error: unknown) => {
        clearTimeout(timer);
        subscription.unsubscribe();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
  await syncNow();
  await finished;
}

/** `ensure_my_profile()`: creates the signed-in user's profile if the server has none. */
export async function createMissingProfile(): Promise<void> {
  const client = await backendClient();
  if (!client) throw new Error('this copy of Party Dojo has no server');
  await ensureMyProfile(client);
}

export function appProfileLoadDeps(site: Store<SiteFlags>): ProfileLoadDeps {
  return {
    site,
    profile: profileState,
    readStoredProfile: async (userId) => (await db().profiles.get(userId))?.profile ?? null,
    hasPulled: async (userId) => {
      const state = await db().syncState.get(userId);
      return state !== undefined && state.lastSyncAt !== null && !state.resyncing;
    },
    pull: (userId) => pullProfile(userId),
    createProfile: createMissingProfile,
    // docs/spec/accounts.md: the local lapse first (works offline), then the server's answer, retried.
    refreshPremium: async () => {
      await refreshPremiumStatus();
      const userId = activeUser.get().userId;
      if (!userId) return null;
      const premium = await import('../premium');
      return premium.refreshPremiumFromServer(userId);
    },
    report: (error) => console.error('[profile]', error),
  };
}

/**
 * docs/spec/accounts.md "Profile load" and "Authentication" for this tab: loads now for the stored session,
 * again on every sign-in and sign-out, and once more when the network returns after a load that
 * could not finish. Returns the loader and the function that stops following.
 */
export function startProfileLoad(site: Store<SiteFlags>): {
  loader: ProfileLoader;
  stop: () => void;
} {
  const loader = createProfileLoader(appProfileLoadDeps(site));
  const stop = loader.follow(activeUser, (again) => {
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  });
  return { loader, stop };
}
