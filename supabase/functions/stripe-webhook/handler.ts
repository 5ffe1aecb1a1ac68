import type Stripe from 'stripe';
import { json } from '../_shared/http.ts';
import { stateOf, type SubscriptionState } from '../_shared/premium.ts';
import { stripeClient, verifiedDelivery } from '../_shared/stripe.ts';
import { endIfSecond } from '../_shared/subscriptions.ts';
import { rpc } from '../_shared/supabase.ts';

// POST from Stripe only. The one place premium changes:
// - the signature is checked first; a bad or missing one gets 400 and changes nothing, and so does
//   a signed body that is not an event (not JSON, an array, no data.object): 5xx is only for
//   failures a retry can cure;
// - the event's payload is never trusted for state: the subscription it concerns is read again
//   from Stripe, and stored with the time of that read, so events arriving out of order or
//   retried hours later never move a subscription backwards (an older read is "stale");
// - the event id is recorded in the same transaction as its effect (apply_stripe_subscription),
//   so a replay changes nothing and a failed one is retried by Stripe;
// - two deliveries at once are ordered by the database (the user's profile row lock);
// - a customer keeps one live subscription: a second one that goes live is ended at once and its
//   payment refunded (_shared/subscriptions.ts).

/** The subscription an event concerns, if any. */
export function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  const idOf = (v: unknown) =>
    typeof v === 'string' ? v : v && typeof v === 'object' && 'id' in v ? String(v.id) : null;
  if (object.object === 'subscription') return idOf(object.id);
  if (object.object === 'checkout.session') return idOf(object.subscription);
  if (object.object === 'invoice') {
    const parent = object.parent as
      { subscription_details?: { subscription?: unknown } | null } | null | undefined;
    return idOf(parent?.subscription_details?.subscription) ?? idOf(object.subscription);
  }
  return null;
}

async function currentState(subscriptionId: string): Promise<SubscriptionState | null> {
  try {
    const sub = await stripeClient().subscriptions.retrieve(subscriptionId);
    // A second live subscription of one customer is ended and refunded before it is stored.
    return stateOf((await endIfSecond(sub)) ?? sub);
  } catch (e) {
    // A subscription Stripe no longer knows (deleted test data): nothing to apply.
    if ((e as { code?: string }).code === 'resource_missing') return null;
    throw e;
  }
}

export async function handle(req: Request): Promise<Response> {
  if (req.method !== 'POST') return json(405, { error: 'Use POST' });
  const raw = await req.text();
  const delivery = await verifiedDelivery(raw, req.headers.get('stripe-signature'));
  if (delivery.kind === 'bad-signature') return json(400, { error: 'Invalid signature' });
  // Signed, but nothing a retry could ever make usable: 400, so Stripe stops, and nothing recorded.
  if (delivery.kind === 'unusable')
    return json(400, { error: 'Not an event this endpoint can use' });
  const { event } = delivery;
  try {
    const subscriptionId = subscriptionIdOf(event);
    const readAt = Date.now();
    const state = subscriptionId ? await currentState(subscriptionId) : null;
    const { outcome } = await rpc<{ outcome: string }>('apply_stripe_subscription', {
      p_event_id: event.id,
      p_event_type: event.type,
      p_subscription: state,
      p_read_at: readAt,
    });
    return json(200, { received: true, outcome });
  } catch (e) {
    // Not recorded: Stripe delivers the event again later.
    console.error('[stripe-webhook]', event.id, event.type, e);
    return json(500, { error: 'The event could not be processed; it will be retried' });
  }
}
