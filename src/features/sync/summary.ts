import type { AppDatabase } from '../../db/database';
import type { QuarantinedOperation } from '../../db/types';
import { pushRoute } from '../../../sync';

/** What the sync badge says: a short label, its tone, and one sentence for the panel. */
export type SyncTone = 'ok' | 'busy' | 'warn' | 'idle';

export interface SyncHeadline {
  label: string;
  tone: SyncTone;
  /** one sentence for the panel */
  detail: string;
}

/** Everything the status UI shows that lives in Dexie (so every tab sees the same truth). */
export interface SyncSummary {
  /** ops of the signed-in user still to send */
  pending: number;
  /** createdAt of the oldest of them (this device's clock) */
  oldestPendingAt: string | null;
  /**
   * ops made while signed out that wait to be adopted (messages and feedback made signed out are
   * not among them: they go anonymously on their own)
   */
  unowned: number;
  /** ops of other accounts that signed in on this device: sent when they sign in again */
  otherAccounts: number;
  quarantine: QuarantinedOperation[];
  /** ms since epoch of the signed-in user's last finished sync round */
  lastSyncAt: number | null;
}

export async function readSyncSummary(
  db: AppDatabase,
  userId: string | null,
): Promise<SyncSummary> {
  return db.transaction('r', [db.outbox, db.quarantine, db.syncState], async () => {
    let pending = 0;
    let unowned = 0;
    let otherAccounts = 0;
    let oldestPendingAt: string | null = null;
    await db.outbox.each((op) => {
      if (op.userId === null) {
        if (pushRoute(op) === null) unowned += 1;
      } else if (op.userId !== userId) otherAccounts += 1;
      else {
        pending += 1;
        if (oldestPendingAt === null || op.createdAt < oldestPendingAt)
          oldestPendingAt = op.createdAt;
      }
    });
    const quarantine = await db.quarantine
      .filter((q) => q.userId === userId || q.userId === null)
      .toArray();
    const lastSyncAt = userId ? ((await db.syncState.get(userId))?.lastSyncAt ?? null) : null;
    return { pending, oldestPendingAt, unowned, otherAccounts, quarantine, lastSyncAt };
  });
}
