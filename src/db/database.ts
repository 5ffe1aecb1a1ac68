import { Dexie, type EntityTable, type Table } from 'dexie';
import { SCHEMA_VERSIONS } from './schema';
import type { KeyValueRow, OutboxOperation, QuarantinedOperation } from './types';

/** Version 2: a built-in pack the user switched on or off (SPEC §3 pack collections). */
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

/** Version 2: SPEC §3 feedback record, kept locally; the outbox carries it to the server. */
export interface FeedbackRow {
  id?: number;
  key: string;
  time: string;
  feedback: string;
  user: string;
  positive: boolean;
  game: string;
}

export const DATABASE_NAME = 'party-dojo';

export type DexieDependencies = ConstructorParameters<typeof Dexie>[1];

export class AppDatabase extends Dexie {
  outbox!: EntityTable<OutboxOperation, 'id'>;
  quarantine!: EntityTable<QuarantinedOperation, 'id'>;
  kv!: EntityTable<KeyValueRow, 'key'>;
  packStates!: Table<PackStateRow, [string, string]>;
  gameSessions!: EntityTable<GameSessionRow, 'game'>;
  feedback!: EntityTable<FeedbackRow, 'id'>;

  constructor(name = DATABASE_NAME, options?: DexieDependencies, upTo = Infinity) {
    super(name, options);
    for (const { version, stores } of SCHEMA_VERSIONS) {
      if (version > upTo) break;
      this.version(version).stores(stores);
    }
  }
}
