import { useSyncExternalStore } from 'react';

/** A tiny observable value for app-wide UI flags; persistent state lives in Dexie, not here. */
export interface Store<T> {
  get: () => T;
  /**
   * The state prerendered pages were drawn with at build time. A page hydrating its HTML reads
   * this, not the live state, so a value that changed while the page's code loaded (the service
   * worker ready, an install offer) shows after hydration instead of breaking it.
   */
  serverState: T;
  set: (patch: Partial<T>) => void;
  subscribe: (listener: () => void) => () => void;
}

/** `serverState`: what the build saw, when the first value reads the browser (storage, network). */
export function createStore<T extends object>(initial: T, serverState: T = initial): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    serverState,
    set(patch) {
      const next = { ...state, ...patch };
      const changed = (Object.keys(patch) as (keyof T)[]).some((k) => next[k] !== state[k]);
      if (!changed) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<T, S>(store: Store<T>, select: (state: T) => S): S {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.serverState),
  );
}
