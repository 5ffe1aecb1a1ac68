import { useLiveQuery } from 'dexie-react-hooks';
import { db } from './open';

/** A key/value document, live: re-renders whenever any tab writes it. */
export function useKeyValue<T>(key: string, fallback: T): T {
  return useLiveQuery(
    async () => ((await db().kv.get(key))?.value as T | undefined) ?? fallback,
    [key],
    fallback,
  );
}

export async function readKeyValue<T>(key: string): Promise<T | undefined> {
  return (await db().kv.get(key))?.value as T | undefined;
}

export async function writeKeyValue(key: string, value: unknown): Promise<void> {
  await db().kv.put({ key, value });
}

/** How many of this device's changes are still waiting to reach the server. */
export function usePendingOperationCount(): number {
  return useLiveQuery(() => db().outbox.count(), [], 0);
}
