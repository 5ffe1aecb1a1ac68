import { db, type AppDatabase, type GalleryCardRow, type GalleryPagesRow } from '../../db';

// The last gallery listings seen, kept on the device so /packs opens offline with them.

/** How many listings (sort, search and filter combinations) the device keeps. */
export const KEPT_LISTINGS = 8;
/** Cards kept per listing: the first pages, which is what someone scrolls back through. */
export const KEPT_CARDS = 240;

export async function readCachedListing(
  query: string,
  database: AppDatabase = db(),
): Promise<GalleryPagesRow | undefined> {
  return database.galleryPages.get(query);
}

/** Saves a listing as now seen, and forgets the oldest listings past KEPT_LISTINGS. */
export async function saveListing(
  query: string,
  cards: GalleryCardRow[],
  nextCursor: string | null,
  database: AppDatabase = db(),
  now: Date = new Date(),
): Promise<void> {
  const kept = cards.slice(0, KEPT_CARDS);
  await database.transaction('rw', database.galleryPages, async () => {
    await database.galleryPages.put({
      query,
      cards: kept,
      // offline it only says that more packs exist; online the listing is fetched afresh
      nextCursor: kept.length < cards.length ? (nextCursor ?? 'more') : nextCursor,
      savedAt: now.toISOString(),
    });
    const stale = await database.galleryPages
      .orderBy('savedAt')
      .reverse()
      .offset(KEPT_LISTINGS)
      .primaryKeys();
    await database.galleryPages.bulkDelete(stale);
  });
}
