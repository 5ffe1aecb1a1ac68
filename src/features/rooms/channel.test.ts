import { randomUUID } from 'node:crypto';
import { createClient, REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import type { Database } from '../../../sync';
import { startLocalBackend, type LocalBackend } from '../../../supabase/local/server.ts';
import {
  createRoom,
  joinRoom,
  openRoom,
  rejoinRoom,
  RoomError,
  seatTopic,
  type PresentSeat,
  type RoomClient,
  type RoomConnection,
  type RoomSeat,
} from './channel.ts';

// Rooms end to end on the local backend: real supabase-js clients, one per phone, each signed in
// as its own anonymous guest, on the backend's Realtime websocket and room RPCs.

let backend: LocalBackend;
const clients: RoomClient[] = [];

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0, engine: 'pglite' });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
  await backend?.close();
});

/** A phone: its own supabase-js client (Node 20 needs `ws` as the websocket). */
function phone(): RoomClient {
  const client = createClient<Database>(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never, heartbeatIntervalMs: 1000 },
  });
  clients.push(client);
  return client;
}

async function until(what: string, ok: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

interface Phone {
  client: RoomClient;
  seat: RoomSeat;
  room: RoomConnection<{ round: number }, { vote: string }, { card: string }>;
  states: number[];
  present: PresentSeat[];
  intents: { seatId: string; id: string; vote: string }[];
  resyncs: string[];
  privates: string[];
  /** 'dropped', 'live' and 'closed' as the room channel reported them. */
  link: string[];
}

async function open(client: RoomClient, seat: RoomSeat): Promise<Phone> {
  const p = {
    client,
    seat,
    states: [],
    present: [],
    intents: [],
    resyncs: [],
    privates: [],
    link: [],
  } as unknown as Phone;
  p.room = await openRoom(client, seat, {
    onState: (seq) => p.states.push(seq),
    onPresence: (seats) => (p.present = seats),
    onIntent: (seatId, id, intent) => p.intents.push({ seatId, id, vote: intent.vote }),
    onResync: (seatId) => p.resyncs.push(seatId),
    onPrivate: (_seq, payload) => p.privates.push(payload.card),
    onDropped: () => p.link.push('dropped'),
    onLive: () => p.link.push('live'),
    onClosed: () => p.link.push('closed'),
  });
  return p;
}

describe('a room of twelve phones', () => {
  let host: Phone;
  let players: Phone[];

  beforeAll(async () => {
    const hostClient = phone();
    host = await open(hostClient, await createRoom(hostClient, 'most-likely-to', 'Host'));
    players = await Promise.all(
      Array.from({ length: 11 }, async (_, i) => {
        const client = phone();
        return open(client, await joinRoom(client, host.seat.code, `Player ${i + 1}`));
      }),
    );
  }, 60_000);

  it('shows every seat as present on every phone', async () => {
    await until('12 present on every phone', () =>
      [host, ...players].every((p) => p.present.length === 12),
    );
    expect(host.present.map((s) => s.seatNumber)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    expect(host.present.filter((s) => s.host).map((s) => s.seatId)).toEqual([host.seat.seatId]);
  });

  it('delivers each host state to all 11 players once, in sequence order', async () => {
    await host.room.broadcastState(1, { round: 1 });
    await until('state 1 everywhere', () => players.every((p) => p.states.includes(1)));
    // A duplicate and an older state change nothing; the next one arrives.
    await host.room.broadcastState(1, { round: 1 });
    await host.room.broadcastState(0, { round: 0 });
    await host.room.broadcastState(2, { round: 2 });
    await until('state 2 everywhere', () => players.every((p) => p.states.includes(2)));
    for (const p of players) expect(p.states).toEqual([1, 2]);
    expect(host.states).toEqual([]);
  });

  it("counts a player's intent once however often it is sent, under that player's seat", async () => {
    const voter = players[3]!;
    const id = randomUUID();
    await until('host watches every seat', () => host.resyncs.length >= 11);
    await voter.room.sendIntent(id, { vote: 'Player 1' });
    await voter.room.sendIntent(id, { vote: 'Player 1' });
    // A later intent from the same phone on the same channel arrives after both copies: once it
    // is in, any second copy would be too.
    const after = randomUUID();
    await voter.room.sendIntent(after, { vote: 'Player 2' });
    await until('the later vote', () => host.intents.some((i) => i.id === after));
    expect(host.intents.filter((i) => i.id === id)).toEqual([
      { seatId: voter.seat.seatId, id, vote: 'Player 1' },
    ]);
  });

  it("gives a player's card to that player alone", async () => {
    const chosen = players[0]!;
    await host.room.sendPrivate(chosen.seat.seatId, 3, { card: 'Dare: sing' });
    await until('the card', () => chosen.privates.length === 1);
    // Then a card of their own to every other phone, sent after it on the same socket: each
    // phone holds only its own once that arrives.
    const others = players.slice(1);
    for (const p of others) await host.room.sendPrivate(p.seat.seatId, 4, { card: 'Your own' });
    await until('every other card', () => others.every((p) => p.privates.length >= 1));
    expect(others.every((p) => p.privates.join() === 'Your own')).toBe(true);
    expect(chosen.privates).toEqual(['Dare: sing']);
  });

  it('drops a state sent by a player: only the host speaks on the room channel', async () => {
    const cheat = players[5]!;
    // Refused broadcasts get no answer, as on hosted Realtime: the send is not awaited.
    void cheat.room.broadcastState(99, { round: 99 }).catch(() => undefined);
    // The server handles one socket's frames in order: once the cheat's next intent reaches the
    // host, its broadcast has been dealt with.
    const marker = randomUUID();
    await cheat.room.sendIntent(marker, { vote: 'Player 1' });
    await until('the cheat’s later intent', () => host.intents.some((i) => i.id === marker));
    await host.room.broadcastState(4, { round: 4 });
    await until('state 4 everywhere', () => players.every((p) => p.states.includes(4)));
    expect(players.some((p) => p.states.includes(99))).toBe(false);
  });

  it("refuses a phone without a seat, and a player on another seat's channel", async () => {
    const stranger = phone();
    await stranger.auth.signInAnonymously();
    const forged: RoomSeat = { ...players[0]!.seat, seatToken: 'x' };
    const refused = await openRoom(stranger, forged, {}).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RoomError);
    expect((refused as RoomError).message).toBe('This phone has no seat in that room.');
    const impostor = players[1]!.client;
    const status = await new Promise<string>((resolve) =>
      impostor
        .channel(seatTopic(host.seat.roomId, players[2]!.seat.seatId), {
          config: { private: true },
        })
        .subscribe((s, err) => {
          if (s !== REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve(`${s} ${err?.message ?? ''}`);
          else resolve(s);
        }),
    );
    expect(status).toBe(
      `CHANNEL_ERROR Unauthorized: You do not have permissions to read from this Channel topic: ${seatTopic(host.seat.roomId, players[2]!.seat.seatId)}`,
    );
    await impostor.removeChannel(impostor.getChannels().find((c) => c.topic.includes(':seat:'))!);
  });

  it('keeps a phone in its room when its access token is refreshed', async () => {
    const p = players[6]!;
    const before = (await p.client.auth.getSession()).data.session!.access_token;
    await new Promise((r) => setTimeout(r, 1100)); // a new token needs a new second of issue
    const { data } = await p.client.auth.refreshSession();
    expect(data.session!.access_token).not.toBe(before);
    await host.room.broadcastState(5, { round: 5 });
    await until('state 5 on the refreshed phone', () => p.states.includes(5));
  });

  it('brings every phone back after the sockets drop, and each asks for the state', async () => {
    const asked = host.resyncs.length;
    backend.dropRealtimeSockets();
    await until('every player asked again', () => host.resyncs.length >= asked + 11, 20_000);
    await until('12 present again', () => host.present.length === 12, 20_000);
    await host.room.broadcastState(6, { round: 6 });
    await until('state 6 everywhere', () => players.every((p) => p.states.includes(6)));
    // Each phone was told the link dropped and came back; none that its room closed.
    await until('live again everywhere', () =>
      [host, ...players].every((p) => p.link.at(-1) === 'live'),
    );
    for (const p of [host, ...players]) {
      expect(p.link).toContain('dropped');
      expect(p.link).not.toContain('closed');
    }
  });

  it('puts a reloaded phone with a new session back in its seat', async () => {
    const old = players[10]!;
    const reloaded = phone();
    const seat = await rejoinRoom(reloaded, old.seat);
    expect(seat.seatId).toBe(old.seat.seatId);
    expect(seat.seatNumber).toBe(old.seat.seatNumber);
    await old.room.close();
    const back = await open(reloaded, seat);
    await host.room.broadcastState(7, { round: 7 });
    await until('state 7 on the reloaded phone', () => back.states.includes(7));
  });

  it('shows a player leaving as gone from presence', async () => {
    const leaving = players[9]!;
    await leaving.room.close();
    await until('11 present', () => host.present.length === 11);
    expect(host.present.some((s) => s.seatId === leaving.seat.seatId)).toBe(false);
  });
});

describe('joining', () => {
  it('says when a code names no room, and when a room is full', async () => {
    const c = phone();
    const missing = await joinRoom(c, 'ZZZZZZ', 'Zed').catch((e: unknown) => e);
    expect((missing as RoomError).problem).toBe('no-room');
    const hostClient = phone();
    const seat = await createRoom(hostClient, 'never-have-i-ever', 'Host');
    for (let i = 0; i < 15; i++) await joinRoom(phone(), seat.code, `P${i}`);
    const full = await joinRoom(phone(), seat.code, 'Late').catch((e: unknown) => e);
    expect(full).toBeInstanceOf(RoomError);
    expect((full as RoomError).problem).toBe('full');
    expect((full as RoomError).message).toBe(
      'This room is full: 16 players is the most a room holds.',
    );
  }, 60_000);

  it('signs a guest in anonymously, with is_anonymous in its token', async () => {
    const c = phone();
    const { data, error } = await c.auth.signInAnonymously();
    expect(error).toBeNull();
    expect(data.user!.is_anonymous).toBe(true);
    const token = data.session!.access_token;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      is_anonymous: boolean;
      role: string;
    };
    expect(claims).toMatchObject({ is_anonymous: true, role: 'authenticated' });
  });
});
