// Issue 38, "no repeats across nights", for a signed-in user with two phones: the cards each
// phone deals are stored through the games' own save (writeSession, which queues dealt.merge ops
// in the same transaction), carried by the sync engine, and merged into the other phone's
// history by the pull, so the two together deal every card of a deck once before any comes back.

import { IDBFactory } from 'fake-indexeddb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activeUser } from '../../src/db/identity.ts';
import { closeDatabaseForTests, db, openDatabase } from '../../src/db/open.ts';
import { DexieSyncStore } from '../../src/features/sync/dexie-store.ts';
import {
  createPool,
  DealtHistory,
  drawPrompt,
  MEMORY_SIZE,
  PromptMemory,
  type DrawPack,
} from '../../src/features/games/core/draw.ts';
import { readDealt, writeSession } from '../../src/features/games/state/sessions.ts';
import { seededWords } from '../../src/lib/random.ts';
import { SyncEngine, type SyncTransport } from '../../sync/engine.ts';
import { startLocalBackend, type LocalBackend } from '../../supabase/local/server.ts';
import {
  createSupabaseTransport,
  serviceQuery,
  signIn,
  signUp,
  type TestUser,
} from './sync-harness.ts';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startLocalBackend({ port: 0 });
});
afterAll(async () => {
  closeDatabaseForTests();
  await backend?.close();
});

interface Phone {
  name: string;
  indexedDb: IDBFactory;
  transport: SyncTransport;
}

let user: TestUser;
let phones: [Phone, Phone];

beforeEach(async () => {
  user = await signUp(backend, 'dealt');
  activeUser.set({ userId: user.id });
  phones = [
    {
      name: `a-${user.id}`,
      indexedDb: new IDBFactory(),
      transport: createSupabaseTransport(user.client),
    },
    {
      name: `b-${user.id}`,
      indexedDb: new IDBFactory(),
      transport: createSupabaseTransport(await signIn(backend, user)),
    },
  ];
});

/** This phone's database becomes the app's (the games write through `db()`). */
async function pickUp(phone: Phone): Promise<void> {
  closeDatabaseForTests();
  await openDatabase(phone.name, phone.indexedDb);
}

async function sync(phone: Phone): Promise<void> {
  const engine = new SyncEngine({
    store: new DexieSyncStore(db()),
    transport: phone.transport,
    session: () => user.id,
    pollMs: 1e9,
  });
  engine.start();
  const status = await engine.syncNow();
  await engine.stop();
  expect(status.lastError).toBeNull();
}

const DECK: DrawPack = {
  id: 'classic',
  name: 'Classic',
  prompts: Array.from({ length: 60 }, (_, i) => `Never have I ever done thing ${i}`),
};

/** One night on a phone, as a game page plays it: load what is stored, deal, save after each card. */
async function night(phone: Phone, cards: number, seed: number) {
  await pickUp(phone);
  await sync(phone);
  const dealt = new DealtHistory(await readDealt());
  dealt.scope = 'never-have-i-ever';
  const memory = new PromptMemory([], MEMORY_SIZE, dealt);
  const pool = createPool([DECK]);
  const words = seededWords(seed);
  const shown: string[] = [];
  let startedOver = false;
  for (let i = 0; i < cards; i++) {
    const drawn = drawPrompt(pool, memory, words)!;
    if (drawn.startedOver) startedOver = true;
    memory.remember(drawn.text, drawn.packId);
    shown.push(drawn.text);
    await writeSession({
      game: 'never-have-i-ever',
      state: { shown: i },
      memory: memory.toArray(),
      dealt: dealt.toSnapshot(),
    });
  }
  await sync(phone);
  return { shown, startedOver };
}

describe('dealt cards follow the account', () => {
  it('[C7] two phones of one account together deal no card twice until the deck is spent', async () => {
    const all: string[] = [];
    // Four nights, the phones taking turns: 15 cards each, 60 in all, the whole deck.
    for (const [i, phone] of [phones[0], phones[1], phones[0], phones[1]].entries()) {
      const played = await night(phone, 15, 10 + i);
      expect(played.startedOver, `night ${i + 1}`).toBe(false);
      all.push(...played.shown);
    }
    expect(new Set(all).size).toBe(60);
    // On the server: one deck, fingerprints only (never a card's text), a few bytes a card.
    const rows = await serviceQuery<{ deck: string; round: number; cards: string[] }>(
      backend,
      'select deck, round, cards from public.dealt_decks where user_id = $1',
      [user.id],
    );
    expect(rows.map((r) => [r.deck, r.round, r.cards.length])).toEqual([
      ['never-have-i-ever/classic', 0, 60],
    ]);
    expect(rows[0]!.cards.every((card) => /^[0-9a-z]{1,7}$/.test(card))).toBe(true);
    expect(JSON.stringify(rows[0]!.cards).length / 60).toBeLessThan(10);

    // The deck is spent: phone A starts it over (and says so), and phone B follows that round,
    // dealing none of the cards A dealt since.
    const fifth = await night(phones[0], 20, 50);
    expect(fifth.startedOver).toBe(true);
    const sixth = await night(phones[1], 20, 60);
    expect(sixth.startedOver).toBe(false);
    expect(sixth.shown.filter((text) => fifth.shown.includes(text))).toEqual([]);
    await pickUp(phones[1]);
    expect((await readDealt()).decks['never-have-i-ever/classic']?.round).toBe(1);
  });

  it('cards dealt while signed out stay on the phone', async () => {
    activeUser.set({ userId: null });
    try {
      await pickUp(phones[0]);
      await writeSession({
        game: 'never-have-i-ever',
        state: {},
        dealt: { decks: { 'never-have-i-ever/classic': { round: 0, cards: ['1a'] } }, legacy: [] },
      });
      expect(await db().outbox.count()).toBe(0);
    } finally {
      activeUser.set({ userId: user.id });
    }
  });
});
