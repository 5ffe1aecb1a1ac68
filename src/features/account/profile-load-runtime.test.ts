import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../db';
import { closeDatabaseForTests, openDatabase } from '../../db/open';
import { createStore } from '../../lib/store';
import type { SiteFlags } from './profile-load';

const sync = vi.hoisted(() => ({
  hasBackend: vi.fn(() => true),
  syncNow: vi.fn((): Promise<void> => Promise.resolve()),
  backendClient: vi.fn((): Promise<unknown> => Promise.resolve(null)),
}));
vi.mock('../sync', () => sync);

const { appProfileLoadDeps, createMissingProfile, pullProfile } =
  await import('./profile-load-runtime');

const USER = '3f1c2d4e-0000-4000-8000-000000000001';
const site = () =>
  createStore<SiteFlags>({ websiteLoaded: false, pageLoaded: false, signedIn: false });

beforeEach(async () => {
  closeDatabaseForTests();
  await openDatabase('profile-load-runtime-test', new IDBFactory());
  sync.hasBackend.mockReturnValue(true);
  sync.syncNow.mockReset().mockResolvedValue(undefined);
  sync.backendClient.mockReset().mockResolvedValue(null);
});
afterEach(() => closeDatabaseForTests());

describe('profile load wiring', () => {
  it('reloads by waiting for a sync round of the user to finish, in whichever tab leads', async () => {
    await db().syncState.put({ userId: USER, cursor: 'c1', resyncing: false, lastSyncAt: 1000 });
    sync.syncNow.mockImplementation(() => {
      // the leader (maybe another tab) finishes the round a little later
      setTimeout(() => void db().syncState.update(USER, { lastSyncAt: 2000 }), 20);
      return Promise.resolve();
    });
    await expect(pullProfile(USER, 2000)).resolves.toBeUndefined();
    expect(sync.syncNow).toHaveBeenCalledTimes(1);
  });

  it('fails when no round finishes in time, offline, or without a server', async () => {
    await expect(pullProfile(USER, 50)).rejects.toThrow('did not finish in time');
    sync.hasBackend.mockReturnValue(false);
    await expect(pullProfile(USER, 50)).rejects.toThrow('no server');
    sync.hasBackend.mockReturnValue(true);
    vi.stubGlobal('navigator', { onLine: false });
    await expect(pullProfile(USER, 50)).rejects.toThrow('offline');
    vi.unstubAllGlobals();
  });

  it('creates a missing profile through ensure_my_profile, and reports a refusal', async () => {
    const rpc = vi.fn(() => Promise.resolve({ data: { username: 'river' }, error: null }));
    sync.backendClient.mockResolvedValue({ rpc });
    await createMissingProfile();
    expect(rpc).toHaveBeenCalledWith('ensure_my_profile');
    rpc.mockResolvedValueOnce({
      data: null,
      error: { message: 'User is not authenticated' },
    } as never);
    await expect(createMissingProfile()).rejects.toThrow(
      'Your profile could not be created just now.',
    );
    sync.backendClient.mockResolvedValue(null);
    await expect(createMissingProfile()).rejects.toThrow('no server');
  });

  it('reads the stored profile and whether a pull has finished from Dexie', async () => {
    const deps = appProfileLoadDeps(site());
    expect(await deps.readStoredProfile(USER)).toBeNull();
    expect(await deps.hasPulled(USER)).toBe(false);
    await db().syncState.put({ userId: USER, cursor: null, resyncing: true, lastSyncAt: 1000 });
    expect(await deps.hasPulled(USER)).toBe(false);
    await db().syncState.put({ userId: USER, cursor: 'c2', resyncing: false, lastSyncAt: 1000 });
    expect(await deps.hasPulled(USER)).toBe(true);
    const profile = {
      username: 'river',
      creation_date: '2026-11-20T10:00:00.000Z',
      achievements: ['Early Bird'],
      dojo_coins: 0,
      premium: false,
      cancelled: false,
      stripe_user_id: null,
      stripe_subscription_id: null,
      liked_games: [],
      created_games: [],
      claimed_rewards: [],
      premiumEndDate: null,
      referred_users: 0,
    };
    await db().profiles.put({ userId: USER, profile });
    expect(await deps.readStoredProfile(USER)).toEqual(profile);
  });
});
