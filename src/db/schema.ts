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
];

export const LATEST_VERSION = SCHEMA_VERSIONS[SCHEMA_VERSIONS.length - 1]?.version ?? 1;
