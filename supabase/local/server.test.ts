import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Json } from '../../sync/database.types.ts';
import type { Op, PullPage, PushResponse } from '../../sync/protocol.ts';
import { startLocalBackend, type LocalBackend } from './server.ts';

// Contract tests: the real supabase-js client against the stand-in, pinning the HTTP surface to
// what the library sends and expects.

let backend: LocalBackend;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dojo-backend-'));
  backend = await startLocalBackend({ port: 0, dataDir });
});

afterAll(async () => {
  await backend?.close();
  await rm(dataDir, { recursive: true, force: true });
});

function client(): SupabaseClient<Database> {
  return createClient<Database>(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

async function signedUp(prefix = 'player') {
  const c = client();
  const email = `${prefix}.${randomUUID().slice(0, 8)}@example.com`;
  const { data, error } = await c.auth.signUp({ email, password: 'correct horse' });
  expect(error).toBeNull();
  return { c, email, id: data.user!.id, session: data.session! };
}

function op<T extends Op['type']>(
  userId: string,
  type: T,
  payload: Extract<Op, { type: T }>['payload'],
) {
  return {
    id: randomUUID(),
    type,
    payload,
    userId,
    createdAt: new Date().toISOString(),
    attempts: 0,
  };
}

function packFile(id: string) {
  return {
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
}

describe('auth', () => {
  it('signs up, signs in, refreshes, reads the user and signs out', async () => {
    const { c, email, id, session } = await signedUp('alex');
    expect(session.access_token).toBeTruthy();
    expect(session.user.email).toBe(email);

    const { data: profile, error } = await c
      .from('profiles')
      .select('username, dojo_coins, achievements')
      .eq('id', id)
      .single();
    expect(error).toBeNull();
    expect(profile).toEqual({
      username: email.split('@')[0],
      dojo_coins: 0,
      achievements: ['Early Bird'],
    });

    const other = client();
    const bad = await other.auth.signInWithPassword({ email, password: 'wrong password' });
    expect(bad.error?.code).toBe('invalid_credentials');
    expect(bad.error?.message).toBe('Invalid login credentials');
    const good = await other.auth.signInWithPassword({ email, password: 'correct horse' });
    expect(good.error).toBeNull();

    const oldRefresh = good.data.session!.refresh_token;
    const refreshed = await other.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session!.refresh_token).not.toBe(oldRefresh);
    // within the reuse window a spent token answers with the session's current one
    const replayed = await client().auth.refreshSession({ refresh_token: oldRefresh });
    expect(replayed.error).toBeNull();
    expect(replayed.data.session!.refresh_token).toBe(refreshed.data.session!.refresh_token);
    // ... and after it, fails
    await backend.db.query(
      `update auth.refresh_tokens set revoked_at = now() - interval '1 minute' where token = $1`,
      [oldRefresh],
    );
    const late = await client().auth.refreshSession({ refresh_token: oldRefresh });
    expect(late.error?.code).toBe('refresh_token_not_found');

    const { data: user } = await other.auth.getUser();
    expect(user.user?.id).toBe(id);

    const sessionRefresh = refreshed.data.session!.refresh_token;
    expect((await other.auth.signOut()).error).toBeNull();
    const afterLogout = await client().auth.refreshSession({ refresh_token: sessionRefresh });
    expect(afterLogout.error).not.toBeNull();
  });

  it('refuses a duplicate sign-up and a weak password', async () => {
    const { email } = await signedUp();
    const again = await client().auth.signUp({ email, password: 'correct horse' });
    expect(again.error?.code).toBe('user_already_exists');
    const weak = await client().auth.signUp({
      email: `w${randomUUID().slice(0, 6)}@example.com`,
      password: '123',
    });
    expect(weak.error?.code).toBe('weak_password');
  });
});

describe('rest', () => {
  it('calls RPCs: claim a reward, push operations, pull changes', async () => {
    const { c, id } = await signedUp();
    const claim = await c.rpc('claim_reward', { reward_id: 'welcome' });
    expect(claim).toMatchObject({ data: 'Reward claimed successfully', error: null });

    const packId = randomUUID();
    const ops = [
      op(id, 'like.add', { gameId: 'charades' }),
      op(id, 'pack.save', { pack: packFile(packId), draft: false }),
      op(id, 'coins.spend', { amount: 1000, reason: 'too much' }),
    ];
    const pushed = await c.rpc('push', { ops: ops as unknown as Json });
    expect(pushed.error).toBeNull();
    expect((pushed.data as unknown as PushResponse).results.map((r) => r.status)).toEqual([
      'applied',
      'applied',
      'rejected',
    ]);

    const pulled = await c.rpc('pull', { limit: 100 });
    expect(pulled.error).toBeNull();
    const page = pulled.data as unknown as PullPage;
    expect(page.changes.some((ch) => ch.kind === 'pack' && ch.id === packId)).toBe(true);
    expect(page.changes.some((ch) => ch.kind === 'profile' && ch.profile.dojo_coins === 25)).toBe(
      true,
    );
    expect(typeof page.cursor).toBe('string');

    const anonPush = await client().rpc('push', { ops: [] });
    expect(anonPush.error?.code).toBe('42501');
    const missing = await (c as unknown as SupabaseClient).rpc('no_such_function', {});
    expect(missing.error?.code).toBe('PGRST202');
  });

  it('serves the gallery to visitors, with array arguments as PostgREST takes them', async () => {
    const { c, id } = await signedUp('gallery');
    const packId = randomUUID();
    const base = packFile(packId);
    const file = { ...base, metadata: { ...base.metadata, tags: ['Cabin', 'contract-test'] } };
    const pushed = await c.rpc('push', {
      ops: [
        op(id, 'pack.save', { pack: file, draft: false }),
        op(id, 'pack.publish', { packId }),
      ] as unknown as Json,
    });
    expect(pushed.error).toBeNull();
    const { data, error } = await client().rpc('gallery_packs', {
      sort: 'newest',
      tags: ['CONTRACT-TEST'],
      search: 'cabin',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      packs: [{ id: packId, name: 'Cabin night', promptCount: 1, alcohol: true }],
      nextCursor: null,
    });
    const bad = await client().rpc('gallery_packs', { cursor: 'nope' });
    expect(bad.error?.message).toBe('malformed cursor');
  });

  it('lets the service role key call service-only functions', async () => {
    const { id } = await signedUp();
    const service = createClient<Database>(backend.url, backend.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const granted = await service.rpc('add_coins', { target_user_id: id, amount: 7 });
    expect(granted).toMatchObject({ data: true, error: null });
    const asUser = await client().rpc('add_coins', { target_user_id: id, amount: 7 });
    expect(asUser.error?.code).toBe('42501');

    // The Stripe webhook records event ids only through apply_stripe_subscription (the service
    // role has no grant on stripe_events, as on hosted since 2026-10-30).
    const event = { id: `evt_${randomUUID()}`, type: 'invoice.paid' };
    expect((await service.from('stripe_events').insert(event)).error?.code).toBe('42501');
    const apply = () =>
      service.rpc('apply_stripe_subscription', {
        p_event_id: event.id,
        p_event_type: event.type,
        p_subscription: null,
        p_read_at: Date.now(),
      });
    expect(await apply()).toMatchObject({ data: { outcome: 'recorded' }, error: null });
    expect(await apply()).toMatchObject({ data: { outcome: 'duplicate' }, error: null });
    // Premium fields change only through that function: no table grant lets the service role
    // write (or even read) a profile directly.
    const premium = await service.from('profiles').update({ premium: true }).eq('id', id);
    expect(premium.error?.code).toBe('42501');
    const read = await service.from('profiles').select('premium').eq('id', id);
    expect(read.error?.code).toBe('42501');
    const ledger = await service.from('coin_ledger').select('amount');
    expect(ledger.error?.code).toBe('42501');
  });

  it('reads tables with select, filters, order and limit', async () => {
    const anon = client();
    const { data, error } = await anon
      .from('rewards')
      .select('id, coins')
      .gt('coins', 10)
      .in('id', ['welcome', 'first-pack', 'feedback', 'newsletter'])
      .order('coins', { ascending: false })
      .limit(2);
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 'first-pack', coins: 50 },
      { id: 'welcome', coins: 25 },
    ]);
    const none = await anon.from('rewards').select('id').eq('id', 'nope').maybeSingle();
    expect(none).toMatchObject({ data: null, error: null });
    const forbidden = await anon.from('profiles').select('*');
    expect(forbidden.error?.code).toBe('42501');
  });

  it('writes rows with return=representation, under RLS', async () => {
    const { c, id } = await signedUp();
    const inserted = await c
      .from('feedback')
      .insert({
        key: 'Sat Nov 21 2026',
        time: '21:00',
        feedback: 'Loved it',
        positive: true,
        game: 'mix',
      })
      .select('feedback, user_id')
      .single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toEqual({ feedback: 'Loved it', user_id: id });

    const renamed = await c
      .from('profiles')
      .update({ username: 'Sam' })
      .eq('id', id)
      .select('username');
    expect(renamed).toMatchObject({ data: [{ username: 'Sam' }], error: null });
    const cheat = await c.from('profiles').update({ dojo_coins: 1_000_000 }).eq('id', id);
    expect(cheat.error?.code).toBe('42501');
    // pg-safeupdate, as on hosted: no filter means no WHERE, refused before anything runs
    const everyone = await c.from('profiles').update({ username: 'All of us' });
    expect(everyone).toMatchObject({
      status: 400,
      error: { code: '21000', message: 'UPDATE requires a WHERE clause' },
    });
    const wipe = await c.from('feedback').delete();
    expect(wipe).toMatchObject({
      status: 400,
      error: { code: '21000', message: 'DELETE requires a WHERE clause' },
    });
    const kept = await c.from('profiles').select('username').eq('id', id).single();
    expect(kept.data).toEqual({ username: 'Sam' });
    const minimal = await c
      .from('feedback')
      .insert({ key: 'k', time: 't', feedback: 'ok', positive: false });
    expect(minimal.status).toBe(201);
    expect(minimal.error).toBeNull();
  });
});

describe('storage', () => {
  it('uploads, lists, downloads and removes a pack file; others cannot write or delete it', async () => {
    const owner = await signedUp('owner');
    const intruder = await signedUp('intruder');
    const packId = randomUUID();
    const pack = packFile(packId);
    await owner.c.rpc('push', {
      ops: [op(owner.id, 'pack.save', { pack, draft: false })] as unknown as Json,
    });

    const path = `${packId}.json`;
    const body = new Blob([JSON.stringify({ ...pack, likes: 0, plays: 0 }, null, 2)], {
      type: 'application/json',
    });
    const up = await owner.c.storage.from('packs').upload(path, body);
    expect(up.error).toBeNull();
    expect(up.data?.fullPath).toBe(`packs/${path}`);

    const again = await owner.c.storage.from('packs').upload(path, body);
    expect(again.error).not.toBeNull();
    const upserted = await owner.c.storage
      .from('packs')
      .upload(path, JSON.stringify({ ...pack, likes: 1, plays: 0 }), {
        upsert: true,
        contentType: 'application/json',
      });
    expect(upserted.error).toBeNull();

    const listed = await client().storage.from('packs').list();
    expect(listed.error).toBeNull();
    expect(listed.data?.map((f) => f.name)).toContain(path);

    const downloaded = await intruder.c.storage.from('packs').download(path);
    expect(downloaded.error).toBeNull();
    expect(JSON.parse(await downloaded.data!.text())).toMatchObject({
      likes: 1,
      metadata: { id: packId },
    });

    const publicUrl = owner.c.storage.from('packs').getPublicUrl(path).data.publicUrl;
    const fetched = await fetch(publicUrl);
    expect(fetched.status).toBe(200);
    expect(((await fetched.json()) as { metadata: { name: string } }).metadata.name).toBe(
      'Cabin night',
    );

    const hijack = await intruder.c.storage
      .from('packs')
      .upload(path, JSON.stringify({ hacked: true }), {
        upsert: true,
        contentType: 'application/json',
      });
    expect(hijack.error).not.toBeNull();
    const squat = await intruder.c.storage
      .from('packs')
      .upload(`${randomUUID()}.json`, JSON.stringify({}), { contentType: 'application/json' });
    expect(squat.error).not.toBeNull();
    const notRemoved = await intruder.c.storage.from('packs').remove([path]);
    expect(notRemoved.data).toEqual([]);
    expect((await fetch(publicUrl)).status).toBe(200);

    const removed = await owner.c.storage.from('packs').remove([path]);
    expect(removed.data?.map((f) => f.name)).toEqual([path]);
    expect((await fetch(publicUrl)).status).toBe(400);
  });
});

describe('http', () => {
  it('answers CORS preflights for the app on another origin', async () => {
    const res = await fetch(`${backend.url}/rest/v1/rpc/push`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, apikey, content-type, x-client-info',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-headers')).toContain('apikey');
  });

  it("gives SQL the caller's own address, whatever address headers the caller sends", async () => {
    await backend.db.query(
      `update private.anonymous_limits set per_address_per_hour = 1 where type = 'contact.create'`,
    );
    try {
      const send = (forged: Record<string, string>) =>
        fetch(`${backend.url}/rest/v1/rpc/push_anonymous`, {
          method: 'POST',
          headers: {
            apikey: backend.anonKey,
            authorization: `Bearer ${backend.anonKey}`,
            'content-type': 'application/json',
            ...forged,
          },
          body: JSON.stringify({
            ops: [
              {
                id: randomUUID(),
                type: 'contact.create',
                payload: { name: '', email: '', topic: 'idea', message: 'More dice games' },
                userId: null,
                createdAt: new Date().toISOString(),
                attempts: 0,
              },
            ],
          }),
        }).then(async (res) => {
          expect(res.status).toBe(200);
          return ((await res.json()) as { results: { status: string }[] }).results[0]!.status;
        });
      expect(await send({})).toBe('applied');
      // posing as other visitors through the gateway's headers changes nothing
      expect(await send({ 'x-forwarded-for': '198.51.100.1' })).toBe('retry');
      expect(await send({ 'cf-connecting-ip': '198.51.100.2' })).toBe('retry');
      expect(await send({ 'x-real-ip': '198.51.100.3' })).toBe('retry');
    } finally {
      await backend.db.query(
        `update private.anonymous_limits set per_address_per_hour = 10 where type = 'contact.create'`,
      );
    }
  });

  it('refuses requests without a valid key', async () => {
    expect((await fetch(`${backend.url}/rest/v1/rewards`)).status).toBe(401);
    const forged = await fetch(`${backend.url}/rest/v1/rewards`, {
      headers: { apikey: `${backend.anonKey.slice(0, -4)}AAAA` },
    });
    expect(forged.status).toBe(401);
    const storage = await fetch(`${backend.url}/storage/v1/object/list/packs`, {
      method: 'POST',
      headers: {
        apikey: `${backend.anonKey.slice(0, -4)}AAAA`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(storage.status).toBe(400);
    expect(await storage.json()).toMatchObject({ error: 'Unauthorized' });
  });

  it('keeps accounts and keys across a restart on the same data folder', async () => {
    const { email } = await signedUp('persist');
    const { anonKey } = backend;
    await backend.close();
    backend = await startLocalBackend({ port: 0, dataDir });
    expect(backend.anonKey.split('.')[1]).toBeDefined();
    const c = client();
    const res = await c.auth.signInWithPassword({ email, password: 'correct horse' });
    expect(res.error).toBeNull();
    // the secret persisted, so a key minted before the restart still verifies
    const old = await fetch(`${backend.url}/rest/v1/rewards?select=id&limit=1`, {
      headers: { apikey: anonKey },
    });
    expect(old.status).toBe(200);
  });
});
