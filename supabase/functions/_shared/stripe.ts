import Stripe from 'stripe';
import { requiredEnv } from './env.ts';

// The Stripe client, from the function's environment. STRIPE_API_BASE (e.g.
// http://127.0.0.1:54321, the local backend's Stripe stand-in) points the SDK elsewhere; unset,
// it talks to api.stripe.com with STRIPE_SECRET_KEY (a test-mode key in development).

let cached: { key: string; base: string; client: Stripe } | null = null;

export function stripeClient(): Stripe {
  const key = requiredEnv('STRIPE_SECRET_KEY');
  const base = Deno.env.get('STRIPE_API_BASE') ?? '';
  if (cached && cached.key === key && cached.base === base) return cached.client;
  const options: Stripe.StripeConfig = {
    httpClient: Stripe.createFetchHttpClient(),
    // Idempotent retries of network failures and 409 "request in progress" conflicts.
    maxNetworkRetries: 2,
  };
  if (base) {
    const url = new URL(base);
    options.host = url.hostname;
    options.port = url.port || (url.protocol === 'https:' ? '443' : '80');
    options.protocol = url.protocol === 'https:' ? 'https' : 'http';
  }
  const client = new Stripe(key, options);
  cached = { key, base, client };
  return client;
}

/** What a webhook delivery turned out to be. */
export type WebhookDelivery =
  | { kind: 'event'; event: Stripe.Event }
  /** No signature, or one that does not verify with our secret: nothing in it is believed. */
  | { kind: 'bad-signature' }
  /** Signed by Stripe, but not an event this endpoint can use (not JSON, no data.object). */
  | { kind: 'unusable' };

/** An event as every handler needs it: an object with an id, a type and a data.object. */
function isUsableEvent(value: unknown): value is Stripe.Event {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const { id, type, data } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !id || typeof type !== 'string' || !type) return false;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return false;
  const object = (data as Record<string, unknown>).object;
  return Boolean(object) && typeof object === 'object' && !Array.isArray(object);
}

/** Checks a webhook's signature first, then that the signed body is an event we can use. */
export async function verifiedDelivery(
  raw: string,
  signature: string | null,
): Promise<WebhookDelivery> {
  if (!signature) return { kind: 'bad-signature' };
  let event: unknown;
  try {
    event = await stripeClient().webhooks.constructEventAsync(
      raw,
      signature,
      requiredEnv('STRIPE_WEBHOOK_SECRET'),
      undefined,
      Stripe.createSubtleCryptoProvider(),
    );
  } catch (e) {
    if (e instanceof Stripe.errors.StripeSignatureVerificationError)
      return { kind: 'bad-signature' };
    // The SDK parses the body only once its signature verified: a signed body that is not JSON.
    if (e instanceof SyntaxError) return { kind: 'unusable' };
    throw e;
  }
  return isUsableEvent(event) ? { kind: 'event', event } : { kind: 'unusable' };
}
