import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, openDatabase } from '../../db';
import { closeDatabaseForTests } from '../../db/open';
import type { RoomSeat } from './channel';
import { newHostRecord } from './driver';
import {
  forgetSeat,
  lastRoomName,
  readHostRecord,
  readSeat,
  rememberRoomName,
  writeHostRecord,
  writeSeat,
} from './storage';

const seat: RoomSeat = {
  roomId: 'room-1',
  code: 'ABC234',
  game: 'most-likely-to',
  seatId: 'seat-1',
  seatNumber: 1,
  name: 'Dee',
  seatToken: 'token',
  host: true,
  hostSeatId: 'seat-1',
};

beforeEach(async () => {
  const stored = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  });
  closeDatabaseForTests();
  await openDatabase('rooms-test', new IDBFactory());
});
afterEach(() => {
  closeDatabaseForTests();
  vi.unstubAllGlobals();
});

describe('what a phone keeps of its rooms', () => {
  it('keeps the seat and its waiting intents by code, whatever the case it is typed in', () => {
    expect(readSeat('ABC234')).toBeNull();
    writeSeat({ seat, pending: [['id-1', { kind: 'game', intent: { type: 'vote' } }]] });
    expect(readSeat('abc234')).toEqual({
      seat,
      pending: [['id-1', { kind: 'game', intent: { type: 'vote' } }]],
    });
    forgetSeat('ABC234');
    expect(readSeat('ABC234')).toBeNull();
  });

  it('reads something unreadable as no seat', () => {
    localStorage.setItem('party-dojo-room:ABC234', '{not json');
    expect(readSeat('ABC234')).toBeNull();
    localStorage.setItem('party-dojo-room:ABC234', JSON.stringify({ seat: { code: 'ABC234' } }));
    expect(readSeat('ABC234')).toBeNull();
  });

  it('remembers the last name used', () => {
    expect(lastRoomName()).toBe('');
    rememberRoomName('Dee');
    expect(lastRoomName()).toBe('Dee');
  });

  it('keeps the host’s room in Dexie, one document a room, and refuses a broken one', async () => {
    expect(await readHostRecord('room-1')).toBeNull();
    const record = { ...newHostRecord(seat), seq: 7 };
    await writeHostRecord(record);
    expect(await readHostRecord('room-1')).toEqual(record);
    expect(await readHostRecord('room-2')).toBeNull();
    await db().kv.put({ key: 'room-host:room-2', value: { roomId: 'room-2' } });
    expect(await readHostRecord('room-2')).toBeNull();
  });
});
