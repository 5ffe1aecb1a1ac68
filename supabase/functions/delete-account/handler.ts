import { HttpError, json, postHandler, readJsonBody } from '../_shared/http.ts';
import { stateOf } from '../_shared/premium.ts';
import { requiredEnv } from '../_shared/env.ts';
import { stripeClient } from '../_shared/stripe.ts';
import { endNow, liveSubscriptions } from '../_shared/subscriptions.ts';
import { requireCaller, rpc, serviceHeaders } from '../_shared/supabase.ts';

// POST { userId } → { deleted: true, packs: N }: deletes the signed-in user's own account and
// leaves nothing behind that names them, in an order where a failure part-way leaves an account
// that can simply be deleted again:
// 1. every live subscription of each of the account's Stripe customers ends now (no further
//    charge), and the customer itself is deleted at Stripe (its card and address go with it);
// 2. the account's public pack files are removed through the Storage API (the only way hosted
//    Supabase lets files go), so no old link or printed QR code serves them;
// 3. delete_my_account runs as the user: the rows, cascades, likes counts and Stripe events.
// A step that fails answers a plain sentence saying what did and did not happen.

interface Target {
  customerIds: string[];
  packIds: string[];
}

export const PAYMENT_NOT_REMOVED =
  'Your payment details could not be removed just now, so your account was not deleted. Try again in a moment.';
export const FILES_NOT_REMOVED =
  'Your published packs could not be taken offline just now, so your account was not deleted. Try again in a moment.';
export const NOT_DELETED =
  'Your account could not be deleted just now. Nothing more was removed. Try again in a moment.';

/** Deletes a Stripe customer; one Stripe no longer has counts as deleted. */
async function deleteCustomer(id: string): Promise<void> {
  try {
    await stripeClient().customers.del(id);
  } catch (e) {
    if ((e as { code?: string }).code === 'resource_missing') return;
    throw e;
  }
}

async function endPayments(customerIds: string[]): Promise<void> {
  for (const customer of customerIds) {
    for (const sub of await liveSubscriptions(customer)) {
      const state = stateOf(await endNow(sub.id));
      await rpc('apply_stripe_subscription', {
        p_event_id: null,
        p_event_type: null,
        p_subscription: state,
        p_read_at: Date.now(),
      });
    }
    await deleteCustomer(customer);
  }
}

/** Removes the public files of these packs through the Storage API; missing files are fine. */
async function removePackFiles(packIds: string[]): Promise<void> {
  // The Storage API takes at most 1,000 paths per call.
  for (let i = 0; i < packIds.length; i += 1000) {
    const res = await fetch(`${requiredEnv('SUPABASE_URL')}/storage/v1/object/packs`, {
      method: 'DELETE',
      headers: serviceHeaders(),
      body: JSON.stringify({ prefixes: packIds.slice(i, i + 1000).map((id) => `${id}.json`) }),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`storage answered ${res.status}: ${text}`);
  }
}

/** delete_my_account as the caller, with the caller's own token. */
async function deleteAsCaller(req: Request): Promise<{ deleted: boolean; packs: number }> {
  const res = await fetch(`${requiredEnv('SUPABASE_URL')}/rest/v1/rpc/delete_my_account`, {
    method: 'POST',
    headers: {
      apikey: Deno.env.get('SUPABASE_ANON_KEY') ?? req.headers.get('apikey') ?? '',
      authorization: req.headers.get('authorization') ?? '',
      'content-type': 'application/json',
    },
    body: '{}',
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`delete_my_account answered ${res.status}: ${text}`);
  return JSON.parse(text) as { deleted: boolean; packs: number };
}

export const handle = postHandler('delete-account', async (req) => {
  const caller = await requireCaller(req);
  const body = await readJsonBody(req);
  if (body.userId !== caller.id) throw new HttpError(403, 'You can only delete your own account');
  const target = await rpc<Target>('account_deletion_target', { p_user_id: caller.id });
  try {
    await endPayments(target.customerIds);
  } catch (e) {
    console.error('[delete-account] payments', e);
    throw new HttpError(502, PAYMENT_NOT_REMOVED);
  }
  try {
    await removePackFiles(target.packIds);
  } catch (e) {
    console.error('[delete-account] pack files', e);
    throw new HttpError(502, FILES_NOT_REMOVED);
  }
  try {
    const done = await deleteAsCaller(req);
    return json(200, { deleted: done.deleted, packs: done.packs });
  } catch (e) {
    console.error('[delete-account] account', e);
    throw new HttpError(502, NOT_DELETED);
  }
});
