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
