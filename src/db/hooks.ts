import { useStoredQuery } from './live';
import { db } from './open';

/** How many of this device's changes are still waiting to reach the server. */
export function usePendingOperationCount(): number {
  return useStoredQuery(() => db().outbox.count(), [], 0);
}
