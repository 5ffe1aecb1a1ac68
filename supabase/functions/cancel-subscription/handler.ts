import type Stripe from 'stripe';
import { HttpError, json, postHandler, readJsonBody } from '../_shared/http.ts';
import { stateOf, type StoredPremium } from '../_shared/premium.ts';
import { stripeClient } from '../_shared/stripe.ts';
import { requireCaller, requireSelf, rpc } from '../_shared/supabase.ts';

// POST { userId } → { isCanceled: true, currentPeriodEnd }: cancels the signed-in user's own
// subscription at the end of the period they paid for (premium stays until then). Asking again
// answers the same. The new state is stored at once, so check-subscription reflects it before
// Stripe's customer.subscription.updated event arrives.
//
// POST { userId, immediately: true } → { isCanceled: true, ended: true, currentPeriodEnd }: ends
// it now (Stripe's subscriptions.cancel: no further charge, no refund), as deleting the account
// needs; currentPeriodEnd is then the moment it ended. Also for one already set to end at the
// period's end. Asking again, or with nothing live to end, answers 404 as without it.

const LIVE = new Set(['active', 'trialing', 'past_due']);

/** Ends a subscription now; one Stripe reports as already ended counts as ended. */
async function endNow(subscriptionId: string): Promise<Stripe.Subscription> {
  const stripe = stripeClient();
  try {
    return await stripe.subscriptions.cancel(subscriptionId);
  } catch (e) {
    const current = await stripe.subscriptions.retrieve(subscriptionId).catch(() => null);
    if (current?.status === 'canceled') return current;
    throw e;
  }
}

export const handle = postHandler('cancel-subscription', async (req) => {
  const caller = await requireCaller(req);
  const body = await readJsonBody(req);
  requireSelf(caller, body.userId);
  if (body.immediately !== undefined && typeof body.immediately !== 'boolean') {
    throw new HttpError(400, 'immediately must be true or false');
  }
  const immediately = body.immediately === true;

  const stored = await rpc<StoredPremium>('premium_state', { p_user_id: caller.id });
  if (!stored.subscriptionId || !stored.status || !LIVE.has(stored.status)) {
    throw new HttpError(404, 'No subscription to cancel');
  }
  // Naturally idempotent: a second cancel sets the same flag again; one ended now is not live.
  const subscription = immediately
    ? await endNow(stored.subscriptionId)
    : await stripeClient().subscriptions.update(stored.subscriptionId, {
        cancel_at_period_end: true,
      });
  const state = stateOf(subscription);
  await rpc('apply_stripe_subscription', {
    p_event_id: null,
    p_event_type: null,
    p_subscription: state,
    p_read_at: Date.now(),
  });
  if (immediately) {
    return json(200, {
      isCanceled: true,
      ended: state.status === 'canceled',
      currentPeriodEnd: state.currentPeriodEnd,
    });
  }
  return json(200, {
    isCanceled: state.cancelAtPeriodEnd,
    currentPeriodEnd: state.currentPeriodEnd,
  });
});
