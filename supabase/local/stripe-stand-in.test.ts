import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createStripeStandIn, parseStripeForm, type StandInState } from './stripe-stand-in.ts';

// The Stripe stand-in on its own: Stripe's form encoding, idempotency keys as Stripe keeps them,
// signed events, and its state kept across a restart.

const KEY = 'sk_test_unit';
const signer = new Stripe(KEY);

function standIn(storage?: { load(): StandInState | null; save(s: StandInState): void }) {
  const delivered: { payload: string; signature: string }[] = [];
  const stripe = createStripeStandIn({
    secretKey: KEY,
    webhookSecret: 'whsec_unit',
    baseUrl: () => 'http://127.0.0.1:1',
    sign: (payload, secret, timestamp) =>
      signer.webhooks.generateTestHeaderString({ payload, secret, timestamp }),
    deliver: (payload, signature) => {
      delivered.push({ payload, signature });
      return Promise.resolve(200);
    },
    storage,
  });
  return { stripe, delivered };
}

async function post(
  stripe: ReturnType<typeof standIn>['stripe'],
  path: string,
  form: string,
  headers: Record<string, string> = {},
) {
  const res = await stripe.handle(
    new Request(`http://127.0.0.1:1${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${KEY}`,
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      },
      body: form,
    }),
  );
  return { status: res!.status, body: (await res!.json()) as Record<string, unknown> };
}

describe('Stripe stand-in', () => {
  it('reads Stripe form encoding into objects and arrays', () => {
    expect(
      parseStripeForm(
        'mode=subscription&line_items[0][price]=p&line_items[0][quantity]=1&metadata[user_id]=u',
      ),
    ).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'p', quantity: '1' }],
      metadata: { user_id: 'u' },
    });
  });

  it('answers a repeated idempotency key with the first answer, and refuses other parameters', async () => {
    const { stripe } = standIn();
    const a = await post(stripe, '/v1/customers', 'email=a%40example.com', {
      'idempotency-key': 'k1',
    });
    const b = await post(stripe, '/v1/customers', 'email=a%40example.com', {
      'idempotency-key': 'k1',
    });
    expect(a.status).toBe(200);
    expect(b.body.id).toBe(a.body.id);
    const c = await post(stripe, '/v1/customers', 'email=b%40example.com', {
      'idempotency-key': 'k1',
    });
    expect(c.status).toBe(400);
    expect((c.body.error as { type: string }).type).toBe('idempotency_error');
    const wrongKey = await stripe.handle(
      new Request('http://127.0.0.1:1/v1/customers/x', {
        headers: { authorization: 'Bearer sk_other' },
      }),
    );
    expect(wrongKey!.status).toBe(401);
  });

  it('pays a session: a subscription, its events signed for the webhook secret, and kept across a restart', async () => {
    let saved: StandInState | null = null;
    const storage = { load: () => saved, save: (s: StandInState) => (saved = structuredClone(s)) };
    const { stripe, delivered } = standIn(storage);
    const customer = await post(stripe, '/v1/customers', 'email=a%40example.com');
    const session = await post(
      stripe,
      '/v1/checkout/sessions',
      `mode=subscription&customer=${String(customer.body.id)}&line_items[0][price]=price_premium_yearly&line_items[0][quantity]=1` +
        '&success_url=http%3A%2F%2Fapp%2Fok%3Fs%3D%7BCHECKOUT_SESSION_ID%7D&cancel_url=http%3A%2F%2Fapp%2Fno',
    );
    expect(session.status).toBe(200);
    expect(await stripe.pay(String(session.body.id))).toBe(
      `http://app/ok?s=${String(session.body.id)}`,
    );
    expect(delivered.map((d) => (JSON.parse(d.payload) as { type: string }).type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);
    for (const d of delivered) {
      const event = await signer.webhooks.constructEventAsync(d.payload, d.signature, 'whsec_unit');
      expect(event.livemode).toBe(false);
    }
    const sub = JSON.parse(delivered[0]!.payload) as {
      data: { object: { id: string; items: { data: { current_period_end: number }[] } } };
    };
    const end = sub.data.object.items.data[0]!.current_period_end;
    expect(end - stripe.now()).toBeGreaterThan(364 * 24 * 3600);

    const { stripe: restarted } = standIn(storage);
    const again = await restarted.handle(
      new Request(`http://127.0.0.1:1/v1/subscriptions/${sub.data.object.id}`, {
        headers: { authorization: `Bearer ${KEY}` },
      }),
    );
    expect(((await again!.json()) as { status: string }).status).toBe('active');
  });
});
