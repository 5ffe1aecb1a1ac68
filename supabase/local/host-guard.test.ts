import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostGuard, isLoopbackHost, machineAddresses } from './host-guard.ts';
import { startLocalBackend, type LocalBackend } from './server.ts';

// A web page the developer has open while the local backend runs must reach none of it, and the
// inbox (sign-in and password-reset links) least of all: no CORS grant to another site, no answer
// to a request that names the backend by another host (DNS rebinding), and no inbox beyond this
// computer unless asked for.

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw request: unlike fetch, it sends any Host and Origin, as a rebinding page's browser would. */
function send(
  backend: LocalBackend,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  const url = new URL(path, backend.url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers: { host: url.host, ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function signUp(backend: LocalBackend, host?: string): Promise<Answer> {
  const email = `guarded.${randomUUID().slice(0, 8)}@example.com`;
  return send(
    backend,
    'POST',
    '/auth/v1/signup',
    {
      apikey: backend.anonKey,
      'content-type': 'application/json',
      ...(host ? { host } : {}),
    },
    JSON.stringify({ email, password: 'correct horse battery' }),
  );
}

const EVIL = 'http://party-tricks.example';

/** The plain sentence a refusal carries. */
const messageOf = (answer: Answer) => (JSON.parse(answer.body) as { message: string }).message;

describe('the local inbox, on a backend listening on this computer', () => {
  let backend: LocalBackend;
  let port: string;
  beforeAll(async () => {
    backend = await startLocalBackend({ port: 0, requireEmailConfirmation: true });
    port = new URL(backend.url).port;
    expect((await signUp(backend)).status).toBe(200);
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('grants no other site a look at the emails, and lets none erase them', async () => {
    const read = await send(backend, 'GET', '/inbox/api/messages', { origin: EVIL });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await send(backend, 'OPTIONS', '/inbox/api/messages', {
      origin: EVIL,
      'access-control-request-method': 'DELETE',
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    const erase = await send(backend, 'DELETE', '/inbox/api/messages', { origin: EVIL });
    expect(erase.status).toBe(403);
    expect(messageOf(erase)).toBe('The local inbox answers only its own page, not other sites.');
    expect(await backend.inbox()).toHaveLength(1);
  });

  it('still answers its own page, and a tool on this computer', async () => {
    const own = await send(backend, 'GET', '/inbox/api/messages', {
      origin: `http://127.0.0.1:${port}`,
    });
    expect(own.status).toBe(200);
    expect(JSON.parse(own.body)).toHaveLength(1);
    expect((await send(backend, 'GET', '/inbox')).status).toBe(200);
    expect((await send(backend, 'GET', '/inbox', { host: `localhost:${port}` })).status).toBe(200);
  });

  it('answers nothing to a request naming it by another host (a rebinding page)', async () => {
    const rebound = `party-tricks.example:${port}`;
    const inbox = await send(backend, 'GET', '/inbox/api/messages', { host: rebound });
    expect(inbox.status).toBe(403);
    expect(inbox.body).not.toContain('token_hash');
    expect((await signUp(backend, rebound)).status).toBe(403);
    const rest = await send(backend, 'GET', '/rest/v1/packs?select=id', {
      host: rebound,
      apikey: backend.anonKey,
    });
    expect(rest.status).toBe(403);
    expect(messageOf(rest)).toMatch(/answers only at its own address/);
    // Another port of this computer is another origin too.
    expect((await send(backend, 'GET', '/health', { host: '127.0.0.1:1' })).status).toBe(403);
    expect(await backend.inbox()).toHaveLength(1);
  });

  it('keeps granting the app, served from another origin, its API', async () => {
    const answer = await send(backend, 'GET', '/auth/v1/settings', {
      origin: 'http://127.0.0.1:4173',
      apikey: backend.anonKey,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('http://127.0.0.1:4173');
  });
});

describe('a backend listening on the network (HOST=0.0.0.0)', () => {
  let backend: LocalBackend;
  let lanHost: string;
  beforeAll(async () => {
    backend = await startLocalBackend({
      port: 0,
      host: '0.0.0.0',
      allowedHosts: ['party-laptop.lan'],
    });
    lanHost = `party-laptop.lan:${new URL(backend.url).port}`;
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('answers the app on its network names, but opens the inbox only on this computer', async () => {
    expect(backend.inboxLoopbackOnly).toBe(true);
    expect(backend.inboxUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/inbox$/);
    expect((await send(backend, 'GET', '/health', { host: lanHost })).status).toBe(200);
    const inbox = await send(backend, 'GET', '/inbox', { host: lanHost });
    expect(inbox.status).toBe(403);
    expect(messageOf(inbox)).toMatch(/^The local inbox opens only on this computer/);
    const port = new URL(backend.url).port;
    expect((await send(backend, 'GET', '/inbox', { host: `127.0.0.1:${port}` })).status).toBe(200);
  });

  it('opens the inbox to the network only when told to', async () => {
    const open = await startLocalBackend({
      port: 0,
      host: '0.0.0.0',
      allowedHosts: ['party-laptop.lan'],
      inboxOnNetwork: true,
    });
    try {
      expect(open.inboxLoopbackOnly).toBe(false);
      const host = `party-laptop.lan:${new URL(open.url).port}`;
      expect((await send(open, 'GET', '/inbox', { host })).status).toBe(200);
    } finally {
      await open.close();
    }
  });
});

describe('which hosts are this backend', () => {
  const req = (host: string | undefined, origin?: string) =>
    ({ headers: { host, ...(origin ? { origin } : {}) } }) as never;

  it('knows a loopback address when it sees one', () => {
    for (const host of ['127.0.0.1', '127.3.2.1', 'localhost', '[::1]', '::1'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '192.168.1.4', 'localhost.example', '[::]'])
      expect(isLoopbackHost(host), host).toBe(false);
  });

  it('on the network: every address of the machine, brackets around IPv6, no other name', () => {
    const addresses = machineAddresses({
      lo: [{ address: '127.0.0.1' } as never],
      eth0: [{ address: '192.168.1.4' } as never, { address: 'fe80::1%eth0' } as never],
    });
    expect(addresses).toEqual(['127.0.0.1', '192.168.1.4', '[fe80::1]']);
    const guard = createHostGuard({ host: '0.0.0.0', port: 5000, addresses });
    expect(guard.check(req('192.168.1.4:5000'), '/rest/v1/x').ok).toBe(true);
    expect(guard.check(req('[fe80::1]:5000'), '/rest/v1/x').ok).toBe(true);
    expect(guard.check(req('0.0.0.0:5000'), '/rest/v1/x').ok).toBe(true);
    expect(guard.check(req('192.168.1.4:5001'), '/rest/v1/x').ok).toBe(false);
    expect(guard.check(req('evil.example:5000'), '/rest/v1/x').ok).toBe(false);
    expect(guard.check(req(undefined), '/health').ok).toBe(false);
    expect(guard.check(req('192.168.1.4:5000'), '/inbox').ok).toBe(false);
    expect(guard.check(req('LOCALHOST:5000'), '/inbox').ok).toBe(true);
  });
});
