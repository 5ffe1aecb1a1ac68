import assert from 'node:assert/strict';
import { statusOf, type StoredPremium } from './premium.ts';

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
