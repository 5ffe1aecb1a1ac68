import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../sync/database.types.ts';
import { startLocalBackend, type LocalBackend } from './server.ts';

// The embedded backend's edge functions end to end: supabase-js calls /functions/v1/<name>, the
// real function code answers under Deno, talks to the Stripe stand-in and to this backend's Auth
// and Data API; the local checkout page's Pay delivers signed webhook events that make the user
// premium, and the stand-in's clock ends a cancelled subscription.

let backend: LocalBackend;

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0 });
});

afterAll(async () => {
  await backend?.close();
});

async function signedUp() {
  const c = createClient<Database>(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  const email = `buyer.${randomUUID().slice(0, 8)}@example.com`;
  const { data, error } = await c.auth.signUp({ email, password: 'correct horse' });
  expect(error).toBeNull();
  return { c, email, id: data.user!.id };
}

type Client = Awaited<ReturnType<typeof signedUp>>['c'];

async function invoke<T>(c: Client, name: string, body: Record<string, unknown>) {
  const result: { data: T | null; error: Error | null } = await c.functions.invoke<T>(name, {
    body,
  });
  if (result.error) throw result.error;
  return result.data!;
}

interface Status {
  isPremium: boolean;
  isCanceled: boolean;
  isPastDue: boolean;
  message: string;
  currentPeriodEnd: number | null;
}

describe('edge functions on the local backend', () => {
  it('buys premium through the local checkout page, cancels it, and lapses with the clock', async () => {
    const { c, email, id } = await signedUp();
    const started = Date.now();
    const before = await invoke<Status>(c, 'check-subscription', {
      customerId: null,
      userEmail: email,
      userId: id,
    });
    console.log(`first function call (starts Deno): ${Date.now() - started} ms`);
    expect(before).toEqual({
      isPremium: false,
      isCanceled: false,
      isPastDue: false,
      message: 'No subscription',
      currentPeriodEnd: null,
    });

    const { url, sessionId } = await invoke<{ url: string; sessionId: string }>(
      c,
      'create-checkout-session',
      { userId: id, price_id: 'price_premium_monthly' },
    );
    expect(url).toBe(`${backend.url}/stripe/checkout/${sessionId}`);

    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('local test checkout');
    expect(html).toContain('nothing is charged');
    expect(html).toContain('US$3.99');
    expect(html).toMatch(/<button[^>]*>Pay<\/button>/);
    expect(html).toMatch(/<button[^>]*>Cancel<\/button>/);

    const cancelled = await fetch(`${url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe('http://127.0.0.1:4173/info/premium-cancelled');

    const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://127.0.0.1:4173/info/premium-processing?session_id=${sessionId}`,
    );

    // Pay answers once its webhook deliveries are done: premium is already stored.
    const after = await invoke<Status>(c, 'check-subscription', {
      customerId: null,
      userEmail: email,
      userId: id,
    });
    expect(after).toMatchObject({
      isPremium: true,
      isCanceled: false,
      message: 'Premium is active',
    });
    const monthLater = backend.stripe.now() + 27 * 24 * 3600;
    expect(after.currentPeriodEnd).toBeGreaterThan(monthLater);
    const { data: profile } = await c
      .from('profiles')
      .select('premium, cancelled, premium_end_date, stripe_user_id, stripe_subscription_id')
      .single();
    expect(profile).toMatchObject({
      premium: true,
      cancelled: false,
      premium_end_date: after.currentPeriodEnd,
    });
    expect(profile!.stripe_user_id).toMatch(/^cus_/);
    expect(profile!.stripe_subscription_id).toMatch(/^sub_/);

    // The client can never write premium itself.
    const { error: forged } = await c.from('profiles').update({ premium: false }).eq('id', id);
    expect(forged).not.toBeNull();

    const cancel = await invoke<{ isCanceled: boolean; currentPeriodEnd: number }>(
      c,
      'cancel-subscription',
      { userId: id },
    );
    expect(cancel).toEqual({ isCanceled: true, currentPeriodEnd: after.currentPeriodEnd });
    expect(
      await invoke<Status>(c, 'check-subscription', {
        customerId: null,
        userEmail: email,
        userId: id,
      }),
    ).toMatchObject({ isPremium: true, isCanceled: true });

    await backend.stripe.advanceClock(32 * 24 * 3600);
    expect(
      await invoke<Status>(c, 'check-subscription', {
        customerId: null,
        userEmail: email,
        userId: id,
      }),
    ).toMatchObject({ isPremium: false, isCanceled: true, message: 'Premium has ended' });
    const { data: ended } = await c.from('profiles').select('premium, cancelled').single();
    expect(ended).toEqual({ premium: false, cancelled: true });
  });

  it('answers CORS preflights and refuses a request without a session', async () => {
    const preflight = await fetch(`${backend.url}/functions/v1/check-subscription`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:4173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, apikey, content-type, x-client-info',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('apikey');

    const anonymous = await fetch(`${backend.url}/functions/v1/check-subscription`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ userId: randomUUID(), customerId: null, userEmail: null }),
    });
    expect(anonymous.status).toBe(401);
  });

  it('refuses a webhook call that Stripe did not sign', async () => {
    const res = await fetch(`${backend.url}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
      body: JSON.stringify({ id: 'evt_forged', type: 'customer.subscription.created' }),
    });
    expect(res.status).toBe(400);
  });
});
