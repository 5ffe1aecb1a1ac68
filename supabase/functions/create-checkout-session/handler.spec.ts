import assert from 'node:assert/strict';
import { backend, call, profileOf, signUp, stripe, type TestUser } from '../_test/backend.ts';
import { deliverAll, json, MONTHLY, subscribed, YEARLY } from '../_test/flows.ts';
import { handle } from './handler.ts';

interface Answer {
  url?: string;
  sessionId?: string;
  error?: string;
}

const APP = 'http://127.0.0.1:4173';

Deno.test(
  'a new customer gets one Stripe customer and a checkout session back to the app',
  async () => {
    const user = await signUp();
    const { status, body } = await json<Answer>(
      handle(call(user, { userId: user.id, price_id: MONTHLY }, APP)),
    );
    assert.equal(status, 200);
    assert.match(body.url!, /\/stripe\/checkout\/cs_test_/);
    const session = await stripe.checkout.sessions.retrieve(body.sessionId!);
    assert.equal(
      session.success_url,
      `${APP}/info/premium-processing?session_id={CHECKOUT_SESSION_ID}`,
    );
    assert.equal(session.cancel_url, `${APP}/info/premium-cancelled`);
    assert.equal(session.client_reference_id, user.id);
    const customer = (await stripe.customers.retrieve(session.customer as string)) as {
      email: string;
      metadata: Record<string, string>;
    };
    assert.equal(customer.email, user.email);
    assert.equal(customer.metadata.user_id, user.id);
    assert.equal((await profileOf(user)).stripe_user_id, session.customer);
  },
);

Deno.test(
  'a double tap makes one customer and one session; a later plan reuses the customer',
  async () => {
    const user = await signUp();
    const [a, b] = await Promise.all([
      json<Answer>(handle(call(user, { userId: user.id, price_id: MONTHLY }, APP))),
      json<Answer>(handle(call(user, { userId: user.id, price_id: MONTHLY }, APP))),
    ]);
    assert.equal(a.status, 200);
    assert.equal(b.status, 200);
    assert.equal(a.body.sessionId, b.body.sessionId);
    const first = await stripe.checkout.sessions.retrieve(a.body.sessionId!);

    const yearly = await json<Answer>(
      handle(call(user, { userId: user.id, price_id: YEARLY }, APP)),
    );
    assert.equal(yearly.status, 200);
    assert.notEqual(yearly.body.sessionId, a.body.sessionId);
    const second = await stripe.checkout.sessions.retrieve(yearly.body.sessionId!);
    assert.equal(second.customer, first.customer);
    assert.equal((await profileOf(user)).stripe_user_id, first.customer);
  },
);

Deno.test('an origin not in SITE_URLS returns to the first site address', async () => {
  // Another port of this computer is another page, not the app, even with a local backend.
  for (const origin of [
    'https://elsewhere.example',
    'http://127.0.0.1:4174',
    'http://localhost:4173',
  ]) {
    const user = await signUp();
    const { body } = await json<Answer>(
      handle(call(user, { userId: user.id, price_id: MONTHLY }, origin)),
    );
    const session = await stripe.checkout.sessions.retrieve(body.sessionId!);
    assert.equal(session.cancel_url, 'https://partydojo.example/info/premium-cancelled', origin);
    assert.match(session.success_url!, /^https:\/\/partydojo\.example\/info\/premium-processing/);
  }
});

Deno.test('an unknown plan is refused', async () => {
  const user = await signUp();
  for (const price_id of ['price_free_lunch', null, 42]) {
    const { status, body } = await json<Answer>(
      handle(call(user, { userId: user.id, price_id }, APP)),
    );
    assert.equal(status, 400);
    assert.deepEqual(body, { error: 'Unknown plan' });
  }
  assert.equal((await profileOf(user)).stripe_user_id, null);
});

Deno.test("a user cannot start a checkout for someone else's account", async () => {
  const [user, other] = await Promise.all([signUp(), signUp()]);
  const { status, body } = await json<Answer>(
    handle(call(user, { userId: other.id, price_id: MONTHLY }, APP)),
  );
  assert.equal(status, 403);
  assert.equal(typeof body.error, 'string');
  assert.equal((await profileOf(other)).stripe_user_id, null);
});

Deno.test('signed out, or with a body that is not JSON, nothing happens', async () => {
  const anonymous = await json<Answer>(
    handle(call(null, { userId: crypto.randomUUID(), price_id: MONTHLY })),
  );
  assert.equal(anonymous.status, 401);
  const user = await signUp();
  const broken = await json<Answer>(handle(call(user, '{"userId":')));
  assert.equal(broken.status, 400);
  const preflight = await handle(new Request('http://functions.local/', { method: 'OPTIONS' }));
  assert.equal(preflight.status, 204);
  assert.match(preflight.headers.get('access-control-allow-headers')!, /authorization/);
});

Deno.test('an account that has premium, cancelled or not, is not sold it twice', async () => {
  const user = await signUp();
  const sub = await subscribed(user);
  await deliverAll(sub.id);
  const again = await json<Answer>(handle(call(user, { userId: user.id, price_id: YEARLY }, APP)));
  assert.equal(again.status, 409);
  assert.deepEqual(again.body, { error: 'Premium is already active on this account' });
  await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
  await deliverAll(sub.id);
  const afterCancel = await json<Answer>(
    handle(call(user, { userId: user.id, price_id: MONTHLY }, APP)),
  );
  assert.equal(afterCancel.status, 409);
  assert.match(afterCancel.body.error!, /until the end of the period/);
});

/** Chooses a language on the user's profile, as the app's switch does (a profile.update op). */
async function chooseLang(user: TestUser, lang: 'en' | 'da'): Promise<void> {
  const res = await fetch(`${backend.url}/rest/v1/rpc/push`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${user.token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      ops: [
        {
          id: crypto.randomUUID(),
          type: 'profile.update',
          userId: user.id,
          payload: { lang },
          createdAt: new Date().toISOString(),
          attempts: 0,
        },
      ],
    }),
  });
  assert.equal(res.status, 200);
  assert.match(await res.text(), /applied/);
}

Deno.test(
  "Stripe's checkout speaks the user's language: the page's, else the profile's, else English",
  async () => {
    const danishPage = await signUp();
    const a = await json<Answer>(
      handle(call(danishPage, { userId: danishPage.id, price_id: MONTHLY, lang: 'da' }, APP)),
    );
    assert.equal(a.status, 200);
    const session = await stripe.checkout.sessions.retrieve(a.body.sessionId!);
    assert.equal(session.locale, 'da');
    // Stripe's receipts follow the customer's preferred language
    const customer = (await stripe.customers.retrieve(session.customer as string)) as {
      preferred_locales: string[];
    };
    assert.deepEqual(customer.preferred_locales, ['da']);

    // an app that sends no language: the one chosen on the profile
    const chose = await signUp();
    await chooseLang(chose, 'da');
    const b = await json<Answer>(handle(call(chose, { userId: chose.id, price_id: MONTHLY }, APP)));
    assert.equal((await stripe.checkout.sessions.retrieve(b.body.sessionId!)).locale, 'da');

    // the page's language wins over the profile's; nothing known is English
    const c = await json<Answer>(
      handle(call(chose, { userId: chose.id, price_id: YEARLY, lang: 'en' }, APP)),
    );
    assert.equal((await stripe.checkout.sessions.retrieve(c.body.sessionId!)).locale, 'en');
    const nobody = await signUp();
    const d = await json<Answer>(
      handle(call(nobody, { userId: nobody.id, price_id: MONTHLY, lang: 'klingon' }, APP)),
    );
    assert.equal((await stripe.checkout.sessions.retrieve(d.body.sessionId!)).locale, 'en');
  },
);
