// Rewards are paid when they are earned (UX review 2, U15): after a sync round, the sync leader
// asks the server to pay whatever this account has earned and not yet been paid
// (public.claim_earned_rewards, migration 20261129500000). Nobody taps Claim, so the device never
// queues a claim the server would refuse, and nothing red is left in the sync menu.
import type { PaidReward } from './api';
import { REWARDS } from './rewards';

export { claimEarnedRewards, type PaidReward } from './api';

/** Ops whose arrival on the server can earn a reward: after one, the next round asks at once. */
export const REWARD_EVIDENCE: ReadonlySet<string> = new Set([
  'like.add',
  'pack.publish',
  'feedback.create',
  'referral.record',
]);

/**
 * How long a device waits before asking again when it did nothing that earns a reward itself:
 * "Crowd pleaser" is earned by someone else's like, which this device only learns by asking.
 */
export const ASK_AGAIN_AFTER_MS = 10 * 60_000;

export interface RewardPayerOptions {
  ask: (userId: string) => Promise<PaidReward[]>;
  /** Rewards this account has not been paid yet, as far as this device knows. */
  unpaid: (userId: string) => Promise<readonly string[]>;
  /** Called with what the server has just paid (pull the coins, say it). */
  onPaid: (userId: string, paid: readonly PaidReward[]) => void | Promise<void>;
  now?: () => number;
}

/**
 * Decides when a sync round asks the server to pay: the first round for an account on this device,
 * the first round after an op that can earn a reward, and otherwise every ASK_AGAIN_AFTER_MS while
 * something is unpaid. Never twice at once, never once everything is paid.
 */
export function createRewardPayer({
  ask,
  unpaid,
  onPaid,
  now = () => Date.now(),
}: RewardPayerOptions) {
  const lastAsked = new Map<string, number>();
  let evidence = false;
  let running: Promise<void> | null = null;

  async function round(userId: string): Promise<void> {
    const last = lastAsked.get(userId);
    const due = last === undefined || evidence || now() - last >= ASK_AGAIN_AFTER_MS;
    if (!due || (await unpaid(userId)).length === 0) return;
    evidence = false;
    lastAsked.set(userId, now());
    const paid = await ask(userId);
    if (paid.length > 0) await onPaid(userId, paid);
  }

  return {
    /** An op was written that may earn a reward once the server has it. */
    noteEvidence(type: string): void {
      if (REWARD_EVIDENCE.has(type)) evidence = true;
    },
    /** Runs after a successful sync round (a sync reconciler). */
    afterRound(userId: string): Promise<void> {
      running ??= round(userId).finally(() => {
        running = null;
      });
      return running;
    },
  };
}

/** The rewards of the catalogue not in `claimed`. */
export function unpaidRewards(claimed: readonly string[] | undefined): string[] {
  return REWARDS.map((reward) => reward.id).filter((id) => !claimed?.includes(id));
}

type Listener = () => void;
let justPaid: readonly PaidReward[] = [];
const listeners = new Set<Listener>();

/** Rewards paid while this tab is open, newest last, for the profile to say so. */
export const paidThisVisit = {
  get: (): readonly PaidReward[] => justPaid,
  add: (paid: readonly PaidReward[]): void => {
    justPaid = [...justPaid, ...paid];
    for (const listener of listeners) listener();
  },
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
