import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../sync';
import { t } from '../../lib/i18n';

// Rooms on Supabase Realtime, as the room pages use them: create, join and rejoin a room through
// the room RPCs (20261129300000_rooms.sql), then its private channels. The same code runs against
// the local backend and a hosted project.
//
//   room:{roomId}                the host broadcasts each state ('state': {seq, state}); every
//                                seated phone tracks its presence there under its seat id
//   room:{roomId}:seat:{seatId}  that seat's player sends intents ('intent') and asks for the
//                                state again ('resync'); the host answers there, and sends what
//                                only that player may see ('private')
//
// The server's policies decide who may join and send on each topic, so a message on a seat's
// channel comes from that seat's player (or the host), and a state on the room channel from the
// host: no phone can act for another seat or as the host.

export type RoomClient = SupabaseClient<Database>;

/** A seat as the server answers it; `seatToken` is what a phone keeps to get its seat back. */
export interface RoomSeat {
  roomId: string;
  code: string;
  game: string;
  seatId: string;
  seatNumber: number;
  name: string;
  seatToken: string;
  host: boolean;
  hostSeatId: string | null;
}

export type RoomProblem =
  | 'no-room' // no live room has that code, or the room has ended
  | 'full' // 16 players already
  | 'name' // empty, too long, control characters, or taken in this room
  | 'seat-lost' // the seat token no longer names a seat of this phone
  | 'not-allowed' // not seated, not the host, or not signed in
  | 'game' // a game that rooms do not play
  | 'channel' // the channel refused this phone or could not be reached
  | 'network'; // no answer from the server

export class RoomError extends Error {
  constructor(
    readonly problem: RoomProblem,
    message: string,
  ) {
    super(message);
    this.name = 'RoomError';
  }
}

const PROBLEM_BY_CODE: Record<string, RoomProblem> = {
  PDR01: 'no-room',
  PDR02: 'full',
  PDR03: 'name',
  PDR04: 'seat-lost',
  PDR05: 'not-allowed',
  PDR06: 'game',
};

export const roomTopic = (roomId: string) => `room:${roomId}`;
export const seatTopic = (roomId: string, seatId: string) => `room:${roomId}:seat:${seatId}`;

/** At most this many intents a second from one seat reach the host's game (the rest are dropped). */
export const INTENTS_PER_SECOND = 10;

async function call<T>(promise: PromiseLike<{ data: unknown; error: unknown }>): Promise<T> {
  let answer: { data: unknown; error: unknown };
  try {
    answer = await promise;
  } catch {
    throw new RoomError('network', t('rooms.error.unreachable'));
  }
  const error = answer.error as { code?: string; message?: string } | null;
  if (error) {
    const problem = PROBLEM_BY_CODE[error.code ?? ''];
    if (problem) throw new RoomError(problem, error.message ?? problem);
    throw new RoomError('network', t('rooms.error.unreachable'));
  }
  return answer.data as T;
}

/** A session for this phone: the signed-in account, else an anonymous guest. */
export async function ensureRoomSession(client: RoomClient): Promise<string> {
  const { data } = await client.auth.getSession();
  if (data.session) return data.session.user.id;
  const { data: signed, error } = await client.auth.signInAnonymously();
  if (error || !signed.user) {
    throw new RoomError('network', t('rooms.error.guest'));
  }
  return signed.user.id;
}

export async function createRoom(client: RoomClient, game: string, name: string) {
  await ensureRoomSession(client);
  return call<RoomSeat>(client.rpc('create_room', { p_game: game, p_name: name }));
}

export async function joinRoom(client: RoomClient, code: string, name: string) {
  await ensureRoomSession(client);
  return call<RoomSeat>(client.rpc('join_room', { p_code: code, p_name: name }));
}

/** Back in a seat this phone kept (after a reload, a locked screen or a lost session). */
export async function rejoinRoom(
  client: RoomClient,
  seat: Pick<RoomSeat, 'roomId' | 'seatId' | 'seatToken'>,
) {
  await ensureRoomSession(client);
  return call<RoomSeat>(
    client.rpc('rejoin_room', {
      p_room: seat.roomId,
      p_seat: seat.seatId,
      p_seat_token: seat.seatToken,
    }),
  );
}

export interface RoomPlayer {
  seatId: string;
  seatNumber: number;
  name: string;
  host: boolean;
}

export const roomPlayers = (client: RoomClient, roomId: string) =>
  call<RoomPlayer[]>(client.rpc('room_players', { p_room: roomId }));

/** Makes this phone the host if the host it saw still is; false when another phone was first. */
export const takeOverRoom = (client: RoomClient, roomId: string, seenHostSeatId: string) =>
  call<{ took: boolean; hostSeatId: string }>(
    client.rpc('take_over_room', { p_room: roomId, p_seen_host_seat: seenHostSeatId }),
  );

export const endRoom = (client: RoomClient, roomId: string) =>
  call<boolean>(client.rpc('end_room', { p_room: roomId }));

export const leaveRoom = (client: RoomClient, roomId: string) =>
  call<boolean>(client.rpc('leave_room', { p_room: roomId }));

export const touchRoom = (client: RoomClient, roomId: string) =>
  call<boolean>(client.rpc('touch_room', { p_room: roomId }));

/** Who is connected: one entry per seat that has a phone on the room channel. */
export interface PresentSeat {
  seatId: string;
  name: string;
  seatNumber: number;
  host: boolean;
}

export interface RoomHandlers<State, Intent, Private> {
  /** A newer state from the host (duplicates and older sequence numbers never arrive here). */
  onState?(seq: number, state: State): void;
  /** Host only: an intent from a seat; `id` is the intent's own id (sent once, seen once). */
  onIntent?(seatId: string, id: string, intent: Intent): void;
  /** Host only: a seat needs the current state (it asked: it missed a message or came back; or
   * the host's phone just reached its channel). */
  onResync?(seatId: string, lastSeq: number): void;
  /** A player: something the host sent this seat alone. */
  onPrivate?(seq: number, payload: Private): void;
  onPresence?(seats: PresentSeat[]): void;
  /**
   * The server closed the room's channel (the room ended, this phone lost its seat, or only a
   * hiccup such as a token that expired on a locked phone): the client will not rejoin by itself.
   */
  onClosed?(reason: string): void;
  /** The room's channel dropped (a lost socket): the client rejoins by itself, `onLive` then. */
  onDropped?(): void;
  /** The room's channel is subscribed again after `onDropped`. */
  onLive?(): void;
}

export interface RoomConnection<State, Intent, Private> {
  readonly seat: RoomSeat;
  /** Host: sends a state to every phone; resolves once the server took it. */
  broadcastState(seq: number, state: State): Promise<void>;
  /** Host: sends one seat what only it may see. */
  sendPrivate(seatId: string, seq: number, payload: Private): Promise<void>;
  /** Player: an intent for the host, with an id so a resend is never counted twice. */
  sendIntent(id: string, intent: Intent): Promise<void>;
  /** Player: asks the host for the current state. */
  requestState(): Promise<void>;
  /** The highest state sequence number seen. */
  lastSeq(): number;
  close(): Promise<void>;
}

function subscribed(
  channel: RealtimeChannel,
  onSubscribed: () => void,
  onDropped: () => void = () => undefined,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let first = true;
    // Type-only imports keep supabase-js out of any bundle that loads this module first.
    channel.subscribe((state, err) => {
      const status = String(state);
      if (status === 'SUBSCRIBED') {
        // Called again each time realtime-js rejoins after a dropped socket.
        onSubscribed();
        if (first) resolve();
        first = false;
      } else if (!first && (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')) {
        onDropped();
      } else if (first && (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')) {
        first = false;
        reject(
          new RoomError(
            'channel',
            err?.message.startsWith('Unauthorized')
              ? t('rooms.error.noSeat')
              : t('rooms.error.unreachable'),
          ),
        );
      }
    });
  });
}

/** A per-seat window: at most `limit` intents in any second. */
function rateLimiter(limit: number) {
  const times = new Map<string, number[]>();
  return (seatId: string) => {
    const now = Date.now();
    const recent = (times.get(seatId) ?? []).filter((t) => now - t < 1000);
    if (recent.length >= limit) {
      times.set(seatId, recent);
      return false;
    }
    recent.push(now);
    times.set(seatId, recent);
    return true;
  };
}

/**
 * Opens a seat's channels: the room channel (state, presence) and, for a player, its seat
 * channel; for the host, every seated player's channel (found through presence and
 * `room_players`). Resolves once the room channel is joined.
 */
export async function openRoom<State = unknown, Intent = unknown, Private = unknown>(
  client: RoomClient,
  seat: RoomSeat,
  handlers: RoomHandlers<State, Intent, Private>,
): Promise<RoomConnection<State, Intent, Private>> {
  let seq = -1;
  let closed = false;
  const seatChannels = new Map<string, RealtimeChannel>();
  const seenIntents = new Map<string, Set<string>>();
  const allow = rateLimiter(INTENTS_PER_SECOND);

  const room = client.channel(roomTopic(seat.roomId), {
    config: {
      private: true,
      broadcast: { self: false, ack: true },
      presence: { key: seat.seatId },
    },
  });
  room.on('broadcast', { event: 'state' }, ({ payload }) => {
    const p = payload as { seq?: unknown; state?: State };
    if (typeof p.seq !== 'number' || p.seq <= seq) return;
    seq = p.seq;
    handlers.onState?.(p.seq, p.state as State);
  });
  room.on('presence', { event: 'sync' }, () => {
    const state = room.presenceState<{ name: string; seatNumber: number; host: boolean }>();
    const seats: PresentSeat[] = Object.entries(state).flatMap(([seatId, metas]) => {
      const meta = metas[0];
      return meta
        ? [{ seatId, name: meta.name, seatNumber: meta.seatNumber, host: meta.host }]
        : [];
    });
    seats.sort((a, b) => a.seatNumber - b.seatNumber);
    handlers.onPresence?.(seats);
    if (seat.host) for (const s of seats) if (s.seatId !== seat.seatId) void watchSeat(s.seatId);
  });
  room.on('system', {}, (payload: { status?: string; message?: string }) => {
    if (payload.status === 'error' && !closed) handlers.onClosed?.(payload.message ?? 'closed');
  });

  const ownSeatChannel = () => seatChannels.get(seat.seatId);

  function seatChannel(seatId: string) {
    const channel = client.channel(seatTopic(seat.roomId, seatId), {
      config: { private: true, broadcast: { self: false, ack: true } },
    });
    seatChannels.set(seatId, channel);
    return channel;
  }

  /** Host: listens to one seat's intents and requests. */
  async function watchSeat(seatId: string) {
    if (closed || seatChannels.has(seatId)) return;
    const channel = seatChannel(seatId);
    channel.on('broadcast', { event: 'intent' }, ({ payload }) => {
      const p = payload as { id?: unknown; intent?: Intent };
      if (typeof p.id !== 'string' || !allow(seatId)) return;
      const seen = seenIntents.get(seatId) ?? new Set<string>();
      seenIntents.set(seatId, seen);
      if (seen.has(p.id)) return;
      seen.add(p.id);
      if (seen.size > 1000) seen.delete(seen.values().next().value!);
      handlers.onIntent?.(seatId, p.id, p.intent as Intent);
    });
    channel.on('broadcast', { event: 'resync' }, ({ payload }) => {
      const p = payload as { lastSeq?: unknown };
      handlers.onResync?.(seatId, typeof p.lastSeq === 'number' ? p.lastSeq : -1);
    });
    try {
      // Each time the host's phone (re)joins a seat's channel, that seat may lack the state.
      await subscribed(channel, () => handlers.onResync?.(seatId, -1));
    } catch {
      // The seat left or was taken over: forget its channel, so presence can bring it back.
      seatChannels.delete(seatId);
      await client.removeChannel(channel);
    }
  }

  const track = () =>
    void room.track({ name: seat.name, seatNumber: seat.seatNumber, host: seat.host });

  let dropped = false;
  try {
    await subscribed(
      room,
      () => {
        track();
        if (dropped) handlers.onLive?.();
        dropped = false;
      },
      () => {
        if (closed) return;
        dropped = true;
        handlers.onDropped?.();
      },
    );
  } catch (e) {
    await client.removeChannel(room);
    throw e;
  }

  if (seat.host) {
    for (const player of await roomPlayers(client, seat.roomId).catch(() => [])) {
      if (player.seatId !== seat.seatId) void watchSeat(player.seatId);
    }
  } else {
    const own = seatChannel(seat.seatId);
    own.on('broadcast', { event: 'private' }, ({ payload }) => {
      const p = payload as { seq?: unknown; payload?: Private };
      if (typeof p.seq === 'number') handlers.onPrivate?.(p.seq, p.payload as Private);
    });
    try {
      // Each (re)join asks the host for the state this phone may have missed.
      await subscribed(own, () => void send(own, 'resync', { lastSeq: seq }));
    } catch (e) {
      await client.removeChannel(own);
      await client.removeChannel(room);
      throw e;
    }
  }

  async function send(channel: RealtimeChannel, event: string, payload: unknown) {
    const answer = await channel.send({ type: 'broadcast', event, payload });
    if (answer !== 'ok') {
      throw new RoomError('channel', t('rooms.error.unreachable'));
    }
  }

  return {
    seat,
    broadcastState: (next, state) => send(room, 'state', { seq: next, state }),
    async sendPrivate(seatId, next, payload) {
      const channel = seatChannels.get(seatId);
      if (!channel) throw new RoomError('not-allowed', t('rooms.error.seatGone'));
      await send(channel, 'private', { seq: next, payload });
    },
    async sendIntent(id, intent) {
      const own = ownSeatChannel();
      if (!own) throw new RoomError('not-allowed', t('rooms.error.playerOnly'));
      await send(own, 'intent', { id, intent });
    },
    async requestState() {
      const own = ownSeatChannel();
      if (own) await send(own, 'resync', { lastSeq: seq });
    },
    lastSeq: () => seq,
    async close() {
      closed = true;
      await Promise.all([room, ...seatChannels.values()].map((c) => client.removeChannel(c)));
      seatChannels.clear();
    },
  };
}
