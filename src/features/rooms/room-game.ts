import type { ComponentType } from 'react';
import type { GameId } from '../games';

// What a game is when every player is on their own phone (a room with signal, `channel.ts`).
// The host's phone holds the whole game state and is the only one that changes it: players send
// intents, the host applies them with `apply` and broadcasts `shared(state)` to every phone, and
// sends each seat `secret(state, seatId)` on that seat's own channel. The room driver around a
// game deduplicates intents by id, resends a player's intent until the host has applied it, and
// keeps the host's state in its storage; a game is only pure functions and one view.

/** A player at a room's table: the room's seat plus what the player said about tonight. */
export interface GameSeat {
  seatId: string;
  name: string;
  /** 1-based, in the order the players joined; the table's order round the room. */
  seatNumber: number;
  /** Not drinking tonight: a drink becomes a forfeit (`core/player-flags.ts`). */
  sober: boolean;
  /** In a couple: no flirty prompt pairs them with someone else. */
  taken: boolean;
}

export interface RoomGameSetup<Settings> {
  /** Everyone seated when the host pressed Start, in seat order; the host is among them. */
  seats: readonly GameSeat[];
  hostSeatId: string;
  /** 32 hex characters chosen by the host's phone: every deal in the game comes from it. */
  seed: string;
  settings: Settings;
}

export interface RoomGameContext {
  /** The seat whose phone is the host now (it changes when another phone takes over). */
  hostSeatId: string;
}

export interface RoomGame<State, Intent, Shared, Secret = null, Settings = Record<string, never>> {
  readonly game: GameId;
  /** Fewest seated phones Start needs. */
  readonly minSeats: number;
  /** Settings when the host changes none. */
  readonly defaultSettings: Settings;
  /** The first state. Pure: the same setup gives the same state on any phone. */
  start(setup: RoomGameSetup<Settings>): State;
  /** An intent as it arrived off the wire, checked; null when it is not one of this game's. */
  parseIntent(raw: unknown): Intent | null;
  /**
   * The host's phone applies an intent that seat `from` sent (the host's own taps arrive here
   * too, from the host's seat). Pure and total: an intent that is stale (an earlier round),
   * repeated, from a seat that may not send it (a player acting as the host, a second vote) or
   * otherwise refused returns `state` itself (===) and never throws.
   */
  apply(state: State, from: string, intent: Intent, context: RoomGameContext): State;
  /** What every phone may see; it carries no seat's secret. */
  shared(state: State): Shared;
  /** What only `seatId` may see (the word to act, the card for the player on turn), or null. */
  secret(state: State, seatId: string): Secret | null;
  /** Seats joined or left mid-game: the game carries on with the table as it now is. */
  reseat(state: State, seats: readonly GameSeat[]): State;
}

export interface RoomGameViewProps<Intent, Shared, Secret> {
  shared: Shared;
  secret: Secret | null;
  me: GameSeat;
  seats: readonly GameSeat[];
  /** Whether this phone is the host's (it sees the host's buttons: reveal, next, mark). */
  host: boolean;
  /** Sends an intent to the host (on the host's phone, applies it at once). */
  send(intent: Intent): void;
}

/** A room game with its view, as the room page loads it (one lazy chunk per game). */
export interface RoomGameModule<State, Intent, Shared, Secret, Settings> {
  game: RoomGame<State, Intent, Shared, Secret, Settings>;
  View: ComponentType<RoomGameViewProps<Intent, Shared, Secret>>;
  /**
   * The settings from what the host chose on the game's own page (its packs, the spice filter),
   * taken when the room opens; without it a room plays `game.defaultSettings`.
   */
  settingsFrom?: (choice: RoomPackChoice) => Settings;
  /**
   * The game's settings in the room's lobby: the host changes them (packs, rounds…), the players
   * see them. Shown in a panel opened by a tap.
   */
  Settings?: ComponentType<RoomSettingsProps<Settings>>;
}

export interface RoomSettingsProps<Settings> {
  settings: Settings;
  /** Only the host's phone may change them; the others see them. */
  host: boolean;
  onChange: (next: Settings) => void;
  /** Everyone seated in the lobby so far, for settings about players (more or less's teams). */
  seats?: readonly GameSeat[];
}

/** The host's pack choices on the game's own page. */
export interface RoomPackChoice {
  /** Packs switched on or off by hand; a pack not here has its default. */
  states: ReadonlyMap<string, boolean>;
  premium: boolean;
  spiceLimit: 1 | 2 | 3;
}

/** Any room game module, as a registry holds them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoomGameModule = RoomGameModule<any, any, any, any, any>;
