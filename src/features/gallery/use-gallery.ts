import { useLiveQuery } from 'dexie-react-hooks';
import { t } from '../../lib/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { db, type GalleryCardRow } from '../../db';
import { adultConfirmedSetting } from '../games';
import { useOnline } from '../../lib/online';
import { fetchGalleryPage, GalleryFetchError } from './api';
import { readCachedListing, saveListing } from './cache';
import { queryKey, type GalleryQuery } from './query';

export type GalleryStatus =
  /** asking the server; cards seen before may already show */
  | 'loading'
  | 'ready'
  | 'loading-more'
  /** no network: what was seen before, if anything */
  | 'offline'
  /** this copy of the app has no server */
  | 'no-backend'
  /** the server did not answer; what was seen before, if anything */
  | 'failed';

export interface GalleryView {
  status: GalleryStatus;
  cards: GalleryCardRow[];
  /** more cards exist after these */
  hasMore: boolean;
  /** when the cards shown were fetched, if they come from this device's copy */
  savedAt: string | null;
  message: string | null;
  /** packs made on this device (never offered for reporting: the server refuses one's own) */
  ownPackIds: ReadonlySet<string>;
  /** the device's 18+ setting; undefined while it is read */
  adultAllowed: boolean | undefined;
  loadMore: () => void;
  retry: () => void;
}

interface Listing {
  key: string;
  cards: GalleryCardRow[];
  nextCursor: string | null;
  status: GalleryStatus;
  savedAt: string | null;
  message: string | null;
}

const failureText = (error: unknown) =>
  error instanceof GalleryFetchError ? error.message : t('gallery.error.load');

/**
 * One gallery listing: the first page from the server (what this device saw last shows at once,
 * and is all there is offline), then more pages on demand. Every page that arrives is saved, so
 * the listing opens offline as it was last seen.
 */
export function useGallery(query: GalleryQuery): GalleryView {
  const online = useOnline();
  const adultAllowed = useLiveQuery(() => adultConfirmedSetting.read(), []);
  const ownIds = useLiveQuery(() => db().userPacks.toCollection().primaryKeys(), []);
  const key = adultAllowed === undefined ? null : queryKey(query, adultAllowed);
  const [listing, setListing] = useState<Listing | null>(null);
  const [attempt, setAttempt] = useState(0);
  const queryRef = useRef(query);
  queryRef.current = query;
  const busy = useRef(false);

  useEffect(() => {
    if (key === null || adultAllowed === undefined) return;
    let live = true;
    const request = queryRef.current;
    setListing((current) =>
      current?.key === key
        ? { ...current, status: online ? 'loading' : 'offline' }
        : {
            key,
            cards: [],
            nextCursor: null,
            status: online ? 'loading' : 'offline',
            savedAt: null,
            message: null,
          },
    );
    const showCached = (status: GalleryStatus, message: string | null) =>
      readCachedListing(key).then((cached) => {
        if (!live) return;
        setListing({
          key,
          cards: cached?.cards ?? [],
          nextCursor: cached?.nextCursor ?? null,
          status,
          savedAt: cached?.savedAt ?? null,
          message,
        });
      });
    if (!online) {
      void showCached('offline', null);
      return () => {
        live = false;
      };
    }
    // what this device saw last shows while the server answers
    void readCachedListing(key).then((cached) => {
      if (!live || !cached) return;
      setListing((current) =>
        current?.key === key && current.status === 'loading' && current.cards.length === 0
          ? { ...current, cards: cached.cards, savedAt: cached.savedAt }
          : current,
      );
    });
    fetchGalleryPage(request, adultAllowed, null).then(
      async (page) => {
        if (!live) return;
        if (page === null) {
          setListing({
            key,
            cards: [],
            nextCursor: null,
            status: 'no-backend',
            savedAt: null,
            message: null,
          });
          return;
        }
        setListing({
          key,
          cards: page.cards,
          nextCursor: page.nextCursor,
          status: 'ready',
          savedAt: null,
          message: null,
        });
        await saveListing(key, page.cards, page.nextCursor);
      },
      (error: unknown) => {
        if (live) void showCached('failed', failureText(error));
      },
    );
    return () => {
      live = false;
    };
  }, [key, online, adultAllowed, attempt]);

  const loadMore = useCallback(() => {
    const current = listing;
    if (!current || current.status !== 'ready' || !current.nextCursor || busy.current) return;
    if (adultAllowed === undefined) return;
    busy.current = true;
    setListing({ ...current, status: 'loading-more' });
    fetchGalleryPage(queryRef.current, adultAllowed, current.nextCursor)
      .then(
        async (page) => {
          if (page === null) return;
          const seen = new Set(current.cards.map((card) => card.id));
          // a pack whose counters moved between pages may come again: show it once
          const cards = [...current.cards, ...page.cards.filter((card) => !seen.has(card.id))];
          setListing((latest) =>
            latest?.key === current.key
              ? { ...latest, cards, nextCursor: page.nextCursor, status: 'ready', message: null }
              : latest,
          );
          await saveListing(current.key, cards, page.nextCursor);
        },
        (error: unknown) => {
          setListing((latest) =>
            latest?.key === current.key
              ? { ...latest, status: 'ready', message: failureText(error) }
              : latest,
          );
        },
      )
      .finally(() => {
        busy.current = false;
      });
  }, [listing, adultAllowed]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const shown = listing?.key === key ? listing : null;
  return {
    status: shown?.status ?? 'loading',
    cards: shown?.cards ?? [],
    hasMore: Boolean(shown?.nextCursor),
    savedAt: shown?.savedAt ?? null,
    message: shown?.message ?? null,
    ownPackIds: new Set(ownIds ?? []),
    adultAllowed,
    loadMore,
    retry,
  };
}
