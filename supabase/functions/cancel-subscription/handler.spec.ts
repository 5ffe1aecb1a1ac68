import assert from 'node:assert/strict';
import { handle as check } from '../check-subscription/handler.ts';
import { call, profileOf, signUp, stripe } from '../_test/backend.ts';
import { deliverAll, json, subscribed } from '../_test/flows.ts';
import { handle } from './handler.ts';

Deno.test('nothing to cancel without a subscription', async () => {
  const user = await signUp();
  assert.deepEqual(await json(handle(call(user, { userId: user.id }))), {
    status: 404,
    body: { error: 'No subscription to cancel' },
  });
});

Deno.test(
  'cancels at the period end; premium stays until then; asking again answers the same',
  async () => {
    const user = await signUp();
    const sub = await subscribed(user);
    await deliverAll(sub.id);
    const end = sub.items.data[0]!.current_period_end;
    for (let i = 0; i < 2; i++) {
      assert.deepEqual(await json(handle(call(user, { userId: user.id }))), {
        status: 200,
        body: { isCanceled: true, currentPeriodEnd: end },
      });
    }
    const inStripe = await stripe.subscriptions.retrieve(sub.id);
    assert.equal(inStripe.cancel_at_period_end, true);
    assert.equal(inStripe.status, 'active');
    const status = await json(
      check(call(user, { userId: user.id, customerId: null, userEmail: null })),
    );
    assert.deepEqual(status.body, {
      isPremium: true,
      isCanceled: true,
      isPastDue: false,
      message: 'Premium is cancelled and stays active until the end of the period',
      currentPeriodEnd: end,
    });
    const profile = await profileOf(user);
    assert.equal(profile.premium, true);
    assert.equal(profile.cancelled, true);
  },
);

Deno.test("a user cannot cancel someone else's subscription", async () => {
  const [user, other] = await Promise.all([signUp(), signUp()]);
  const sub = await subscribed(other);
  await deliverAll(sub.id);
  assert.equal((await json(handle(call(user, { userId: other.id })))).status, 403);
  assert.equal((await stripe.subscriptions.retrieve(sub.id)).cancel_at_period_end, false);
});

Deno.test('immediately: ends it now, premium goes at once, nothing is left to cancel', async () => {
  const user = await signUp();
  const sub = await subscribed(user);
  await deliverAll(sub.id);
  const before = Math.floor(Date.now() / 1000);
  const ended = await json<{ isCanceled: boolean; ended: boolean; currentPeriodEnd: number }>(
    handle(call(user, { userId: user.id, immediately: true })),
  );
  assert.equal(ended.status, 200);
  assert.equal(ended.body.isCanceled, true);
  assert.equal(ended.body.ended, true);
  // It ended now, not at the end of the period it no longer pays for.
  const periodEnd = sub.items.data[0]!.current_period_end;
  assert.ok(ended.body.currentPeriodEnd >= before - 1, 'ended before it was asked');
  assert.ok(ended.body.currentPeriodEnd < periodEnd, 'kept the period it no longer pays for');

  const inStripe = await stripe.subscriptions.retrieve(sub.id);
  assert.equal(inStripe.status, 'canceled');
  const profile = await profileOf(user);
  assert.equal(profile.premium, false);
  assert.equal(profile.cancelled, true);
  const status = await json(
    check(call(user, { userId: user.id, customerId: null, userEmail: null })),
  );
  assert.deepEqual(status.body, {
    isPremium: false,
    isCanceled: true,
    isPastDue: false,
    message: 'Premium has ended',
    currentPeriodEnd: ended.body.currentPeriodEnd,
  });
  // Stripe's own events for it change nothing more.
  await deliverAll(sub.id);
  assert.equal((await profileOf(user)).premium, false);
  for (const immediately of [true, false]) {
    assert.deepEqual(await json(handle(call(user, { userId: user.id, immediately }))), {
      status: 404,
      body: { error: 'No subscription to cancel' },
    });
  }
});

Deno.test('immediately: also ends one already set to end at the period end', async () => {
  const user = await signUp();
  const sub = await subscribed(user);
  await deliverAll(sub.id);
  assert.equal((await json(handle(call(user, { userId: user.id })))).status, 200);
  const ended = await json(handle(call(user, { userId: user.id, immediately: true })));
  assert.equal(ended.status, 200);
  assert.equal(ended.body.ended, true);
  assert.equal((await stripe.subscriptions.retrieve(sub.id)).status, 'canceled');
  assert.equal((await profileOf(user)).premium, false);
});

Deno.test('immediately: nothing to end without a subscription; only true or false', async () => {
  const user = await signUp();
  assert.deepEqual(await json(handle(call(user, { userId: user.id, immediately: true }))), {
    status: 404,
    body: { error: 'No subscription to cancel' },
  });
  const sub = await subscribed(user);
  await deliverAll(sub.id);
  assert.deepEqual(await json(handle(call(user, { userId: user.id, immediately: 'yes' }))), {
    status: 400,
    body: { error: 'immediately must be true or false' },
  });
  assert.equal((await stripe.subscriptions.retrieve(sub.id)).status, 'active');
});

Deno.test("immediately: a user cannot end someone else's subscription", async () => {
  const [user, other] = await Promise.all([signUp(), signUp()]);
  const sub = await subscribed(other);
  await deliverAll(sub.id);
  assert.equal(
    (await json(handle(call(user, { userId: other.id, immediately: true })))).status,
    403,
  );
  assert.equal((await stripe.subscriptions.retrieve(sub.id)).status, 'active');
});

Deno.test('resume: takes back a cancel while the period runs; premium renews again', async () => {
  const user = await signUp();
  const sub = await subscribed(user);
  await deliverAll(sub.id);
  const end = sub.items.data[0]!.current_period_end;
  await json(handle(call(user, { userId: user.id })));
  for (let i = 0; i < 2; i++) {
    assert.deepEqual(await json(handle(call(user, { userId: user.id, resume: true }))), {
      status: 200,
      body: { isCanceled: false, currentPeriodEnd: end },
    });
  }
  const inStripe = await stripe.subscriptions.retrieve(sub.id);
  assert.equal(inStripe.cancel_at_period_end, false);
  assert.equal(inStripe.status, 'active');
  const status = await json(
    check(call(user, { userId: user.id, customerId: null, userEmail: null })),
  );
  assert.deepEqual(status.body, {
    isPremium: true,
    isCanceled: false,
    isPastDue: false,
    message: 'Premium is active',
    currentPeriodEnd: end,
  });
  const profile = await profileOf(user);
  assert.equal(profile.premium, true);
  assert.equal(profile.cancelled, false);
});

Deno.test(
  'resume: nothing to resume once it ended, only for oneself, only true or false',
  async () => {
    const [user, other] = await Promise.all([signUp(), signUp()]);
    assert.deepEqual(await json(handle(call(user, { userId: user.id, resume: true }))), {
      status: 404,
      body: { error: 'No subscription to resume' },
    });
    const sub = await subscribed(other);
    await deliverAll(sub.id);
    await json(handle(call(other, { userId: other.id })));
    assert.equal((await json(handle(call(user, { userId: other.id, resume: true })))).status, 403);
    assert.equal((await stripe.subscriptions.retrieve(sub.id)).cancel_at_period_end, true);
    for (const body of [
      { userId: other.id, resume: 'yes' },
      { userId: other.id, resume: true, immediately: true },
    ]) {
      assert.equal((await json(handle(call(other, body)))).status, 400);
    }
    assert.equal((await stripe.subscriptions.retrieve(sub.id)).cancel_at_period_end, true);
  },
);
