export { AppDatabase, DATABASE_NAME } from './database';
export type { GalleryCardRow, GalleryPagesRow } from './database';
export { db, openDatabase, useDatabaseOpen, whenDatabaseOpen } from './open';
export { mutate, nextOutboxId, type MutationRequest } from './mutate';
export { activeUser, useActiveUserId } from './identity';
export { usePendingOperationCount } from './hooks';
export { useStoredQuery } from './live';
export { defineKv, DuplicateKvKeyError, type Kv } from './kv';
export {
  StorageFullError,
  storageHealth,
  useStorageHealth,
  type StorageHealth,
} from './storage-health';
export type { KeyValueRow, OutboxOperation, QuarantinedOperation } from './types';
export { LATEST_VERSION, SCHEMA_VERSIONS } from './schema';
export {
  DEALT_KV_KEY,
  EMPTY_DEALT,
  dealtDelta,
  mergeStoredDealt,
  storedDealtSchema,
  type StoredDealt,
} from './dealt';
