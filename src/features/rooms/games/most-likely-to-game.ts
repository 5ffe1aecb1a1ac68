import { mostLikelyToPacks } from '../../../content/games/most-likely-to';
import { defaultActive, forfeitFor } from '../../games';
import { randomIndex, seededWords } from '../../../lib/random';
import type { Lang } from '../../../lib/i18n';
import type { GameSeat, RoomGame, RoomGameSetup } from '../room-game';
import { dealtLang, roomLangOf, roomPacks } from './room-lang';

// Most likely to, on everyone's phone: each round deals one prompt, every player votes on their
// own phone for the seat most likely to do it, and the reveal shows the tally. The whole state is
// what every phone sees (no secrets), so any phone that saw it can carry the game on as host; the
// votes ride in it but the view shows none of them before the reveal.

export interface MltSettings {
  /** The built-in packs to deal from (ids of `mostLikelyToPacks`). */
  packs: string[];
  /** The language of the prompts: the host's page's when the room opened. */
  lang?: Lang;
}

export interface MltState {
  seats: GameSeat[];
  seed: string;
  packs: string[];
  /** The prompts' language (missing in a room from before: English). */
  lang?: Lang;
  /** 1-based. */
  round: number;
  /** The prompt of this round, completing "Who is most likely to ...?". */
  prompt: string;
  /** Who each seat voted for, this round. */
  votes: Record<string, string>;
  revealed: boolean;
}

export type MltIntent =
  | { type: 'vote'; round: number; for: string }
  | { type: 'reveal'; round: number }
  | { type: 'next'; round: number };

export type MltShared = MltState;

/** The packs a room deals when the host changes nothing: those on by default in the one-phone game. */
export const DEFAULT_PACKS = mostLikelyToPacks.filter(defaultActive).map((pack) => pack.id);

/** A number from the seed's text (FNV-1a). */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The prompts of `packs`, known packs only, each once; the default packs when none is known. */
function poolOf(packs: readonly string[], lang: Lang): string[] {
  const all = roomPacks('most-likely-to', lang, mostLikelyToPacks);
  let chosen = all.filter((pack) => packs.includes(pack.id));
  if (chosen.length === 0) chosen = all.filter(defaultActive);
  return [...new Set(chosen.flatMap((pack) => pack.lists[0] ?? []))];
}

let lastDeck: { key: string; order: string[] } | null = null;

/** The game's whole deck in the order the seed deals it (a seeded shuffle, the same everywhere). */
export function deckOf(seed: string, packs: readonly string[], lang: Lang = 'en'): string[] {
  // An English room keeps the order it always had: the language is not in its seed.
  const key = `${seed}\n${packs.join(',')}`;
  // Danish once loaded: a deck dealt before then is not kept for after.
  const cacheKey = `${key}\n${dealtLang('most-likely-to', lang)}`;
  if (lastDeck?.key === cacheKey) return lastDeck.order;
  const order = poolOf(packs, lang);
  const words = seededWords(hashOf(key));
  for (let i = order.length - 1; i > 0; i--) {
    const j = randomIndex(i + 1, words);
    [order[i], order[j]] = [order[j] as string, order[i] as string];
  }
  lastDeck = { key: cacheKey, order };
  return order;
}

/** The prompt of `round`: no prompt comes twice until the deck has gone round once. */
export function promptOf(
  seed: string,
  packs: readonly string[],
  round: number,
  lang: Lang = 'en',
): string {
  const deck = deckOf(seed, packs, lang);
  return deck[(round - 1) % deck.length] ?? '';
}

export interface MltTally {
  /** Seats with their votes, most first, then in seat order; seats with no vote left out. */
  counts: { seat: GameSeat; votes: number }[];
  /** The seats with the most votes (more than one on a tie); empty when nobody voted. */
  top: GameSeat[];
}

export function tallyOf(state: Pick<MltState, 'seats' | 'votes'>): MltTally {
  const counts = new Map<string, number>();
  for (const target of Object.values(state.votes)) {
    counts.set(target, (counts.get(target) ?? 0) + 1);
  }
  const rows = state.seats
    .map((seat) => ({ seat, votes: counts.get(seat.seatId) ?? 0 }))
    .filter((row) => row.votes > 0)
    .sort((a, b) => b.votes - a.votes || a.seat.seatNumber - b.seat.seatNumber);
  const most = rows[0]?.votes ?? 0;
  return { counts: rows, top: rows.filter((row) => row.votes === most).map((row) => row.seat) };
}

/** The forfeit of a top seat not drinking tonight, the same on every phone. */
export function forfeitOf(seat: GameSeat, round: number, seed: string, lang: Lang = 'en'): string {
  return forfeitFor(seat.name, `room most-likely-to ${seed} ${round}`, lang);
}

const isSeat = (state: MltState, seatId: string) => state.seats.some((s) => s.seatId === seatId);

/** Whether every seat at the table has voted. */
export const allVoted = (state: MltState) =>
  state.seats.length > 0 && state.seats.every((seat) => seat.seatId in state.votes);

export const mostLikelyToRoom: RoomGame<MltState, MltIntent, MltShared, null, MltSettings> = {
  game: 'most-likely-to',
  minSeats: 3,
  defaultSettings: { packs: DEFAULT_PACKS },

  start(setup: RoomGameSetup<MltSettings>): MltState {
    const packs = setup.settings.packs.length > 0 ? [...setup.settings.packs] : DEFAULT_PACKS;
    const lang = roomLangOf(setup.settings);
    return {
      seats: [...setup.seats],
      seed: setup.seed,
      packs,
      lang,
      round: 1,
      prompt: promptOf(setup.seed, packs, 1, lang),
      votes: {},
      revealed: false,
    };
  },

  parseIntent(raw: unknown): MltIntent | null {
    if (typeof raw !== 'object' || raw === null) return null;
    const r = raw as Record<string, unknown>;
    if (typeof r.round !== 'number' || !Number.isInteger(r.round)) return null;
    if (r.type === 'vote' && typeof r.for === 'string') {
      return { type: 'vote', round: r.round, for: r.for };
    }
    if (r.type === 'reveal' || r.type === 'next') return { type: r.type, round: r.round };
    return null;
  },

  apply(state, from, intent, context) {
    if (intent.round !== state.round) return state;
    switch (intent.type) {
      case 'vote': {
        if (state.revealed || !isSeat(state, from) || !isSeat(state, intent.for)) return state;
        if (from in state.votes) return state;
        const next = { ...state, votes: { ...state.votes, [from]: intent.for } };
        return allVoted(next) ? { ...next, revealed: true } : next;
      }
      case 'reveal':
        if (from !== context.hostSeatId || state.revealed) return state;
        return { ...state, revealed: true };
      case 'next': {
        if (from !== context.hostSeatId || !state.revealed) return state;
        const round = state.round + 1;
        return {
          ...state,
          round,
          prompt: promptOf(state.seed, state.packs, round, state.lang),
          votes: {},
          revealed: false,
        };
      }
    }
  },

  shared: (state) => state,

  secret: () => null,

  reseat(state, seats) {
    const ids = new Set(seats.map((seat) => seat.seatId));
    if (seats.length === state.seats.length && state.seats.every((seat) => ids.has(seat.seatId))) {
      // The same table: only a flag or a name may have changed.
      return { ...state, seats: [...seats] };
    }
    // A vote from or for a seat that left no longer counts, until the round is revealed.
    const votes = state.revealed
      ? state.votes
      : Object.fromEntries(
          Object.entries(state.votes).filter(
            ([voter, target]) => ids.has(voter) && ids.has(target),
          ),
        );
    const next = { ...state, seats: [...seats], votes };
    return !next.revealed && allVoted(next) ? { ...next, revealed: true } : next;
  },
};
