import assert from 'node:assert/strict';
import type Stripe from 'stripe';
import { handle as cancel } from '../cancel-subscription/handler.ts';
import { handle as checkout } from '../create-checkout-session/handler.ts';
import { call, pay, profileOf, signUp, stripe, type TestUser } from '../_test/backend.ts';
import { deliverAll, json, MONTHLY, subscribed, YEARLY } from '../_test/flows.ts';

// One live subscription per user, however many checkouts were open (_shared/subscriptions.ts).

interface Answer {
  url: string;
  sessionId: string;
}

const open = (user: TestUser, price: string) =>
  json<Answer>(checkout(call(user, { userId: user.id, price_id: price })));

/** A second checkout paid beside the first, as two tabs racing past the expiry would. */
async function secondPaidSubscription(user: TestUser): Promise<Stripe.Subscription> {
  const customer = (await profileOf(user)).stripe_user_id as string;
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer,
    client_reference_id: user.id,
    line_items: [{ price: YEARLY, quantity: 1 }],
    success_url: 'http://127.0.0.1:4173/info/premium-processing',
    cancel_url: 'http://127.0.0.1:4173/info/premium-cancelled',
    metadata: { user_id: user.id },
    subscription_data: { metadata: { user_id: user.id } },
  });
  await pay(session.url!);
  const paid = await stripe.checkout.sessions.retrieve(session.id);
  return stripe.subscriptions.retrieve(paid.subscription as string);
}

/** The one the rule keeps: the oldest, ties by id. */
const keptOf = (subs: Stripe.Subscription[]) =>
  [...subs].sort((a, b) => a.created - b.created || a.id.localeCompare(b.id))[0]!;

async function refundsOf(sub: Stripe.Subscription) {
  const payments = await stripe.invoicePayments.list({ invoice: sub.latest_invoice as string });
  const intent = payments.data[0]!.payment.payment_intent as string;
  return (await stripe.refunds.list({ payment_intent: intent })).data;
}

Deno.test(
  'a new checkout expires the open one before it, so only the newest can be paid',
  async () => {
    const user = await signUp();
    const monthly = await open(user, MONTHLY);
    const yearly = await open(user, YEARLY);
    assert.equal(monthly.status, 200);
    assert.equal(yearly.status, 200);
    assert.equal(
      (await stripe.checkout.sessions.retrieve(monthly.body.sessionId)).status,
      'expired',
    );
    assert.equal((await stripe.checkout.sessions.retrieve(yearly.body.sessionId)).status, 'open');
    await assert.rejects(pay(monthly.body.url), /pay answered 400/);
    // A double tap still gets the one session it made, open.
    const again = await open(user, YEARLY);
    assert.equal(again.body.sessionId, yearly.body.sessionId);
    assert.equal((await stripe.checkout.sessions.retrieve(yearly.body.sessionId)).status, 'open');
  },
);

Deno.test(
  'two paid checkouts leave one live subscription, and the second is refunded',
  async () => {
    const user = await signUp();
    const first = await subscribed(user);
    const second = await secondPaidSubscription(user);
    // Deliveries in either order agree on which one stays.
    await deliverAll(second.id);
    await deliverAll(first.id);
    const kept = keptOf([first, second]);
    const extra = kept.id === first.id ? second : first;
    assert.equal((await stripe.subscriptions.retrieve(kept.id)).status, 'active');
    assert.equal((await stripe.subscriptions.retrieve(extra.id)).status, 'canceled');
    const refunds = await refundsOf(extra);
    assert.equal(refunds.length, 1);
    assert.equal(refunds[0]!.status, 'succeeded');
    assert.deepEqual(await refundsOf(kept), []);
    const profile = await profileOf(user);
    assert.equal(profile.premium, true);
    assert.equal(profile.stripe_subscription_id, kept.id);
    // Delivered again (Stripe retries), nothing is refunded twice.
    await deliverAll(extra.id);
    assert.equal((await refundsOf(extra)).length, 1);
  },
);

Deno.test('cancelling ends every live subscription of the user', async () => {
  const user = await signUp();
  const first = await subscribed(user);
  const second = await secondPaidSubscription(user);
  const ended = await json<{ isCanceled: boolean; ended: boolean }>(
    cancel(call(user, { userId: user.id, immediately: true })),
  );
  assert.equal(ended.status, 200);
  assert.deepEqual([ended.body.isCanceled, ended.body.ended], [true, true]);
  for (const sub of [first, second])
    assert.equal((await stripe.subscriptions.retrieve(sub.id)).status, 'canceled', sub.id);
  assert.equal((await profileOf(user)).premium, false);
});
