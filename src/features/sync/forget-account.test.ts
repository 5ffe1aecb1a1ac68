import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeUser, db, openDatabase } from '../../db';
import { closeDatabaseForTests } from '../../db/open';
import type { StoredPackData } from '../../db/database';
import type { ProfileRecord } from '../../../sync';
import { forgetAccountData } from './forget-account';

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

function pack(id: string): StoredPackData {
  return {
    metadata: { id, name: id } as StoredPackData['metadata'],
    prompts: [],
    likes: 0,
    plays: 0,
    lastUpdated: '2026-11-01T00:00:00.000Z',
  };
}

function userPack(id: string, publish: 'local' | 'publishing' | 'published') {
  return { id, pack: pack(id), draft: false, publish, fileUrl: null, updatedAt: '2026-11-01' };
}

beforeEach(async () => {
  closeDatabaseForTests();
  activeUser.set({ userId: null });
  await openDatabase('forget-test', new IDBFactory());
  const d = db();
  await d.profiles.bulkPut([
    { userId: 'ana', profile: PROFILE },
    { userId: 'ben', profile: { ...PROFILE, username: 'ben' } },
  ]);
  await d.coinEntries.bulkPut([
    { userId: 'ana', id: 1, amount: 40, reason: 'referral', createdAt: '2026-11-01' },
    { userId: 'ben', id: 2, amount: 5, reason: 'reward', createdAt: '2026-11-01' },
  ]);
  await d.syncState.bulkPut([
    { userId: 'ana', cursor: 'c1', resyncing: false, lastSyncAt: 1 },
    { userId: 'ben', cursor: 'c2', resyncing: false, lastSyncAt: 2 },
  ]);
  await d.draftUpdates.bulkPut([
    { userId: 'ana', id: 1, packId: 'p1', update: 'AA==' },
    { userId: 'ben', id: 2, packId: 'p9', update: 'AA==' },
  ]);
  await d.settling.put({ opId: 'o1', userId: 'ana', amount: 3 });
  await d.userPacks.bulkPut([
    userPack('published-synced', 'published'),
    userPack('published-unsent-edit', 'published'),
    userPack('never-published', 'local'),
    userPack('still-publishing', 'publishing'),
  ]);
  await d.packLikes.bulkPut([
    { packId: 'liked-synced', liked: true, updatedAt: '2026-11-01' },
    { packId: 'liked-unsent', liked: true, updatedAt: '2026-11-01' },
  ]);
  await d.kv.put({ key: 'player-names', value: ['Ana', 'Ben'] });
  await d.packStates.put({
    game: 'mix',
    packId: 'classic',
    active: false,
    updatedAt: '2026-11-01',
  });
  await d.outbox.bulkPut([
    {
      id: '0190000a-0000-7000-8000-000000000001',
      type: 'pack.save',
      payload: { pack: pack('published-unsent-edit'), draft: false },
      userId: 'ana',
      createdAt: '2026-11-01',
      attempts: 0,
    },
    {
      id: '0190000a-0000-7000-8000-000000000002',
      type: 'like.add',
      payload: { gameId: 'liked-unsent' },
      userId: null,
      createdAt: '2026-11-01',
      attempts: 0,
    },
  ]);
});

afterEach(() => closeDatabaseForTests());

describe('forgetting an account on sign-out', () => {
  it("removes that account's profile, coins, sync position, draft updates, published packs and likes", async () => {
    await forgetAccountData(db(), 'ana');
    const d = db();
    expect(await d.profiles.get('ana')).toBeUndefined();
    expect(await d.coinEntries.where('userId').equals('ana').count()).toBe(0);
    expect(await d.syncState.get('ana')).toBeUndefined();
    expect(await d.draftUpdates.where('userId').equals('ana').count()).toBe(0);
    expect(await d.settling.count()).toBe(0);
    expect(await d.userPacks.get('published-synced')).toBeUndefined();
    expect(await d.packLikes.get('liked-synced')).toBeUndefined();
  });

  it('keeps unsent work, packs never published, device settings and other accounts', async () => {
    await forgetAccountData(db(), 'ana');
    const d = db();
    expect(await d.outbox.count()).toBe(2);
    expect(await d.userPacks.get('published-unsent-edit')).toBeDefined();
    expect(await d.userPacks.get('never-published')).toBeDefined();
    expect(await d.userPacks.get('still-publishing')).toBeDefined();
    expect(await d.packLikes.get('liked-unsent')).toBeDefined();
    expect((await d.kv.get('player-names'))?.value).toEqual(['Ana', 'Ben']);
    expect(await d.packStates.count()).toBe(1);
    expect((await d.profiles.get('ben'))?.profile.username).toBe('ben');
    expect(await d.coinEntries.where('userId').equals('ben').count()).toBe(1);
    expect(await d.syncState.get('ben')).toBeDefined();
    expect(await d.draftUpdates.where('userId').equals('ben').count()).toBe(1);
  });
});
