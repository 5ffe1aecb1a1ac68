import { HttpError, json, postHandler, readJsonBody } from '../_shared/http.ts';
import { statusOf, type StoredPremium } from '../_shared/premium.ts';
import { requireCaller, requireSelf, rpc } from '../_shared/supabase.ts';

// POST { customerId, userEmail, userId } (each null if missing) → { isPremium, isCanceled,
// isPastDue, message, currentPeriodEnd }: the signed-in user's own subscription as the webhook
// last stored it (so the page after checkout learns that the payment has landed). A customerId
// that is not the caller's own is refused, as is another user's userId.

export const handle = postHandler('check-subscription', async (req) => {
  const caller = await requireCaller(req);
  const body = await readJsonBody(req);
  requireSelf(caller, body.userId);
  const stored = await rpc<StoredPremium>('premium_state', { p_user_id: caller.id });
  const customerId = body.customerId;
  if (customerId !== null && customerId !== undefined && customerId !== stored.customerId) {
    throw new HttpError(403, 'You can only manage your own subscription');
  }
  return json(200, statusOf(stored));
});
