import { t } from '../../lib/i18n';
import type { PresentSeat } from './channel';
import type { GameSeat, RoomGame, RoomGameContext } from './room-game';

// The room driver: what the host's phone and each player's phone do around a room game, apart
// from the channel (channel.ts) and the page, so it can be tested with no network.
//
// The host's phone keeps the whole room (`HostRecord`, stored after every change so a reload
// carries on), applies each intent once (ids it has applied are kept per seat and travel in every
// state as `applied`), and sends every phone the room as it now is. A player's phone keeps each
// intent it sent until a state lists its id in `applied`, and sends it again (same id) until then:
// a message lost on the way is sent again, one that arrives twice counts once.
//
// When the host's phone is gone, a player's phone can take over with the last room it saw. A game
// whose state has no secrets (most likely to) keeps its state equal to what it shares, so that is
// all the new host needs; a game with secrets re-deals them in `reseat`.

type Game = RoomGame<unknown, unknown, unknown, unknown, unknown>;

/** A phone's own flags for tonight, as it sends them to the host. */
export interface SeatFlags {
  sober: boolean;
  taken: boolean;
}

/** What a player's phone sends the host. */
export type WireIntent =
  | { kind: 'flags'; flags: SeatFlags }
  | { kind: 'game'; intent: unknown }
  /** The player gives up their seat: gone from the table at once, turns skip them. */
  | { kind: 'leave' };

/** Lobby, game, or ended by the host (every phone then says so, and the code stops working). */
export type RoomPhase = 'lobby' | 'game' | 'ended';

/** The room as every phone sees it: the payload of each state the host sends. */
export interface RoomView {
  phase: RoomPhase;
  hostSeatId: string;
  /** Lobby: everyone seated so far; game: the game's table. */
  seats: GameSeat[];
  /** The game's shared view (null in the lobby). */
  shared: unknown;
  /** Per seat, the ids of the last intents the host has applied (or refused): done, not to resend. */
  applied: Record<string, string[]>;
  /**
   * The game's settings as the host chose them (packs, rounds…): every phone sees them in the
   * lobby, and a phone taking over as host before Start keeps them.
   */
  settings?: unknown;
}

/** What the host sends one seat alone: the room again when it asked, and its secret. */
export interface SeatMessage {
  room?: RoomView;
  secret: unknown;
}

/** The host's whole room, as its phone stores it. */
export interface HostRecord {
  roomId: string;
  code: string;
  game: string;
  seq: number;
  phase: RoomPhase;
  hostSeatId: string;
  seats: GameSeat[];
  /** The game's full state (null in the lobby). */
  state: unknown;
  applied: Record<string, string[]>;
  /** The game's settings from the host's choices when the room opened (else its defaults). */
  settings?: unknown;
  updatedAt: number;
}

/** How many applied ids each seat's list keeps: more than a phone ever has waiting. */
export const APPLIED_KEPT = 20;
/** A seat whose phone has been away this long leaves the game's table until it is back. */
export const AWAY_MS = 20_000;

export interface HostLink {
  broadcastState(seq: number, room: RoomView): Promise<void>;
  sendPrivate(seatId: string, seq: number, message: SeatMessage): Promise<void>;
}

const sameSeats = (a: readonly GameSeat[], b: readonly GameSeat[]) =>
  a.length === b.length &&
  a.every((seat, i) => {
    const other = b[i]!;
    return (
      seat.seatId === other.seatId &&
      seat.name === other.name &&
      seat.sober === other.sober &&
      seat.taken === other.taken
    );
  });

function parseFlags(raw: unknown): SeatFlags | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  return typeof r.sober === 'boolean' && typeof r.taken === 'boolean'
    ? { sober: r.sober, taken: r.taken }
    : null;
}

export function newHostRecord(seat: {
  roomId: string;
  code: string;
  game: string;
  seatId: string;
  name: string;
  seatNumber: number;
}): HostRecord {
  return {
    roomId: seat.roomId,
    code: seat.code,
    game: seat.game,
    seq: 0,
    phase: 'lobby',
    hostSeatId: seat.seatId,
    seats: [
      {
        seatId: seat.seatId,
        name: seat.name,
        seatNumber: seat.seatNumber,
        sober: false,
        taken: false,
      },
    ],
    state: null,
    applied: {},
    updatedAt: Date.now(),
  };
}

/** The record a player's phone starts from when it takes over as host: the last room it saw. */
export function takenOverRecord(
  game: Game,
  seat: { roomId: string; code: string; game: string; seatId: string },
  seq: number,
  room: RoomView,
): HostRecord {
  const seats = room.seats;
  return {
    roomId: seat.roomId,
    code: seat.code,
    game: seat.game,
    // Well past anything the old host may have sent that this phone missed.
    seq: seq + 1000,
    phase: room.phase,
    hostSeatId: seat.seatId,
    seats,
    state: room.phase === 'game' ? game.reseat(room.shared, seats) : null,
    applied: room.applied,
    // The packs and settings the old host chose: Start after the hand-over deals from them too.
    ...(room.settings !== undefined ? { settings: room.settings } : {}),
    updatedAt: Date.now(),
  };
}

/** The host's side of a room. */
export class RoomHost {
  private record: HostRecord;
  /** When each seat at the game's table was last seen present (ms). */
  private seen = new Map<string, number>();
  private present = new Map<string, PresentSeat>();
  /** Seats that left the game's table while away, with their flags, for when they are back. */
  private former = new Map<string, GameSeat>();
  /** Seats whose players left: presence never seats them again (the server dropped their seat). */
  private left = new Set<string>();
  private listeners = new Set<() => void>();

  constructor(
    private readonly game: Game,
    record: HostRecord,
    private readonly link: HostLink,
    private readonly save: (record: HostRecord) => Promise<void> | void,
    private readonly now: () => number = Date.now,
  ) {
    this.record = record;
    const at = now();
    for (const seat of record.seats) this.seen.set(seat.seatId, at);
  }

  get room(): RoomView {
    const r = this.record;
    return {
      phase: r.phase,
      hostSeatId: r.hostSeatId,
      seats: r.seats,
      shared: r.phase === 'game' ? this.game.shared(r.state) : null,
      applied: r.applied,
      settings: this.settings,
    };
  }

  /** The settings Start deals with: the host's choice, else the game's defaults. */
  get settings(): unknown {
    return this.record.settings ?? this.game.defaultSettings;
  }

  get seq() {
    return this.record.seq;
  }

  get stored(): HostRecord {
    return this.record;
  }

  secret(seatId: string): unknown {
    return this.record.phase === 'game' && this.record.state !== null
      ? this.game.secret(this.record.state, seatId)
      : null;
  }

  subscribe(listener: () => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  private get context(): RoomGameContext {
    return { hostSeatId: this.record.hostSeatId };
  }

  /** Stores the room and sends it to every phone. */
  private async publish(next: Partial<HostRecord>) {
    this.record = { ...this.record, ...next, seq: this.record.seq + 1, updatedAt: this.now() };
    for (const listener of this.listeners) listener();
    const record = this.record;
    await this.save(record);
    const room = this.room;
    const sends: Promise<void>[] = [this.link.broadcastState(record.seq, room)];
    if (record.phase === 'game' && record.state !== null) {
      for (const seat of record.seats) {
        if (seat.seatId === record.hostSeatId) continue;
        const secret = this.game.secret(record.state, seat.seatId);
        if (secret !== null) sends.push(this.link.sendPrivate(seat.seatId, record.seq, { secret }));
      }
    }
    await Promise.allSettled(sends);
  }

  /** A seat asked for the room (it missed a state or came back): it gets it on its own channel. */
  async resync(seatId: string) {
    await this.link
      .sendPrivate(seatId, this.record.seq, { room: this.room, secret: this.secret(seatId) })
      .catch(() => undefined);
  }

  /** Sends the room again to every phone (the host's phone came back to the channel). */
  async rebroadcast() {
    await this.publish({});
  }

  /** An intent from a player's phone, as the channel passed it (each id at most once a session). */
  async intent(seatId: string, id: string, raw: unknown) {
    const done = this.record.applied[seatId] ?? [];
    if (done.includes(id)) {
      // Sent again after the host applied it: that phone missed the state that said so.
      await this.resync(seatId);
      return;
    }
    const applied = { ...this.record.applied, [seatId]: [...done, id].slice(-APPLIED_KEPT) };
    await this.publish({ applied, ...this.change(seatId, raw) });
  }

  /** The host's own tap: applied at once, from the host's seat. */
  async local(intent: WireIntent) {
    await this.publish(this.change(this.record.hostSeatId, intent));
  }

  private change(seatId: string, raw: unknown): Partial<HostRecord> {
    const wire = raw as Partial<WireIntent> | null;
    if (this.record.phase === 'ended') return {};
    if (wire?.kind === 'leave') {
      if (seatId === this.record.hostSeatId) return {};
      this.left.add(seatId);
      this.former.delete(seatId);
      this.present.delete(seatId);
      return this.withSeats(this.record.seats.filter((seat) => seat.seatId !== seatId));
    }
    if (wire?.kind === 'flags') {
      const flags = parseFlags(wire.flags);
      if (!flags) return {};
      const seats = this.record.seats.map((seat) =>
        seat.seatId === seatId ? { ...seat, ...flags } : seat,
      );
      return this.withSeats(seats);
    }
    if (wire?.kind === 'game' && this.record.phase === 'game') {
      const intent = this.game.parseIntent(wire.intent);
      if (intent === null) return {};
      return { state: this.game.apply(this.record.state, seatId, intent, this.context) };
    }
    return {};
  }

  private withSeats(seats: GameSeat[]): Partial<HostRecord> {
    if (this.record.phase !== 'game') return { seats };
    return { seats, state: this.game.reseat(this.record.state, seats) };
  }

  /** Who is connected now. In the lobby each newcomer takes a seat; in a game a seat back is reseated. */
  async presence(present: readonly PresentSeat[]) {
    const at = this.now();
    this.present = new Map(
      present.filter((seat) => !this.left.has(seat.seatId)).map((seat) => [seat.seatId, seat]),
    );
    for (const seat of present) this.seen.set(seat.seatId, at);
    await this.settleSeats();
  }

  /** Seats away for `AWAY_MS` leave the game's table (call it every few seconds). */
  async tick() {
    await this.settleSeats();
  }

  private async settleSeats() {
    if (this.record.phase === 'ended') return;
    const at = this.now();
    for (const seatId of this.present.keys()) this.seen.set(seatId, at);
    const known = new Map(this.record.seats.map((seat) => [seat.seatId, seat]));
    const seats: GameSeat[] = [];
    for (const seat of this.record.seats) {
      const away = at - (this.seen.get(seat.seatId) ?? at) >= AWAY_MS;
      // The lobby keeps everyone who sat down; the game's table drops a phone long gone.
      if (this.record.phase === 'lobby' || !away || seat.seatId === this.record.hostSeatId) {
        seats.push(seat);
      } else this.former.set(seat.seatId, seat);
    }
    for (const p of this.present.values()) {
      if (known.has(p.seatId)) continue;
      // Back after a while away: with the flags it had.
      const former = this.former.get(p.seatId);
      seats.push(
        former ?? {
          seatId: p.seatId,
          name: p.name,
          seatNumber: p.seatNumber,
          sober: false,
          taken: false,
        },
      );
    }
    seats.sort((a, b) => a.seatNumber - b.seatNumber);
    if (!sameSeats(seats, this.record.seats)) await this.publish(this.withSeats(seats));
  }

  /** Whether Start may be pressed, and if not why. */
  canStart(): { ok: true } | { ok: false; reason: string } {
    const connected = this.startSeats().length;
    if (connected < this.game.minSeats) {
      return {
        ok: false,
        reason: t('rooms.error.tooFew', { seats: this.game.minSeats, connected }),
      };
    }
    return { ok: true };
  }

  /** The seats a game starts with: those whose phones are here, and the host. */
  private startSeats() {
    return this.record.seats.filter(
      (seat) => seat.seatId === this.record.hostSeatId || this.present.has(seat.seatId),
    );
  }

  async start(seed: string, settings?: unknown) {
    if (this.record.phase !== 'lobby' || !this.canStart().ok) return;
    const seats = this.startSeats();
    const state = this.game.start({
      seats,
      hostSeatId: this.record.hostSeatId,
      seed,
      settings: settings ?? this.settings,
    });
    await this.publish({ phase: 'game', seats, state });
  }

  /** The host changes the game's settings in the lobby; every phone sees them. */
  async configure(settings: unknown) {
    if (this.record.phase !== 'lobby') return;
    await this.publish({ settings });
  }

  /** The host ends the room: every phone is told, and nothing more is applied. */
  async end() {
    if (this.record.phase === 'ended') return;
    await this.publish({ phase: 'ended' });
  }
}

/** A player's side of a room: the latest room it saw, and the intents still on their way. */
export class RoomPlayer {
  seq = -1;
  room: RoomView | null = null;
  secret: unknown = null;
  private listeners = new Set<() => void>();

  constructor(
    readonly seatId: string,
    private readonly send: (id: string, intent: WireIntent) => Promise<void>,
    /** Intents sent and not yet applied, oldest first (kept by the page across a reload). */
    readonly pending: Map<string, WireIntent> = new Map(),
    private readonly onPending: (pending: Map<string, WireIntent>) => void = () => undefined,
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {}

  subscribe(listener: () => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  private changed() {
    for (const listener of this.listeners) listener();
  }

  /** A state from the host (the room channel), or the room it sent this seat when asked. */
  receive(seq: number, room: RoomView) {
    if (seq < this.seq) return;
    this.seq = seq;
    this.room = room;
    const applied = new Set(room.applied[this.seatId] ?? []);
    let dropped = false;
    for (const id of [...this.pending.keys()]) {
      if (applied.has(id)) {
        this.pending.delete(id);
        dropped = true;
      }
    }
    if (dropped) this.onPending(this.pending);
    this.changed();
  }

  /** What the host sent this seat alone. */
  receivePrivate(seq: number, message: SeatMessage) {
    if (message.room) this.receive(seq, message.room);
    if (seq >= this.seq) {
      this.secret = message.secret ?? null;
      this.changed();
    }
  }

  /** Sends an intent to the host; it stays pending until a state lists it as applied. */
  intent(intent: WireIntent) {
    const id = this.newId();
    this.pending.set(id, intent);
    this.onPending(this.pending);
    this.changed();
    void this.send(id, intent).catch(() => undefined);
    return id;
  }

  /** The flags this phone asked for and the host has not yet applied (the latest), or null. */
  pendingFlags(): SeatFlags | null {
    let flags: SeatFlags | null = null;
    for (const intent of this.pending.values()) if (intent.kind === 'flags') flags = intent.flags;
    return flags;
  }

  /** Whether this phone asked to leave and the host has not yet taken it off the table. */
  leaving(): boolean {
    return [...this.pending.values()].some((intent) => intent.kind === 'leave');
  }

  /**
   * Resolves true once a state from the host lists intent `id` as applied (at once when it is no
   * longer pending), or false after `timeoutMs` with no such state.
   */
  acknowledged(id: string, timeoutMs: number): Promise<boolean> {
    if (!this.pending.has(id)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (applied: boolean) => {
        clearTimeout(timer);
        unsubscribe();
        resolve(applied);
      };
      const timer = setTimeout(() => done(false), timeoutMs);
      const unsubscribe = this.subscribe(() => {
        if (!this.pending.has(id)) done(true);
      });
    });
  }

  /** Sends every pending intent again, with its own id (after a reconnect, or now and then). */
  resend() {
    for (const [id, intent] of this.pending) void this.send(id, intent).catch(() => undefined);
  }
}
