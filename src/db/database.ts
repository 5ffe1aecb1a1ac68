import { Dexie, type EntityTable } from 'dexie';
import { SCHEMA_VERSIONS } from './schema';
import type { KeyValueRow, OutboxOperation, QuarantinedOperation } from './types';

export const DATABASE_NAME = 'party-dojo';

export type DexieDependencies = ConstructorParameters<typeof Dexie>[1];

export class AppDatabase extends Dexie {
  outbox!: EntityTable<OutboxOperation, 'id'>;
  quarantine!: EntityTable<QuarantinedOperation, 'id'>;
  kv!: EntityTable<KeyValueRow, 'key'>;

  constructor(name = DATABASE_NAME, options?: DexieDependencies, upTo = Infinity) {
    super(name, options);
    for (const { version, stores } of SCHEMA_VERSIONS) {
      if (version > upTo) break;
      this.version(version).stores(stores);
    }
  }
}
