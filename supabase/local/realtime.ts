import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { BackendCore } from './core.ts';
import type { SqlTx } from './database.ts';

// The Realtime stand-in: the websocket at /realtime/v1/websocket as supabase/realtime serves it
// to realtime-js, for Broadcast and Presence (no Postgres Changes). Phoenix channel protocol,
// serializer 1.0.0 (JSON objects) and 2.0.0 (JSON arrays, and the binary user-broadcast frames
// realtime-js sends by default); private channels authorised as hosted does it, through the RLS
// policies on realtime.messages: on join, probe rows for the topic are inserted and selected back
// as the caller (read); on the first broadcast or track, a row is inserted as the caller (write);
// both in a transaction that is rolled back. Replies and error texts are hosted's.

type Vsn = '1.0.0' | '2.0.0';
type Extension = 'broadcast' | 'presence';

interface Message {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** A broadcast as a client sent it: a JSON payload, or a 2.0.0 binary frame's parts. */
type Broadcast =
  | { kind: 'json'; payload: Record<string, unknown> }
  | { kind: 'binary'; event: string; encoding: number; body: Buffer };

interface Policies {
  broadcast: { read?: boolean; write?: boolean };
  presence: { read?: boolean; write?: boolean };
}

interface Connection {
  ws: WebSocket;
  vsn: Vsn;
  /** The apikey the socket connected with: the token of a join that names none. */
  apiToken: string;
  channels: Map<string, Channel>;
  lastSeen: number;
  queue: Promise<void>;
}

interface Channel {
  conn: Connection;
  topic: string;
  subTopic: string;
  joinRef: string | null;
  isPrivate: boolean;
  self: boolean;
  ack: boolean;
  presenceKey: string;
  presenceEnabled: boolean;
  token: string;
  claims: JWTPayload;
  policies: Policies;
  presenceRef: string | null;
  presenceMeta: Record<string, unknown> | null;
  expiry: NodeJS.Timeout | null;
}

export interface RealtimeOptions {
  /** Sockets silent for this long are closed (Phoenix's websocket timeout, 60 s). */
  idleTimeoutMs?: number;
}

const WEBSOCKET_PATH = '/realtime/v1/websocket';
/** Largest message a client may send (hosted's default broadcast payload limit is 256 KB). */
const MAX_MESSAGE_BYTES = 256 * 1024;

/** Thrown to roll a policy check's transaction back with its answer. */
class Rollback<T> extends Error {
  constructor(readonly value: T) {
    super('rolled back');
  }
}

type TokenCheck = { ok: true; claims: JWTPayload } | { ok: false; code: string; message: string };

export function createRealtime(core: BackendCore, options: RealtimeOptions = {}) {
  const idleTimeoutMs = options.idleTimeoutMs ?? 60_000;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const connections = new Set<Connection>();
  /** Joined channels by hosted's tenant topic: a private and a public channel never meet. */
  const rooms = new Map<string, Set<Channel>>();
  const roomKey = (chan: Pick<Channel, 'isPrivate' | 'subTopic'>) =>
    `${chan.isPrivate ? 'private' : 'public'}:${chan.subTopic}`;

  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const conn of connections) if (now - conn.lastSeen > idleTimeoutMs) conn.ws.terminate();
    },
    Math.min(15_000, idleTimeoutMs),
  );
  sweep.unref();

  async function checkToken(token: string): Promise<TokenCheck> {
    try {
      const { payload } = await jwtVerify(token.replace(/\s/g, ''), core.secret, {
        algorithms: ['HS256'],
      });
      if (typeof payload.role !== 'string' || typeof payload.exp !== 'number') {
        return {
          ok: false,
          code: 'InvalidJWTToken',
          message: 'Fields `role` and `exp` are required in JWT',
        };
      }
      return { ok: true, claims: payload };
    } catch (e) {
      if (e instanceof joseErrors.JWTExpired) {
        const exp = Number(e.payload.exp ?? 0);
        const ago = Math.max(0, Math.floor(Date.now() / 1000) - exp);
        return {
          ok: false,
          code: 'InvalidJWTToken',
          message: `Token has expired ${ago} seconds ago`,
        };
      }
      if (e instanceof joseErrors.JWSSignatureVerificationFailed) {
        return {
          ok: false,
          code: 'JwtSignatureError',
          message: 'Failed to validate JWT signature',
        };
      }
      return {
        ok: false,
        code: 'MalformedJWT',
        message: 'The token provided is not a valid JWT',
      };
    }
  }

  /** The caller's settings as hosted's Realtime sets them before a policy check. */
  async function switchToCaller(tx: SqlTx, claims: JWTPayload, topic: string) {
    await tx.query(
      `select set_config('role', $1, true), set_config('realtime.topic', $2, true),
              set_config('request.jwt.claims', $3, true), set_config('request.jwt.claim.sub', $4, true),
              set_config('request.jwt.claim.role', $1, true), set_config('request.headers', '{}', true)`,
      [String(claims.role), topic, JSON.stringify(claims), String(claims.sub ?? '')],
    );
  }

  async function rolledBack<T>(fn: (tx: SqlTx) => Promise<T>): Promise<T> {
    try {
      await core.db.transaction(async (tx) => {
        throw new Rollback(await fn(tx));
      });
    } catch (e) {
      if (e instanceof Rollback) return e.value as T;
      throw e;
    }
    throw new Error('unreachable');
  }

  /** Read: probe rows inserted by the server, then selected back as the caller. */
  async function readPolicies(chan: Channel, extensions: Extension[]) {
    const probes = extensions.map((extension) => ({ extension, id: randomUUID() }));
    const visible = await rolledBack(async (tx) => {
      for (const p of probes) {
        await tx.query('insert into realtime.messages (id, topic, extension) values ($1, $2, $3)', [
          p.id,
          chan.subTopic,
          p.extension,
        ]);
      }
      await switchToCaller(tx, chan.claims, chan.subTopic);
      const r = await tx.query<{ id: string }>(
        'select id from realtime.messages where id = any($1::uuid[])',
        [probes.map((p) => p.id)],
      );
      return new Set(r.rows.map((row) => row.id));
    });
    for (const p of probes) chan.policies[p.extension].read = visible.has(p.id);
  }

  /** Write: a row inserted as the caller, per extension, each in its own savepoint. */
  async function writePolicies(chan: Channel, extensions: Extension[]) {
    const allowed = await rolledBack(async (tx) => {
      await switchToCaller(tx, chan.claims, chan.subTopic);
      const out: Partial<Record<Extension, boolean>> = {};
      for (const extension of ['broadcast', 'presence'] as const) {
        if (!extensions.includes(extension)) {
          out[extension] = false;
          continue;
        }
        await tx.query('savepoint realtime_write_check');
        try {
          await tx.query('insert into realtime.messages (topic, extension) values ($1, $2)', [
            chan.subTopic,
            extension,
          ]);
          await tx.query('release savepoint realtime_write_check');
          out[extension] = true;
        } catch {
          await tx.query('rollback to savepoint realtime_write_check');
          out[extension] = false;
        }
      }
      return out;
    });
    chan.policies.broadcast.write = allowed.broadcast ?? false;
    chan.policies.presence.write = allowed.presence ?? false;
  }

  // Frames ---------------------------------------------------------------------------------------

  function encode(conn: Connection, m: Message): string {
    return conn.vsn === '1.0.0'
      ? JSON.stringify(m)
      : JSON.stringify([m.join_ref, m.ref, m.topic, m.event, m.payload]);
  }

  function send(conn: Connection, m: Message) {
    if (conn.ws.readyState === conn.ws.OPEN) conn.ws.send(encode(conn, m));
  }

  function reply(conn: Connection, m: Message, status: 'ok' | 'error', response: unknown = {}) {
    send(conn, {
      join_ref: m.join_ref,
      ref: m.ref,
      topic: m.topic,
      event: 'phx_reply',
      payload: { status, response },
    });
  }

  function push(chan: Channel, event: string, payload: unknown) {
    send(chan.conn, { join_ref: chan.joinRef, ref: null, topic: chan.topic, event, payload });
  }

  function decode(conn: Connection, data: RawData, isBinary: boolean): Message | null {
    const buf = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
    if (isBinary) return decodeBinary(buf);
    const parsed: unknown = JSON.parse(buf.toString('utf8'));
    if (conn.vsn === '2.0.0' && Array.isArray(parsed)) {
      const [join_ref, ref, topic, event, payload] = parsed as unknown[];
      if (typeof topic !== 'string' || typeof event !== 'string') return null;
      return { join_ref: str(join_ref), ref: str(ref), topic, event, payload };
    }
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      const o = parsed as Record<string, unknown>;
      if (typeof o.topic !== 'string' || typeof o.event !== 'string') return null;
      return {
        join_ref: str(o.join_ref),
        ref: str(o.ref),
        topic: o.topic,
        event: o.event,
        payload: o.payload,
      };
    }
    return null;
  }

  /** 2.0.0's user broadcast push (kind 3): lengths, then join ref, ref, topic, event, meta, body. */
  function decodeBinary(buf: Buffer): Message | null {
    if (buf.length < 7 || buf[0] !== 3) return null;
    const [joinRefLen, refLen, topicLen, eventLen, metaLen, encoding] = [1, 2, 3, 4, 5, 6].map(
      (i) => buf[i]!,
    ) as [number, number, number, number, number, number];
    let at = 7;
    const take = (n: number) => {
      const part = buf.subarray(at, at + n).toString('utf8');
      at += n;
      return part;
    };
    const joinRef = take(joinRefLen);
    const ref = take(refLen);
    const topic = take(topicLen);
    const event = take(eventLen);
    take(metaLen);
    const body = buf.subarray(at);
    const payload: Broadcast = { kind: 'binary', event, encoding, body: Buffer.from(body) };
    return { join_ref: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload };
  }

  /** A broadcast as each recipient's serializer wants it. */
  function deliver(chan: Channel, b: Broadcast) {
    const conn = chan.conn;
    if (conn.ws.readyState !== conn.ws.OPEN) return;
    if (b.kind === 'binary' && conn.vsn === '2.0.0') {
      // kind 4: topic, event and meta lengths, encoding, then the parts.
      const topic = Buffer.from(chan.topic);
      const event = Buffer.from(b.event);
      const header = Buffer.from([4, topic.length, event.length, 0, b.encoding]);
      conn.ws.send(Buffer.concat([header, topic, event, b.body]));
      return;
    }
    const payload =
      b.kind === 'json'
        ? b.payload
        : {
            type: 'broadcast',
            event: b.event,
            payload:
              b.encoding === 1
                ? (JSON.parse(b.body.toString('utf8')) as unknown)
                : b.body.toString('base64'),
          };
    send(conn, { join_ref: null, ref: null, topic: chan.topic, event: 'broadcast', payload });
  }

  // Presence -------------------------------------------------------------------------------------

  const canReadPresence = (c: Channel) => !c.isPrivate || c.policies.presence.read === true;

  function presenceState(chan: Channel) {
    const state: Record<string, { metas: Record<string, unknown>[] }> = {};
    for (const other of rooms.get(roomKey(chan)) ?? []) {
      if (!other.presenceRef || !other.presenceMeta) continue;
      (state[other.presenceKey] ??= { metas: [] }).metas.push({
        ...other.presenceMeta,
        phx_ref: other.presenceRef,
      });
    }
    return state;
  }

  function presenceDiff(chan: Channel, joins: object, leaves: object) {
    for (const other of rooms.get(roomKey(chan)) ?? []) {
      if (canReadPresence(other)) push(other, 'presence_diff', { joins, leaves });
    }
  }

  function track(chan: Channel, meta: Record<string, unknown>) {
    const previous = chan.presenceRef;
    if (previous && JSON.stringify(meta) === JSON.stringify(chan.presenceMeta)) return;
    const ref = randomBytes(9).toString('base64');
    const joined = { ...meta, phx_ref: ref, ...(previous ? { phx_ref_prev: previous } : {}) };
    const leaves =
      previous && chan.presenceMeta
        ? { [chan.presenceKey]: { metas: [{ ...chan.presenceMeta, phx_ref: previous }] } }
        : {};
    chan.presenceRef = ref;
    chan.presenceMeta = meta;
    chan.presenceEnabled = true;
    presenceDiff(chan, { [chan.presenceKey]: { metas: [joined] } }, leaves);
  }

  function untrack(chan: Channel) {
    if (!chan.presenceRef || !chan.presenceMeta) return;
    const left = { ...chan.presenceMeta, phx_ref: chan.presenceRef };
    chan.presenceRef = null;
    chan.presenceMeta = null;
    presenceDiff(chan, {}, { [chan.presenceKey]: { metas: [left] } });
  }

  // Channels -------------------------------------------------------------------------------------

  /** Leaves a channel: presence left, out of its room, and phx_close sent when asked. */
  function close(chan: Channel, notify: boolean) {
    if (chan.expiry) clearTimeout(chan.expiry);
    untrack(chan);
    const key = roomKey(chan);
    rooms.get(key)?.delete(chan);
    if (rooms.get(key)?.size === 0) rooms.delete(key);
    if (chan.conn.channels.get(chan.topic) === chan) chan.conn.channels.delete(chan.topic);
    if (notify) push(chan, 'phx_close', {});
  }

  /** Hosted's shutdown: a system message with the reason, then the channel closes. */
  function shutdown(chan: Channel, message: string) {
    push(chan, 'system', {
      extension: 'system',
      status: 'error',
      message,
      channel: chan.subTopic,
    });
    close(chan, true);
  }

  function scheduleExpiry(chan: Channel) {
    if (chan.expiry) clearTimeout(chan.expiry);
    const exp = Number(chan.claims.exp ?? 0) * 1000;
    // setTimeout holds at most 2^31-1 ms; a longer-lived token is checked again then.
    const wait = Math.min(Math.max(0, exp - Date.now()) + 50, 2 ** 31 - 1);
    chan.expiry = setTimeout(() => {
      void checkToken(chan.token).then((t) => {
        if (t.ok) scheduleExpiry(chan);
        else shutdown(chan, t.message);
      });
    }, wait);
    chan.expiry.unref();
  }

  async function join(conn: Connection, m: Message) {
    if (m.topic === 'realtime:' || !m.topic.startsWith('realtime:')) {
      return reply(conn, m, 'error', {
        reason: 'TopicNameRequired: You must provide a topic name',
      });
    }
    const payload = obj(m.payload) ?? {};
    const config = obj(payload.config) ?? {};
    const broadcast = obj(config.broadcast) ?? {};
    const presence = obj(config.presence) ?? {};
    const given = payload.access_token ?? payload.user_token;
    const token =
      typeof given === 'string' && !given.startsWith('sb_') && given ? given : conn.apiToken;
    const checked = await checkToken(token);
    if (!checked.ok) {
      return reply(conn, m, 'error', { reason: `${checked.code}: ${checked.message}` });
    }

    const existing = conn.channels.get(m.topic);
    if (existing) close(existing, true);
    const presenceKey =
      typeof presence.key === 'string' && presence.key !== '' ? presence.key : randomUUID();
    const chan: Channel = {
      conn,
      topic: m.topic,
      subTopic: m.topic.slice('realtime:'.length),
      joinRef: m.join_ref,
      isPrivate: bool(config.private),
      self: bool(broadcast.self),
      ack: bool(broadcast.ack),
      presenceKey,
      presenceEnabled: bool(presence.enabled),
      token,
      claims: checked.claims,
      policies: { broadcast: {}, presence: {} },
      presenceRef: null,
      presenceMeta: null,
      expiry: null,
    };
    if (chan.isPrivate) {
      try {
        await readPolicies(chan, chan.presenceEnabled ? ['broadcast', 'presence'] : ['broadcast']);
      } catch (e) {
        console.error('[local-backend] realtime read check', e);
        chan.policies.broadcast.read = false;
        chan.policies.presence.read = false;
      }
      if (!chan.policies.broadcast.read && !chan.policies.presence.read) {
        return reply(conn, m, 'error', {
          reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${chan.subTopic}`,
        });
      }
    }
    if (conn.ws.readyState !== conn.ws.OPEN) return;
    conn.channels.set(chan.topic, chan);
    const key = roomKey(chan);
    if (!rooms.has(key)) rooms.set(key, new Set());
    rooms.get(key)!.add(chan);
    scheduleExpiry(chan);
    reply(conn, m, 'ok', { postgres_changes: [] });
    if (chan.presenceEnabled && canReadPresence(chan)) {
      push(chan, 'presence_state', presenceState(chan));
    }
  }

  async function onBroadcast(chan: Channel, m: Message) {
    const b: Broadcast | null =
      m.payload && (m.payload as Broadcast).kind === 'binary'
        ? (m.payload as Broadcast)
        : obj(m.payload)
          ? { kind: 'json', payload: obj(m.payload)! }
          : null;
    if (!b) return;
    if (chan.isPrivate) {
      if (chan.policies.broadcast.write === undefined) {
        try {
          await writePolicies(
            chan,
            chan.presenceEnabled ? ['broadcast', 'presence'] : ['broadcast'],
          );
        } catch (e) {
          console.error('[local-backend] realtime write check', e);
          return;
        }
      }
      // As hosted: a refused broadcast is dropped without an answer, even when acks are on.
      if (!chan.policies.broadcast.write) return;
    }
    for (const other of rooms.get(roomKey(chan)) ?? []) {
      if (other === chan && !chan.self) continue;
      if (other.isPrivate && !other.policies.broadcast.read) continue;
      deliver(other, b);
    }
    if (chan.ack) reply(chan.conn, m, 'ok');
  }

  async function onPresence(chan: Channel, m: Message) {
    const p = obj(m.payload) ?? {};
    const event = typeof p.event === 'string' ? p.event.toLowerCase() : '';
    if (event === 'untrack') {
      untrack(chan);
      return reply(chan.conn, m, 'ok');
    }
    if (event !== 'track') return reply(chan.conn, m, 'error');
    if (chan.isPrivate) {
      try {
        if (chan.policies.presence.read === undefined) await readPolicies(chan, ['presence']);
        if (chan.policies.presence.write === undefined) {
          await writePolicies(chan, ['broadcast', 'presence']);
        }
      } catch (e) {
        console.error('[local-backend] realtime presence check', e);
        return reply(chan.conn, m, 'error');
      }
      if (!chan.policies.presence.write) return reply(chan.conn, m, 'error');
    }
    const meta = p.payload === undefined ? {} : obj(p.payload);
    if (!meta) {
      return reply(chan.conn, m, 'error', { reason: 'Presence track payload must be a map' });
    }
    const wasEnabled = chan.presenceEnabled;
    track(chan, meta);
    reply(chan.conn, m, 'ok');
    if (!wasEnabled && canReadPresence(chan)) push(chan, 'presence_state', presenceState(chan));
  }

  async function onAccessToken(chan: Channel, m: Message) {
    const given = (obj(m.payload) ?? {}).access_token;
    if (typeof given !== 'string' || given.startsWith('sb_') || given === chan.token) return;
    const checked = await checkToken(given);
    if (!checked.ok) return shutdown(chan, checked.message);
    chan.token = given;
    chan.claims = checked.claims;
    const couldRead = chan.policies.broadcast.read || chan.policies.presence.read;
    chan.policies = { broadcast: {}, presence: {} };
    if (chan.isPrivate) {
      try {
        await readPolicies(chan, chan.presenceEnabled ? ['broadcast', 'presence'] : ['broadcast']);
      } catch {
        return shutdown(chan, 'Realtime was unable to connect to the project database');
      }
      if (couldRead && !chan.policies.broadcast.read && !chan.policies.presence.read) {
        return shutdown(
          chan,
          `You no longer have permission to read from this Channel topic: ${chan.subTopic}`,
        );
      }
    }
    scheduleExpiry(chan);
  }

  async function handle(conn: Connection, m: Message) {
    if (m.topic === 'phoenix' && m.event === 'heartbeat') return reply(conn, m, 'ok');
    if (m.event === 'phx_join') return join(conn, m);
    const chan = conn.channels.get(m.topic);
    if (!chan) {
      if (m.event !== 'phx_leave') reply(conn, m, 'error', { reason: 'unmatched topic' });
      else reply(conn, m, 'ok');
      return;
    }
    switch (m.event) {
      case 'phx_leave':
        reply(conn, m, 'ok');
        return close(chan, true);
      case 'broadcast':
        return onBroadcast(chan, m);
      case 'presence':
        return onPresence(chan, m);
      case 'access_token':
        return onAccessToken(chan, m);
      default:
        return; // hosted logs and ignores other events
    }
  }

  function accept(ws: WebSocket, vsn: Vsn, apiToken: string) {
    const conn: Connection = {
      ws,
      vsn,
      apiToken,
      channels: new Map(),
      lastSeen: Date.now(),
      queue: Promise.resolve(),
    };
    connections.add(conn);
    ws.on('message', (data, isBinary) => {
      conn.lastSeen = Date.now();
      let m: Message | null;
      try {
        m = decode(conn, data, isBinary);
      } catch {
        m = null;
      }
      if (!m) return;
      const message = m;
      // One connection's messages are handled in the order they came.
      conn.queue = conn.queue
        .then(() => handle(conn, message))
        .catch((e: unknown) => console.error('[local-backend] realtime', e));
    });
    ws.on('close', () => {
      connections.delete(conn);
      for (const chan of [...conn.channels.values()]) close(chan, false);
    });
    ws.on('error', () => ws.terminate());
  }

  function refuse(socket: Duplex, status: number, text: string, message: string) {
    const body = JSON.stringify({ message });
    socket.end(
      `HTTP/1.1 ${status} ${text}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  }

  /** Answers an HTTP upgrade; false when the path is not Realtime's. */
  function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname !== WEBSOCKET_PATH) return false;
    const vsnParam = url.searchParams.get('vsn') ?? '1.0.0';
    if (vsnParam !== '1.0.0' && vsnParam !== '2.0.0') {
      refuse(socket, 400, 'Bad Request', `unsupported serializer version ${vsnParam}`);
      return true;
    }
    const header = req.headers.apikey;
    const apiToken =
      url.searchParams.get('apikey') ??
      url.searchParams.get('access_token') ??
      (typeof header === 'string' ? header : '');
    if (!apiToken) {
      refuse(socket, 401, 'Unauthorized', 'API key is missing or not a valid string');
      return true;
    }
    void checkToken(apiToken).then((t) => {
      if (!t.ok) {
        refuse(socket, 403, 'Forbidden', t.message);
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => accept(ws, vsnParam, apiToken));
    });
    return true;
  }

  return {
    upgrade,
    /** Closes every socket (as a server restart would). */
    dropAll() {
      for (const conn of connections) conn.ws.terminate();
    },
    close() {
      clearInterval(sweep);
      for (const conn of connections) conn.ws.terminate();
      wss.close();
    },
  };
}

function str(v: unknown): string | null {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null;
}

function obj(v: unknown): Record<string, unknown> | null {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : null;
}

/** Hosted's FlexibleBoolean: true, "true" and 1 are on. */
function bool(v: unknown): boolean {
  return v === true || v === 'true' || v === 1;
}
