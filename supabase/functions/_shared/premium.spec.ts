import assert from 'node:assert/strict';
import type Stripe from 'stripe';
import { stateOf, statusOf, type StoredPremium } from './premium.ts';

// Every answer check-subscription can give, from the stored subscription state.

const stored = (over: Partial<StoredPremium>): StoredPremium => ({
  customerId: 'cus_1',
  subscriptionId: 'sub_1',
  status: 'active',
  priceId: 'price_premium_monthly',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: 2_000_000_000,
  ...over,
});

Deno.test('every subscription state has its answer', () => {
  const cases: [Partial<StoredPremium>, boolean, boolean, boolean, string][] = [
    [{ subscriptionId: null, status: null }, false, false, false, 'No subscription'],
    [{}, true, false, false, 'Premium is active'],
    [{ status: 'trialing' }, true, false, false, 'Premium is active'],
    [
      { cancelAtPeriodEnd: true },
      true,
      true,
      false,
      'Premium is cancelled and stays active until the end of the period',
    ],
    [
      { status: 'past_due' },
      true,
      false,
      true,
      'The last payment failed; premium stays on while the card is tried again',
    ],
    [{ status: 'canceled' }, false, true, false, 'Premium has ended'],
    [{ status: 'incomplete_expired' }, false, true, false, 'Premium has ended'],
    [{ status: 'unpaid' }, false, false, false, 'Premium is paused because the payment failed'],
    [{ status: 'incomplete' }, false, false, false, 'The payment is not complete yet'],
  ];
  for (const [over, isPremium, isCanceled, isPastDue, message] of cases) {
    const answer = statusOf(stored(over));
    assert.deepEqual(
      answer,
      {
        isPremium,
        isCanceled,
        isPastDue,
        message,
        currentPeriodEnd: over.subscriptionId === null ? null : 2_000_000_000,
      },
      JSON.stringify(over),
    );
  }
});

Deno.test('a subscription ended before its period was over ended then', () => {
  const sub = (over: Record<string, unknown>) =>
    ({
      id: 'sub_1',
      customer: 'cus_1',
      status: 'active',
      cancel_at_period_end: false,
      ended_at: null,
      metadata: {},
      items: {
        data: [
          { current_period_end: 2_000_000_000, price: { id: 'price_premium_monthly' } },
          { current_period_end: 1_900_000_000, price: { id: 'price_premium_monthly' } },
        ],
      },
      ...over,
    }) as unknown as Stripe.Subscription;
  assert.equal(stateOf(sub({})).currentPeriodEnd, 2_000_000_000);
  // Cancelled now: premium ended at that moment.
  assert.equal(
    stateOf(sub({ status: 'canceled', ended_at: 1_800_000_000 })).currentPeriodEnd,
    1_800_000_000,
  );
  // Ended at the period's end (cancelled at period end, or Stripe ending it afterwards).
  assert.equal(
    stateOf(sub({ status: 'canceled', ended_at: 2_000_000_005 })).currentPeriodEnd,
    2_000_000_000,
  );
  assert.equal(
    stateOf(sub({ status: 'canceled', ended_at: 1_800_000_000, items: { data: [] } }))
      .currentPeriodEnd,
    1_800_000_000,
  );
});
