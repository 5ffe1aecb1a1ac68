import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabaseForTests, openDatabase } from '../../db/open';
import { resolvePack } from './game-data';
import { cacheRemotePack, remotePackUrl, savePack } from './pack-data';
import { createEmptyPack } from './pack-format';

beforeEach(async () => {
  closeDatabaseForTests();
  await openDatabase('game-data-test', new IDBFactory());
});
afterEach(() => closeDatabaseForTests());

describe('which packs /game/{id} can show', () => {
  it('shows the user own packs and packs cached here, offline', async () => {
    const own = createEmptyPack();
    await savePack(own, true);
    const cached = createEmptyPack();
    await cacheRemotePack({ ...cached, likes: 3 }, 'https://x.test/packs/a.json');
    expect(await resolvePack(own.metadata.id)).toBe('found');
    expect(await resolvePack(cached.metadata.id)).toBe('found');
  });

  it('calls an unknown id missing in local-only mode (the route shows "not shared" for it)', async () => {
    expect(remotePackUrl('x')).toBeNull();
    expect(await resolvePack(createEmptyPack().metadata.id)).toBe('missing');
  });
});
