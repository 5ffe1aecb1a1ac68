import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startLocalBackend, type LocalBackend } from './server.ts';

// The Realtime websocket at the wire: Phoenix frames as realtime-js 1.0.0 and 2.0.0 send them,
// and hosted's answers (heartbeat, join and leave replies, errors, token expiry).

let backend: LocalBackend;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  // Access tokens live 3 s here, so a channel outliving its token can be seen.
  backend = await startLocalBackend({ port: 0, engine: 'pglite', accessTokenTtlSeconds: 3 });
});
afterAll(async () => {
  for (const s of sockets) s.terminate();
  await backend?.close();
});

type Frame = Record<string, unknown>;

/** A raw socket speaking serializer 1.0.0 (JSON objects), collecting what it receives. */
async function socket(query = `apikey=${backend.anonKey}&vsn=1.0.0`, host?: string) {
  const ws = new WebSocket(
    `${backend.url.replace('http', 'ws')}/realtime/v1/websocket?${query}`,
    host ? { headers: { host } } : {},
  );
  sockets.push(ws);
  const frames: Frame[] = [];
  ws.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString('utf8')) as Frame));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
  let ref = 0;
  const sendFrame = (
    topic: string,
    event: string,
    payload: unknown,
    joinRef: string | null = null,
  ) => {
    const r = String(++ref);
    ws.send(JSON.stringify({ topic, event, payload, ref: r, join_ref: joinRef }));
    return r;
  };
  const next = async (match: (f: Frame) => boolean, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = frames.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no frame matched; got ${JSON.stringify(frames)}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  return { ws, frames, send: sendFrame, next };
}

const replyTo = (ref: string) => (f: Frame) => f.event === 'phx_reply' && f.ref === ref;

describe('the Realtime websocket (serializer 1.0.0)', () => {
  it('refuses a socket without an API key, or with a forged one', async () => {
    await expect(socket('vsn=1.0.0')).rejects.toThrow('HTTP 401');
    const forged = backend.anonKey.slice(0, -4) + 'AAAA';
    await expect(socket(`apikey=${forged}&vsn=1.0.0`)).rejects.toThrow('HTTP 403');
    // A page of another site reaching this computer by a name of its own (DNS rebinding).
    await expect(
      socket(`apikey=${backend.anonKey}&vsn=1.0.0`, 'rebind.example:54321'),
    ).rejects.toThrow('HTTP 403');
  });

  it('answers heartbeats, joins, broadcasts with acks and leaves as hosted does', async () => {
    const a = await socket();
    const b = await socket();
    const hb = a.send('phoenix', 'heartbeat', {});
    expect((await a.next(replyTo(hb))).payload).toEqual({ status: 'ok', response: {} });

    const config = { broadcast: { self: true, ack: true }, presence: { key: 'a' }, private: false };
    const ja = a.send('realtime:lobby', 'phx_join', { config }, '1');
    expect((await a.next(replyTo(ja))).payload).toEqual({
      status: 'ok',
      response: { postgres_changes: [] },
    });
    const jb = b.send('realtime:lobby', 'phx_join', { config: { private: false } }, '1');
    await b.next(replyTo(jb));

    const sent = a.send(
      'realtime:lobby',
      'broadcast',
      { type: 'broadcast', event: 'hello', payload: { n: 1 } },
      '1',
    );
    expect((await a.next(replyTo(sent))).payload).toEqual({ status: 'ok', response: {} });
    const isHello = (f: Frame) => f.event === 'broadcast';
    for (const s of [a, b]) {
      expect(await s.next(isHello)).toMatchObject({
        topic: 'realtime:lobby',
        payload: { type: 'broadcast', event: 'hello', payload: { n: 1 } },
      });
    }

    const unmatched = a.send('realtime:elsewhere', 'broadcast', { type: 'broadcast' });
    expect((await a.next(replyTo(unmatched))).payload).toEqual({
      status: 'error',
      response: { reason: 'unmatched topic' },
    });

    const tracked = a.send(
      'realtime:lobby',
      'presence',
      { type: 'presence', event: 'track', payload: { at: 1 } },
      '1',
    );
    expect((await a.next(replyTo(tracked))).payload).toMatchObject({ status: 'ok' });
    const diff = await b.next((f) => f.event === 'presence_diff');
    expect(diff.payload).toMatchObject({ joins: { a: { metas: [{ at: 1 }] } }, leaves: {} });

    const left = a.send('realtime:lobby', 'phx_leave', {}, '1');
    expect((await a.next(replyTo(left))).payload).toEqual({ status: 'ok', response: {} });
    await a.next((f) => f.event === 'phx_close');
    const leave = await b.next(
      (f) =>
        f.event === 'presence_diff' && Object.keys((f.payload as Frame).leaves as Frame).length > 0,
    );
    expect(leave.payload).toMatchObject({ leaves: { a: { metas: [{ at: 1 }] } } });
  });

  it("delivers realtime-js's binary broadcasts (2.0.0) to a 1.0.0 socket as JSON", async () => {
    const raw = await socket();
    const joined = raw.send('realtime:mixed', 'phx_join', { config: {} }, '1');
    await raw.next(replyTo(joined));
    const client = createClient(backend.url, backend.anonKey, {
      auth: { persistSession: false },
      realtime: { transport: WebSocket as never },
    });
    const channel = client.channel('mixed', { config: { broadcast: { ack: true } } });
    await new Promise<void>((resolve) =>
      channel.subscribe((s) => String(s) === 'SUBSCRIBED' && resolve()),
    );
    expect(await channel.send({ type: 'broadcast', event: 'move', payload: { x: 2 } })).toBe('ok');
    expect(await raw.next((f) => f.event === 'broadcast')).toMatchObject({
      payload: { type: 'broadcast', event: 'move', payload: { x: 2 } },
    });
    await client.removeAllChannels();
  });

  it('closes a channel whose token expires, with hosted system message', async () => {
    const guest = createClient(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const { data } = await guest.auth.signInAnonymously();
    const token = data.session!.access_token;
    const s = await socket();
    const joined = s.send('realtime:short', 'phx_join', { config: {}, access_token: token }, '1');
    expect((await s.next(replyTo(joined))).payload).toMatchObject({ status: 'ok' });
    const system = await s.next((f) => f.event === 'system', 8000);
    expect(system.payload).toMatchObject({
      extension: 'system',
      status: 'error',
      channel: 'short',
    });
    expect((system.payload as Frame).message).toMatch(/^Token has expired \d+ seconds ago$/);
    await s.next((f) => f.event === 'phx_close');

    const late = s.send('realtime:short', 'phx_join', { config: {}, access_token: token }, '2');
    expect((await s.next(replyTo(late))).payload).toMatchObject({
      status: 'error',
      response: { reason: expect.stringMatching(/^InvalidJWTToken: Token has expired/) as unknown },
    });
  });

  it('shuts a channel down when a new access token is not a valid JWT', async () => {
    const s = await socket();
    const joined = s.send('realtime:swap', 'phx_join', { config: {} }, '1');
    await s.next(replyTo(joined));
    s.send('realtime:swap', 'access_token', { access_token: 'not-a-jwt' }, '1');
    const system = await s.next((f) => f.event === 'system');
    expect((system.payload as Frame).message).toBe('The token provided is not a valid JWT');
    await s.next((f) => f.event === 'phx_close');
  });
});
