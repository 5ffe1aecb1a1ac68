import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { createEmptyPack, withCounters, type StoredPack } from './pack-format';
import {
  createStorageClient,
  deletePackFile,
  listPacks,
  listPacksPage,
  loadPack,
  loadPackResult,
  publishPackFile,
  uploadPack,
  withRetries,
} from './pack-storage';

const BASE = 'http://storage.test';
const ID_A = '11111111-1111-4111-8111-111111111111';
const ID_B = '22222222-2222-4222-8222-222222222222';
const ID_C = '33333333-3333-4333-8333-333333333333';

interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** A fake of the few Storage endpoints supabase-js calls, with injectable failures. */
function fakeStorage(files: Record<string, string> = {}) {
  const calls: Call[] = [];
  const failures: { match: RegExp; status: number; times: number }[] = [];
  const json = (status: number, value: unknown, statusText = '') =>
    new Response(JSON.stringify(value), {
      status,
      statusText,
      headers: { 'content-type': 'application/json' },
    });
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => (headers[key] = value));
    const raw = init?.body;
    const body = raw instanceof Blob ? await raw.text() : typeof raw === 'string' ? raw : '';
    calls.push({ method, path: url.pathname, headers, body });
    const failure = failures.find((f) => f.match.test(`${method} ${url.pathname}`) && f.times > 0);
    if (failure) {
      failure.times--;
      return json(
        failure.status,
        { statusCode: String(failure.status), error: 'Boom', message: 'storage is down' },
        'Service Unavailable',
      );
    }
    let m: RegExpMatchArray | null;
    if (method === 'POST' && url.pathname === '/storage/v1/object/list/packs') {
      const { limit = 100, offset = 0 } = JSON.parse(body || '{}') as {
        limit?: number;
        offset?: number;
      };
      return json(
        200,
        Object.keys(files)
          .sort()
          .slice(offset, offset + limit)
          .map((name) => ({ name, id: name, metadata: {} })),
      );
    }
    if (
      method === 'GET' &&
      (m = url.pathname.match(/^\/storage\/v1\/object\/public\/packs\/(.+)$/))
    ) {
      const file = files[m[1] ?? ''];
      return file === undefined
        ? json(404, { error: 'not_found', message: 'Object not found' }, 'Not Found')
        : new Response(file, { status: 200, headers: { 'content-type': 'application/json' } });
    }
    if (method === 'POST' && (m = url.pathname.match(/^\/storage\/v1\/object\/packs\/(.+)$/))) {
      if (files[m[1] ?? ''] !== undefined && headers['x-upsert'] !== 'true') {
        return json(409, {
          statusCode: '409',
          error: 'Duplicate',
          message: 'The resource already exists',
        });
      }
      files[m[1] ?? ''] = body;
      return json(200, { Key: `packs/${m[1]}`, Id: 'x' });
    }
    if (method === 'DELETE' && url.pathname === '/storage/v1/object/packs') {
      const { prefixes } = JSON.parse(body) as { prefixes: string[] };
      for (const p of prefixes) delete files[p];
      return json(
        200,
        prefixes.map((name) => ({ name })),
      );
    }
    return json(400, { error: 'unexpected', message: `${method} ${url.pathname}` });
  });
  return { files, calls, failures, fetch: fetchImpl as unknown as typeof fetch };
}

async function clientFor(fake: ReturnType<typeof fakeStorage>): Promise<SupabaseClient> {
  const client = await createStorageClient({
    url: BASE,
    anonKey: 'anon-key',
    fetch: fake.fetch,
    realtime: { transport: WebSocket as never },
  });
  if (!client) throw new Error('no client');
  return client;
}

function stored(id: string, name: string): StoredPack {
  const pack = createEmptyPack(new Date('2026-11-21T10:00:00Z'), id);
  pack.metadata.name = name;
  pack.metadata.description = 'd';
  pack.metadata.author = 'a';
  pack.prompts = [{ text: 'one' }, { text: '<b>not html</b>' }];
  return withCounters(pack, { likes: 2, plays: 3 }, new Date('2026-11-21T11:00:00Z'));
}

const quiet = { log: () => undefined, retryDelayMs: 1 };

describe('uploading packs/{packId}.json', () => {
  it('uploads the whole pack, pretty-printed, with upsert, and returns its public URL', async () => {
    const fake = fakeStorage();
    const client = await clientFor(fake);
    const pack = stored(ID_A, 'Cabin night');
    const result = await uploadPack(client, pack, quiet);
    expect(result).toEqual({
      filePath: `packs/${ID_A}.json`,
      fileUrl: `${BASE}/storage/v1/object/public/packs/${ID_A}.json`,
    });
    const upload = fake.calls.find((c) => c.method === 'POST' && c.path.endsWith(`${ID_A}.json`));
    expect(upload?.headers['x-upsert']).toBe('true');
    expect(upload?.headers.authorization).toBe('Bearer anon-key');
    expect(fake.files[`${ID_A}.json`]).toBe(JSON.stringify(pack, null, 2));
    // A second upload replaces the file instead of failing as a duplicate.
    await publishPackFile(client, { ...pack, plays: 4 }, quiet);
    expect(JSON.parse(fake.files[`${ID_A}.json`] ?? '{}')).toMatchObject({ plays: 4 });
  });

  it('retries a failing upload, doubling the wait, then succeeds', async () => {
    const fake = fakeStorage();
    fake.failures.push({ match: /^POST .*\.json$/, status: 503, times: 2 });
    await uploadPack(await clientFor(fake), stored(ID_A, 'x'), { retries: 2, retryDelayMs: 1 });
    expect(fake.calls.filter((c) => c.method === 'POST')).toHaveLength(3);
    expect(fake.files[`${ID_A}.json`]).toBeDefined();
  });

  it('says "Error with Supabase storage: {message}" after the retries', async () => {
    const fake = fakeStorage();
    fake.failures.push({ match: /^POST/, status: 503, times: 10 });
    await expect(
      uploadPack(await clientFor(fake), stored(ID_A, 'x'), { retries: 1, retryDelayMs: 1 }),
    ).rejects.toThrow('Error with Supabase storage: storage is down');
    expect(fake.calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });

  it('does not retry an answer that will not change (403)', async () => {
    const fake = fakeStorage();
    fake.failures.push({ match: /^POST/, status: 403, times: 10 });
    await expect(
      uploadPack(await clientFor(fake), stored(ID_A, 'x'), { retries: 3, retryDelayMs: 1 }),
    ).rejects.toThrow(/^Error with Supabase storage: /);
    expect(fake.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('refuses without a client: "Supabase storage is not initialized…"', async () => {
    await expect(uploadPack(null, stored(ID_A, 'x'))).rejects.toThrow(
      'Supabase storage is not initialized. Please refresh the page and try again.',
    );
  });
});

describe('retry times (docs/spec/editor.md)', () => {
  it.each([-1, 1.5, Number.NaN, '2'])('rejects %s', async (retries) => {
    await expect(
      withRetries(() => Promise.resolve(1), { retries: retries as number }),
    ).rejects.toThrow('Storage retry times must be a number from 0 up');
  });

  it('accepts 0: one attempt only', async () => {
    const attempt = vi.fn(() => Promise.reject(new Error('no')));
    await expect(withRetries(attempt, { retries: 0 })).rejects.toThrow('no');
    expect(attempt).toHaveBeenCalledOnce();
  });
});

describe('listing packs/', () => {
  it('names each file from its metadata, says which are 18+, and falls back to "Unnamed Pack" with a null URL', async () => {
    const fake = fakeStorage({
      [`${ID_A}.json`]: JSON.stringify(stored(ID_A, 'Cabin night')),
      [`${ID_B}.json`]: JSON.stringify({
        pack: { metadata: { id: ID_B, name: '', explicit: true } },
      }),
      [`${ID_C}.json`]: '{ not json',
    });
    const list = await listPacks(await clientFor(fake), { ...quiet, fetch: fake.fetch });
    expect(list).toEqual([
      {
        packName: 'Cabin night',
        packId: ID_A,
        filePath: `packs/${ID_A}.json`,
        fileUrl: `${BASE}/storage/v1/object/public/packs/${ID_A}.json`,
        explicit: false,
      },
      {
        packName: 'Unnamed Pack',
        packId: ID_B,
        filePath: `packs/${ID_B}.json`,
        fileUrl: `${BASE}/storage/v1/object/public/packs/${ID_B}.json`,
        explicit: true,
      },
      {
        packName: 'Unnamed Pack',
        packId: ID_C,
        filePath: `packs/${ID_C}.json`,
        fileUrl: null,
        explicit: false,
      },
    ]);
  });

  it('lists a page at a time: one listing request and one fetch per pack on the page', async () => {
    const files: Record<string, string> = {};
    const ids = Array.from(
      { length: 50 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    for (const id of ids) files[`${id}.json`] = JSON.stringify(stored(id, `Pack ${id.slice(-2)}`));
    const fake = fakeStorage(files);
    const client = await clientFor(fake);
    const first = await listPacksPage(
      client,
      { limit: 20, offset: 0 },
      { ...quiet, fetch: fake.fetch },
    );
    expect(first.more).toBe(true);
    expect(first.packs.map((p) => p.packId)).toEqual(ids.slice(0, 20));
    const fetched = () => fake.calls.filter((c) => c.path.includes('/object/public/')).length;
    expect(fetched()).toBe(20);
    expect(fake.calls.filter((c) => c.path.endsWith('/list/packs'))).toHaveLength(1);
    const last = await listPacksPage(
      client,
      { limit: 20, offset: 40 },
      { ...quiet, fetch: fake.fetch },
    );
    expect(last.more).toBe(false);
    expect(last.packs.map((p) => p.packId)).toEqual(ids.slice(40));
    expect(fetched()).toBe(30);
  });

  it('logs a failed listing and gives an empty list', async () => {
    const fake = fakeStorage({ [`${ID_A}.json`]: '{}' });
    fake.failures.push({ match: /list/, status: 500, times: 10 });
    const log = vi.fn();
    expect(await listPacks(await clientFor(fake), { log, retries: 1, retryDelayMs: 1 })).toEqual(
      [],
    );
    expect(log).toHaveBeenCalledWith(
      'Error with Supabase storage: storage is down',
      expect.anything(),
    );
    expect(await listPacks(null, { log })).toEqual([]);
  });
});

describe('loading a pack by URL', () => {
  it('reads a stored pack in any shape', async () => {
    const fake = fakeStorage({
      [`${ID_A}.json`]: JSON.stringify({ pack: stored(ID_A, 'Nested'), likes: 9 }),
    });
    const pack = await loadPack(`${BASE}/storage/v1/object/public/packs/${ID_A}.json`, {
      ...quiet,
      fetch: fake.fetch,
    });
    expect(pack?.metadata.name).toBe('Nested');
    expect(pack?.likes).toBe(9);
    expect(pack?.prompts[1]?.text).toBe('<b>not html</b>');
  });

  it('fails a non-OK answer with "Failed to fetch pack: {status text}", logged, null', async () => {
    const fake = fakeStorage();
    const log = vi.fn();
    const url = `${BASE}/storage/v1/object/public/packs/${ID_B}.json`;
    expect(await loadPackResult(url, { log, fetch: fake.fetch })).toEqual({
      ok: false,
      error: 'Failed to fetch pack: Not Found',
    });
    expect(await loadPack(url, { log, fetch: fake.fetch })).toBeNull();
    expect(log).toHaveBeenCalledWith('Failed to fetch pack: Not Found');
  });

  it('fails an unreadable file with "Could not determine metadata structure"', async () => {
    const fake = fakeStorage({ [`${ID_C}.json`]: JSON.stringify({ prompts: [] }) });
    const result = await loadPackResult(`${BASE}/storage/v1/object/public/packs/${ID_C}.json`, {
      ...quiet,
      fetch: fake.fetch,
    });
    expect(result).toEqual({ ok: false, error: 'Could not determine metadata structure' });
  });

  it('reports a network failure through the same message', async () => {
    const failing = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const result = await loadPackResult('http://x.test/p.json', {
      log: () => undefined,
      retries: 1,
      retryDelayMs: 1,
      fetch: failing as unknown as typeof fetch,
    });
    expect(result).toEqual({ ok: false, error: 'Failed to fetch pack: Failed to fetch' });
    expect(failing).toHaveBeenCalledTimes(2);
  });
});

describe('deleting a pack file', () => {
  it('deletes by path', async () => {
    const fake = fakeStorage({ [`${ID_A}.json`]: '{}', [`${ID_B}.json`]: '{}' });
    await deletePackFile(await clientFor(fake), `packs/${ID_A}.json`, quiet);
    expect(Object.keys(fake.files)).toEqual([`${ID_B}.json`]);
  });

  it.each([undefined, '', 'packs/', '../secrets.json', 'packs/not-a-uuid.json', 42])(
    'refuses %s: "Cannot delete pack: Invalid file reference."',
    async (reference) => {
      const fake = fakeStorage();
      await expect(deletePackFile(await clientFor(fake), reference)).rejects.toThrow(
        'Cannot delete pack: Invalid file reference.',
      );
      expect(fake.calls).toEqual([]);
    },
  );

  it('wraps a refusal from Storage', async () => {
    const fake = fakeStorage();
    fake.failures.push({ match: /^DELETE/, status: 403, times: 1 });
    await expect(deletePackFile(await clientFor(fake), `${ID_A}.json`, quiet)).rejects.toThrow(
      'Error with Supabase storage: storage is down',
    );
  });
});

describe('creating the client', () => {
  it('is null in local-only mode', async () => {
    expect(await createStorageClient({ url: null, anonKey: null })).toBeNull();
  });
});
