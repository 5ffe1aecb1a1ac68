import type Stripe from 'stripe';
import { handle as checkout } from '../create-checkout-session/handler.ts';
import { handle as webhook } from '../stripe-webhook/handler.ts';
import { call, delivery, eventsFor, pay, stripe, type TestUser } from './backend.ts';

// Steps several tests share: a paid subscription, its events, a delivery's outcome.

export const MONTHLY = 'price_premium_monthly';
export const YEARLY = 'price_premium_yearly';

export async function json<T = Record<string, unknown>>(res: Response | Promise<Response>) {
  const r = await res;
  return { status: r.status, body: (await r.json()) as T };
}

/** Checkout and Pay on the local page; the subscription exists, no event delivered yet. */
export async function subscribed(user: TestUser, price = MONTHLY): Promise<Stripe.Subscription> {
  const { status, body } = await json<{ url: string; sessionId: string }>(
    checkout(call(user, { userId: user.id, price_id: price })),
  );
  if (status !== 200) throw new Error(`checkout answered ${status}: ${JSON.stringify(body)}`);
  await pay(body.url);
  const session = await stripe.checkout.sessions.retrieve(body.sessionId);
  return stripe.subscriptions.retrieve(session.subscription as string);
}

/** Delivers one event to the webhook; its answer. */
export function deliver(event: Stripe.Event) {
  return delivery(event).then((req) =>
    json<{ received?: boolean; outcome?: string }>(webhook(req)),
  );
}

/** Delivers every event of a subscription so far, in order. */
export async function deliverAll(subscriptionId: string) {
  for (const event of await eventsFor(subscriptionId)) {
    const { status } = await deliver(event);
    if (status !== 200) throw new Error(`webhook answered ${status} to ${event.type}`);
  }
}
