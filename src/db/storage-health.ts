import { createStore, useStore } from '../lib/store';

/**
 * What the app can promise about keeping the user's data, shown by the shell when it is less than
 * "kept on this device".
 */
export interface StorageHealth {
  /** `indexeddb`: kept on this device. `memory`: IndexedDB failed, nothing survives closing the tab. */
  mode: 'opening' | 'indexeddb' | 'memory';
  /** Whether the browser agreed not to evict our data under storage pressure (null: unknown). */
  persisted: boolean | null;
  /** The last write failed because the device is out of space. */
  full: boolean;
  /** Another tab upgraded the database; this tab must reload to keep writing. */
  outdated: boolean;
  /** Why IndexedDB could not be used, for the notice. */
  reason: string | null;
}

export const storageHealth = createStore<StorageHealth>({
  mode: 'opening',
  persisted: null,
  full: false,
  outdated: false,
  reason: null,
});

export function useStorageHealth<S>(select: (health: StorageHealth) => S): S {
  return useStore(storageHealth, select);
}

export function isQuotaError(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { inner?: unknown }).inner) {
    const name = (e as { name?: unknown }).name;
    if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
  }
  return false;
}

/** Raised by a write that could not be stored because the device is out of space. */
export class StorageFullError extends Error {
  constructor(cause: unknown) {
    super(
      'This device is out of storage space, so that change could not be saved. Free up some space and try again.',
      { cause },
    );
    this.name = 'StorageFullError';
  }
}
