// The profile flow's own premium check (docs/spec/accounts.md): sends userEmail and userId, reads isPremium,
// isCanceled and currentPeriodEnd, retried 3 times (2 s first wait, doubling); when every attempt
// fails the update is skipped and the device keeps what it knew (which still lapses at its end
// date, offline too).
import { db } from '../../db';
import { applySubscriptionStatus, NOT_PREMIUM, premiumKv, type PremiumState } from '../account';
import {
  checkPayload,
  errorMessage,
  readStatus,
  sleep,
  withRetries,
  type InvokePayment,
  type ServerSubscriptionStatus,
  type Sleep,
} from './subscription';

export interface PremiumCheckInput {
  invoke: InvokePayment;
  userId: string;
  userEmail: string | null;
  now?: () => number;
  wait?: Sleep;
  /** The plan just bought, remembered so the profile can name it. */
  priceId?: string | null;
}

/** Applies a server answer to this device's premium state for `userId`, and saves it. */
export function savePremiumAnswer(
  userId: string,
  answer: ServerSubscriptionStatus,
  nowMs: number,
  priceId?: string | null,
): Promise<PremiumState> {
  // Read and written in one transaction: the check after a profile load and the processing page
  // may answer at the same moment, and neither may drop what the other just learnt (the plan).
  const database = db();
  return database.transaction('rw', database.kv, async () => {
    const stored = await premiumKv.read(database);
    // Another account's premium is never a starting point for this one.
    const base: PremiumState = stored.userId === userId ? stored : { ...NOT_PREMIUM };
    const next: PremiumState = {
      ...applySubscriptionStatus(base, answer, Math.floor(nowMs / 1000)),
      userId,
    };
    if (priceId) next.priceId = priceId;
    if (!answer.isPremium && !answer.isCanceled) next.priceId = null;
    await premiumKv.write(next, database);
    return next;
  });
}

/** The check itself: the new premium state, or null when every attempt failed (nothing changed). */
export async function checkPremiumForProfile(
  input: PremiumCheckInput,
): Promise<PremiumState | null> {
  const { invoke, userId, userEmail } = input;
  const outcome = await withRetries(async () => {
    const { data, error } = await invoke(
      'check-subscription',
      checkPayload({ userId, userEmail, customerId: null }),
    );
    if (error) throw new Error(errorMessage(error));
    if (data === null || data === undefined) return null;
    const status = readStatus(data);
    // docs/spec/accounts.md: an invalid answer changes nothing; it counts as a failed attempt.
    if (!status) throw new Error('The subscription check answered something unreadable');
    return status;
  }, input.wait ?? sleep);
  if (!outcome.ok) {
    console.warn('[premium] the premium check was skipped:', outcome.message);
    return null;
  }
  return savePremiumAnswer(userId, outcome.value, (input.now ?? Date.now)(), input.priceId);
}
