import { db } from '../../db';
import type { RoomSeat } from './channel';
import type { HostRecord, WireIntent } from './driver';

// What a phone keeps of its rooms. The seat (with its token) and the intents still on their way
// sit in localStorage, read at once on a reload so the phone is back in its seat in a moment; the
// host's whole room sits in Dexie, one document per room, so a host's reload carries the game on.

const SEAT_KEY = (code: string) => `party-dojo-room:${code.toUpperCase()}`;
const NAME_KEY = 'party-dojo-room-name';
const HOST_KEY = (roomId: string) => `room-host:${roomId}`;

export interface StoredSeat {
  seat: RoomSeat;
  /** Intents sent and not yet applied by the host, oldest first. */
  pending: [string, WireIntent][];
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readSeat(code: string): StoredSeat | null {
  try {
    const raw = storage()?.getItem(SEAT_KEY(code));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredSeat>;
    const seat = parsed.seat;
    if (!seat || typeof seat.seatToken !== 'string' || typeof seat.roomId !== 'string') return null;
    return { seat, pending: Array.isArray(parsed.pending) ? parsed.pending : [] };
  } catch {
    return null;
  }
}

export function writeSeat(stored: StoredSeat): void {
  try {
    storage()?.setItem(SEAT_KEY(stored.seat.code), JSON.stringify(stored));
  } catch {
    // Private mode with storage off: the seat lasts as long as the page.
  }
}

export function forgetSeat(code: string): void {
  storage()?.removeItem(SEAT_KEY(code));
}

export function lastRoomName(): string {
  return storage()?.getItem(NAME_KEY) ?? '';
}

export function rememberRoomName(name: string): void {
  try {
    storage()?.setItem(NAME_KEY, name);
  } catch {
    // Nothing to remember it in.
  }
}

function isHostRecord(value: unknown): value is HostRecord {
  const r = value as Partial<HostRecord> | null;
  return (
    !!r &&
    typeof r.roomId === 'string' &&
    typeof r.seq === 'number' &&
    (r.phase === 'lobby' || r.phase === 'game' || r.phase === 'ended') &&
    Array.isArray(r.seats) &&
    typeof r.applied === 'object'
  );
}

export async function readHostRecord(roomId: string): Promise<HostRecord | null> {
  const row = await db().kv.get(HOST_KEY(roomId));
  return isHostRecord(row?.value) ? row.value : null;
}

export async function writeHostRecord(record: HostRecord): Promise<void> {
  await db().kv.put({ key: HOST_KEY(record.roomId), value: record });
}
