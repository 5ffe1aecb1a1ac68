import { Dexie, type EntityTable, type Table } from 'dexie';
import { SCHEMA_VERSIONS } from './schema';
import type { PackContent, PackGame, PackLang, ProfileRecord } from '../../sync';
import type { KeyValueRow, OutboxOperation, QuarantinedOperation } from './types';

/** Version 2: a built-in pack the user switched on or off (docs/spec/games.md pack collections). */
export interface PackStateRow {
  /** A prompt game id, or `mix` for the mixed packs. */
  game: string;
  packId: string;
  active: boolean;
  updatedAt: string;
}

/** Version 2: a game in progress; `state` is owned and validated by the games feature. */
export interface GameSessionRow {
  game: string;
  state: unknown;
  updatedAt: string;
}

/** Version 2: docs/spec/games.md feedback record, kept locally; the outbox carries it to the server. */
export interface FeedbackRow {
  id?: number;
  key: string;
  time: string;
  feedback: string;
  user: string;
  positive: boolean;
  game: string;
}

/** Version 3: a user pack as saved and published (docs/spec/editor.md), counters settled. */
export interface StoredPackData extends PackContent {
  likes: number;
  plays: number;
  lastUpdated: string;
}

/** Version 3: a pack saved in the editor on this device; `pack` is what would be uploaded. */
export interface UserPackRow {
  id: string;
  pack: StoredPackData;
  draft: boolean;
  /** local: never published; publishing: queued until the outbox drains; published: file is up. */
  publish: 'local' | 'publishing' | 'published';
  fileUrl: string | null;
  updatedAt: string;
}

/** Version 3: someone's published pack opened on this device, so its page opens offline. */
export interface PackCacheRow {
  id: string;
  pack: StoredPackData;
  fileUrl: string | null;
  fetchedAt: string;
}

/** Version 3: the "continue editing" index of editor drafts (the Yjs docs live in y-indexeddb). */
export interface DraftRow {
  id: string;
  name: string;
  promptCount: number;
  updatedAt: string;
  /** Yjs state vector (base64) of what has been queued as draft.update ops so far. */
  queuedVector: string | null;
}

/** Version 3: this device's like of a user pack. */
export interface PackLikeRow {
  packId: string;
  liked: boolean;
  updatedAt: string;
}

/** Version 4: where this device is in one user's change stream (sync/README.md). */
export interface SyncStateRow {
  userId: string;
  /** the server's opaque pull cursor; null before the first full pull */
  cursor: string | null;
  /** a full pull began and has not finished: it restarts (its prune needs every page) */
  resyncing: boolean;
  /** ms since epoch (this device's clock, for display only) of the last finished round */
  lastSyncAt: number | null;
}

/** Version 4: the user's profile as the server last sent it. */
export interface ProfileRow {
  userId: string;
  profile: ProfileRecord;
}

/** Version 4: one coin ledger entry (the balance is the server's; this is its history). */
export interface CoinEntryRow {
  userId: string;
  id: number;
  amount: number;
  reason: string;
  createdAt: string;
}

/** Version 4: a Yjs update of a pack draft as stored on the server (base64). */
export interface DraftUpdateRow {
  userId: string;
  id: number;
  packId: string;
  update: string;
}

/** Version 4: a spend the server applied that the profile's balance may not include yet. */
export interface SettlingRow {
  opId: string;
  userId: string;
  amount: number;
}

/** Version 5: one gallery card, as gallery_packs answers it (what a card shows, no prompts). */
export interface GalleryCardRow {
  id: string;
  name: string;
  author: string;
  promptCount: number;
  tags: string[];
  explicit: boolean;
  alcohol: boolean;
  /** The game the pack is for; null or absent for an old pack no lead-in placed (or an old cache). */
  game?: PackGame | null;
  /** The language the pack is written in; absent in a card cached before packs had one (English). */
  lang?: PackLang;
  likes: number;
  plays: number;
  publishedAt: string;
  updatedAt: string;
}

/** Version 5: a gallery listing as last seen on this device, every page loaded, in order. */
export interface GalleryPagesRow {
  /** the listing's sort, search and filters, canonical (the gallery feature builds it) */
  query: string;
  cards: GalleryCardRow[];
  /** where the next page starts; null when the listing was seen to its end */
  nextCursor: string | null;
  /** ISO 8601, when the server last answered for this listing */
  savedAt: string;
}

export const DATABASE_NAME = 'party-dojo';

// Dexie turns its debug mode on by itself on localhost and 127.0.0.1, which is where the app runs
// when someone serves the production build on a laptop at the party (`npm start`). Debug mode
// makes a console task for every transaction and runs every promise callback inside it, and
// prints index hints: library debugging a production build has no use for on any host (no tap
// time difference was measurable at 4x CPU, so this is for the console, not for speed).
if (import.meta.env.PROD) Dexie.debug = false;

export type DexieDependencies = ConstructorParameters<typeof Dexie>[1];

export class AppDatabase extends Dexie {
  outbox!: EntityTable<OutboxOperation, 'id'>;
  quarantine!: EntityTable<QuarantinedOperation, 'id'>;
  kv!: EntityTable<KeyValueRow, 'key'>;
  packStates!: Table<PackStateRow, [string, string]>;
  gameSessions!: EntityTable<GameSessionRow, 'game'>;
  feedback!: EntityTable<FeedbackRow, 'id'>;
  userPacks!: EntityTable<UserPackRow, 'id'>;
  packCache!: EntityTable<PackCacheRow, 'id'>;
  drafts!: EntityTable<DraftRow, 'id'>;
  packLikes!: EntityTable<PackLikeRow, 'packId'>;
  syncState!: EntityTable<SyncStateRow, 'userId'>;
  profiles!: EntityTable<ProfileRow, 'userId'>;
  coinEntries!: Table<CoinEntryRow, [string, number]>;
  draftUpdates!: Table<DraftUpdateRow, [string, number]>;
  settling!: EntityTable<SettlingRow, 'opId'>;
  galleryPages!: EntityTable<GalleryPagesRow, 'query'>;

  constructor(name = DATABASE_NAME, options?: DexieDependencies, upTo = Infinity) {
    super(name, options);
    for (const { version, stores } of SCHEMA_VERSIONS) {
      if (version > upTo) break;
      this.version(version).stores(stores);
    }
  }
}
