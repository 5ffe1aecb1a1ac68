import { allowedPrices, returnOrigin } from '../_shared/env.ts';
import { HttpError, json, postHandler, readJsonBody } from '../_shared/http.ts';
import { statusOf, type StoredPremium } from '../_shared/premium.ts';
import { stripeClient } from '../_shared/stripe.ts';
import { requireCaller, requireSelf, rpc, type Caller } from '../_shared/supabase.ts';

// POST { userId, price_id, lang? } → { url, sessionId }: a Stripe Checkout Session for the signed-in
// user's own account. One Stripe customer per user: stored on the profile the first time, created
// with an idempotency key so two taps at once make one customer (and, within the same ten
// minutes, one session).

const SESSION_WINDOW_MS = 10 * 60 * 1000;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The languages the app speaks, as Stripe's checkout names them. */
type Lang = 'en' | 'da';
const isLang = (value: unknown): value is Lang => value === 'en' || value === 'da';

/**
 * The user's Stripe customer, and the language they use: the page's they are buying on (the app
 * sends it), else the one they chose on their profile, else English.
 */
async function customerFor(caller: Caller, pageLang: unknown): Promise<{ id: string; lang: Lang }> {
  const known = await rpc<{ profile: boolean; customerId: string | null; lang?: string | null }>(
    'stripe_customer_of',
    { p_user_id: caller.id },
  );
  if (!known.profile) throw new HttpError(404, 'Your profile is not ready yet. Please try again.');
  const lang: Lang = isLang(pageLang) ? pageLang : isLang(known.lang) ? known.lang : 'en';
  if (known.customerId) return { id: known.customerId, lang };
  // Stripe's own emails to the customer (receipts, invoices) follow preferred_locales.
  const customer = await stripeClient().customers.create(
    {
      ...(caller.email ? { email: caller.email } : {}),
      metadata: { user_id: caller.id },
      preferred_locales: [lang],
    },
    { idempotencyKey: `customer-for-user-${caller.id}` },
  );
  // Two requests at once both get this same customer from Stripe; the first stored wins anyway.
  const stored = await rpc<string | null>('claim_stripe_customer', {
    p_user_id: caller.id,
    p_customer_id: customer.id,
  });
  if (!stored) throw new HttpError(404, 'Your profile is not ready yet. Please try again.');
  return { id: stored, lang };
}

/** Expires the customer's open checkout sessions other than `keep`; one already gone is skipped. */
async function expireOtherCheckouts(customer: string, keep: string): Promise<void> {
  const stripe = stripeClient();
  for await (const open of stripe.checkout.sessions.list({
    customer,
    status: 'open',
    limit: 100,
  })) {
    if (open.id === keep) continue;
    try {
      await stripe.checkout.sessions.expire(open.id);
    } catch (e) {
      // Paid or expired meanwhile: a paid one is caught by the webhook's one-subscription rule.
      const current = await stripe.checkout.sessions.retrieve(open.id).catch(() => null);
      if (current?.status === 'open') throw e;
    }
  }
}

export const handle = postHandler('create-checkout-session', async (req) => {
  const caller = await requireCaller(req);
  const body = await readJsonBody(req);
  requireSelf(caller, body.userId);
  const price = body.price_id;
  if (typeof price !== 'string' || !allowedPrices().includes(price)) {
    throw new HttpError(400, 'Unknown plan');
  }
  const origin = returnOrigin(req.headers.get('origin'));
  if (!origin) throw new HttpError(400, 'This site is not allowed to start a checkout');

  // A second subscription would charge twice for the same months, even after a cancel (premium
  // stays until the period ends).
  const current = statusOf(await rpc<StoredPremium>('premium_state', { p_user_id: caller.id }));
  if (current.isPremium) {
    throw new HttpError(
      409,
      current.isCanceled
        ? 'Premium is still active on this account until the end of the period you paid for'
        : 'Premium is already active on this account',
    );
  }

  const { id: customer, lang } = await customerFor(caller, body.lang);
  const window = Math.floor(Date.now() / SESSION_WINDOW_MS);
  const session = await stripeClient().checkout.sessions.create(
    {
      mode: 'subscription',
      customer,
      client_reference_id: caller.id,
      line_items: [{ price, quantity: 1 }],
      // Stripe's checkout page in the user's language.
      locale: lang,
      success_url: `${origin}/info/premium-processing?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/info/premium-cancelled`,
      metadata: { user_id: caller.id },
      subscription_data: { metadata: { user_id: caller.id } },
    },
    {
      idempotencyKey: `checkout-${await sha256(`${caller.id}|${customer}|${price}|${origin}|${lang}|${window}`)}`,
    },
  );
  if (!session.url) throw new Error('Stripe returned a checkout session without a url');
  // Only the newest checkout can be paid: Stripe would take payment on every open one, and two
  // paid checkouts are two subscriptions (_shared/subscriptions.ts).
  await expireOtherCheckouts(customer, session.id);
  return json(200, { url: session.url, sessionId: session.id });
});
