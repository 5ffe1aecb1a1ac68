import { HttpError, json, postHandler, readJsonBody } from '../_shared/http.ts';
import { stateOf, type StoredPremium } from '../_shared/premium.ts';
import { stripeClient } from '../_shared/stripe.ts';
import { requireCaller, requireSelf, rpc } from '../_shared/supabase.ts';

// POST { userId } → { isCanceled: true, currentPeriodEnd }: cancels the signed-in user's own
// subscription at the end of the period they paid for (premium stays until then). Asking again
// answers the same. The new state is stored at once, so check-subscription reflects it before
// Stripe's customer.subscription.updated event arrives.

const LIVE = new Set(['active', 'trialing', 'past_due']);

export const handle = postHandler('cancel-subscription', async (req) => {
  const caller = await requireCaller(req);
  const body = await readJsonBody(req);
  requireSelf(caller, body.userId);

  const stored = await rpc<StoredPremium>('premium_state', { p_user_id: caller.id });
  if (!stored.subscriptionId || !stored.status || !LIVE.has(stored.status)) {
    throw new HttpError(404, 'No subscription to cancel');
  }
  // Naturally idempotent: a second cancel sets the same flag again.
  const subscription = await stripeClient().subscriptions.update(stored.subscriptionId, {
    cancel_at_period_end: true,
  });
  const state = stateOf(subscription);
  await rpc('apply_stripe_subscription', {
    p_event_id: null,
    p_event_type: null,
    p_subscription: state,
    p_read_at: Date.now(),
  });
  return json(200, {
    isCanceled: state.cancelAtPeriodEnd,
    currentPeriodEnd: state.currentPeriodEnd,
  });
});
