import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  endRoom,
  joinRoom,
  leaveRoom,
  openRoom,
  rejoinRoom,
  RoomError,
  takeOverRoom,
  touchRoom,
  type PresentSeat,
  type RoomConnection,
  type RoomSeat,
} from './channel';
import { t } from '../../lib/i18n';
import { roomClient } from './client';
import {
  newHostRecord,
  RoomHost,
  RoomPlayer,
  takenOverRecord,
  type RoomView,
  type SeatFlags,
  type SeatMessage,
  type WireIntent,
} from './driver';
import { loadRoomGame } from './games';
import { loadRoomLang, roomLangOf } from './games/room-lang';
import { LinkWatch, type LinkState, type Probe } from './link';
import type { AnyRoomGameModule } from './room-game';
import {
  forgetSeat,
  readHostRecord,
  readSeat,
  rememberRoomName,
  writeHostRecord,
  writeSeat,
} from './storage';

// The room page's hook: this phone's seat in the room with code `code`, its channel, and the
// driver (host or player) around the room's game.

/** How long a room may show no host's phone before a player's phone offers to take over. */
export const HOST_GONE_MS = 10_000;
const RESEND_MS = 2_000;
const TICK_MS = 4_000;
const TOUCH_MS = 60_000;

export type RoomStatus =
  | { kind: 'loading' }
  | { kind: 'join'; problem: string | null }
  | { kind: 'no-room' }
  /** The channel is being opened afresh after it dropped; the seat is still there. */
  | { kind: 'reconnecting' }
  /** The host ended the room (or it is gone for good); `host`: this phone was the host. */
  | { kind: 'ended'; host: boolean; game: string; names: string[] }
  /** This phone gave up its seat. */
  | { kind: 'left'; game: string }
  | { kind: 'unreachable'; message: string; host: boolean; game: string | null }
  | { kind: 'open' };

type Connection = RoomConnection<RoomView, WireIntent, SeatMessage>;

export interface RoomState {
  status: RoomStatus;
  seat: RoomSeat | null;
  module: AnyRoomGameModule | null;
  room: RoomView | null;
  secret: unknown;
  present: PresentSeat[];
  /** The host's phone has not been seen for a while: this phone may take over. */
  hostGone: boolean;
  /** Host only: the last state could not be sent to the other phones. */
  cut: boolean;
  /** Host only: whether Start may be pressed, and why not. */
  canStart: { ok: true } | { ok: false; reason: string } | null;
  /** The channel dropped and this phone is getting back in (the room is still there). */
  reconnecting: boolean;
  /** A player: the flags it asked for that the host has not yet applied. */
  pendingFlags: SeatFlags | null;
  /** Host: changes the game's settings in the lobby. */
  configure: (settings: unknown) => void;
  /** A player gives up their seat. */
  leave: () => Promise<void>;
  /** The host ends the room for everyone. */
  end: () => Promise<void>;
  join: (name: string) => Promise<void>;
  send: (intent: unknown) => void;
  setFlags: (flags: SeatFlags) => void;
  start: () => void;
  takeOver: () => Promise<void>;
  retry: () => void;
}

/** How long a leaving phone waits for the host to take its seat off the table. */
const LEAVE_ACK_MS = 3000;

const randomSeed = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

const problemText = (error: unknown) =>
  error instanceof RoomError ? error.message : t('rooms.error.unreachable');

export function useRoom(code: string): RoomState {
  const [status, setStatus] = useState<RoomStatus>({ kind: 'loading' });
  const [seat, setSeat] = useState<RoomSeat | null>(null);
  const [module, setModule] = useState<AnyRoomGameModule | null>(null);
  const [present, setPresent] = useState<PresentSeat[]>([]);
  const [hostGone, setHostGone] = useState(false);
  const [cut, setCut] = useState(false);
  const [link, setLink] = useState<LinkState>('live');
  /** The next open follows a dropped link: the page says "reconnecting", not "finding". */
  const reopening = useRef(false);
  const [generation, reopen] = useReducer((n: number) => n + 1, 0);
  const [, render] = useReducer((n: number) => n + 1, 0);
  const hostRef = useRef<RoomHost | null>(null);
  const playerRef = useRef<RoomPlayer | null>(null);
  const connRef = useRef<Connection | null>(null);

  useEffect(() => {
    let live = true;
    const cleanups: (() => void)[] = [];
    hostRef.current = null;
    playerRef.current = null;
    setHostGone(false);
    setLink('live');
    const again = reopening.current;
    reopening.current = false;

    async function open(stored: RoomSeat, pending: [string, WireIntent][]) {
      const client = await roomClient();
      if (!client) throw new RoomError('network', t('rooms.error.noRooms'));
      const seatNow = await rejoinRoom(client, stored).catch((error: unknown) => {
        if (
          error instanceof RoomError &&
          (error.problem === 'seat-lost' || error.problem === 'no-room')
        ) {
          forgetSeat(code);
        }
        throw error;
      });
      const loaded = await loadRoomGame(seatNow.game);
      if (!loaded) throw new RoomError('game', t('rooms.error.unknownGame'));
      if (!live) return;
      writeSeat({ seat: seatNow, pending });
      setSeat(seatNow);
      setModule(() => loaded);
      const game = loaded.game;

      const probe = async (): Promise<Probe> => {
        try {
          await rejoinRoom(client, seatNow);
          return 'here';
        } catch (error) {
          return error instanceof RoomError &&
            (error.problem === 'no-room' || error.problem === 'seat-lost')
            ? 'gone'
            : 'unknown';
        }
      };
      const watch = new LinkWatch(
        probe,
        () => {
          if (!live) return;
          reopening.current = true;
          reopen();
        },
        (state) => {
          if (!live) return;
          setLink(state);
          if (state === 'gone') {
            forgetSeat(code);
            setStatus({
              kind: 'ended',
              host: seatNow.host,
              game: seatNow.game,
              names:
                (hostRef.current?.room ?? playerRef.current?.room)?.seats.map((s) => s.name) ?? [],
            });
          }
        },
      );
      cleanups.push(() => watch.stop());

      let host: RoomHost | null = null;
      let player: RoomPlayer | null = null;
      // When a host's phone was last seen in the room's presence, and whether it is there now.
      let hostSeenAt = Date.now();
      let hostHere = true;
      if (seatNow.host) {
        const record = (await readHostRecord(seatNow.roomId)) ?? newHostRecord(seatNow);
        // The room's language (its settings): this phone deals from that language's deck, loaded
        // first, whatever its own page's language (a phone that took over as host too).
        await loadRoomLang(seatNow.game, roomLangOf(record.settings));
        if (!live) return;
        host = new RoomHost(
          game,
          { ...record, hostSeatId: seatNow.seatId },
          {
            broadcastState: async (seq, room) => {
              const conn = connRef.current;
              if (!conn) return;
              try {
                await conn.broadcastState(seq, room);
                if (live) setCut(false);
              } catch (error) {
                // The other phones cannot see the game: the page offers to carry on here.
                if (live) setCut(true);
                throw error;
              }
            },
            sendPrivate: (seatId, seq, message) =>
              connRef.current?.sendPrivate(seatId, seq, message) ?? Promise.resolve(),
          },
          writeHostRecord,
        );
        cleanups.push(host.subscribe(render));
        hostRef.current = host;
      } else {
        player = new RoomPlayer(
          seatNow.seatId,
          (id, intent) => connRef.current?.sendIntent(id, intent) ?? Promise.reject(new Error()),
          new Map(pending),
          (waiting) => writeSeat({ seat: seatNow, pending: [...waiting] }),
        );
        cleanups.push(player.subscribe(render));
        playerRef.current = player;
      }

      const conn = await openRoom<RoomView, WireIntent, SeatMessage>(client, seatNow, {
        onState: (seq, room) => {
          // Ready to take over as host, and to show the cards' lead-ins, in the room's language.
          if (player) void loadRoomLang(seatNow.game, roomLangOf(room.settings)).catch(() => {});
          player?.receive(seq, room);
          if (room.phase === 'ended') ended(room);
        },
        onPrivate: (seq, message) => {
          player?.receivePrivate(seq, message);
          if (message.room?.phase === 'ended') ended(message.room);
        },
        onIntent: (seatId, id, intent) => void host?.intent(seatId, id, intent),
        onResync: (seatId) => void host?.resync(seatId),
        onPresence: (seats) => {
          if (!live) return;
          setPresent(seats);
          const here = seats.some((s) => s.host);
          // Still here, or just gone: the wait before offering to take over starts now.
          if (here || hostHere) hostSeenAt = Date.now();
          hostHere = here;
          if (here) setHostGone(false);
          void host?.presence(seats);
        },
        // A closed or dropped channel is not a gone room: the watch asks the server.
        onClosed: () => watch.dropped(true),
        onDropped: () => watch.dropped(false),
        onLive: () => watch.live(),
      });
      /** A player's phone: the host ended the room. */
      function ended(room: RoomView) {
        if (!live) return;
        live = false;
        forgetSeat(code);
        watch.stop();
        setStatus({
          kind: 'ended',
          host: false,
          game: seatNow.game,
          names: room.seats.map((s) => s.name),
        });
        for (const cleanup of cleanups) cleanup();
        cleanups.length = 0;
      }
      if (!live) {
        await conn.close();
        return;
      }
      connRef.current = conn;
      cleanups.push(() => {
        connRef.current = null;
        void conn.close();
      });
      setStatus({ kind: 'open' });
      if (host) {
        await host.rebroadcast();
        const tick = setInterval(() => void host.tick(), TICK_MS);
        const touch = setInterval(
          () => void touchRoom(client, seatNow.roomId).catch(() => {}),
          TOUCH_MS,
        );
        cleanups.push(
          () => clearInterval(tick),
          () => clearInterval(touch),
        );
      } else if (player) {
        const p = player;
        p.resend();
        const timer = setInterval(() => {
          if (p.pending.size > 0) {
            p.resend();
            void conn.requestState().catch(() => undefined);
          }
          if (!hostHere && Date.now() - hostSeenAt > HOST_GONE_MS) setHostGone(true);
        }, RESEND_MS);
        cleanups.push(() => clearInterval(timer));
      }
    }

    const stored = readSeat(code);
    if (!stored) setStatus({ kind: 'join', problem: null });
    else {
      setStatus({ kind: again ? 'reconnecting' : 'loading' });
      open(stored.seat, stored.pending).catch((error: unknown) => {
        if (!live) return;
        if (error instanceof RoomError && error.problem === 'no-room') {
          setStatus(
            again
              ? { kind: 'ended', host: stored.seat.host, game: stored.seat.game, names: [] }
              : { kind: 'no-room' },
          );
        } else if (error instanceof RoomError && error.problem === 'seat-lost') {
          setStatus({ kind: 'join', problem: null });
        } else {
          setStatus({
            kind: 'unreachable',
            message: problemText(error),
            host: stored.seat.host,
            game: stored.seat.game,
          });
        }
      });
    }
    return () => {
      live = false;
      for (const cleanup of cleanups) cleanup();
    };
  }, [code, generation]);

  const join = useCallback(
    async (name: string) => {
      try {
        const client = await roomClient();
        if (!client) throw new RoomError('network', t('rooms.error.noRooms'));
        const joined = await joinRoom(client, code, name);
        rememberRoomName(name);
        writeSeat({ seat: joined, pending: [] });
        reopen();
      } catch (error) {
        if (error instanceof RoomError && error.problem === 'no-room')
          setStatus({ kind: 'no-room' });
        else setStatus({ kind: 'join', problem: problemText(error) });
      }
    },
    [code],
  );

  const send = useCallback((intent: unknown) => {
    const wire: WireIntent = { kind: 'game', intent };
    if (hostRef.current) void hostRef.current.local(wire);
    else playerRef.current?.intent(wire);
  }, []);

  const setFlags = useCallback((flags: SeatFlags) => {
    const wire: WireIntent = { kind: 'flags', flags };
    if (hostRef.current) void hostRef.current.local(wire);
    else playerRef.current?.intent(wire);
  }, []);

  const start = useCallback(() => void hostRef.current?.start(randomSeed()), []);

  const configure = useCallback(
    (settings: unknown) => void hostRef.current?.configure(settings),
    [],
  );

  const leave = useCallback(async () => {
    const player = playerRef.current;
    const conn = connRef.current;
    if (!player || !conn || !seat) return;
    // Tell the host first, so the others see this seat go at once; then give the seat up.
    // The host's state that takes the seat off the table, or 3 s without one (no signal, or no
    // host right now): the seat is given up either way.
    await player.acknowledged(player.intent({ kind: 'leave' }), LEAVE_ACK_MS);
    const client = await roomClient();
    if (client) await leaveRoom(client, seat.roomId).catch(() => undefined);
    forgetSeat(code);
    setStatus({ kind: 'left', game: seat.game });
    connRef.current = null;
    await conn.close();
  }, [seat, code]);

  const end = useCallback(async () => {
    const host = hostRef.current;
    const conn = connRef.current;
    if (!host || !seat) return;
    const names = host.room.seats.map((s) => s.name);
    // Every phone is told before the code stops working.
    await host.end();
    const client = await roomClient();
    if (client) await endRoom(client, seat.roomId).catch(() => undefined);
    forgetSeat(code);
    setStatus({ kind: 'ended', host: true, game: seat.game, names });
    connRef.current = null;
    await conn?.close();
  }, [seat, code]);

  const takeOver = useCallback(async () => {
    const player = playerRef.current;
    if (!seat || !player?.room || !module) return;
    const client = await roomClient();
    if (!client) return;
    try {
      // Deals in the room's language: its deck is loaded before this phone deals from it.
      await loadRoomLang(seat.game, roomLangOf(player.room.settings));
      const answer = await takeOverRoom(client, seat.roomId, player.room.hostSeatId);
      if (answer.took) {
        await writeHostRecord(takenOverRecord(module.game, seat, player.seq, player.room));
      }
      // Took over, or another phone was first: either way the seat opens again as it now is.
      reopen();
    } catch (error) {
      setStatus({ kind: 'unreachable', message: problemText(error), host: false, game: seat.game });
    }
  }, [seat, module]);

  const host = hostRef.current;
  const player = playerRef.current;
  return {
    status,
    seat,
    module,
    room: host ? host.room : (player?.room ?? null),
    secret: host ? host.secret(host.stored.hostSeatId) : (player?.secret ?? null),
    present,
    hostGone: !host && hostGone,
    cut: !!host && cut,
    canStart: host ? host.canStart() : null,
    reconnecting: link === 'reconnecting',
    pendingFlags: player?.pendingFlags() ?? null,
    configure,
    leave,
    end,
    join,
    send,
    setFlags,
    start,
    takeOver,
    retry: reopen,
  };
}
