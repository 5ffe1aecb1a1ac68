import type { ProfileRecord } from '../../../sync';
import { createStore, useStore, type Store } from '../../lib/store';

// docs/spec/accounts.md "Profile load" and "Authentication", with everything it touches passed in, so each path
// is tested without a browser, a database or a server (profile-load.test.ts); the app's wiring is
// in profile-load-runtime.ts.

/** The docs/spec/accounts.md profile as this tab holds it, with its client-only flags. */
export interface ProfileState {
  /** whose profile this is; null when signed out */
  userId: string | null;
  /** the profile as the server last sent it; null until it has loaded */
  profile: ProfileRecord | null;
  /** docs/spec/accounts.md isLoaded: the profile of `userId` is here */
  isLoaded: boolean;
  /** docs/spec/accounts.md isPremiumStatusLoading: the premium check after a load is running */
  isPremiumStatusLoading: boolean;
}

export const SIGNED_OUT_PROFILE: ProfileState = {
  userId: null,
  profile: null,
  isLoaded: false,
  isPremiumStatusLoading: false,
};

export const profileState = createStore<ProfileState>({ ...SIGNED_OUT_PROFILE });

export function useProfileState<S>(select: (state: ProfileState) => S): S {
  return useStore(profileState, select);
}

/** The docs/spec/accounts.md site-state flags a profile load writes (`siteState` in the app). */
export interface SiteFlags {
  websiteLoaded: boolean;
  pageLoaded: boolean;
  signedIn: boolean;
}

export interface ProfileLoadDeps {
  site: Store<SiteFlags>;
  profile: Store<ProfileState>;
  /** The profile this device holds for the user (as the last pull left it), or null. */
  readStoredProfile(userId: string): Promise<ProfileRecord | null>;
  /**
   * Whether a pull for this user has finished on this device: only then does a missing stored
   * profile mean that the server holds none.
   */
  hasPulled(userId: string): Promise<boolean>;
  /** Reloads: a sync round for this user; rejects when it cannot finish (offline, no server). */
  pull(userId: string): Promise<void>;
  /** Creates the signed-in user's missing profile on the server (`ensure_my_profile()`). */
  createProfile(): Promise<void>;
  /** Brings the premium status up to date (docs/spec/accounts.md "Premium"). */
  refreshPremium(): Promise<unknown>;
  /** A load or premium check that failed, for the console; the user sees the signed-out state. */
  report?(error: unknown): void;
}

/**
 * How a load ended: the cached profile was used, a pull brought it, it had to be created first,
 * nobody is signed in, it failed (reset and signed out), or a newer load took over.
 */
export type ProfileLoadOutcome = 'cached' | 'pulled' | 'created' | 'signed-out' | 'error' | 'stale';

function hasUsername(profile: ProfileRecord | null): profile is ProfileRecord {
  return profile !== null && typeof profile.username === 'string' && profile.username.trim() !== '';
}

export interface ProfileLoader {
  /** Loads the profile of `userId` (null: signed out). A later call makes earlier ones stale. */
  load(userId: string | null): Promise<ProfileLoadOutcome>;
  /**
   * Loads for the session in `identity` now and whenever its user changes (sign-in, sign-out,
   * another account), and again on `retry` (e.g. back online) while a signed-in load has not
   * succeeded. Returns the unsubscribe function.
   */
  follow(
    identity: Store<{ userId: string | null }>,
    retry?: (again: () => void) => () => void,
  ): () => void;
}

export function createProfileLoader(deps: ProfileLoadDeps): ProfileLoader {
  const { site, profile } = deps;
  let generation = 0;

  // docs/spec/accounts.md: the site is marked loaded in every path.
  const markLoaded = () => site.set({ websiteLoaded: true, pageLoaded: true });
  // docs/spec/accounts.md: reset the profile (and its loading flags) and mark signed out. Nothing stored on
  // the device is deleted here: the session and the account's data stay as they are.
  const signedOut = () => {
    profile.set({ ...SIGNED_OUT_PROFILE });
    site.set({ signedIn: false });
    markLoaded();
  };

  async function refreshPremium(current: () => boolean): Promise<void> {
    profile.set({ isPremiumStatusLoading: true });
    try {
      await deps.refreshPremium();
    } catch (error) {
      // The premium rules treat a failed check as "nothing changed"; the profile stays loaded.
      deps.report?.(error);
    } finally {
      if (current()) profile.set({ isPremiumStatusLoading: false });
    }
  }

  async function load(userId: string | null): Promise<ProfileLoadOutcome> {
    const mine = ++generation;
    const current = () => mine === generation;
    if (userId === null) {
      signedOut();
      return 'signed-out';
    }
    // docs/spec/accounts.md "Authentication": on sign-in, signedIn is set at once.
    site.set({ signedIn: true });
    if (profile.get().userId !== userId) {
      profile.set({ ...SIGNED_OUT_PROFILE, userId });
    }
    try {
      let stored = await deps.readStoredProfile(userId);
      let outcome: ProfileLoadOutcome = 'cached';
      if (!hasUsername(stored) && !(await deps.hasPulled(userId))) {
        // Not missing yet, just not here: this device has not heard from the server.
        await deps.pull(userId);
        stored = await deps.readStoredProfile(userId);
        outcome = 'pulled';
      }
      if (!hasUsername(stored)) {
        // Missing: the server has no profile for this account. Create it, then reload.
        await deps.createProfile();
        await deps.pull(userId);
        stored = await deps.readStoredProfile(userId);
        if (!hasUsername(stored)) {
          // a round already under way when the profile was made may have missed it: once more
          await deps.pull(userId);
          stored = await deps.readStoredProfile(userId);
        }
        outcome = 'created';
        if (!hasUsername(stored)) throw new Error('the profile is still missing after creating it');
      }
      if (!current()) return 'stale';
      profile.set({ userId, profile: stored, isLoaded: true });
      markLoaded();
      await refreshPremium(current);
      return current() ? outcome : 'stale';
    } catch (error) {
      if (!current()) return 'stale';
      deps.report?.(error);
      signedOut();
      return 'error';
    }
  }

  function follow(
    identity: Store<{ userId: string | null }>,
    retry?: (again: () => void) => () => void,
  ): () => void {
    let lastUser: string | null | undefined;
    const run = () => {
      const { userId } = identity.get();
      if (userId === lastUser) return;
      lastUser = userId;
      void load(userId);
    };
    run();
    const stopIdentity = identity.subscribe(run);
    const stopRetry = retry?.(() => {
      const { userId } = identity.get();
      const state = profile.get();
      if (userId !== null && !(state.userId === userId && state.isLoaded)) void load(userId);
    });
    return () => {
      stopIdentity();
      stopRetry?.();
    };
  }

  return { load, follow };
}
