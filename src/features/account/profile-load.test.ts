import { describe, expect, it, vi } from 'vitest';
import type { ProfileRecord } from '../../../sync';
import { createStore } from '../../lib/store';
import {
  createProfileLoader,
  SIGNED_OUT_PROFILE,
  type ProfileLoadDeps,
  type ProfileState,
  type SiteFlags,
} from './profile-load';

const USER = '3f1c2d4e-0000-4000-8000-000000000001';
const OTHER = '3f1c2d4e-0000-4000-8000-000000000002';

function record(username: string, patch: Partial<ProfileRecord> = {}): ProfileRecord {
  return {
    username,
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
    ...patch,
  };
}

/**
 * A fake device and server: `device` is what Dexie holds, `server` the profiles table; a pull
 * copies the server's row (or its absence) to the device, as a full pull does.
 */
function setup(
  options: {
    device?: Record<string, ProfileRecord>;
    server?: Record<string, ProfileRecord>;
    pulled?: string[];
    emails?: Record<string, string>;
  } = {},
) {
  const device = new Map(Object.entries(options.device ?? {}));
  const server = new Map(Object.entries(options.server ?? {}));
  const pulled = new Set(options.pulled ?? []);
  const emails = options.emails ?? {};
  let signedInAs: string | null = null;
  const calls: string[] = [];
  const site = createStore<SiteFlags>({ websiteLoaded: false, pageLoaded: false, signedIn: false });
  const profile = createStore<ProfileState>({ ...SIGNED_OUT_PROFILE });
  const deps = {
    site,
    profile,
    readStoredProfile: vi.fn((userId: string) => Promise.resolve(device.get(userId) ?? null)),
    hasPulled: vi.fn((userId: string) => Promise.resolve(pulled.has(userId))),
    pull: vi.fn((userId: string): Promise<void> => {
      calls.push('pull');
      const row = server.get(userId);
      if (row) device.set(userId, row);
      else device.delete(userId);
      pulled.add(userId);
      return Promise.resolve();
    }),
    createProfile: vi.fn((): Promise<void> => {
      calls.push('create');
      const user = signedInAs!;
      if (!server.has(user)) {
        server.set(user, record(emails[user]?.split('@')[0] || 'new_user'));
      }
      return Promise.resolve();
    }),
    refreshPremium: vi.fn((): Promise<unknown> => {
      calls.push('premium');
      expect(profile.get().isPremiumStatusLoading).toBe(true);
      return Promise.resolve();
    }),
    report: vi.fn(),
  } satisfies ProfileLoadDeps;
  const loader = createProfileLoader(deps);
  return {
    deps,
    site,
    profile,
    device,
    server,
    calls,
    loader,
    load: (userId: string | null) => {
      signedInAs = userId;
      return loader.load(userId);
    },
  };
}

const LOADED = { websiteLoaded: true, pageLoaded: true };

describe('profile load (docs/spec/accounts.md)', () => {
  it('uses a cached profile with a username at once, then refreshes premium status', async () => {
    const t = setup({ device: { [USER]: record('river', { dojo_coins: 30 }) } });
    expect(await t.load(USER)).toBe('cached');
    expect(t.profile.get()).toEqual({
      userId: USER,
      profile: record('river', { dojo_coins: 30 }),
      isLoaded: true,
      isPremiumStatusLoading: false,
    });
    expect(t.site.get()).toEqual({ ...LOADED, signedIn: true });
    expect(t.calls).toEqual(['premium']);
    expect(t.deps.hasPulled).not.toHaveBeenCalled();
  });

  it('with nobody signed in, resets the profile and marks signed out and loaded', async () => {
    const t = setup();
    t.profile.set({ userId: USER, profile: record('river'), isLoaded: true });
    t.site.set({ signedIn: true });
    expect(await t.load(null)).toBe('signed-out');
    expect(t.profile.get()).toEqual(SIGNED_OUT_PROFILE);
    expect(t.site.get()).toEqual({ ...LOADED, signedIn: false });
    expect(t.calls).toEqual([]);
  });

  it('pulls first when this device has not heard from the server for the user', async () => {
    const t = setup({ server: { [USER]: record('river') } });
    expect(await t.load(USER)).toBe('pulled');
    expect(t.calls).toEqual(['pull', 'premium']);
    expect(t.profile.get().profile?.username).toBe('river');
    expect(t.site.get()).toEqual({ ...LOADED, signedIn: true });
  });

  it('creates a profile the server does not have, then reloads it', async () => {
    const t = setup({ pulled: [USER], emails: { [USER]: 'sam.lee@example.com' } });
    expect(await t.load(USER)).toBe('created');
    expect(t.calls).toEqual(['create', 'pull', 'premium']);
    expect(t.server.get(USER)?.username).toBe('sam.lee');
    expect(t.profile.get()).toMatchObject({ userId: USER, isLoaded: true });
    expect(t.profile.get().profile).toMatchObject({
      username: 'sam.lee',
      dojo_coins: 0,
      referred_users: 0,
      achievements: ['Early Bird'],
    });
    expect(t.site.get()).toEqual({ ...LOADED, signedIn: true });
  });

  it('creates it when a first pull shows it missing too', async () => {
    const t = setup();
    expect(await t.load(USER)).toBe('created');
    expect(t.calls).toEqual(['pull', 'create', 'pull', 'premium']);
    expect(t.profile.get().profile?.username).toBe('new_user');
  });

  it('treats a stored profile without a username as missing', async () => {
    const t = setup({
      device: { [USER]: record('  ') },
      pulled: [USER],
      server: { [USER]: record('kim') },
    });
    expect(await t.load(USER)).toBe('created');
    // the server kept its row: creating never overwrites one
    expect(t.profile.get().profile?.username).toBe('kim');
  });

  it('on an error resets and marks signed out, keeps local data, and still marks loaded', async () => {
    const t = setup({ pulled: [USER] });
    t.deps.createProfile.mockRejectedValueOnce(new Error('offline'));
    t.device.set(OTHER, record('someone'));
    expect(await t.load(USER)).toBe('error');
    expect(t.profile.get()).toEqual(SIGNED_OUT_PROFILE);
    expect(t.site.get()).toEqual({ ...LOADED, signedIn: false });
    expect(t.deps.report).toHaveBeenCalledWith(new Error('offline'));
    expect(t.deps.refreshPremium).not.toHaveBeenCalled();
    // nothing on the device was deleted
    expect(t.device.get(OTHER)?.username).toBe('someone');
  });

  it('fails when the pull cannot finish, and when a created profile never arrives', async () => {
    const offline = setup();
    offline.deps.pull.mockRejectedValueOnce(new Error('no network'));
    expect(await offline.load(USER)).toBe('error');
    expect(offline.site.get()).toEqual({ ...LOADED, signedIn: false });

    const lost = setup({ pulled: [USER] });
    lost.deps.createProfile.mockResolvedValueOnce(undefined);
    expect(await lost.load(USER)).toBe('error');
    expect(lost.calls).toEqual(['pull', 'pull']);
    expect(lost.profile.get()).toEqual(SIGNED_OUT_PROFILE);
  });

  it('pulls once more when the round after creating it began too early to bring it', async () => {
    const t = setup({ pulled: [USER] });
    const pull = t.deps.pull.getMockImplementation()!;
    t.deps.pull.mockImplementationOnce(() => {
      t.calls.push('pull (began before the profile existed)');
      return Promise.resolve();
    });
    t.deps.pull.mockImplementation(pull);
    expect(await t.load(USER)).toBe('created');
    expect(t.calls).toEqual([
      'create',
      'pull (began before the profile existed)',
      'pull',
      'premium',
    ]);
  });

  it('keeps the profile loaded when the premium check fails, and clears its flag', async () => {
    const t = setup({ device: { [USER]: record('river') } });
    t.deps.refreshPremium.mockRejectedValueOnce(new Error('payment service down'));
    expect(await t.load(USER)).toBe('cached');
    expect(t.profile.get()).toMatchObject({ isLoaded: true, isPremiumStatusLoading: false });
    expect(t.site.get().signedIn).toBe(true);
    expect(t.deps.report).toHaveBeenCalled();
  });

  it('marks the site loaded before the premium check answers', async () => {
    const t = setup({ device: { [USER]: record('river') } });
    let answer: () => void = () => undefined;
    t.deps.refreshPremium.mockImplementationOnce(
      () => new Promise<void>((resolve) => (answer = resolve)),
    );
    const done = t.load(USER);
    await vi.waitFor(() => expect(t.profile.get().isPremiumStatusLoading).toBe(true));
    expect(t.site.get()).toEqual({ ...LOADED, signedIn: true });
    expect(t.profile.get().isLoaded).toBe(true);
    answer();
    expect(await done).toBe('cached');
    expect(t.profile.get().isPremiumStatusLoading).toBe(false);
  });

  it('lets a newer load win over one still running (sign-out during a sign-in load)', async () => {
    const t = setup({ server: { [USER]: record('river') } });
    let release: () => void = () => undefined;
    t.deps.pull.mockImplementationOnce(() => new Promise<void>((resolve) => (release = resolve)));
    const signingIn = t.load(USER);
    expect(t.site.get().signedIn).toBe(true);
    await vi.waitFor(() => expect(t.deps.pull).toHaveBeenCalled());
    expect(await t.load(null)).toBe('signed-out');
    release();
    expect(await signingIn).toBe('stale');
    expect(t.profile.get()).toEqual(SIGNED_OUT_PROFILE);
    expect(t.site.get().signedIn).toBe(false);
  });

  it("never shows the previous account's profile while the next one loads", async () => {
    const t = setup({ device: { [USER]: record('river') }, server: { [OTHER]: record('kim') } });
    await t.load(USER);
    let release: () => void = () => undefined;
    t.deps.pull.mockImplementationOnce(async (userId) => {
      await new Promise<void>((resolve) => (release = resolve));
      t.device.set(userId, t.server.get(userId)!);
    });
    const next = t.load(OTHER);
    expect(t.profile.get()).toEqual({ ...SIGNED_OUT_PROFILE, userId: OTHER });
    await vi.waitFor(() => expect(t.deps.pull).toHaveBeenCalled());
    release();
    expect(await next).toBe('pulled');
    expect(t.profile.get().profile?.username).toBe('kim');
  });
});

describe('authentication (docs/spec/accounts.md): following the session', () => {
  it('loads on sign-in, resets on sign-out, and only when the user changes', async () => {
    const t = setup({ device: { [USER]: record('river') } });
    const identity = createStore<{ userId: string | null }>({ userId: null });
    const stop = t.loader.follow(identity);
    expect(t.site.get()).toEqual({ ...LOADED, signedIn: false });

    identity.set({ userId: USER });
    expect(t.site.get().signedIn).toBe(true);
    await vi.waitFor(() => expect(t.profile.get().isLoaded).toBe(true));
    expect(t.deps.refreshPremium).toHaveBeenCalledTimes(1);

    identity.set({ userId: USER });
    expect(t.deps.readStoredProfile).toHaveBeenCalledTimes(1);

    t.profile.set({ isPremiumStatusLoading: true });
    identity.set({ userId: null });
    await vi.waitFor(() => expect(t.profile.get()).toEqual(SIGNED_OUT_PROFILE));
    expect(t.site.get()).toEqual({ ...LOADED, signedIn: false });

    stop();
    identity.set({ userId: USER });
    expect(t.site.get().signedIn).toBe(false);
  });

  it('tries again on the retry signal after a failed load, and not once loaded', async () => {
    const t = setup({ server: { [USER]: record('river') } });
    t.deps.pull.mockRejectedValueOnce(new Error('offline'));
    const identity = createStore<{ userId: string | null }>({ userId: USER });
    let again: () => void = () => undefined;
    const stop = t.loader.follow(identity, (callback) => {
      again = callback;
      return () => (again = () => undefined);
    });
    await vi.waitFor(() => expect(t.deps.report).toHaveBeenCalled());
    expect(t.site.get().signedIn).toBe(false);

    again();
    await vi.waitFor(() => expect(t.profile.get().isLoaded).toBe(true));
    expect(t.site.get().signedIn).toBe(true);
    expect(t.deps.pull).toHaveBeenCalledTimes(2);

    const reads = t.deps.readStoredProfile.mock.calls.length;
    again();
    expect(t.deps.readStoredProfile).toHaveBeenCalledTimes(reads);
    stop();
  });
});
