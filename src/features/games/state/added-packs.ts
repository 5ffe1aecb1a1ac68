import { db, useStoredQuery } from '../../../db';
import { loadLang } from '../../../lib/i18n';
import { addedPacks, likedPacks, toOwnPack, type OwnPack } from '../core/own-packs';

// Packs the games add to their own: yours from the editor and the community packs you liked.

/**
 * A pack written in another language than the page's plays its lead-ins in its own: that
 * language's messages are here before its cards are dealt.
 */
async function loadPackLangs(packs: readonly OwnPack[]): Promise<void> {
  await Promise.all([...new Set(packs.map((pack) => pack.lang ?? 'en'))].map(loadLang));
}

/** The packs saved in the editor on this device that have something to deal, newest first. */
export async function readOwnPacks(): Promise<OwnPack[]> {
  const rows = await db().userPacks.orderBy('updatedAt').reverse().toArray();
  const packs = rows.map(toOwnPack).filter((pack): pack is OwnPack => pack !== null);
  await loadPackLangs(packs);
  return packs;
}

/** Live: your own packs; undefined until the first read. */
export function useOwnPacks(): OwnPack[] | undefined {
  return useStoredQuery(readOwnPacks, []);
}

// Liked community packs ------------------------------------------------------------------------

/**
 * The community packs liked on this device whose whole pack is cached here, most recently liked
 * first, without your own packs (those are dealt as yours).
 *
 * Only a cached pack can be dealt, and a device keeps few (the packs opened here) while it may
 * hold a like of every pack its user ever liked anywhere. So the read starts from the cache's
 * keys (its primary index, no rows) and looks up the likes of those packs by key: it touches the
 * rows the list shows, never every like.
 */
export async function readLikedPacks(): Promise<OwnPack[]> {
  const database = db();
  const cachedIds = await database.packCache.toCollection().primaryKeys();
  if (cachedIds.length === 0) return [];
  const likes = (await database.packLikes.bulkGet(cachedIds)).filter(
    (like): like is NonNullable<typeof like> => like?.liked === true,
  );
  if (likes.length === 0) return [];
  const ids = likes.map((like) => like.packId);
  const [cached, own] = await Promise.all([
    database.packCache.bulkGet(ids),
    database.userPacks.bulkGet(ids),
  ]);
  const cache = new Map(cached.flatMap((row) => (row ? [[row.id, row] as const] : [])));
  const ownIds = new Set(own.flatMap((row) => (row ? [row.id] : [])));
  return likedPacks(likes, cache, ownIds);
}

/** Your own packs, then the liked ones: what the games that take packs add to theirs. */
export async function readAddedPacks(): Promise<OwnPack[]> {
  const [own, liked] = await Promise.all([readOwnPacks(), readLikedPacks()]);
  const packs = addedPacks(own, liked);
  await loadPackLangs(liked);
  return packs;
}

/** Live: your own and liked packs; undefined until the first read. */
export function useAddedPacks(): OwnPack[] | undefined {
  return useStoredQuery(readAddedPacks, []);
}
