import { useSyncExternalStore } from 'react';
import { createStore } from '../lib/store';

// Whether the app's data layer (this database, the account's session, sync) is up. It starts
// after the first paint (see app/app-data.ts), so a page drawn before it shows what it can and
// fills in stored data when this turns true.

const readiness = createStore<{ ready: boolean }>({ ready: false });
let resolveReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  resolveReady = resolve;
});

export function markDataReady(): void {
  readiness.set({ ready: true });
  resolveReady();
  // The mark browser tests wait for before they look at what a page filled in from storage.
  if (typeof document !== 'undefined') document.documentElement.dataset.dataReady = '';
}

/** Resolves once the data layer is up, without starting it (for work that can wait for it). */
export function whenDataReady(): Promise<void> {
  return ready;
}

export function isDataReady(): boolean {
  return readiness.get().ready;
}

/**
 * True once the data layer is up; false while prerendering and in the hydrating render, even
 * when the data layer came up while the page's code loaded (the HTML was drawn without it).
 */
export function useDataReady(): boolean {
  return useSyncExternalStore(
    readiness.subscribe,
    () => readiness.get().ready,
    () => false,
  );
}
