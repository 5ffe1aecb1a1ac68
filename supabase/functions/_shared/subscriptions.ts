import type Stripe from 'stripe';
import { stripeClient } from './stripe.ts';

// One live subscription per user. Stripe takes payment on every open Checkout Session, so two
// checkouts open at once (two tabs, two phones) could both be paid: two subscriptions, two
// charges for the same months. Three guards keep it to one:
// - a new checkout expires the customer's other open sessions (create-checkout-session);
// - a subscription that goes live while its customer already has an older live one is ended at
//   once and its payment refunded (stripe-webhook): the oldest live subscription is the one kept,
//   an order every delivery agrees on, so two deliveries at once never end both;
// - cancelling acts on every live subscription of the user (cancel-subscription).

/** Statuses that grant premium and may still charge. */
export const LIVE = new Set<string>(['active', 'trialing', 'past_due']);

/** The customer's live subscriptions, oldest first (ties by id). */
export async function liveSubscriptions(customer: string): Promise<Stripe.Subscription[]> {
  const live: Stripe.Subscription[] = [];
  for await (const sub of stripeClient().subscriptions.list({
    customer,
    status: 'all',
    limit: 100,
  }))
    if (LIVE.has(sub.status)) live.push(sub);
  return live.sort((a, b) => a.created - b.created || a.id.localeCompare(b.id));
}

/** Ends a subscription now; one Stripe reports as already ended counts as ended. */
export async function endNow(subscriptionId: string): Promise<Stripe.Subscription> {
  const stripe = stripeClient();
  try {
    return await stripe.subscriptions.cancel(subscriptionId);
  } catch (e) {
    const current = await stripe.subscriptions.retrieve(subscriptionId).catch(() => null);
    if (current?.status === 'canceled') return current;
    throw e;
  }
}

/** Refunds what the subscription's latest invoice took; a second call refunds nothing more. */
export async function refundLatestPayment(sub: Stripe.Subscription): Promise<void> {
  const invoice =
    typeof sub.latest_invoice === 'string' ? sub.latest_invoice : sub.latest_invoice?.id;
  if (!invoice) return;
  const stripe = stripeClient();
  const payments = await stripe.invoicePayments.list({ invoice, limit: 10 });
  for (const payment of payments.data) {
    const intent = payment.payment?.payment_intent;
    const id = typeof intent === 'string' ? intent : intent?.id;
    if (!id || payment.status !== 'paid') continue;
    try {
      await stripe.refunds.create(
        { payment_intent: id, reason: 'duplicate' },
        { idempotencyKey: `refund-second-subscription-${sub.id}-${id}` },
      );
    } catch (e) {
      if ((e as { code?: string }).code !== 'charge_already_refunded') throw e;
    }
  }
}

/**
 * When `sub` is live but its customer has an older live subscription, ends `sub` now and refunds
 * its payment; answers the ended subscription, or null when `sub` is the one to keep.
 */
export async function endIfSecond(sub: Stripe.Subscription): Promise<Stripe.Subscription | null> {
  if (!LIVE.has(sub.status)) return null;
  const customer = typeof sub.customer === 'string' ? sub.customer : sub.customer.id;
  const [kept] = await liveSubscriptions(customer);
  if (!kept || kept.id === sub.id) return null;
  const ended = await endNow(sub.id);
  await refundLatestPayment(sub);
  return ended;
}
