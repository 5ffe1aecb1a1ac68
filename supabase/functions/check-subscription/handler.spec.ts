import assert from 'node:assert/strict';
import { backend, call, profileOf, signUp } from '../_test/backend.ts';
import { deliverAll, json, subscribed } from '../_test/flows.ts';
import { handle } from './handler.ts';

const ask = (user: Awaited<ReturnType<typeof signUp>>, extra: Record<string, unknown> = {}) =>
  json(handle(call(user, { customerId: null, userEmail: user.email, userId: user.id, ...extra })));

Deno.test('no subscription: not premium, said plainly', async () => {
  const user = await signUp();
  assert.deepEqual(await ask(user), {
    status: 200,
    body: {
      isPremium: false,
      isCanceled: false,
      isPastDue: false,
      message: 'No subscription',
      currentPeriodEnd: null,
    },
  });
});

Deno.test('premium once the webhook has stored the paid subscription', async () => {
  const user = await signUp();
  const sub = await subscribed(user);
  // Paid, but the webhook has not landed yet: the app keeps waiting.
  assert.equal((await ask(user)).body.isPremium, false);
  await deliverAll(sub.id);
  const { status, body } = await ask(user, { customerId: (await profileOf(user)).stripe_user_id });
  assert.equal(status, 200);
  assert.deepEqual(body, {
    isPremium: true,
    isCanceled: false,
    isPastDue: false,
    message: 'Premium is active',
    currentPeriodEnd: sub.items.data[0]!.current_period_end,
  });
});

Deno.test("another user's id or customer id is refused", async () => {
  const [user, other] = await Promise.all([signUp(), signUp()]);
  const sub = await subscribed(other);
  await deliverAll(sub.id);
  assert.equal((await ask(user, { userId: other.id })).status, 403);
  const theirs = (await profileOf(other)).stripe_user_id;
  assert.equal((await ask(user, { customerId: theirs })).status, 403);
  assert.equal((await json(handle(call(null, { userId: user.id })))).status, 401);
});

Deno.test('a renewal moves the period end forward', async () => {
  const user = await signUp();
  const sub = await subscribed(user);
  await deliverAll(sub.id);
  const first = sub.items.data[0]!.current_period_end;
  const moved = await fetch(`${backend.url}/stripe/test/clock`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${backend.stripeSecretKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ advanceSeconds: first - sub.created + 60 }),
  });
  assert.equal(moved.status, 200);
  await moved.body?.cancel();
  await deliverAll(sub.id);
  const { body } = await ask(user);
  assert.equal(body.isPremium, true);
  assert.equal(body.message, 'Premium is active');
  assert.ok((body.currentPeriodEnd as number) > first + 27 * 24 * 3600);
  assert.equal((await profileOf(user)).premium_end_date, body.currentPeriodEnd);
});

Deno.test(
  'a declined renewal: past due and still premium, then active again once paid',
  async () => {
    const user = await signUp();
    const sub = await subscribed(user);
    await deliverAll(sub.id);
    const settle = async (what: 'payment_failed' | 'payment_succeeded') => {
      const res = await fetch(`${backend.url}/stripe/test/subscriptions/${sub.id}/${what}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${backend.stripeSecretKey}` },
      });
      assert.equal(res.status, 200);
      await res.body?.cancel();
      await deliverAll(sub.id);
    };
    await settle('payment_failed');
    assert.deepEqual((await ask(user)).body, {
      isPremium: true,
      isCanceled: false,
      isPastDue: true,
      message: 'The last payment failed; premium stays on while the card is tried again',
      currentPeriodEnd: sub.items.data[0]!.current_period_end,
    });
    await settle('payment_succeeded');
    const { body } = await ask(user);
    assert.equal(body.isPastDue, false);
    assert.equal(body.message, 'Premium is active');
  },
);
