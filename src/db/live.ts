import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabaseOpen } from './open';

/**
 * `useLiveQuery` for pages that paint before the data layer is up (prerendered pages and their
 * hydrating render): until the database is open the query does not run and `fallback` is
 * returned, so the page draws as its HTML did and fills in stored data when it arrives.
 */
export function useStoredQuery<T>(
  query: () => Promise<T> | T,
  deps: readonly unknown[],
): T | undefined;
export function useStoredQuery<T, F>(
  query: () => Promise<T> | T,
  deps: readonly unknown[],
  fallback: F,
): T | F;
export function useStoredQuery<T, F>(
  query: () => Promise<T> | T,
  deps: readonly unknown[],
  fallback?: F,
): T | F | undefined {
  const ready = useDatabaseOpen();
  return useLiveQuery<T | F | undefined, F | undefined>(
    () => (ready ? query() : fallback),
    [ready, ...deps],
    fallback,
  );
}
