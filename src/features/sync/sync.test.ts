import { IDBFactory } from 'fake-indexeddb';
import { v7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeUser, db, mutate } from '../../db';
import { closeDatabaseForTests, openDatabase } from '../../db/open';
import type { SyncStatus } from '../../../sync';
import { DexieSyncStore } from './dexie-store';
import { readRemoteDraftUpdates, signOut } from './index';
import { adoptSignedOutChanges, discardQuarantined, retryQuarantined } from './quarantine';
import { AUTH_STORAGE_KEY, readStoredIdentity } from './session';
import { readSyncSummary, type SyncSummary } from './summary';
import { syncHeadline } from './sync-status';

const LIKE = { type: 'like.add', payload: { gameId: 'mix' } } as const;

beforeEach(async () => {
  closeDatabaseForTests();
  await openDatabase('sync-feature', new IDBFactory());
  activeUser.set({ userId: 'ana' });
});
afterEach(() => closeDatabaseForTests());

describe('signing out', () => {
  it('[I4] asks first when changes are waiting, and never deletes them', async () => {
    await mutate(LIKE);
    await mutate(LIKE);
    expect(await signOut()).toEqual({ signedOut: false, unsynced: 2 });
    expect(activeUser.get().userId).toBe('ana');
    expect(await signOut({ force: true })).toEqual({ signedOut: true, unsynced: 2 });
    expect(activeUser.get().userId).toBeNull();
    const kept = await db().outbox.toArray();
    expect(kept.map((op) => op.userId)).toEqual(['ana', 'ana']);
  });
});

describe('the persisted session', () => {
  it('gives the user id even when the access token has expired, and nothing when unreadable', () => {
    const storage = new Map<string, string>();
    const getItem = (key: string) => storage.get(key) ?? null;
    expect(readStoredIdentity({ getItem })).toBeNull();
    storage.set(
      AUTH_STORAGE_KEY,
      JSON.stringify({ access_token: 'x', expires_at: 1, user: { id: 'u1', email: 'a@b.c' } }),
    );
    expect(readStoredIdentity({ getItem })).toEqual({ userId: 'u1', email: 'a@b.c' });
    storage.set(AUTH_STORAGE_KEY, '{not json');
    expect(readStoredIdentity({ getItem })).toBeNull();
  });
});

describe('summary and quarantine', () => {
  it('counts what waits, for whom, and how old the oldest is', async () => {
    await mutate(LIKE);
    activeUser.set({ userId: null });
    await mutate(LIKE);
    activeUser.set({ userId: 'bo' });
    await mutate(LIKE);
    const forAna = await readSyncSummary(db(), 'ana');
    expect(forAna).toMatchObject({ pending: 1, unowned: 1, otherAccounts: 1, lastSyncAt: null });
    expect(forAna.oldestPendingAt).toMatch(/^\d{4}-/);
    activeUser.set({ userId: 'ana' });
    expect(await adoptSignedOutChanges()).toBe(1);
    expect((await readSyncSummary(db(), 'ana')).pending).toBe(2);
  });

  it('retries a refused op under a new id and discards on request', async () => {
    await db().quarantine.add({
      id: 'old-id',
      type: 'coins.spend',
      payload: { amount: 5, reason: 'hint' },
      userId: 'ana',
      createdAt: '2026-11-21T00:00:00.000Z',
      attempts: 3,
      reason: 'Insufficient dojo coins',
      quarantinedAt: '2026-11-21T00:01:00.000Z',
    });
    await retryQuarantined('old-id');
    const [again] = await db().outbox.toArray();
    expect(again).toMatchObject({ type: 'coins.spend', userId: 'ana', attempts: 0 });
    expect(again?.id).not.toBe('old-id');
    expect(again).not.toHaveProperty('reason');
    expect(await db().quarantine.count()).toBe(0);
    await db().quarantine.add({ ...again!, reason: 'no', quarantinedAt: '' });
    await discardQuarantined(again!.id);
    expect(await db().quarantine.count()).toBe(0);
  });

  it('[I5] puts a retried op after the ops still waiting, even when the clock went back', async () => {
    // Queued before a reload by a clock an hour fast; the clock was then corrected.
    const earlier = v7({ msecs: Date.now() + 3_600_000 });
    await db().outbox.add({
      id: earlier,
      type: 'like.add',
      payload: { gameId: 'earlier' },
      userId: 'ana',
      createdAt: new Date().toISOString(),
      attempts: 0,
    });
    await db().quarantine.add({
      id: 'refused',
      type: 'coins.spend',
      payload: { amount: 5, reason: 'hint' },
      userId: 'ana',
      createdAt: '2026-11-21T00:00:00.000Z',
      attempts: 1,
      reason: 'Insufficient dojo coins',
      quarantinedAt: '2026-11-21T00:01:00.000Z',
    });
    await retryQuarantined('refused');
    await mutate(LIKE);
    const store = new DexieSyncStore(db());
    const sent = await store.nextBatch('ana', 10);
    expect(sent.map((op) => op.type)).toEqual(['like.add', 'coins.spend', 'like.add']);
    expect(sent[0]!.id).toBe(earlier);
  });
});

describe('the badge says only what is true', () => {
  const summary: SyncSummary = {
    pending: 2,
    oldestPendingAt: null,
    unowned: 0,
    otherAccounts: 0,
    quarantine: [],
    lastSyncAt: null,
  };
  const engine = (patch: Partial<SyncStatus>): SyncStatus => ({
    phase: 'idle',
    userId: 'ana',
    lastSuccessAt: null,
    lastError: null,
    failures: 0,
    retryAt: null,
    offline: false,
    slow: false,
    ...patch,
  });
  const label = (ui: Parameters<typeof syncHeadline>[0], userId: string | null, s = summary) =>
    syncHeadline(ui, userId, s).label;

  it('covers local-only, signed out, offline, slow, expired session, refused and synced', () => {
    expect(label({ configured: false, engine: null, online: true }, 'ana')).toBe('Local only');
    expect(label({ configured: true, engine: null, online: true }, null)).toBe('Not signed in');
    expect(label({ configured: true, engine: null, online: false }, 'ana')).toBe(
      'Offline · 2 waiting',
    );
    expect(
      label({ configured: true, engine: engine({ offline: true }), online: true }, 'ana'),
    ).toBe('Offline · 2 waiting');
    expect(
      label({ configured: true, engine: engine({ phase: 'needs-sign-in' }), online: true }, 'ana'),
    ).toBe('Sign in again · 2 waiting');
    expect(label({ configured: true, engine: engine({}), online: true }, 'ana')).toBe('2 waiting');
    // A push that timed out: the link works, slowly; the badge does not call it offline.
    for (const phase of ['pushing', 'backoff'] as const) {
      expect(
        label({ configured: true, engine: engine({ phase, slow: true }), online: true }, 'ana'),
      ).toBe('Slow connection · 2 waiting');
    }
    expect(
      label({ configured: true, engine: engine({}), online: true }, 'ana', {
        ...summary,
        pending: 0,
        lastSyncAt: 1,
      }),
    ).toBe('Synced');
  });
});

describe('draft updates from other devices', () => {
  it('are read per user and pack, oldest first', async () => {
    await db().draftUpdates.bulkAdd([
      { userId: 'ana', id: 7, packId: 'p', update: 'Bw==' },
      { userId: 'ana', id: 3, packId: 'p', update: 'Aw==' },
      { userId: 'ana', id: 5, packId: 'q', update: 'BQ==' },
      { userId: 'bo', id: 4, packId: 'p', update: 'BA==' },
    ]);
    expect(await readRemoteDraftUpdates('p')).toEqual(['Aw==', 'Bw==']);
    activeUser.set({ userId: null });
    expect(await readRemoteDraftUpdates('p')).toEqual([]);
  });
});

describe('the account initial on the header pill', () => {
  it("uses the username's first letter, else the email's, upper-cased", async () => {
    const { accountInitial } = await import('./sync-status');
    expect(accountInitial('ana', 'x@y.z')).toBe('A');
    expect(accountInitial('  ', 'ben@party.test')).toBe('B');
    expect(accountInitial(null, null)).toBe('');
    expect(accountInitial('🎉 crew', null)).toBe('🎉');
  });
});
