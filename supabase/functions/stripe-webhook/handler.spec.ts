import assert from 'node:assert/strict';
import type Stripe from 'stripe';
import {
  delivery,
  eventsFor,
  profileOf,
  signUp,
  stripe,
  WEBHOOK_SECRET,
  type TestUser,
} from '../_test/backend.ts';
import { deliver, json, subscribed } from '../_test/flows.ts';
import { handle } from './handler.ts';

// The webhook against the Stripe stand-in and the real SQL: signatures, replays, every order of
// one subscription's events, and deliveries at once.

const ENDED = { premium: false, cancelled: true };

async function premiumOf(user: TestUser) {
  const p = await profileOf(user);
  return { premium: p.premium, cancelled: p.cancelled };
}

/** A subscription's four kinds of event: created, invoice.paid, updated (cancel), deleted. */
async function endedSubscription(user: TestUser) {
  const sub = await subscribed(user);
  await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
  const ended = await stripe.subscriptions.cancel(sub.id);
  const events = await eventsFor(sub.id);
  const byType = (type: string) => events.find((e) => e.type === type)!;
  return {
    sub,
    ended,
    events: [
      byType('customer.subscription.created'),
      byType('customer.subscription.updated'),
      byType('invoice.paid'),
      byType('customer.subscription.deleted'),
    ],
  };
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

Deno.test('a bad or missing signature gets 400 and changes nothing', async () => {
  const user = await signUp();
  const { events } = await endedSubscription(user);
  const created = events[0]!;
  const forged = await handle(await delivery(created, 'whsec_someone_else'));
  assert.equal(forged.status, 400);
  assert.deepEqual(await forged.json(), { error: 'Invalid signature' });
  const unsigned = await handle(
    new Request('http://functions.local/', { method: 'POST', body: JSON.stringify(created) }),
  );
  assert.equal(unsigned.status, 400);
  await unsigned.body?.cancel();
  const tampered = await delivery(created);
  const body = (await tampered.text()).replace('"livemode":false', '"livemode":true');
  const changed = await handle(
    new Request(tampered.url, { method: 'POST', headers: tampered.headers, body }),
  );
  assert.equal(changed.status, 400);
  await changed.body?.cancel();
  assert.deepEqual(await premiumOf(user), { premium: false, cancelled: false });
  // Not recorded: the real delivery of that event is still applied.
  assert.deepEqual((await deliver(created)).body, { received: true, outcome: 'applied' });
});

/** A delivery whose body is exactly `payload`, signed with our secret. */
async function signedBody(payload: string): Promise<Request> {
  const signature = await stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: WEBHOOK_SECRET,
  });
  return new Request('http://functions.local/stripe-webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
}

Deno.test(
  'a signed body that is not a usable event gets 400, never 500, and records nothing',
  async () => {
    const user = await signUp();
    const sub = await subscribed(user);
    const [created] = await eventsFor(sub.id);
    const { data: _data, ...withoutData } = created!;
    const bodies = [
      'not json {',
      '[1, 2, 3]',
      '"customer.subscription.created"',
      'null',
      JSON.stringify(withoutData),
      JSON.stringify({ ...created, data: {} }),
      JSON.stringify({ ...created, data: { object: [created!.data.object] } }),
      JSON.stringify({ ...created, id: 42 }),
    ];
    for (const body of bodies) {
      const response = await handle(await signedBody(body));
      assert.equal(response.status, 400, body.slice(0, 40));
      assert.deepEqual(await response.json(), { error: 'Not an event this endpoint can use' });
    }
    assert.deepEqual(await premiumOf(user), { premium: false, cancelled: false });
    // Nothing was recorded under the event's id: the real delivery is applied, not a duplicate.
    assert.deepEqual((await deliver(created!)).body, { received: true, outcome: 'applied' });
    assert.deepEqual(await premiumOf(user), { premium: true, cancelled: false });
  },
);

Deno.test('a replayed event changes nothing', async () => {
  const user = await signUp();
  const sub = await subscribed(user);
  const [created] = await eventsFor(sub.id);
  assert.equal((await deliver(created!)).body.outcome, 'applied');
  assert.deepEqual(await premiumOf(user), { premium: true, cancelled: false });
  // Meanwhile the user cancels in Stripe; the same event delivered again stays a no-op.
  await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
  assert.deepEqual((await deliver(created!)).body, { received: true, outcome: 'duplicate' });
  assert.deepEqual(await premiumOf(user), { premium: true, cancelled: false });
});

Deno.test(
  'every order of created, updated, invoice.paid and deleted ends with premium ended',
  async () => {
    const orders = permutations([0, 1, 2, 3]);
    assert.equal(orders.length, 24);
    await Promise.all(
      orders.map(async (order) => {
        const user = await signUp();
        const { sub, ended, events } = await endedSubscription(user);
        for (const i of order) {
          const { status, body } = await deliver(events[i]!);
          assert.equal(status, 200);
          assert.ok(['applied', 'stale'].includes(body.outcome!), body.outcome);
          // An event delivered late never brings premium back.
          assert.deepEqual(await premiumOf(user), ENDED, `order ${order.join(',')}`);
        }
        const profile = await profileOf(user);
        assert.equal(profile.stripe_subscription_id, sub.id);
        // Ended by Stripe before its period was over: premium ended then.
        assert.equal(profile.premium_end_date, ended.ended_at);
        assert.ok(ended.ended_at! < sub.items.data[0]!.current_period_end);
      }),
    );
  },
);

Deno.test(
  'every order of a cancel and its undo ends with premium active, not cancelled',
  async () => {
    const user = await signUp();
    const sub = await subscribed(user);
    await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    await stripe.subscriptions.update(sub.id, { cancel_at_period_end: false });
    const events = await eventsFor(sub.id);
    assert.deepEqual(
      events.map((e) => e.type),
      [
        'customer.subscription.created',
        'invoice.paid',
        'checkout.session.completed',
        'customer.subscription.updated',
        'customer.subscription.updated',
      ],
    );
    // Newest first: the oldest events arrive last, as a retry an hour later would.
    for (const event of [...events].reverse()) {
      assert.equal((await deliver(event)).status, 200);
      assert.deepEqual(await premiumOf(user), { premium: true, cancelled: false });
    }
  },
);

Deno.test('two deliveries at once: each event applied once, the newest state wins', async () => {
  const user = await signUp();
  const { events } = await endedSubscription(user);
  const [created, updated, paid, deleted] = events as [
    Stripe.Event,
    Stripe.Event,
    Stripe.Event,
    Stripe.Event,
  ];
  const answers = await Promise.all(
    [deleted, created, deleted, updated, paid, created].map((e) => deliver(e)),
  );
  assert.ok(answers.every((a) => a.status === 200));
  const outcomes = answers.map((a) => a.body.outcome);
  assert.equal(outcomes.filter((o) => o === 'duplicate').length, 2);
  assert.deepEqual(await premiumOf(user), ENDED);
});

Deno.test('an event about no subscription is recorded once and changes nothing', async () => {
  const event = {
    id: `evt_${crypto.randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type: 'customer.created',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: 'cus_nobody', object: 'customer' } },
  } as unknown as Stripe.Event;
  assert.deepEqual((await deliver(event)).body, { received: true, outcome: 'recorded' });
  assert.deepEqual((await deliver(event)).body, { received: true, outcome: 'duplicate' });
});

Deno.test('only POST', async () => {
  const res = await handle(new Request('http://functions.local/', { method: 'GET' }));
  assert.equal(res.status, 405);
  await json(res);
});
