// The app's side of sync against the local backend: writes through the one write path (mutate and
// the games' own functions) on one device's Dexie database, the engine over DexieSyncStore, and a
// second device's database that must come to show the same thing.

import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppDatabase } from '../../src/db/database.ts';
import { activeUser } from '../../src/db/identity.ts';
import { mutate } from '../../src/db/mutate.ts';
import { closeDatabaseForTests, db, openDatabase } from '../../src/db/open.ts';
import { readCoinBalance } from '../../src/features/sync/balance.ts';
import { DexieSyncStore } from '../../src/features/sync/dexie-store.ts';
import { readSyncSummary } from '../../src/features/sync/summary.ts';
import { syncHeadline } from '../../src/features/sync/sync-status.tsx';
import { sendFeedback } from '../../src/features/games/state/index.ts';
import {
  deletePack,
  markPackPublished,
  publishPack,
  toggleLike,
} from '../../src/features/editor/pack-data.ts';
import { deletePackFile, publishPackFile } from '../../src/features/editor/pack-storage.ts';
import {
  deleteRemovedPackFiles,
  PACK_FILES_TO_DELETE_KEY,
  publishReadyPacks,
} from '../../src/features/sync/publish.ts';
import { SyncEngine, type SyncTransport } from '../../sync/engine.ts';
import { startLocalBackend, type LocalBackend } from '../../supabase/local/server.ts';
import { randomUUID } from 'node:crypto';
import {
  asOp,
  createSupabaseTransport,
  makeOp,
  packContent,
  serviceQuery,
  signIn,
  signUp,
  type TestUser,
} from './sync-harness.ts';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startLocalBackend({ port: 0 });
});
afterAll(async () => {
  closeDatabaseForTests();
  await backend?.close();
});

let user: TestUser;
let deviceB: AppDatabase;
let transportA: SyncTransport;
let transportB: SyncTransport;

beforeEach(async () => {
  user = await signUp(backend, 'dexie');
  closeDatabaseForTests();
  await openDatabase(`device-a-${user.id}`, new IDBFactory());
  activeUser.set({ userId: user.id });
  deviceB = new AppDatabase(`device-b-${user.id}`, { indexedDB: new IDBFactory(), IDBKeyRange });
  await deviceB.open();
  transportA = createSupabaseTransport(user.client);
  transportB = createSupabaseTransport(await signIn(backend, user));
});

async function sync(database: AppDatabase, transport: SyncTransport) {
  const engine = new SyncEngine({
    store: new DexieSyncStore(database),
    transport,
    session: () => user.id,
    pollMs: 1e9,
  });
  engine.start();
  const status = await engine.syncNow();
  await engine.stop();
  expect(status.lastError).toBeNull();
  return status;
}

function setPackState(database: AppDatabase, game: string, packId: string, active: boolean) {
  return mutate({
    type: 'pack-state.set',
    payload: { game, packId, active },
    tables: [database.packStates],
    apply: () => database.packStates.put({ game, packId, active, updatedAt: '' }),
  });
}

describe('two devices through Dexie', () => {
  it('feedback, a like and pack state made on one device show on the other', async () => {
    await sendFeedback({ game: 'mix', positive: true, text: 'Great night', user: 'Sam' });
    await setPackState(db(), 'mix', 'spicy', false);
    await mutate({
      type: 'like.add',
      payload: { gameId: 'never-have-i-ever' },
      tables: [db().packLikes],
      apply: () => db().packLikes.put({ packId: 'never-have-i-ever', liked: true, updatedAt: '' }),
    });
    expect(await db().outbox.count()).toBe(3);
    await sync(db(), transportA);
    expect(await db().outbox.count()).toBe(0);
    const feedback = await serviceQuery<{ feedback: string }>(
      backend,
      'select feedback from public.feedback where user_id = $1',
      [user.id],
    );
    expect(feedback).toEqual([{ feedback: 'Great night' }]);

    await sync(deviceB, transportB);
    expect(await deviceB.packStates.get(['mix', 'spicy'])).toMatchObject({ active: false });
    expect(await deviceB.packLikes.get('never-have-i-ever')).toMatchObject({ liked: true });
    expect((await deviceB.profiles.get(user.id))?.profile.liked_games).toEqual([
      'never-have-i-ever',
    ]);
  });

  it('a pack liked on one device arrives whole on the other; packs nobody here likes never travel', async () => {
    const author = await signUp(backend, 'author');
    const authorTransport = createSupabaseTransport(author.client);
    const [liked, other] = [randomUUID(), randomUUID()];
    const publish = (id: string, name: string) => [
      asOp(
        makeOp(randomUUID(), author.id, 'pack.save', {
          pack: packContent(id, name, ['One']),
          draft: false,
        }),
      ),
      asOp(makeOp(randomUUID(), author.id, 'pack.publish', { packId: id })),
    ];
    await authorTransport.push([...publish(liked, 'Liked'), ...publish(other, 'Other')]);
    await mutate({
      type: 'like.add',
      payload: { gameId: liked },
      tables: [db().packLikes],
      apply: () => db().packLikes.put({ packId: liked, liked: true, updatedAt: '' }),
    });
    await sync(db(), transportA);

    await sync(deviceB, transportB);
    expect((await deviceB.packCache.get(liked))?.pack.metadata.name).toBe('Liked');
    expect(await deviceB.packCache.get(other)).toBeUndefined();

    // the author renames it: the device that likes it follows
    await authorTransport.push([
      asOp(
        makeOp(randomUUID(), author.id, 'pack.save', {
          pack: packContent(liked, 'Renamed', ['One']),
          draft: false,
        }),
      ),
      asOp(
        makeOp(randomUUID(), author.id, 'pack.save', {
          pack: packContent(other, 'Other renamed', ['One']),
          draft: false,
        }),
      ),
    ]);
    await sync(deviceB, transportB);
    expect((await deviceB.packCache.get(liked))?.pack.metadata.name).toBe('Renamed');
    expect(await deviceB.packCache.get(other)).toBeUndefined();
  });

  it('[I5][C2] pack state conflicts end in server order on both devices, whatever the clocks say', async () => {
    await setPackState(db(), 'charades', 'movies', false);
    // Device B writes later in server order, even though its op was made "earlier".
    activeUser.set({ userId: user.id });
    await deviceB.outbox.add({
      id: '00000000-0000-7000-8000-000000000001',
      type: 'pack-state.set',
      payload: { game: 'charades', packId: 'movies', active: true },
      userId: user.id,
      createdAt: '2020-01-01T00:00:00.000Z',
      attempts: 0,
    });
    await deviceB.packStates.put({
      game: 'charades',
      packId: 'movies',
      active: true,
      updatedAt: '',
    });
    await sync(db(), transportA);
    await sync(deviceB, transportB);
    await sync(db(), transportA);
    expect(await db().packStates.get(['charades', 'movies'])).toMatchObject({ active: true });
    expect(await deviceB.packStates.get(['charades', 'movies'])).toMatchObject({ active: true });
  });

  it('[C1] shows the server balance plus pending spends, and a refused spend rolls back visibly', async () => {
    await mutate({ type: 'reward.claim', payload: { rewardId: 'welcome' } });
    await sync(db(), transportA);
    expect((await readCoinBalance(db(), user.id)).shown).toBe(25);

    await mutate({ type: 'coins.spend', payload: { amount: 10, reason: 'hint' } });
    expect(await readCoinBalance(db(), user.id)).toEqual({ server: 25, shown: 15, pending: 10 });
    await mutate({ type: 'coins.spend', payload: { amount: 100, reason: 'too much' } });
    expect((await readCoinBalance(db(), user.id)).shown).toBe(-85);
    await sync(db(), transportA);
    expect(await readCoinBalance(db(), user.id)).toEqual({ server: 15, shown: 15, pending: 0 });
    const quarantined = await db().quarantine.toArray();
    expect(quarantined.map((q) => q.reason)).toEqual(['Insufficient dojo coins']);
    expect(await db().coinEntries.where('userId').equals(user.id).count()).toBe(2);
  });

  it('[I8] a refused like is read back by its keys alone and waits in the panel as before', async () => {
    await setPackState(db(), 'mix', 'classic', false);
    await sync(db(), transportA);
    const cursors: (string | null)[] = [];
    const keyCalls: string[][] = [];
    const spy: SyncTransport = {
      ...transportA,
      pull: (cursor, limit) => {
        cursors.push(cursor);
        return transportA.pull(cursor, limit);
      },
      pullKeys: (keys) => {
        keyCalls.push([...keys]);
        return transportA.pullKeys!(keys);
      },
    };
    // The server takes game ids of at most 100 characters.
    const tooLong = 'g'.repeat(101);
    await toggleLike(tooLong);
    expect(await db().packLikes.get(tooLong)).toMatchObject({ liked: true });
    await sync(db(), spy);
    expect(keyCalls).toEqual([[`like/${tooLong}`, `pack/${tooLong}`]]);
    expect(cursors.every((cursor) => cursor !== null)).toBe(true);
    expect((await db().packLikes.get(tooLong))?.liked ?? false).toBe(false);
    expect(await db().packStates.get(['mix', 'classic'])).toMatchObject({ active: false });
    const summary = await readSyncSummary(db(), user.id);
    expect(summary.quarantine.map((q) => q.reason)).toEqual([
      'payload.gameId is too long (max 100 characters)',
    ]);
    expect(
      syncHeadline({ configured: true, engine: null, online: true }, user.id, summary).label,
    ).toBe('1 not accepted');
  });

  it('notices local data that vanished under a kept cursor and pulls everything again', async () => {
    await setPackState(db(), 'mix', 'classic', false);
    await sync(db(), transportA);
    await sync(deviceB, transportB);
    await deviceB.profiles.clear();
    await deviceB.packStates.clear();
    const cursors: (string | null)[] = [];
    const spy: SyncTransport = {
      ...transportB,
      pull: (cursor, limit) => {
        cursors.push(cursor);
        return transportB.pull(cursor, limit);
      },
    };
    await sync(deviceB, spy);
    expect(cursors[0]).toBeNull();
    expect(await deviceB.packStates.get(['mix', 'classic'])).toMatchObject({ active: false });
  });

  it('[C2] a pending local change is not overwritten by an older pulled value', async () => {
    await setPackState(db(), 'mix', 'party', true);
    await sync(db(), transportA);
    await deviceB.transaction('rw', [deviceB.outbox, deviceB.packStates], async () => {
      await deviceB.packStates.put({ game: 'mix', packId: 'party', active: false, updatedAt: '' });
      await deviceB.outbox.add({
        id: '01900000-0000-7000-8000-000000000002',
        type: 'pack-state.set',
        payload: { game: 'mix', packId: 'party', active: false },
        userId: user.id,
        createdAt: new Date().toISOString(),
        attempts: 0,
      });
    });
    // B pulls before its push reaches the server (a partition on push only).
    const pullOnly: SyncTransport = {
      ...transportB,
      push: () => Promise.reject(new Error('no push today')),
    };
    const engine = new SyncEngine({
      store: new DexieSyncStore(deviceB),
      transport: pullOnly,
      session: () => user.id,
      pollMs: 1e9,
      onInternalError: () => undefined,
    });
    engine.start();
    await engine.syncNow();
    await engine.stop();
    expect(await deviceB.packStates.get(['mix', 'party'])).toMatchObject({ active: false });
    await sync(deviceB, transportB);
    await sync(db(), transportA);
    expect(await db().packStates.get(['mix', 'party'])).toMatchObject({ active: false });
  });

  it('publishes a pack made offline: ops first, then the file, then the pack is public', async () => {
    const id = crypto.randomUUID();
    await publishPack({
      metadata: {
        name: 'Plane ride',
        id,
        description: 'Made at 30,000 feet',
        author: 'Sam',
        explicit: false,
        alcohol: false,
        creation_date: new Date().toISOString(),
        tags: [],
      },
      prompts: [{ text: 'Never have I ever slept through landing' }],
    });
    expect((await db().userPacks.get(id))?.publish).toBe('publishing');
    const publisher = {
      upload: (
        client: Parameters<typeof publishPackFile>[0],
        pack: Parameters<typeof publishPackFile>[1],
      ) => publishPackFile(client, pack, { retries: 0 }),
      markPublished: markPackPublished,
    };
    // Not before the server has the ops: Storage would refuse the file.
    expect(await publishReadyPacks(db(), user.client, publisher)).toBe(0);
    await sync(db(), transportA);
    expect(await publishReadyPacks(db(), user.client, publisher)).toBe(1);
    const row = await db().userPacks.get(id);
    expect(row?.publish).toBe('published');
    const file = await fetch(row!.fileUrl!);
    expect(file.ok).toBe(true);
    expect(((await file.json()) as { metadata: { name: string } }).metadata.name).toBe(
      'Plane ride',
    );
    // Another device sees it as published.
    await sync(deviceB, transportB);
    expect((await deviceB.userPacks.get(id))?.publish).toBe('published');

    // Deleting it offline: the file goes only after the server has the pack.delete.
    await deletePack(id);
    const removeFile = (client: Parameters<typeof deletePackFile>[0], path: string) =>
      deletePackFile(client, path, { retries: 0 });
    expect(await deleteRemovedPackFiles(db(), user.client, removeFile)).toBe(0);
    expect((await fetch(row!.fileUrl!)).ok).toBe(true);
    await sync(db(), transportA);
    expect(await deleteRemovedPackFiles(db(), user.client, removeFile)).toBe(1);
    expect((await fetch(row!.fileUrl!)).ok).toBe(false);
    expect((await db().kv.get(PACK_FILES_TO_DELETE_KEY))?.value).toEqual([]);
    // Nothing left to do on the next round.
    expect(await deleteRemovedPackFiles(db(), user.client, removeFile)).toBe(0);
  });
});
