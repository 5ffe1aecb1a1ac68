import type { Table } from 'dexie';
import type { OpPayloads, OpType } from '../../sync';
import { v7 as uuidv7 } from 'uuid';
import type { AppDatabase } from './database';
import { activeUser } from './identity';
import { db } from './open';
import { isQuotaError, StorageFullError, storageHealth } from './storage-health';
import type { OutboxOperation } from './types';

/** The creation time (Unix ms) a uuidv7 carries in its first 48 bits. */
export function uuidv7Time(id: string): number {
  return parseInt(id.slice(0, 8) + id.slice(9, 13), 16);
}

/**
 * The id for an op about to join the outbox; call it inside the transaction that adds the op. The
 * outbox is sent in id order, so ids are its sequence: a new one always sorts after every op
 * still waiting, even when the device clock has gone back since (across a reload, where uuidv7's
 * in-memory counter starts over). Every write to the outbox takes its id from here.
 */
export async function nextOutboxId(database: AppDatabase, id: string = uuidv7()): Promise<string> {
  const last = await database.outbox.orderBy('id').last();
  if (last && id <= last.id) return uuidv7({ msecs: uuidv7Time(last.id) + 1 });
  return id;
}

export interface MutationRequest<Type extends OpType> {
  /** The operation the server will apply (see sync/protocol.ts). */
  type: Type;
  payload: OpPayloads[Type];
  /** Every table `apply` writes, so they join the one transaction with the outbox. */
  tables?: Table[];
  /** The local change, run inside the transaction. */
  apply?: () => unknown;
}

/**
 * The one write path (docs/architecture.md): a single Dexie transaction applies a change locally and appends
 * the matching operation to the outbox. Either both are stored or neither is. Live queries update
 * the UI at once; the sync engine sends the operation when it can.
 */
export async function mutate<Type extends OpType>(
  request: MutationRequest<Type>,
): Promise<OutboxOperation<Type, OpPayloads[Type]>> {
  const database = db();
  const operation: OutboxOperation<Type, OpPayloads[Type]> = {
    id: uuidv7(),
    type: request.type,
    payload: request.payload,
    userId: activeUser.get().userId,
    createdAt: new Date().toISOString(),
    attempts: 0,
  };
  try {
    await database.transaction('rw', [database.outbox, ...(request.tables ?? [])], async () => {
      await request.apply?.();
      operation.id = await nextOutboxId(database, operation.id);
      await database.outbox.add(operation);
    });
  } catch (error) {
    if (isQuotaError(error)) {
      storageHealth.set({ full: true });
      throw new StorageFullError(error);
    }
    throw error;
  }
  if (storageHealth.get().full) storageHealth.set({ full: false });
  return operation;
}
