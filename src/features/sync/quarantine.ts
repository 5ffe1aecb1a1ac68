import { activeUser, db, nextOutboxId } from '../../db';
import { pushRoute } from '../../../sync';

/**
 * Sends a refused op again as a new op (new id): the server answers a reused id with its first
 * verdict forever, so only a fresh id gets a fresh decision (e.g. a spend after earning coins).
 * It joins the end of the queue, after every op still waiting, whatever the device clock says.
 */
export async function retryQuarantined(id: string): Promise<void> {
  const database = db();
  await database.transaction('rw', [database.outbox, database.quarantine], async () => {
    const op = await database.quarantine.get(id);
    if (!op) return;
    await database.quarantine.delete(id);
    const { reason: _reason, quarantinedAt: _at, ...rest } = op;
    await database.outbox.add({
      ...rest,
      id: await nextOutboxId(database),
      userId: op.userId ?? activeUser.get().userId,
      attempts: 0,
    });
  });
}

/** Drops a refused op for good; the next pull puts the server's value back on screen. */
export async function discardQuarantined(id: string): Promise<void> {
  await db().quarantine.delete(id);
}

/**
 * Stamps ops made while signed out with a user: the signed-in one after they agreed in the sync
 * panel, or the one who just signed in on this device (their work from before signing in becomes
 * theirs, in its original order, so nothing they made is sent out of turn). Messages and feedback
 * made signed out are left as they are: they go anonymously on their own (and one whose answer was
 * lost must be resent through the same door, or the server could take it twice).
 */
export async function adoptSignedOutChanges(userId = activeUser.get().userId): Promise<number> {
  if (!userId) return 0;
  return db()
    .outbox.filter((op) => op.userId === null && pushRoute(op) === null)
    .modify({ userId });
}
