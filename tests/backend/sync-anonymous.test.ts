// Anonymous ops against the local backend: a visitor who is not signed in sends a message to the
// team and game feedback, and both reach the server through push_anonymous (once, whatever is
// replayed), while every other op made signed out waits to be adopted. Signed in, contact
// messages go through the same door under the session's user.

import { IDBFactory } from 'fake-indexeddb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activeUser } from '../../src/db/identity.ts';
import { mutate } from '../../src/db/mutate.ts';
import { closeDatabaseForTests, db, openDatabase } from '../../src/db/open.ts';
import { sendContactMessage } from '../../src/features/contact/send.ts';
import { sendFeedback } from '../../src/features/games/state/index.ts';
import { DexieSyncStore } from '../../src/features/sync/dexie-store.ts';
import { SyncEngine, type SyncStore, type SyncTransport } from '../../sync/engine.ts';
import { MemoryStore } from '../../sync/memory-store.ts';
import type { ContactCreatePayload } from '../../sync/protocol.ts';
import { startLocalBackend, type LocalBackend } from '../../supabase/local/server.ts';
import {
  anonClient,
  createSupabaseTransport,
  FaultyTransport,
  makeOp,
  prng,
  serviceQuery,
  signUp,
  uuidv7Generator,
} from './sync-harness.ts';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startLocalBackend({ port: 0 });
});
afterAll(async () => {
  closeDatabaseForTests();
  await backend?.close();
});

const nextId = uuidv7Generator(() => Date.now(), prng(11));

function message(text: string): ContactCreatePayload {
  return { name: 'Jo', email: 'jo@example.com', topic: 'question', message: text };
}

function engineFor(store: SyncStore, transport: SyncTransport, session: string | null = null) {
  return new SyncEngine({
    store,
    transport,
    session: () => session,
    pollMs: 1e9,
    backoff: { baseMs: 60_000, maxMs: 60_000 },
  });
}

async function runRound(engine: SyncEngine) {
  engine.start();
  const status = await engine.syncNow();
  await engine.stop();
  return status;
}

async function messagesWith(text: string) {
  return serviceQuery<{ user_id: string | null; email: string; topic: string }>(
    backend,
    'select user_id, email, topic from public.contact_messages where message = $1',
    [text],
  );
}

describe('signed out', () => {
  beforeEach(async () => {
    closeDatabaseForTests();
    await openDatabase(`visitor-${nextId()}`, new IDBFactory());
    activeUser.set({ userId: null });
  });

  it('a contact message and feedback reach the server; other ops still wait', async () => {
    const text = `Where do I suggest a deck? ${nextId()}`;
    await sendContactMessage(message(text));
    const note = `Fun at the cabin ${nextId()}`;
    await sendFeedback({ game: 'mix', positive: true, text: note, user: 'Guest' });
    await mutate({ type: 'like.add', payload: { gameId: 'mix' } });
    await mutate({
      type: 'pack-state.set',
      payload: { game: 'mix', packId: 'classic', active: false },
    });

    const status = await runRound(
      engineFor(new DexieSyncStore(db()), createSupabaseTransport(anonClient(backend))),
    );
    expect(status.phase).toBe('signed-out');
    expect(status.lastError).toBeNull();
    expect(await messagesWith(text)).toEqual([
      { user_id: null, email: 'jo@example.com', topic: 'question' },
    ]);
    const feedback = await serviceQuery<{ user_id: string | null }>(
      backend,
      'select user_id from public.feedback where feedback = $1',
      [note],
    );
    expect(feedback).toEqual([{ user_id: null }]);
    const left = await db().outbox.toArray();
    expect(left.map((op) => op.type).sort()).toEqual(['like.add', 'pack-state.set']);
    expect(left.every((op) => op.userId === null)).toBe(true);
  });

  it('a lost answer, a duplicated request and a reconnect still leave one message', async () => {
    const store = new MemoryStore();
    const text = `Sent through a bad network ${nextId()}`;
    store.add(makeOp(nextId(), null, 'contact.create', message(text)));
    const faulty = new FaultyTransport(createSupabaseTransport(anonClient(backend)), prng(5));

    faulty.plan.partitioned = true;
    const offline = await runRound(engineFor(store, faulty));
    expect(offline).toMatchObject({ phase: 'backoff', offline: true });
    expect(store.outbox.size).toBe(1);
    expect(await messagesWith(text)).toEqual([]);

    faulty.plan = { ...faulty.plan, partitioned: false, dropResponse: 1, duplicateRequest: 1 };
    await runRound(engineFor(store, faulty));
    expect(store.outbox.size).toBe(1); // the answer never came back: it stays queued
    expect(await messagesWith(text)).toHaveLength(1);

    faulty.plan = { ...faulty.plan, dropResponse: 0, duplicateRequest: 0 };
    const back = await runRound(engineFor(store, faulty));
    expect(back.lastError).toBeNull();
    expect(store.outbox.size).toBe(0);
    expect(store.quarantine.size).toBe(0);
    expect(await messagesWith(text)).toHaveLength(1);
  });

  it('past the hourly cap the message waits and goes later, never refused', async () => {
    const store = new MemoryStore();
    const text = `Sent in a busy hour ${nextId()}`;
    store.add(makeOp(nextId(), null, 'contact.create', message(text)));
    const transport = createSupabaseTransport(anonClient(backend));
    await serviceQuery(
      backend,
      `update private.anonymous_limits set visitors_per_hour = 0 where type = 'contact.create'`,
    );
    try {
      const capped = await runRound(engineFor(store, transport));
      expect(capped.phase).toBe('backoff');
      expect(capped.lastError?.message).toMatch(/too many messages/);
      expect([...store.outbox.values()].map((op) => op.attempts)).toEqual([1]);
      expect(store.quarantine.size).toBe(0);
    } finally {
      await serviceQuery(
        backend,
        `update private.anonymous_limits set visitors_per_hour = 120 where type = 'contact.create'`,
      );
    }
    await runRound(engineFor(store, transport));
    expect(store.outbox.size).toBe(0);
    expect(await messagesWith(text)).toHaveLength(1);
  });
});

describe('signed in', () => {
  it('[I4] contact messages go under the session’s user; signed-out ones stay anonymous', async () => {
    const user = await signUp(backend, 'contact');
    const store = new MemoryStore();
    const mine = `From my account ${nextId()}`;
    const before = `Written before signing in ${nextId()}`;
    store.add(makeOp(nextId(), null, 'contact.create', message(before)));
    store.add(makeOp(nextId(), null, 'like.add', { gameId: 'category' }));
    store.add(makeOp(nextId(), user.id, 'like.add', { gameId: 'charades' }));
    store.add(makeOp(nextId(), user.id, 'contact.create', message(mine)));

    const status = await runRound(engineFor(store, createSupabaseTransport(user.client), user.id));
    expect(status.lastError).toBeNull();
    expect((await messagesWith(mine)).map((m) => m.user_id)).toEqual([user.id]);
    expect((await messagesWith(before)).map((m) => m.user_id)).toEqual([null]);
    // the signed-out like waits for "Add to my account"; the user's own like went through push
    expect([...store.outbox.values()].map((op) => [op.type, op.userId])).toEqual([
      ['like.add', null],
    ]);
    const liked = await serviceQuery<{ liked_games: string[] }>(
      backend,
      'select liked_games from public.profiles where id = $1',
      [user.id],
    );
    expect(liked[0]!.liked_games).toEqual(['charades']);
  });
});
