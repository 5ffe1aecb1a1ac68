import assert from 'node:assert/strict';
import { backend, call, signUp, stripe, type TestUser } from '../_test/backend.ts';
import { deliverAll, json, subscribed } from '../_test/flows.ts';
import { handle } from './handler.ts';

const asUser = (user: TestUser) => ({
  apikey: backend.anonKey,
  authorization: `Bearer ${user.token}`,
  'content-type': 'application/json',
});

/** Saves and publishes a pack through sync, and uploads its public file, as the app does. */
async function publishPack(user: TestUser): Promise<string> {
  const id = crypto.randomUUID();
  const pack = {
    metadata: {
      name: 'Cabin night',
      id,
      description: 'No signal needed',
      author: 'Sam',
      explicit: false,
      alcohol: true,
      creation_date: new Date().toISOString(),
      tags: [],
    },
    prompts: [{ text: 'Never have I ever lost the car keys' }],
  };
  const op = (type: string, payload: unknown) => ({
    id: crypto.randomUUID(),
    type,
    payload,
    userId: user.id,
    createdAt: new Date().toISOString(),
    attempts: 0,
  });
  const pushed = await fetch(`${backend.url}/rest/v1/rpc/push`, {
    method: 'POST',
    headers: asUser(user),
    body: JSON.stringify({
      ops: [op('pack.save', { pack, draft: false }), op('pack.publish', { packId: id })],
    }),
  });
  const results = ((await pushed.json()) as { results: { status: string }[] }).results;
  assert.deepEqual(
    results.map((r) => r.status),
    ['applied', 'applied'],
  );
  const upload = await fetch(`${backend.url}/storage/v1/object/packs/${id}.json`, {
    method: 'POST',
    headers: asUser(user),
    body: JSON.stringify(pack),
  });
  await upload.body?.cancel();
  assert.equal(upload.status, 200);
  return id;
}

const publicFile = async (id: string) => {
  const res = await fetch(`${backend.url}/storage/v1/object/public/packs/${id}.json`);
  await res.body?.cancel();
  return res.status;
};

Deno.test(
  'deletes a premium account: subscription ended, Stripe customer deleted, pack files offline',
  async () => {
    const user = await signUp();
    const sub = await subscribed(user);
    await deliverAll(sub.id);
    const customer = sub.customer as string;
    const pack = await publishPack(user);
    assert.equal(await publicFile(pack), 200);

    const answer = await json(handle(call(user, { userId: user.id })));
    assert.deepEqual(answer, { status: 200, body: { deleted: true, packs: 1 } });

    assert.equal((await stripe.subscriptions.retrieve(sub.id)).status, 'canceled');
    const inStripe = (await stripe.customers.retrieve(customer)) as { deleted?: boolean };
    assert.equal(inStripe.deleted, true);
    assert.notEqual(await publicFile(pack), 200);
    // the account is gone: its session no longer opens anything, and asking again says so
    assert.equal((await json(handle(call(user, { userId: user.id })))).status, 401);
  },
);

Deno.test('deletes an account with no payments and no packs', async () => {
  const user = await signUp();
  const answer = await json(handle(call(user, { userId: user.id })));
  assert.deepEqual(answer, { status: 200, body: { deleted: true, packs: 0 } });
});

Deno.test("a user cannot delete someone else's account", async () => {
  const [user, other] = await Promise.all([signUp(), signUp()]);
  const pack = await publishPack(other);
  assert.deepEqual(await json(handle(call(user, { userId: other.id }))), {
    status: 403,
    body: { error: 'You can only delete your own account' },
  });
  assert.equal(await publicFile(pack), 200);
  assert.equal((await json(handle(call(null, { userId: other.id })))).status, 401);
  assert.equal(await publicFile(pack), 200);
});
