import { describe, expect, it } from 'vitest';
import { SyncEngine, type OutboxEntry, type SyncTransport } from './engine';
import { MemoryStore } from './memory-store';
import {
  pushRoute,
  type AnonymousOp,
  type Op,
  type OpOutcome,
  type PushAnonymousResponse,
  type PushResponse,
} from './protocol';

const USER = '0190a000-0000-7000-8000-00000000beef';

function entry(n: number, type: OutboxEntry['type'], userId: string | null): OutboxEntry {
  return {
    id: id(n),
    type,
    payload: { n },
    userId,
    createdAt: '2026-11-24T00:00:00.000Z',
    attempts: 0,
  };
}

const id = (n: number) => `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`;

/** Records which RPC got which op; `capAfter` answers "retry" once that many anonymous ops landed. */
class TwoDoors implements SyncTransport {
  viaPush: string[] = [];
  viaAnonymous: { id: string; userId: string | null }[] = [];
  capAfter = Infinity;
  push(ops: readonly Op[]): Promise<PushResponse> {
    this.viaPush.push(...ops.map((op) => op.id));
    const results: OpOutcome[] = ops.map((op) => ({ id: op.id, status: 'applied', result: null }));
    return Promise.resolve({ protocolVersion: 1, results });
  }
  pushAnonymous(ops: readonly AnonymousOp[]): Promise<PushAnonymousResponse> {
    const results = ops.map((op) => {
      if (this.viaAnonymous.length >= this.capAfter) {
        return { id: op.id, status: 'retry' as const, reason: 'too many messages' };
      }
      this.viaAnonymous.push({ id: op.id, userId: op.userId });
      return { id: op.id, status: 'applied' as const, result: null };
    });
    return Promise.resolve({ protocolVersion: 1, results });
  }
  pull(): Promise<{ protocolVersion: number; changes: []; cursor: string; more: false }> {
    return Promise.resolve({ protocolVersion: 1, changes: [], cursor: 'c', more: false });
  }
  refreshSession(): Promise<boolean> {
    return Promise.resolve(true);
  }
}

function engine(store: MemoryStore, transport: SyncTransport, session: string | null) {
  return new SyncEngine({
    store,
    transport,
    session: () => session,
    pollMs: 1e9,
    random: () => 0.5,
    backoff: { baseMs: 1000, maxMs: 1000 },
  });
}

async function round(e: SyncEngine) {
  e.start();
  const status = await e.syncNow();
  await e.stop();
  return status;
}

describe('pushRoute', () => {
  it('sends signed-out messages and feedback anonymously and keeps the rest for adoption', () => {
    expect(pushRoute({ type: 'contact.create', userId: null })).toBe('push_anonymous');
    expect(pushRoute({ type: 'feedback.create', userId: null })).toBe('push_anonymous');
    expect(pushRoute({ type: 'like.add', userId: null })).toBeNull();
    expect(pushRoute({ type: 'coins.spend', userId: null })).toBeNull();
  });

  it('sends a signed-in user’s contact messages anonymously-capable, everything else by push', () => {
    expect(pushRoute({ type: 'contact.create', userId: USER })).toBe('push_anonymous');
    expect(pushRoute({ type: 'feedback.create', userId: USER })).toBe('push');
    expect(pushRoute({ type: 'like.add', userId: USER })).toBe('push');
  });
});

describe('the engine with anonymous ops', () => {
  it('signed out, sends only the anonymous types, oldest first, in small batches', async () => {
    const store = new MemoryStore();
    for (let n = 1; n <= 14; n++) store.add(entry(n, 'contact.create', null));
    store.add(entry(20, 'feedback.create', null));
    store.add(entry(21, 'like.add', null));
    store.add(entry(22, 'like.add', USER));
    const doors = new TwoDoors();
    const status = await round(engine(store, doors, null));
    expect(status.phase).toBe('signed-out');
    expect(doors.viaPush).toEqual([]);
    expect(doors.viaAnonymous.map((o) => o.id)).toEqual(
      [...Array.from({ length: 14 }, (_, i) => i + 1), 20].map((n) => id(n)),
    );
    expect(doors.viaAnonymous.every((o) => o.userId === null)).toBe(true);
    expect([...store.outbox.keys()].sort()).toEqual([id(21), id(22)].sort());
  });

  it('signed in, routes contact messages to push_anonymous with the user, the rest to push', async () => {
    const store = new MemoryStore();
    store.add(entry(1, 'like.add', USER));
    store.add(entry(2, 'contact.create', USER));
    store.add(entry(3, 'feedback.create', USER));
    store.add(entry(4, 'contact.create', null));
    store.add(entry(5, 'like.add', null));
    const doors = new TwoDoors();
    const status = await round(engine(store, doors, USER));
    expect(status.lastError).toBeNull();
    expect(doors.viaPush).toEqual([id(1), id(3)]);
    expect(doors.viaAnonymous).toEqual([
      { id: id(2), userId: USER },
      { id: id(4), userId: null },
    ]);
    expect([...store.outbox.keys()]).toEqual([id(5)]);
  });

  it('a "retry" answer keeps that op and the ones after it, and backs off', async () => {
    const store = new MemoryStore();
    for (let n = 1; n <= 4; n++) store.add(entry(n, 'contact.create', null));
    const doors = new TwoDoors();
    doors.capAfter = 2;
    const status = await round(engine(store, doors, null));
    expect(status.phase).toBe('backoff');
    expect(status.lastError?.message).toBe('too many messages');
    expect(store.quarantine.size).toBe(0);
    const left = [...store.outbox.values()];
    expect(left.map((op) => [op.id, op.attempts])).toEqual([
      [id(3), 1],
      [id(4), 1],
    ]);
    doors.capAfter = Infinity;
    const later = await round(engine(store, doors, null));
    expect(later.phase).toBe('signed-out');
    expect(store.outbox.size).toBe(0);
    expect(doors.viaAnonymous).toHaveLength(4);
  });
});
