import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabaseForTests, openDatabase } from '../../db/open';
import { db, type GalleryCardRow } from '../../db';
import { KEPT_CARDS, KEPT_LISTINGS, readCachedListing, saveListing } from './cache';

function card(n: number): GalleryCardRow {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Pack ${n}`,
    author: 'Sam',
    promptCount: 3,
    tags: ['party'],
    explicit: false,
    alcohol: n % 2 === 0,
    likes: n,
    plays: 0,
    publishedAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
}

describe('the gallery cache', () => {
  beforeEach(async () => {
    await openDatabase('gallery-cache-test', new IDBFactory());
  });
  afterEach(() => closeDatabaseForTests());

  it('keeps a listing as seen and gives it back', async () => {
    await saveListing('["trending"]', [card(1), card(2)], 'cursor-2');
    const row = await readCachedListing('["trending"]');
    expect(row?.cards.map((c) => c.name)).toEqual(['Pack 1', 'Pack 2']);
    expect(row?.nextCursor).toBe('cursor-2');
    expect(await readCachedListing('["newest"]')).toBeUndefined();
  });

  it('replaces a listing when it is seen again', async () => {
    await saveListing('q', [card(1)], 'c');
    await saveListing('q', [card(3), card(4)], null);
    expect((await readCachedListing('q'))?.cards.map((c) => c.name)).toEqual(['Pack 3', 'Pack 4']);
    expect((await readCachedListing('q'))?.nextCursor).toBeNull();
  });

  it('keeps only the most recent listings, and a bounded number of cards each', async () => {
    for (let i = 0; i < KEPT_LISTINGS + 3; i++) {
      await saveListing(`listing ${i}`, [card(i)], null, db(), new Date(Date.UTC(2026, 10, 1, i)));
    }
    expect(await db().galleryPages.count()).toBe(KEPT_LISTINGS);
    expect(await readCachedListing('listing 0')).toBeUndefined();
    expect(await readCachedListing(`listing ${KEPT_LISTINGS + 2}`)).toBeDefined();
    const many = Array.from({ length: KEPT_CARDS + 10 }, (_, i) => card(i));
    await saveListing('big', many, null);
    const big = await readCachedListing('big');
    expect(big?.cards).toHaveLength(KEPT_CARDS);
    // more exists beyond what was kept
    expect(big?.nextCursor).not.toBeNull();
  });
});
