import type Stripe from 'stripe';

// A subscription as the database stores it, and the status answer check-subscription gives.

/** What apply_stripe_subscription takes (migration 20261124500000_premium.sql). */
export interface SubscriptionState {
  id: string;
  customer: string;
  status: Stripe.Subscription.Status;
  priceId: string | null;
  cancelAtPeriodEnd: boolean;
  /** unix seconds */
  currentPeriodEnd: number | null;
  userId: string | null;
}

/** What premium_state answers. */
export interface StoredPremium {
  customerId: string | null;
  subscriptionId: string | null;
  status: string | null;
  priceId: string | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: number | null;
}

export function stateOf(sub: Stripe.Subscription): SubscriptionState {
  const items = sub.items?.data ?? [];
  // Since API version 2025-03-31 the period lives on each item; the subscription's ends with
  // the latest one.
  const ends = items.map((i) => i.current_period_end).filter((n) => typeof n === 'number');
  const latest = ends.length ? Math.max(...ends) : null;
  // A subscription ended before its period was over (cancelled "now") ended then: the rest of
  // that period is no longer paid for.
  const endedAt =
    sub.status === 'canceled' && typeof sub.ended_at === 'number' ? sub.ended_at : null;
  const end = endedAt !== null && (latest === null || endedAt < latest) ? endedAt : latest;
  return {
    id: sub.id,
    customer: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
    status: sub.status,
    priceId: items[0]?.price?.id ?? null,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    currentPeriodEnd: end,
    userId: typeof sub.metadata?.user_id === 'string' ? sub.metadata.user_id : null,
  };
}

const GRANTS_PREMIUM = new Set(['active', 'trialing', 'past_due']);

export interface SubscriptionStatus {
  isPremium: boolean;
  isCanceled: boolean;
  isPastDue: boolean;
  message: string;
  currentPeriodEnd: number | null;
}

export const NO_SUBSCRIPTION: SubscriptionStatus = {
  isPremium: false,
  isCanceled: false,
  isPastDue: false,
  message: 'No subscription',
  currentPeriodEnd: null,
};

/** The answer for a stored subscription state (the one the webhook last wrote). */
export function statusOf(stored: StoredPremium): SubscriptionStatus {
  if (!stored.subscriptionId || !stored.status) return NO_SUBSCRIPTION;
  const end = stored.currentPeriodEnd;
  if (stored.status === 'canceled' || stored.status === 'incomplete_expired') {
    return {
      isPremium: false,
      isCanceled: true,
      isPastDue: false,
      message: 'Premium has ended',
      currentPeriodEnd: end,
    };
  }
  if (!GRANTS_PREMIUM.has(stored.status)) {
    return {
      ...NO_SUBSCRIPTION,
      message:
        stored.status === 'unpaid'
          ? 'Premium is paused because the payment failed'
          : 'The payment is not complete yet',
      currentPeriodEnd: end,
    };
  }
  const pastDue = stored.status === 'past_due';
  return {
    isPremium: true,
    isCanceled: stored.cancelAtPeriodEnd,
    isPastDue: pastDue,
    message: pastDue
      ? 'The last payment failed; premium stays on while the card is tried again'
      : stored.cancelAtPeriodEnd
        ? 'Premium is cancelled and stays active until the end of the period'
        : 'Premium is active',
    currentPeriodEnd: end,
  };
}
