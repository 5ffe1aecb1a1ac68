import { useSyncExternalStore } from 'react';
import { AppDatabase, DATABASE_NAME } from './database';
import { storageHealth } from './storage-health';

let current: AppDatabase | null = null;

// Pages drawn before the database opens (prerendered ones) wait for it through these.
const listeners = new Set<() => void>();
let waiting: ((database: AppDatabase) => void)[] = [];

function announceOpen(database: AppDatabase): void {
  for (const resolve of waiting) resolve(database);
  waiting = [];
  for (const listener of listeners) listener();
}

/** The open database: at once when it is open, else once `openDatabase` has opened it. */
export function whenDatabaseOpen(): Promise<AppDatabase> {
  if (current) return Promise.resolve(current);
  return new Promise((resolve) => waiting.push(resolve));
}

/** Whether the database is open; false on the server and in a hydrating render. */
export function useDatabaseOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current !== null,
    () => false,
  );
}

/** The open database. Call `openDatabase()` once at start-up before rendering anything that reads. */
export function db(): AppDatabase {
  if (!current) throw new Error('The local database is not open yet.');
  return current;
}

/** How long to wait for IndexedDB before assuming it is blocked (some private modes hang). */
const OPEN_TIMEOUT_MS = 4000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('IndexedDB did not answer in time')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function watch(database: AppDatabase): void {
  // Another tab opened a newer schema: Dexie closes this connection; the shell asks for a reload.
  database.on('versionchange', () => {
    database.close();
    storageHealth.set({ outdated: true });
    return false;
  });
}

/**
 * Opens IndexedDB through Dexie. Where IndexedDB is missing or fails (private mode, a broken
 * profile, a newer schema from another tab), the app keeps working on an in-memory database and
 * the shell tells the user that nothing will be kept.
 */
export async function openDatabase(
  name = DATABASE_NAME,
  indexedDb: IDBFactory | undefined = globalThis.indexedDB,
): Promise<AppDatabase> {
  if (current) return current;
  try {
    if (!indexedDb) throw new Error('This browser does not offer IndexedDB');
    const database = new AppDatabase(name, { indexedDB: indexedDb, IDBKeyRange });
    await withTimeout(database.open(), OPEN_TIMEOUT_MS);
    watch(database);
    current = database;
    announceOpen(database);
    storageHealth.set({ mode: 'indexeddb', reason: null });
    void requestPersistence();
  } catch (error) {
    const { IDBFactory: MemoryFactory, IDBKeyRange: MemoryKeyRange } =
      await import('fake-indexeddb');
    const database = new AppDatabase(name, {
      indexedDB: new MemoryFactory(),
      IDBKeyRange: MemoryKeyRange,
    });
    await database.open();
    current = database;
    announceOpen(database);
    storageHealth.set({
      mode: 'memory',
      persisted: false,
      reason: error instanceof Error ? error.message : String(error),
    });
  }
  return current;
}

/** Asks the browser not to evict our data; Chromium decides silently from site engagement. */
async function requestPersistence(): Promise<void> {
  try {
    const manager = globalThis.navigator?.storage;
    if (!manager?.persist) return;
    const persisted = (await manager.persisted?.()) || (await manager.persist());
    storageHealth.set({ persisted });
  } catch {
    storageHealth.set({ persisted: false });
  }
}

/** Test helper: forget the open database so the next `openDatabase` starts over. */
export function closeDatabaseForTests(): void {
  current?.close();
  current = null;
}
