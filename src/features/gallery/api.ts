import * as v from 'valibot';
import { t } from '../../lib/i18n';
import { PACK_GAMES, PACK_LANGS } from '../../../sync';
import type { GalleryCardRow } from '../../db';
import { backendClient } from '../sync';
import { toRpcArgs, type GalleryQuery } from './query';

// The gallery's one call to the server: a page of cards from gallery_packs (Postgres, one indexed
// query; supabase/migrations/20261124700000_gallery.sql). Storage is never listed for it.

const cardSchema = v.object({
  id: v.string(),
  name: v.string(),
  author: v.string(),
  promptCount: v.number(),
  tags: v.array(v.string()),
  explicit: v.boolean(),
  alcohol: v.boolean(),
  // A game this client does not know yet reads as none.
  game: v.optional(v.fallback(v.nullable(v.picklist(PACK_GAMES)), null)),
  // The language the pack is written in; a server from before packs had one sends none: English.
  lang: v.optional(v.fallback(v.picklist(PACK_LANGS), 'en'), 'en'),
  likes: v.number(),
  plays: v.number(),
  publishedAt: v.string(),
  updatedAt: v.string(),
});

const pageSchema = v.object({
  packs: v.array(cardSchema),
  nextCursor: v.nullable(v.string()),
});

export interface GalleryPageData {
  cards: GalleryCardRow[];
  nextCursor: string | null;
}

export const PAGE_SIZE = 24;

/** Why a page could not be fetched, in the words the page shows. */
export class GalleryFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GalleryFetchError';
  }
}

/** Reads a server answer; anything not in the card shape is an error, never half a card. */
export function parseGalleryAnswer(raw: unknown): GalleryPageData {
  const result = v.safeParse(pageSchema, raw);
  if (!result.success) {
    throw new GalleryFetchError(t('gallery.error.unreadable'));
  }
  // only what a card shows is kept (the server also sends each card's sort position)
  return {
    cards: result.output.packs.map((card) => v.parse(cardSchema, card)),
    nextCursor: result.output.nextCursor,
  };
}

/** One page of a listing, after `cursor` (null: the first page). Null without a server. */
export async function fetchGalleryPage(
  query: GalleryQuery,
  adultAllowed: boolean,
  cursor: string | null,
): Promise<GalleryPageData | null> {
  const client = await backendClient();
  if (!client) return null;
  const args = {
    ...toRpcArgs(query, adultAllowed),
    cursor: cursor ?? undefined,
    page_size: PAGE_SIZE,
  };
  // null is a real value here (explicit/alcohol: "both"); the generated type lists them as
  // optional booleans only.
  const { data, error } = await client.rpc(
    'gallery_packs',
    args as { explicit?: boolean; alcohol?: boolean },
  );
  if (error) {
    throw new GalleryFetchError(t('gallery.error.load'));
  }
  return parseGalleryAnswer(data);
}
