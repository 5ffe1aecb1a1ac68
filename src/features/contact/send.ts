import { useLiveQuery } from 'dexie-react-hooks';
import { db, mutate, whenDatabaseOpen } from '../../db';
import type { ContactCreatePayload } from '../../../sync';

/** The messages sent from this device (newest last), so the form can offer the same name and email. */
export const SENT_MESSAGES_KEY = 'contact.sent';
/** Only the last few are kept: this is a convenience, not an archive. */
const KEEP_SENT = 10;

export interface SentMessage extends ContactCreatePayload {
  /** ISO 8601, this device's clock */
  sentAt: string;
}

/**
 * Sends a message to the team the way everything is written (docs/architecture.md "The one write path"): one
 * transaction keeps a copy on this device and queues a `contact.create` op. The sync engine
 * delivers it when there is a connection, signed in or not (through push_anonymous). Resolves with
 * the op id, which the form watches to say whether the message has left the device.
 */
export async function sendContactMessage(payload: ContactCreatePayload): Promise<string> {
  // The contact page paints before the data layer is up (it is prerendered): a message sent that
  // early waits for the database rather than failing.
  const database = await whenDatabaseOpen();
  const operation = await mutate({
    type: 'contact.create',
    payload,
    tables: [database.kv],
    apply: async () => {
      const before = ((await database.kv.get(SENT_MESSAGES_KEY))?.value ?? []) as SentMessage[];
      const record: SentMessage = { ...payload, sentAt: new Date().toISOString() };
      await database.kv.put({
        key: SENT_MESSAGES_KEY,
        value: [...before, record].slice(-KEEP_SENT),
      });
    },
  });
  return operation.id;
}

/** The last message sent from this device, once the database is open (the form asks as it mounts). */
export async function lastSentMessage(): Promise<SentMessage | undefined> {
  const database = await whenDatabaseOpen();
  const list = (await database.kv.get(SENT_MESSAGES_KEY))?.value as SentMessage[] | undefined;
  return list?.at(-1);
}

export type Delivery =
  | { state: 'checking' }
  /** still in the outbox: on this device only */
  | { state: 'waiting' }
  /** the server refused it (kept in the quarantine with the reason) */
  | { state: 'refused'; reason: string }
  /** the server has it */
  | { state: 'delivered' };

/** Where a queued message is, live (any tab's sync engine may deliver it). */
export function useDelivery(opId: string | null): Delivery {
  return useLiveQuery(
    async (): Promise<Delivery> => {
      if (!opId) return { state: 'checking' };
      const database = db();
      if (await database.outbox.get(opId)) return { state: 'waiting' };
      const refused = await database.quarantine.get(opId);
      if (refused) return { state: 'refused', reason: refused.reason };
      return { state: 'delivered' };
    },
    [opId],
    { state: 'checking' },
  );
}
