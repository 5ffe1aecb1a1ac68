import * as v from 'valibot';
import { db, defineKv, mutate } from '../../db';
import { fetchMyInviter, type AccountRpc } from './api';

export { fetchInviterName } from './api';
export { parseInviteCode } from './invite-code';

// Invite links (docs/spec/accounts.md): `/r/{code}` or `/sign-up?ref={code}`, the code being the inviter's
// profile id. The code waits on the device until this device's new account has synced once, then
// goes to the server as one `referral.record` op, which records it at most once and refuses self,
// mutual and cyclic referrals, old accounts and past the inviter's cap.

/** How long after signing up an account may still be credited to an inviter (the server's window). */
export const REFERRAL_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export const pendingReferralKv = defineKv(
  'account.pendingReferral',
  v.nullable(v.object({ code: v.string(), savedAt: v.number() })),
  null,
);

/** Who invited the signed-in account, as the server last said (shown on the profile offline). */
export const inviterKv = defineKv(
  'account.inviter',
  v.nullable(v.object({ userId: v.string(), username: v.string() })),
  null,
);

/** Keeps the code of the invite link this device opened last. */
export async function savePendingReferral(code: string, now = Date.now()): Promise<void> {
  await pendingReferralKv.write({ code, savedAt: now });
}

export type ReferralDecision = 'record' | 'drop' | 'wait';

/**
 * What to do with a waiting code once `userId` is signed in: record it for a new account, drop it
 * for the inviter themself or an account older than the server's window (an existing user who
 * opened someone's link), keep it while the account's age is unknown.
 */
export function decideReferral(
  pending: { code: string; savedAt: number } | null,
  user: { id: string; createdAt: string | null },
  now = Date.now(),
): ReferralDecision {
  if (!pending) return 'drop';
  if (pending.code === user.id.split('.')[0]!.toLowerCase()) return 'drop';
  if (!user.createdAt) return 'wait';
  const created = Date.parse(user.createdAt);
  if (!Number.isFinite(created)) return 'wait';
  return now - created > REFERRAL_WINDOW_MS ? 'drop' : 'record';
}

interface SessionReader {
  auth: {
    getSession(): Promise<{
      data: { session: { user: { id: string; created_at?: string } } | null };
    }>;
  };
}

/**
 * Run after each sync round (a reconciler): queues the waiting invite code as `referral.record`,
 * once, in the same transaction that forgets it, so a reload or a second tab cannot send it twice
 * (and the op id makes a resend harmless).
 */
export async function recordPendingReferral({
  client,
  userId,
}: {
  client: SessionReader;
  userId: string;
}): Promise<void> {
  const pending = await pendingReferralKv.read();
  if (!pending) return;
  const { data } = await client.auth.getSession();
  const user = data.session?.user;
  if (!user || user.id !== userId) return;
  const decision = decideReferral(pending, { id: user.id, createdAt: user.created_at ?? null });
  if (decision === 'wait') return;
  if (decision === 'drop') {
    await pendingReferralKv.write(null);
    return;
  }
  const database = db();
  await database.transaction('rw', [database.kv, database.outbox], async () => {
    const still = await pendingReferralKv.read(database);
    if (still?.code !== pending.code) return;
    await mutate({
      type: 'referral.record',
      payload: { referrerId: pending.code },
      tables: [database.kv],
      apply: () => pendingReferralKv.write(null, database),
    });
  });
}

/**
 * Asks the server who invited the signed-in account and keeps the answer for offline visits. A
 * failed or unreadable answer keeps what this device knew (nothing is written).
 */
export async function refreshInviter(client: AccountRpc, userId: string): Promise<void> {
  let username: string | null;
  try {
    username = await fetchMyInviter(client);
  } catch {
    return;
  }
  await inviterKv.write(username ? { userId, username } : null);
}
