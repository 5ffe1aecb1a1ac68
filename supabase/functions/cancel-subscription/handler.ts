import { HttpError, json, postHandler, readJsonBody } from '../_shared/http.ts';
import { stateOf, type StoredPremium, type SubscriptionState } from '../_shared/premium.ts';
import { stripeClient } from '../_shared/stripe.ts';
import { endNow, liveSubscriptions } from '../_shared/subscriptions.ts';
import { requireCaller, requireSelf, rpc } from '../_shared/supabase.ts';

// POST { userId } → { isCanceled: true, currentPeriodEnd }: cancels the signed-in user's own
// subscription at the end of the period they paid for (premium stays until then). Asking again
// answers the same. The new state is stored at once, so check-subscription reflects it before
// Stripe's customer.subscription.updated event arrives.
//
// POST { userId, immediately: true } → { isCanceled: true, ended: true, currentPeriodEnd }: ends
// it now (Stripe's subscriptions.cancel: no further charge, no refund), as deleting the account
// needs; currentPeriodEnd is then the moment it ended. Also for one already set to end at the
// period's end. Asking again, or with nothing live to end, answers 404 as without it. Every live
// subscription of the user is acted on, should there ever be more than one.
//
// POST { userId, resume: true } → { isCanceled: false, currentPeriodEnd }: takes back a cancel
// at the period's end while the period still runs, so premium renews as before (no new checkout,
// no charge now). Asking again answers the same; with nothing live to resume (the period already
// ended), 404 "No subscription to resume": a new subscription then goes through the plans.

export const handle = postHandler('cancel-subscription', async (req) => {
  const caller = await requireCaller(req);
  const body = await readJsonBody(req);
  requireSelf(caller, body.userId);
  if (body.immediately !== undefined && typeof body.immediately !== 'boolean') {
    throw new HttpError(400, 'immediately must be true or false');
  }
  const immediately = body.immediately === true;
  if (body.resume !== undefined && typeof body.resume !== 'boolean') {
    throw new HttpError(400, 'resume must be true or false');
  }
  const resume = body.resume === true;
  if (resume && immediately) throw new HttpError(400, 'resume and immediately cannot go together');

  const stored = await rpc<StoredPremium>('premium_state', { p_user_id: caller.id });
  // Every live subscription of the user, not only the stored one: should two ever be live, both
  // stop charging (_shared/subscriptions.ts).
  const live = stored.customerId ? await liveSubscriptions(stored.customerId) : [];
  if (live.length === 0) {
    throw new HttpError(404, resume ? 'No subscription to resume' : 'No subscription to cancel');
  }
  // Naturally idempotent: a second cancel sets the same flag again; one ended now is not live.
  const states: SubscriptionState[] = [];
  for (const sub of live) {
    const changed = immediately
      ? await endNow(sub.id)
      : await stripeClient().subscriptions.update(sub.id, { cancel_at_period_end: !resume });
    const state = stateOf(changed);
    await rpc('apply_stripe_subscription', {
      p_event_id: null,
      p_event_type: null,
      p_subscription: state,
      p_read_at: Date.now(),
    });
    states.push(state);
  }
  // The answer speaks of the subscription that was deciding premium: the oldest live one.
  const state = states[0]!;
  if (immediately) {
    return json(200, {
      isCanceled: true,
      ended: states.every((s) => s.status === 'canceled'),
      currentPeriodEnd: state.currentPeriodEnd,
    });
  }
  if (resume) {
    return json(200, {
      isCanceled: states.some((s) => s.cancelAtPeriodEnd),
      currentPeriodEnd: state.currentPeriodEnd,
    });
  }
  return json(200, {
    isCanceled: states.every((s) => s.cancelAtPeriodEnd),
    currentPeriodEnd: state.currentPeriodEnd,
  });
});
