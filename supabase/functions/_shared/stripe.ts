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

/** Checks a webhook's signature; null when it does not verify. */
export async function verifiedEvent(
  raw: string,
  signature: string | null,
): Promise<Stripe.Event | null> {
  if (!signature) return null;
  try {
    return await stripeClient().webhooks.constructEventAsync(
      raw,
      signature,
      requiredEnv('STRIPE_WEBHOOK_SECRET'),
      undefined,
      Stripe.createSubtleCryptoProvider(),
    );
  } catch (e) {
    if (e instanceof Stripe.errors.StripeSignatureVerificationError) return null;
    throw e;
  }
}
