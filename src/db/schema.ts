// Every version of the local database, oldest first. Never edit a shipped version: add a new one
// (with an `upgrade` when existing rows must change). db.test.ts opens each earlier version with
// data in it and checks that upgrading to the latest keeps that data.

export interface SchemaVersion {
  version: number;
  /** Dexie store definitions added or changed in this version (`null` deletes a table). */
  stores: Record<string, string | null>;
  /** What this version is for, kept for whoever writes the next one. */
  note: string;
}

export const SCHEMA_VERSIONS: readonly SchemaVersion[] = [
  {
    version: 1,
    note: 'The outbox (the one write path), its quarantine, and small key/value documents.',
    stores: {
      outbox: 'id, userId, createdAt',
      quarantine: 'id, userId',
      kv: 'key',
    },
  },
  {
    version: 2,
    note:
      'Prompt games: which built-in packs the user switched on or off (by game and pack id; the ' +
      'built-in default applies when there is no row), each game in progress (one row per game, so ' +
      'a reload continues it), and feedback given in a game. Prompt memory, current game, current ' +
      'pack and player names are small kv documents.',
    stores: {
      packStates: '[game+packId], game',
      gameSessions: 'game',
      feedback: '++id, key, game',
    },
  },
  {
    version: 3,
    note:
      "Pack editor: the user's saved packs with their publish state, packs opened from the " +
      'server (cached so /game/{id} opens offline), the "continue editing" index of Yjs drafts ' +
      '(the drafts themselves live in y-indexeddb, one database per draft), and pack likes.',
    stores: {
      userPacks: 'id, updatedAt',
      packCache: 'id, fetchedAt',
      drafts: 'id, updatedAt',
      packLikes: 'packId',
    },
  },
  {
    version: 4,
    note:
      'Sync (sync/README.md): per-user pull cursor and last sync time, the profile as the server ' +
      "last sent it (coins, premium, counters are the server's), the coin ledger, Yjs draft " +
      'updates from other devices for the editor to merge, and spends the server accepted that ' +
      'the next pull has not reflected yet (so the optimistic balance never jumps back).',
    stores: {
      syncState: 'userId',
      profiles: 'userId',
      coinEntries: '[userId+id], userId',
      draftUpdates: '[userId+id], [userId+packId]',
      settling: 'opId, userId',
    },
  },
  {
    version: 5,
    note:
      'Community gallery (/packs): the last gallery listings seen, one row per sort, search and ' +
      'filters (the cards of every page loaded, and where the next page starts), so the gallery ' +
      'opens offline with what was seen. Only a few listings are kept (the gallery prunes them).',
    stores: {
      galleryPages: 'query, savedAt',
    },
  },
];

export const LATEST_VERSION = SCHEMA_VERSIONS[SCHEMA_VERSIONS.length - 1]?.version ?? 1;
