import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../db';
import { closeDatabaseForTests, openDatabase } from '../../db/open';
import {
  cacheRemotePack,
  countPlay,
  deletePack,
  findLocalPack,
  likePack,
  markPackPublished,
  packExistsLocally,
  publishPack,
  savePack,
  toggleLike,
} from './pack-data';
import { createEmptyPack, type UserPack } from './pack-format';

beforeEach(async () => {
  closeDatabaseForTests();
  await openDatabase('pack-data-test', new IDBFactory());
});
afterEach(() => closeDatabaseForTests());

function pack(): UserPack {
  const p = createEmptyPack(new Date('2026-11-21T10:00:00Z'));
  p.metadata.name = 'Cabin night';
  p.metadata.description = 'd';
  p.metadata.author = 'Ana';
  p.metadata.tags = ['cabin'];
  p.prompts = [{ text: 'one' }];
  return p;
}

const ops = async () =>
  (await db().outbox.orderBy('id').toArray()).map((op) => ({ type: op.type, payload: op.payload }));

describe('saving', () => {
  it('saves a draft with the "draft" tag and queues pack.save', async () => {
    const p = pack();
    const row = await savePack(p, true);
    expect(row.pack.metadata.tags).toEqual(['cabin', 'draft']);
    expect(row).toMatchObject({ draft: true, publish: 'local' });
    expect(await ops()).toEqual([
      {
        type: 'pack.save',
        payload: { pack: { metadata: row.pack.metadata, prompts: [{ text: 'one' }] }, draft: true },
      },
    ]);
  });

  it('removes the tag on a final save and keeps likes and plays from the stored copy', async () => {
    const p = pack();
    await savePack(p, true);
    await countPlay(p.metadata.id);
    await countPlay(p.metadata.id);
    await toggleLike(p.metadata.id);
    const row = await savePack(p, false);
    expect(row.pack.metadata.tags).toEqual(['cabin']);
    expect(row.pack).toMatchObject({ likes: 1, plays: 2 });
  });

  it('refuses without an id: "No Game to Save Yet!"', async () => {
    const p = pack();
    p.metadata.id = '';
    await expect(savePack(p, false)).rejects.toThrow('No Game to Save Yet!');
    expect(await db().outbox.count()).toBe(0);
  });
});

describe('publishing through the outbox', () => {
  it('queues pack.save then pack.publish and marks the pack "publishing" until the sync engine says so', async () => {
    const p = pack();
    await publishPack(p);
    expect((await ops()).map((o) => o.type)).toEqual(['pack.save', 'pack.publish']);
    expect((await db().userPacks.get(p.metadata.id))?.publish).toBe('publishing');
    await markPackPublished(p.metadata.id, 'https://x.test/packs/p.json');
    expect(await findLocalPack(p.metadata.id)).toMatchObject({
      own: true,
      publish: 'published',
      fileUrl: 'https://x.test/packs/p.json',
    });
    // A later final save republishes (the file must be replaced); a draft save unpublishes.
    await savePack(p, false);
    expect((await db().userPacks.get(p.metadata.id))?.publish).toBe('publishing');
    expect((await ops()).map((o) => o.type)).toEqual([
      'pack.save',
      'pack.publish',
      'pack.save',
      'pack.publish',
    ]);
    await savePack(p, true);
    expect((await db().userPacks.get(p.metadata.id))?.publish).toBe('local');
  });
});

describe('likes and plays', () => {
  it('likes and unlikes a cached pack, moving its counter and queueing like ops', async () => {
    const p = { ...pack(), likes: 5, plays: 1 };
    await cacheRemotePack(p, 'https://x.test/p.json');
    expect(await toggleLike(p.metadata.id)).toBe(true);
    expect((await findLocalPack(p.metadata.id))?.pack.likes).toBe(6);
    expect(await toggleLike(p.metadata.id)).toBe(false);
    expect((await findLocalPack(p.metadata.id))?.pack.likes).toBe(5);
    await countPlay(p.metadata.id);
    expect((await findLocalPack(p.metadata.id))?.pack.plays).toBe(2);
    expect(await ops()).toEqual([
      { type: 'like.add', payload: { gameId: p.metadata.id } },
      { type: 'like.remove', payload: { gameId: p.metadata.id } },
      { type: 'play.count', payload: { packId: p.metadata.id } },
    ]);
  });

  it('likes a pack once when it joins a game, and never unlikes it', async () => {
    const p = { ...pack(), likes: 2 };
    await cacheRemotePack(p, null);
    expect(await likePack(p.metadata.id)).toBe(true);
    expect(await likePack(p.metadata.id)).toBe(false);
    expect((await findLocalPack(p.metadata.id))?.pack.likes).toBe(3);
    expect(await ops()).toEqual([{ type: 'like.add', payload: { gameId: p.metadata.id } }]);
  });

  it('knows which packs exist here', async () => {
    const p = pack();
    expect(await packExistsLocally(p.metadata.id)).toBe(false);
    await savePack(p, true);
    expect(await packExistsLocally(p.metadata.id)).toBe(true);
  });
});

describe('deleting', () => {
  it('queues pack.delete and forgets the pack and its draft here', async () => {
    const p = pack();
    await savePack(p, false);
    await db().drafts.put({
      id: p.metadata.id,
      name: 'x',
      promptCount: 1,
      updatedAt: '',
      queuedVector: null,
    });
    await deletePack(p.metadata.id);
    expect(await findLocalPack(p.metadata.id)).toBeNull();
    expect(await db().drafts.get(p.metadata.id)).toBeUndefined();
    expect((await ops()).map((o) => o.type)).toEqual(['pack.save', 'pack.delete']);
  });
});
