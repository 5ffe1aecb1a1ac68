import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from './keys.ts';
import { startLocalBackend, type LocalBackend } from './server.ts';

// Abuse over HTTP: what a hostile or broken client can send the embedded backend. Every request
// here must get a 4xx (never a 500) and change nothing it is not allowed to change.

let backend: LocalBackend;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dojo-abuse-'));
  backend = await startLocalBackend({ port: 0, dataDir });
});

afterAll(async () => {
  await backend?.close();
  await rm(dataDir, { recursive: true, force: true });
});

interface Account {
  id: string;
  token: string;
}

async function call(
  path: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {
    apikey: backend.anonKey,
    ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    ...init.headers,
  };
  let body: string | undefined;
  if (init.body !== undefined) {
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(`${backend.url}${path}`, {
    method: init.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

async function signUp(): Promise<Account> {
  const r = await call('/auth/v1/signup', {
    body: { email: `abuse.${randomUUID().slice(0, 8)}@example.com`, password: 'correct horse' },
  });
  expect(r.status).toBe(200);
  const session = JSON.parse(r.text) as { access_token: string; user: { id: string } };
  return { id: session.user.id, token: session.access_token };
}

function op(userId: string, type: string, payload: unknown) {
  return {
    id: randomUUID(),
    type,
    payload,
    userId,
    createdAt: new Date().toISOString(),
    attempts: 0,
  };
}

interface Outcome {
  status: string;
  reason?: string;
}

async function push(who: Account, ops: unknown[]): Promise<Outcome[]> {
  const r = await call('/rest/v1/rpc/push', { token: who.token, body: { ops } });
  expect(r.status).toBe(200);
  return (JSON.parse(r.text) as { results: Outcome[] }).results;
}

async function coins(who: Account): Promise<number> {
  const r = await call(`/rest/v1/profiles?select=dojo_coins&id=eq.${who.id}`, {
    token: who.token,
  });
  return (JSON.parse(r.text) as { dojo_coins: number }[])[0]!.dojo_coins;
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

async function publishedPack(owner: Account): Promise<string> {
  const id = randomUUID();
  const file = packFile(id);
  const outcomes = await push(owner, [
    op(owner.id, 'pack.save', { pack: file, draft: false }),
    op(owner.id, 'pack.publish', { packId: id }),
  ]);
  expect(outcomes.map((o) => o.status)).toEqual(['applied', 'applied']);
  return id;
}

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('ids in any letter case', () => {
  it('counts one like for twelve spellings of one pack id', async () => {
    const owner = await signUp();
    const fan = await signUp();
    const packId = await publishedPack(owner);
    // Bit k of i capitalises the id's k-th letter: twelve different spellings whatever the id
    // (a uuid's 32 hex digits hold four letters or more all but never; the test says if not).
    const letters = [...packId].flatMap((ch, j) => (/[a-f]/.test(ch) ? [j] : []));
    expect(letters.length).toBeGreaterThanOrEqual(4);
    const spellings = Array.from({ length: 12 }, (_, i) =>
      [...packId]
        .map((ch, j) => {
          const k = letters.indexOf(j);
          return k >= 0 && (i >> k) & 1 ? ch.toUpperCase() : ch;
        })
        .join(''),
    );
    expect(new Set(spellings).size).toBe(12);
    await push(
      fan,
      spellings.map((gameId) => op(fan.id, 'like.add', { gameId })),
    );
    const r = await call(`/rest/v1/packs?select=likes&id=eq.${packId}`, { token: fan.token });
    expect(JSON.parse(r.text)).toEqual([{ likes: 1 }]);
    const likes = await call('/rest/v1/likes?select=game_id', { token: fan.token });
    expect(JSON.parse(likes.text)).toEqual([{ game_id: packId }]);
  });
});

describe('referral farming', () => {
  it('refuses naming a referrer who signed up later, and cycles', async () => {
    const x = await signUp();
    const y = await signUp();
    const z = await signUp();
    // x is the oldest account: it cannot be referred by a newer one
    const [older] = await push(x, [op(x.id, 'referral.record', { referrerId: y.id })]);
    expect(older).toMatchObject({
      status: 'rejected',
      reason: 'a referrer must have signed up before the account they referred',
    });
    expect((await push(y, [op(y.id, 'referral.record', { referrerId: x.id })]))[0]!.status).toBe(
      'applied',
    );
    expect((await push(z, [op(z.id, 'referral.record', { referrerId: y.id })]))[0]!.status).toBe(
      'applied',
    );
    const [cycle] = await push(x, [op(x.id, 'referral.record', { referrerId: z.id })]);
    expect(cycle!.status).toBe('rejected');
    expect([await coins(x), await coins(y), await coins(z)]).toEqual([100, 100, 0]);
  });

  it('pays one referrer for at most five new accounts', async () => {
    const host = await signUp();
    const answers: string[] = [];
    for (let i = 0; i < 7; i++) {
      const guest = await signUp();
      const [o] = await push(guest, [op(guest.id, 'referral.record', { referrerId: host.id })]);
      answers.push(o!.reason ?? o!.status);
    }
    expect(answers).toEqual([
      ...Array<string>(5).fill('applied'),
      ...Array<string>(2).fill('referrer has reached the limit of 5 referrals in 30 days'),
    ]);
    expect(await coins(host)).toBe(500);
  });
});

describe('pack files in Storage', () => {
  const upload = (who: Account, id: string, body: string, contentType: string) =>
    call(`/storage/v1/object/packs/${id}.json`, {
      method: 'POST',
      token: who.token,
      body,
      headers: { 'content-type': contentType, 'x-upsert': 'true' },
    });

  it('refuses bodies that are not a pack of that id, and stores nothing', async () => {
    const owner = await signUp();
    const id = await publishedPack(owner);
    const other = randomUUID();
    const refused = [
      await upload(owner, id, '<html><script>alert(1)</script></html>', 'application/json'),
      await upload(owner, id, JSON.stringify({ hello: 'world' }), 'application/json'),
      await upload(owner, id, JSON.stringify(packFile(other)), 'application/json'),
      await upload(owner, id, JSON.stringify(packFile(id)), 'text/html'),
    ];
    expect(refused.map((r) => r.status)).toEqual([400, 400, 400, 415]);
    const served = await call(`/storage/v1/object/public/packs/${id}.json`);
    expect(served.status).toBe(400);
  });

  it('serves a pack file as application/json with nosniff, whatever type was declared', async () => {
    const owner = await signUp();
    const id = await publishedPack(owner);
    const file = packFile(id);
    const stored = await upload(owner, id, JSON.stringify(file), 'application/json;text/html');
    expect(stored.status).toBe(200);
    const served = await call(`/storage/v1/object/public/packs/${id}.json`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/json');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(JSON.parse(served.text)).toEqual(file);
  });
});

describe('malformed requests', () => {
  it('answers 400 for malformed percent-encoding in REST and Storage paths', async () => {
    const who = await signUp();
    expect((await call('/rest/v1/profiles%E0%A4%A', { token: who.token })).status).toBe(400);
    expect((await call('/rest/v1/rpc/pu%sh', { token: who.token, body: {} })).status).toBe(400);
    expect((await call('/storage/v1/object/public/packs/%E0%A4%A.json')).status).toBe(400);
    expect(
      (await call('/storage/v1/object/packs/%zz.json', { token: who.token, body: '{}' })).status,
    ).toBe(400);
  });

  it('answers 400 for JSON nested 10,000 levels deep, in a push and in a sign-up', async () => {
    const who = await signUp();
    const deepPush = await call('/rest/v1/rpc/push', {
      token: who.token,
      body: `{"ops":${nested(10_000)}}`,
    });
    expect(deepPush.status).toBe(400);
    const deepSignup = await call('/auth/v1/signup', {
      body: `{"email":"deep@example.com","password":"correct horse","data":${nested(10_000)}}`,
    });
    expect(deepSignup.status).toBe(400);
    const signIn = await call('/auth/v1/token?grant_type=password', {
      body: { email: 'deep@example.com', password: 'correct horse' },
    });
    expect(signIn.status).toBe(400);
  });

  it('answers 400 for a string that is not bytea, and stores nothing', async () => {
    const who = await signUp();
    const packId = randomUUID();
    const r = await call('/rest/v1/pack_drafts', {
      headers: { authorization: `Bearer ${backend.serviceRoleKey}` },
      body: { pack_id: packId, owner_id: who.id, yjs_update: '\\xZZ not bytes' },
    });
    expect(r.status).toBe(400);
    const rows = await call(`/rest/v1/pack_drafts?pack_id=eq.${packId}`, { token: who.token });
    expect(JSON.parse(rows.text)).toEqual([]);
  });

  it('answers 401 for a signed token whose sub is not a user id', async () => {
    const secret = Buffer.from((await readFile(join(dataDir, 'jwt-secret'), 'utf8')).trim(), 'hex');
    const { token } = await signAccessToken(
      secret,
      { role: 'authenticated', sub: 'not-a-uuid' },
      60,
    );
    expect((await call('/rest/v1/rpc/push', { token, body: { ops: [] } })).status).toBe(401);
    expect((await call('/rest/v1/profiles', { token })).status).toBe(401);
    expect((await call('/auth/v1/user', { token })).status).toBe(403);
  });

  it('refuses an oversize body from its declared length before reading it', async () => {
    const declared = 50 * 1024 * 1024;
    const started = Date.now();
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${backend.url}/rest/v1/rpc/push`, {
        method: 'POST',
        headers: {
          apikey: backend.anonKey,
          'content-type': 'application/json',
          'content-length': String(declared),
        },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', (e) => (Date.now() - started > 5000 ? reject(e) : undefined));
      // only the first 64 KiB is ever sent: the answer must not wait for the rest
      req.write(Buffer.alloc(64 * 1024, 32));
    });
    expect(status).toBe(413);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('concurrent requests on the embedded PostgreSQL', () => {
  it('runs real PostgreSQL sessions, not the one-session engine', () => {
    expect(backend.db.engine).toBe('postgres');
  });

  it('applies every spend of 20 pushes sent at once by one user', async () => {
    const who = await signUp();
    const [claim] = await push(who, [op(who.id, 'reward.claim', { rewardId: 'welcome' })]);
    expect(claim!.status).toBe('applied');
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        push(who, [op(who.id, 'coins.spend', { amount: 1, reason: 'hat' })]),
      ),
    );
    expect(outcomes.map(([o]) => o!.status)).toEqual(Array<string>(20).fill('applied'));
    expect(await coins(who)).toBe(5);
  });

  it('answers a small request while four large pushes are still running', async () => {
    const who = await signUp();
    const prompts = Array.from({ length: 5000 }, (_, i) => ({
      text: `${i} ${'Never have I ever '.repeat(27)}`.slice(0, 500),
    }));
    const started = Date.now();
    const large = Array.from({ length: 4 }, async () => {
      const id = randomUUID();
      await push(who, [
        op(who.id, 'pack.save', { pack: { ...packFile(id), prompts }, draft: false }),
      ]);
      return Date.now() - started;
    });
    // let the large bodies reach the server first
    await new Promise((r) => setTimeout(r, 50));
    const small = await call('/rest/v1/rewards?select=id', { token: who.token });
    const smallMs = Date.now() - started;
    const largeMs = await Promise.all(large);
    console.info(`small request ${smallMs} ms; large pushes ${largeMs.join(', ')} ms`);
    expect(small.status).toBe(200);
    expect(smallMs).toBeLessThan(Math.max(...largeMs));
  });
});
