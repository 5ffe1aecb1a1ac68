import { t } from '../../../lib/i18n';
import { randomIndex, type RandomWords } from '../../../lib/random';
import { seededOrder, seedStream } from '../../games';
import type { GameSeat, RoomGameContext } from '../room-game';

// What the room games share: their deals come from the host's seed (every phone that replays the
// same setup deals the same cards), and the checks every `apply` makes on who sent an intent.

/** The 16 bytes of the room's 32-hex seed; any other string is hashed, so a deal never throws. */
export function seedBytes(seed: string): Uint8Array {
  const bytes = new Uint8Array(16);
  if (/^[0-9a-f]{32}$/i.test(seed)) {
    for (let i = 0; i < 16; i++) bytes[i] = parseInt(seed.slice(i * 2, i * 2 + 2), 16);
    return bytes;
  }
  let hash = 0x811c9dc5;
  for (let i = 0; i < 16; i++) {
    for (let j = 0; j < seed.length; j++) {
      hash ^= seed.charCodeAt(j) + i;
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    bytes[i] = hash & 0xff;
  }
  return bytes;
}

/** A named stream of the seed: each use draws from its own sequence. */
export function roomStream(seed: string, label: string): RandomWords {
  return seedStream(seedBytes(seed), label);
}

/** 0…n−1 in the seed's order for one named use: a deck dealt without repeats. */
export function roomOrder(n: number, seed: string, label: string): number[] {
  return seededOrder(n, roomStream(seed, label));
}

/** One index in [0, n) drawn from a named stream of the seed. */
export function roomPick(n: number, seed: string, label: string): number {
  return randomIndex(n, roomStream(seed, label));
}

export const seatIds = (seats: readonly GameSeat[]): string[] => seats.map((s) => s.seatId);

export function isSeated(seats: readonly GameSeat[], seatId: string): boolean {
  return seats.some((s) => s.seatId === seatId);
}

/** Whether `from` is the host's seat now. */
export function isHost(from: string, context: RoomGameContext): boolean {
  return from === context.hostSeatId;
}

/** A plain object off the wire, or null. */
export function record(raw: unknown): Record<string, unknown> | null {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw)
    ? (raw as Record<string, unknown>)
    : null;
}

/** A round number off the wire: a whole number from 1 up. */
export function roundOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : null;
}

/** A count off the wire: a whole number from 0 up. */
export function countOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/** A seat id off the wire: a short non-empty string. */
export function seatIdOf(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : null;
}

/** The name of a seat, for the views; a seat that has left keeps a plain word. */
export function nameOf(seats: readonly GameSeat[], seatId: string): string {
  return seats.find((s) => s.seatId === seatId)?.name ?? t('rooms.game.playerLeft');
}
