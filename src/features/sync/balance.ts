import type { AppDatabase } from '../../db/database';

export interface CoinBalance {
  /** what the server last said */
  server: number;
  /** what the user sees: the server's balance less spends it has not reflected yet */
  shown: number;
  /** spends still waiting for the server's answer */
  pending: number;
}

/**
 * Coins are the server's (sync/README.md, "Conflicts"): the shown balance is the last pulled
 * balance plus this device's own unanswered deltas. A refused spend leaves the outbox for the
 * quarantine, so the shown balance rises back on its own: the rollback is visible, never silent.
 */
export async function readCoinBalance(db: AppDatabase, userId: string): Promise<CoinBalance> {
  return db.transaction('r', [db.profiles, db.outbox, db.settling], async () => {
    const server = (await db.profiles.get(userId))?.profile.dojo_coins ?? 0;
    let pending = 0;
    await db.outbox
      .where('userId')
      .equals(userId)
      .each((op) => {
        const amount = (op.payload as { amount?: unknown }).amount;
        if (op.type === 'coins.spend' && typeof amount === 'number') pending += amount;
      });
    let settling = 0;
    await db.settling
      .where('userId')
      .equals(userId)
      .each((row) => {
        settling += row.amount;
      });
    return { server, shown: server - pending - settling, pending };
  });
}
