import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppDatabase } from './database';
import { activeUser } from './identity';
import { v7 } from 'uuid';
import { mutate, uuidv7Time } from './mutate';
import { closeDatabaseForTests, db, openDatabase } from './open';
import { LATEST_VERSION, SCHEMA_VERSIONS } from './schema';
import { StorageFullError, storageHealth } from './storage-health';

const FEEDBACK = {
  key: 'Sat Nov 21 2026',
  time: '2026-11-21T20:00:00.000Z',
  feedback: '',
  positive: true,
  game: 'mix',
  user: 'Ana',
};

let factory: IDBFactory;

beforeEach(async () => {
  factory = new IDBFactory();
  closeDatabaseForTests();
  activeUser.set({ userId: null });
  storageHealth.set({ mode: 'opening', full: false, reason: null });
  await openDatabase('test-db', factory);
});

afterEach(() => closeDatabaseForTests());

describe('the one write path', () => {
  it('applies the change and appends a uuidv7 operation stamped with the active user', async () => {
    activeUser.set({ userId: 'user-1' });
    const op = await mutate({
      type: 'feedback.create',
      payload: FEEDBACK,
      tables: [db().kv],
      apply: () => db().kv.put({ key: 'last-feedback', value: 'thumbs up' }),
    });
    expect(op.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await db().kv.get('last-feedback')).toEqual({
      key: 'last-feedback',
      value: 'thumbs up',
    });
    const stored = await db().outbox.toArray();
    expect(stored).toEqual([
      {
        id: op.id,
        type: 'feedback.create',
        payload: FEEDBACK,
        userId: 'user-1',
        createdAt: op.createdAt,
        attempts: 0,
      },
    ]);
  });

  it('[I1] stores neither the change nor the operation when the change fails', async () => {
    await expect(
      mutate({
        type: 'feedback.create',
        payload: FEEDBACK,
        tables: [db().kv],
        apply: async () => {
          await db().kv.put({ key: 'half-done', value: 1 });
          throw new Error('validation failed');
        },
      }),
    ).rejects.toThrow('validation failed');
    expect(await db().kv.get('half-done')).toBeUndefined();
    expect(await db().outbox.count()).toBe(0);
  });

  it('orders operations by creation through their ids', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 20; i++)
      ids.push((await mutate({ type: 'like.add', payload: { gameId: `game-${i}` } })).id);
    const stored = await db().outbox.orderBy('id').toArray();
    expect(stored.map((op) => (op.payload as { gameId: string }).gameId)).toEqual(
      [...Array(20).keys()].map((i) => `game-${i}`),
    );
    expect(new Set(ids).size).toBe(20);
  });

  it('[I5] keeps outbox order when the device clock has gone back since the last change', async () => {
    // Queued yesterday by a clock that ran a day fast, then the clock was corrected.
    const ahead = v7({ msecs: Date.now() + 86_400_000 });
    await db().outbox.add({
      id: ahead,
      type: 'like.add',
      payload: { gameId: 'earlier' },
      userId: null,
      createdAt: new Date().toISOString(),
      attempts: 0,
    });
    const op = await mutate({ type: 'like.add', payload: { gameId: 'later' } });
    expect(op.id > ahead).toBe(true);
    expect(uuidv7Time(op.id)).toBe(uuidv7Time(ahead) + 1);
    const order = (await db().outbox.orderBy('id').toArray()).map(
      (o) => (o.payload as { gameId: string }).gameId,
    );
    expect(order).toEqual(['earlier', 'later']);
  });

  it('turns a full disk into a clear error and flags it for the shell', async () => {
    const quota = Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
    await expect(
      mutate({
        type: 'feedback.create',
        payload: FEEDBACK,
        apply: () => {
          throw quota;
        },
      }),
    ).rejects.toBeInstanceOf(StorageFullError);
    expect(storageHealth.get().full).toBe(true);
    await mutate({ type: 'feedback.create', payload: FEEDBACK });
    expect(storageHealth.get().full).toBe(false);
  });
});

describe('opening the database', () => {
  it('uses IndexedDB when it works', () => {
    expect(storageHealth.get().mode).toBe('indexeddb');
  });

  it('keeps the app running in memory, and says so, when IndexedDB fails', async () => {
    closeDatabaseForTests();
    const broken = {
      open() {
        throw new DOMException(
          'The user denied permission to access the database.',
          'SecurityError',
        );
      },
    } as unknown as globalThis.IDBFactory;
    const database = await openDatabase('broken', broken);
    expect(storageHealth.get().mode).toBe('memory');
    expect(storageHealth.get().reason).toBeTruthy();
    await mutate({ type: 'feedback.create', payload: FEEDBACK });
    expect(await database.outbox.count()).toBe(1);
  });

  it('keeps data across a reopen, as after a reload', async () => {
    await mutate({ type: 'like.add', payload: { gameId: 'x' } });
    closeDatabaseForTests();
    await openDatabase('test-db', factory);
    expect(await db().outbox.count()).toBe(1);
  });
});

describe('schema versions', () => {
  it('are strictly increasing', () => {
    const numbers = SCHEMA_VERSIONS.map((v) => v.version);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(LATEST_VERSION).toBe(numbers.at(-1));
  });

  // A user who last opened the app at version N must find every row after upgrading.
  it.each(SCHEMA_VERSIONS.slice(0, -1).map((v) => v.version))(
    'upgrade from version %i keeps what was stored',
    async (version) => {
      const upgradeFactory = new IDBFactory();
      const old = new AppDatabase('upgrade', { indexedDB: upgradeFactory, IDBKeyRange }, version);
      await old.open();
      await old.outbox.add({
        id: '0190a000-0000-7000-8000-000000000001',
        type: 'like.add',
        payload: { gameId: 'g' },
        userId: 'u',
        createdAt: '2026-01-01T00:00:00.000Z',
        attempts: 2,
      });
      await old.kv.put({ key: 'players', value: ['Ana', 'Bo'] });
      old.close();
      const latest = new AppDatabase('upgrade', { indexedDB: upgradeFactory, IDBKeyRange });
      await latest.open();
      expect(latest.verno).toBe(LATEST_VERSION);
      expect(await latest.outbox.get('0190a000-0000-7000-8000-000000000001')).toMatchObject({
        attempts: 2,
      });
      expect((await latest.kv.get('players'))?.value).toEqual(['Ana', 'Bo']);
      latest.close();
    },
  );
});
