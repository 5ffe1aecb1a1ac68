import Stripe from 'stripe';

// What the functions' Deno tests share: one embedded backend (supabase/local/test-backend.ts,
// under Node: real Auth, Data API and SQL on PGlite, and the Stripe stand-in), started once for
// the whole `deno test` run, and the environment the functions read, pointed at it. The handlers
// under test run in this process and reach the backend over HTTP exactly as deployed.

const repo = new URL('../../../', import.meta.url);

export const WEBHOOK_SECRET = 'whsec_deno_tests';

interface Started {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  stripeSecretKey: string;
}

async function start(): Promise<Started> {
  const tsx = new URL('node_modules/.bin/tsx', repo).pathname;
  const child = new Deno.Command(tsx, {
    args: ['supabase/local/test-backend.ts'],
    cwd: repo.pathname,
    stdin: 'piped',
    stdout: 'piped',
    stderr: 'inherit',
  }).spawn();
  // Our end of its stdin stays open for the whole run: when this process ends, it closes and
  // the backend stops with it.
  child.stdin.getWriter();
  child.unref();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error('the test backend exited before it was ready');
    buffer += value;
    const line = buffer.split('\n').find((l) => l.startsWith('{'));
    if (line) {
      // Keep draining its output so it never blocks on a full pipe.
      (async () => {
        for (;;) if ((await reader.read()).done) return;
      })();
      return JSON.parse(line) as Started;
    }
  }
}

const startedAt = performance.now();
export const backend = await start();
console.log(`test backend ready in ${Math.round(performance.now() - startedAt)} ms`);

Deno.env.set('SUPABASE_URL', backend.url);
Deno.env.set('SUPABASE_ANON_KEY', backend.anonKey);
Deno.env.set('SUPABASE_SERVICE_ROLE_KEY', backend.serviceRoleKey);
Deno.env.set('STRIPE_SECRET_KEY', backend.stripeSecretKey);
Deno.env.set('STRIPE_API_BASE', backend.url);
Deno.env.set('STRIPE_WEBHOOK_SECRET', WEBHOOK_SECRET);
Deno.env.set('SITE_URLS', 'https://partydojo.example,http://127.0.0.1:4173');

/** The SDK as the tests use it to look at the stand-in (the functions build their own). */
export const stripe = new Stripe(backend.stripeSecretKey, {
  host: new URL(backend.url).hostname,
  port: new URL(backend.url).port,
  protocol: 'http',
  httpClient: Stripe.createFetchHttpClient(),
});

export interface TestUser {
  id: string;
  email: string;
  token: string;
}

/** A new account with a session, through the backend's Auth. */
export async function signUp(): Promise<TestUser> {
  const email = `buyer.${crypto.randomUUID().slice(0, 8)}@example.com`;
  const res = await fetch(`${backend.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse' }),
  });
  const body = (await res.json()) as { access_token?: string; user?: { id: string } };
  if (!res.ok || !body.access_token || !body.user) throw new Error(`sign-up failed: ${res.status}`);
  return { id: body.user.id, email, token: body.access_token };
}

/** A request as supabase-js functions.invoke sends it from the app. */
export function call(user: TestUser | null, body: unknown, origin?: string): Request {
  const headers: Record<string, string> = {
    apikey: backend.anonKey,
    'content-type': 'application/json',
    authorization: `Bearer ${user?.token ?? backend.anonKey}`,
  };
  if (origin) headers.origin = origin;
  return new Request('http://functions.local/', {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Pays a checkout session on the local checkout page, as the Pay button does. */
export async function pay(checkoutUrl: string): Promise<string> {
  const res = await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
  await res.body?.cancel();
  if (res.status !== 303) throw new Error(`pay answered ${res.status}`);
  return res.headers.get('location')!;
}

/** The profile's premium columns, as the signed-in user reads them. */
export async function profileOf(user: TestUser): Promise<Record<string, unknown>> {
  const res = await fetch(
    `${backend.url}/rest/v1/profiles?select=premium,cancelled,premium_end_date,stripe_user_id,stripe_subscription_id&id=eq.${user.id}`,
    { headers: { apikey: backend.anonKey, authorization: `Bearer ${user.token}` } },
  );
  const rows = (await res.json()) as Record<string, unknown>[];
  return rows[0]!;
}

/** Every event the stand-in made for one subscription, oldest first. */
export async function eventsFor(subscriptionId: string): Promise<Stripe.Event[]> {
  const all: Stripe.Event[] = [];
  for await (const e of stripe.events.list({ limit: 100 })) all.push(e);
  return all
    .filter((e) => {
      const o = e.data.object as unknown as Record<string, unknown>;
      const parent = o.parent as { subscription_details?: { subscription?: string } } | undefined;
      return (
        o.id === subscriptionId ||
        o.subscription === subscriptionId ||
        parent?.subscription_details?.subscription === subscriptionId
      );
    })
    .reverse();
}

/** An event as Stripe posts it: the JSON body and its signature header. */
export async function delivery(event: unknown, secret = WEBHOOK_SECRET): Promise<Request> {
  const payload = JSON.stringify(event);
  const signature = await stripe.webhooks.generateTestHeaderStringAsync({ payload, secret });
  return new Request('http://functions.local/stripe-webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
}
