// docs/spec/accounts.md "Profile load" against the local backend with the real engine and Dexie: an account
// whose profile row is missing on the server (made before the sign-up trigger, or lost) signs in
// on a new device; a pull shows the profile missing, ensure_my_profile() creates it, and the next
// pull brings it, with the email username and the new-user defaults.

import { IDBFactory } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser } from '../../src/db/identity.ts';
import { closeDatabaseForTests, db, openDatabase } from '../../src/db/open.ts';
import {
  createProfileLoader,
  SIGNED_OUT_PROFILE,
  type ProfileState,
  type SiteFlags,
} from '../../src/features/account/profile-load.ts';
import { DexieSyncStore } from '../../src/features/sync/dexie-store.ts';
import { createStore } from '../../src/lib/store.ts';
import { SyncEngine } from '../../sync/engine.ts';
import { startLocalBackend, type LocalBackend } from '../../supabase/local/server.ts';
import { createSupabaseTransport, serviceQuery, signUp, type TestUser } from './sync-harness.ts';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startLocalBackend({ port: 0 });
});
afterAll(async () => {
  closeDatabaseForTests();
  activeUser.set({ userId: null });
  await backend?.close();
});

async function round(user: TestUser): Promise<void> {
  const engine = new SyncEngine({
    store: new DexieSyncStore(db()),
    transport: createSupabaseTransport(user.client),
    session: () => user.id,
    pollMs: 1e9,
    backoff: { baseMs: 60_000, maxMs: 60_000 },
  });
  engine.start();
  const status = await engine.syncNow();
  await engine.stop();
  if (status.lastError) throw new Error(`sync round failed: ${status.lastError.message}`);
}

function loaderFor(user: TestUser) {
  const site = createStore<SiteFlags>({ websiteLoaded: false, pageLoaded: false, signedIn: false });
  const profile = createStore<ProfileState>({ ...SIGNED_OUT_PROFILE });
  const steps: string[] = [];
  const loader = createProfileLoader({
    site,
    profile,
    readStoredProfile: async (userId) => (await db().profiles.get(userId))?.profile ?? null,
    hasPulled: async (userId) => {
      const state = await db().syncState.get(userId);
      return state !== undefined && state.lastSyncAt !== null && !state.resyncing;
    },
    pull: async () => {
      steps.push('pull');
      await round(user);
    },
    createProfile: async () => {
      steps.push('create');
      const { error } = await user.client.rpc('ensure_my_profile');
      if (error) throw new Error(error.message);
    },
    refreshPremium: () => Promise.resolve(),
  });
  return { loader, site, profile, steps };
}

describe('profile load against the local backend', () => {
  it('recreates a profile the server lost, then loads it from the device', async () => {
    const user = await signUp(backend, 'lost.profile');
    await serviceQuery(backend, 'delete from public.profiles where id = $1', [user.id]);
    await openDatabase(`profile-load-${user.id}`, new IDBFactory());
    activeUser.set({ userId: user.id });

    const first = loaderFor(user);
    expect(await first.loader.load(user.id)).toBe('created');
    expect(first.steps).toEqual(['pull', 'create', 'pull']);
    expect(first.site.get()).toEqual({ websiteLoaded: true, pageLoaded: true, signedIn: true });
    expect(first.profile.get()).toMatchObject({ userId: user.id, isLoaded: true });
    expect(first.profile.get().profile).toMatchObject({
      username: user.email.split('@')[0],
      dojo_coins: 0,
      referred_users: 0,
      achievements: ['Early Bird'],
    });
    const rows = await serviceQuery<{ n: number }>(
      backend,
      'select count(*)::int as n from public.profiles where id = $1',
      [user.id],
    );
    expect(rows[0]!.n).toBe(1);

    // the next start on this device uses the cached profile, with no network at all
    const next = loaderFor(user);
    expect(await next.loader.load(user.id)).toBe('cached');
    expect(next.steps).toEqual([]);
  });
});
