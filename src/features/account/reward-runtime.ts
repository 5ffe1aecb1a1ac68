// The reward payer wired to the app (see earned-rewards.ts): it learns from the outbox when this
// device has done something that can earn a reward, and runs after every successful sync round of
// the tab that leads sync. Loaded with the data layer (src/app/runtime.ts), never the first screen.
import type { SupabaseClient } from '@supabase/supabase-js';
import { db } from '../../db';
import { syncNow } from '../sync';
import {
  claimEarnedRewards,
  createRewardPayer,
  paidThisVisit,
  unpaidRewards,
} from './earned-rewards';

let client: SupabaseClient | null = null;

const payer = createRewardPayer({
  ask: async () => (client ? claimEarnedRewards(client) : []),
  unpaid: async (userId) =>
    unpaidRewards((await db().profiles.get(userId))?.profile.claimed_rewards),
  onPaid: async (_userId, paid) => {
    paidThisVisit.add(paid);
    // The coins, the history lines and the claimed list arrive with the next pull.
    await syncNow();
  },
});

/** Starts watching the outbox; call once the database is open. */
export function startRewardPayer(): void {
  db().outbox.hook('creating', (_key, op) => payer.noteEvidence(op.type));
}

/** The sync reconciler: after a round, pay what this account has earned. */
export async function payEarnedRewards(context: {
  client: SupabaseClient;
  userId: string;
}): Promise<void> {
  client = context.client;
  // Claims tapped before rewards were paid by themselves, and refused ("Error claiming reward",
  // "Reward already claimed"), would sit in the sync menu for good: the server now pays every
  // earned reward without them, so they say nothing the user can act on.
  await db()
    .quarantine.where('userId')
    .equals(context.userId)
    .filter((op) => op.type === 'reward.claim')
    .delete();
  await payer.afterRound(context.userId);
}
