import { useLiveQuery } from 'dexie-react-hooks';
import { db } from './open';

/** How many of this device's changes are still waiting to reach the server. */
export function usePendingOperationCount(): number {
  return useLiveQuery(() => db().outbox.count(), [], 0);
}
