import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeUser, db, openDatabase } from '../../db';
import { closeDatabaseForTests } from '../../db/open';
import {
  PROTOCOL_VERSION,
  SyncEngine,
  type Change,
  type PullPage,
  type ProfileRecord,
  type SyncTransport,
} from '../../../sync';
import { DexieSyncStore } from './dexie-store';
import { forgetAccountData } from './forget-account';

// The caveat of a shared phone: a sync round still in flight when its user signs out must not
// write that user's profile back after sign-out removed it.

const PROFILE: ProfileRecord = {
  username: 'ana',
  creation_date: '2026-11-01T00:00:00.000Z',
  achievements: ['Early Bird'],
  dojo_coins: 40,
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

const profileChange = { kind: 'profile', id: 'ana', profile: PROFILE } as Change;
const isActive = (userId: string) => activeUser.get().userId === userId;

beforeEach(async () => {
  closeDatabaseForTests();
  activeUser.set({ userId: 'ana' });
  await openDatabase('dexie-store-test', new IDBFactory());
});

afterEach(() => {
  activeUser.set({ userId: null });
  closeDatabaseForTests();
});

describe('writing what the server said, for the user still signed in only', () => {
  it('applies a page while its user is signed in', async () => {
    const store = new DexieSyncStore(db(), undefined, isActive);
    await store.applyPage('ana', {
      changes: [profileChange],
      cursor: 'c1',
      more: false,
      prune: null,
    });
    expect((await db().profiles.get('ana'))?.profile.username).toBe('ana');
    expect((await db().syncState.get('ana'))?.cursor).toBe('c1');
  });

  it('writes nothing from a page, a settlement or a success once that user signed out', async () => {
    const store = new DexieSyncStore(db(), undefined, isActive);
    await db().outbox.put({
      id: '0190000a-0000-7000-8000-000000000001',
      type: 'profile.update',
      payload: { username: 'ana2' },
      userId: 'ana',
      createdAt: '2026-11-01',
      attempts: 0,
    });
    activeUser.set({ userId: null });
    await store.applyPage('ana', {
      changes: [profileChange],
      cursor: 'c1',
      more: false,
      prune: null,
    });
    await store.beginResync('ana');
    await store.settle('ana', [
      { id: '0190000a-0000-7000-8000-000000000001', status: 'quarantine', reason: 'x' },
    ]);
    await store.recordSuccess('ana');
    expect(await db().profiles.get('ana')).toBeUndefined();
    expect(await db().syncState.get('ana')).toBeUndefined();
    expect(await db().quarantine.count()).toBe(0);
    // The op waits, still stamped with its user, for that account's next session.
    expect(await db().outbox.count()).toBe(1);
  });

  it('drops the pull of a round that was in flight when its user signed out', async () => {
    let answerPull!: (page: PullPage) => void;
    let pullAsked!: () => void;
    const asked = new Promise<void>((resolve) => (pullAsked = resolve));
    const transport: SyncTransport = {
      push: () => Promise.reject(new Error('nothing to push')),
      pull: () => {
        pullAsked();
        return new Promise((resolve) => (answerPull = resolve));
      },
      refreshSession: () => Promise.resolve(true),
    };
    const engine = new SyncEngine({
      store: new DexieSyncStore(db(), undefined, isActive),
      transport,
      session: () => 'ana',
      pollMs: 3_600_000,
    });
    engine.start();
    const round = engine.whenIdle();
    await asked;
    // Sign-out on a shared phone: the session ends and the account's data leaves the device.
    activeUser.set({ userId: null });
    await forgetAccountData(db(), 'ana');
    answerPull({
      protocolVersion: PROTOCOL_VERSION,
      changes: [profileChange],
      cursor: 'c1',
      more: false,
    });
    await round;
    await engine.stop();
    expect(await db().profiles.get('ana')).toBeUndefined();
    expect(await db().syncState.get('ana')).toBeUndefined();
  });
});

describe('the last page of a full pull', () => {
  it('drops exactly the rows the server no longer has, keeping pending and other users’ rows', async () => {
    const store = new DexieSyncStore(db(), undefined, isActive);
    const d = db();
    await d.packLikes.bulkPut([
      { packId: 'kept', liked: true, updatedAt: '' },
      { packId: 'gone', liked: true, updatedAt: '' },
      { packId: 'pending', liked: true, updatedAt: '' },
    ]);
    await d.packStates.bulkPut([
      { game: 'mix', packId: 'kept', active: true, updatedAt: '' },
      { game: 'mix', packId: 'gone', active: true, updatedAt: '' },
    ]);
    await d.coinEntries.bulkPut([
      { userId: 'ana', id: 1, amount: 5, reason: 'kept', createdAt: '' },
      { userId: 'ana', id: 2, amount: 5, reason: 'gone', createdAt: '' },
      { userId: 'bo', id: 2, amount: 5, reason: 'not ana’s', createdAt: '' },
    ]);
    await d.draftUpdates.bulkPut([
      { userId: 'ana', id: 7, packId: 'p', update: 'AA==' },
      { userId: 'ana', id: 8, packId: 'p', update: 'AA==' },
    ]);
    await d.outbox.put({
      id: '0190000a-0000-7000-8000-000000000002',
      type: 'like.add',
      payload: { gameId: 'pending' },
      userId: 'ana',
      createdAt: '2026-11-01',
      attempts: 0,
    });
    // What a full pull may drop: the server-derived rows this device holds for ana (never bo's).
    const unseen = await store.storedKeys('ana');
    expect([...unseen].sort()).toEqual([
      'coin-entry/1',
      'coin-entry/2',
      'draft-update/7',
      'draft-update/8',
      'like/gone',
      'like/kept',
      'like/pending',
      'pack-state/mix/gone',
      'pack-state/mix/kept',
    ]);
    // The pull's pages bring these; what it never brings is gone from the server.
    for (const key of [
      'profile/ana',
      'like/kept',
      'pack-state/mix/kept',
      'coin-entry/1',
      'draft-update/7',
    ])
      unseen.delete(key);
    await store.applyPage('ana', {
      changes: [profileChange],
      cursor: 'c1',
      more: false,
      prune: unseen,
    });
    expect((await d.packLikes.toArray()).map((r) => r.packId).sort()).toEqual(['kept', 'pending']);
    expect((await d.packStates.toArray()).map((r) => r.packId)).toEqual(['kept']);
    expect((await d.coinEntries.toArray()).map((r) => `${r.userId}/${r.id}`).sort()).toEqual([
      'ana/1',
      'bo/2',
    ]);
    expect((await d.draftUpdates.toArray()).map((r) => r.id)).toEqual([7]);
    expect(await d.profiles.get('ana')).toBeDefined();
  });
});
