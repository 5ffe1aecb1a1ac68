import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeUser, db, openDatabase } from '../../db';
import { closeDatabaseForTests } from '../../db/open';
import { allMixedPacks, DRAW_GAMES } from './mix/draw-games';
import { mixedPacks } from './mix/mix';
import { isActive, selectDrawPacks } from './core/packs';
import {
  addPackToGame,
  addPlayer,
  GAMES_TAKING_PACKS,
  KEYS,
  loadPackInfo,
  NoGameSelectedError,
  playerFlagsKv,
  setPlayerFlag,
  readAddedPacks,
  readDealt,
  switchOnPremiumPacks,
  readMemory,
  readPackStates,
  readSession,
  savePlayers,
  selectGame,
  sendFeedback,
  setAllPacks,
  setPackActive,
  setPackActiveFor,
  syncPacksToMix,
  writeSession,
  writeSessionsAtUnload,
} from './state';

const USER = '00000000-0000-4000-8000-000000000001';

let factory: IDBFactory;

async function reopen(): Promise<void> {
  closeDatabaseForTests();
  await openDatabase('games-test', factory);
}

beforeEach(async () => {
  factory = new IDBFactory();
  activeUser.set({ userId: null });
  await reopen();
});
afterEach(() => closeDatabaseForTests());

describe('setting a pack', () => {
  it('fails with no game selected (docs/spec/games.md)', async () => {
    await expect(setPackActive('classic', false, false)).rejects.toBeInstanceOf(
      NoGameSelectedError,
    );
  });

  it('applies to the current game, through the outbox', async () => {
    await selectGame('most-likely-to');
    expect(await setPackActive('classic', false, false)).toBe('changed');
    expect((await readPackStates('most-likely-to')).get('classic')).toBe(false);
    expect((await readPackStates('never-have-i-ever')).size).toBe(0);
    const ops = await db().outbox.toArray();
    expect(ops.map((op) => [op.type, op.payload])).toEqual([
      ['pack-state.set', { game: 'most-likely-to', packId: 'classic', active: false }],
    ]);
  });

  it('refuses to switch off the only active pack, which stays active', async () => {
    await setAllPacks(false, false, 'truth-or-dare');
    const states = await readPackStates('truth-or-dare');
    const on = [...DRAW_GAMES[2]!.packs].filter((p) => isActive(p, states));
    expect(on.map((p) => p.id)).toEqual(['classic']);
    expect(await setPackActiveFor('truth-or-dare', 'classic', false, false)).toBe(
      'refused-last-active',
    );
    expect((await readPackStates('truth-or-dare')).get('classic')).not.toBe(false);
  });

  it('refuses a premium pack without premium', async () => {
    expect(await setPackActiveFor('charades', 'office', true, false)).toBe('refused-locked');
    expect(await setPackActiveFor('charades', 'office', true, true)).toBe('changed');
  });

  it('switches the premium packs on when premium starts, leaving a pack someone set alone (U20)', async () => {
    await setPackActiveFor('charades', 'office', true, true);
    await setPackActiveFor('charades', 'office', false, true);
    expect(await switchOnPremiumPacks()).toBeGreaterThanOrEqual(5);
    expect((await readPackStates('never-have-i-ever')).get('travel-tales')).toBe(true);
    expect((await readPackStates('truth-or-dare')).get('throwback')).toBe(true);
    expect((await readPackStates('mix')).get('truth-or-dare/throwback')).toBe(true);
    // switched off by someone before: their choice stands
    expect((await readPackStates('charades')).get('office')).toBe(false);
    // 18+ stays a table's own choice
    expect((await readPackStates('never-have-i-ever')).has('spicy')).toBe(false);
    // once is enough: nothing left to switch
    expect(await switchOnPremiumPacks()).toBe(0);
  });

  it('bulk toggles every game at once', async () => {
    await setAllPacks(false, false, 'all-games');
    const changed = await setAllPacks(true, false, 'all-games');
    // Mix holds the draw games' packs and then Party stream's.
    const expected = [...DRAW_GAMES, { id: 'mix' as const, packs: allMixedPacks() }];
    let switchedOn = 0;
    for (const game of expected) {
      const states = await readPackStates(game.id);
      for (const pack of game.packs) {
        // Every free pack that is not 18+ is on again; 18+ and premium packs stay off.
        const on = states.get(pack.id) ?? (!pack.premium && !pack.explicit);
        expect(on, `${game.id} ${pack.id}`).toBe(!pack.premium && !pack.explicit);
        if (on && states.has(pack.id)) switchedOn += 1;
      }
    }
    expect(changed).toBe(switchedOn);
  });

  it('syncs every pack to the mixed packs by position', async () => {
    await setPackActiveFor('never-have-i-ever', 'spicy', true, false);
    await setPackActiveFor('category', 'classic', false, false);
    await syncPacksToMix();
    const mix = await readPackStates('mix');
    expect(mix.get('never-have-i-ever/spicy')).toBe(true);
    expect(mix.get('category/classic')).toBe(false);
    // Positions line up: the i-th mixed pack is the i-th pack of the registry's games in order.
    const entries = mixedPacks(DRAW_GAMES);
    expect(entries.map((e) => e.source)).toEqual(DRAW_GAMES.flatMap((g) => g.packs));
    expect(await syncPacksToMix()).toBe(0);
  });
});

describe('persistence across a reload', () => {
  it('keeps pack flags, memory, session, current game and pack, and players', async () => {
    await setPackActiveFor('category', 'spicy', true, false);
    const memory = Array.from({ length: 40 }, (_, i) => `p${i}`);
    await writeSession({
      game: 'category',
      state: { kind: 'prompt', turn: 3 },
      memory,
      currentPack: 'Classic',
    });
    await savePlayers([' Ana ', 'Bo', '', 'Ana']);
    await reopen();
    expect((await readPackStates('category')).get('spicy')).toBe(true);
    expect(await readMemory()).toEqual(memory);
    expect(await readSession('category')).toEqual({ kind: 'prompt', turn: 3 });
    expect((await db().kv.get(KEYS.currentGame))?.value).toBe('category');
    expect((await db().kv.get(KEYS.currentPack))?.value).toBe('Classic');
    expect((await db().kv.get(KEYS.players))?.value).toEqual(['Ana', 'Bo']);
  });

  it("stops a save still under way when the page goes, so the page's last write is not held behind it", async () => {
    // Another writer holds the store a while: the save below starts and waits behind it, as a
    // save waits for its reads when the page is left.
    let held = true;
    const other = db().backendDB().transaction(['kv'], 'readwrite');
    const holdOn = () => {
      if (held) other.objectStore('kv').get('hold').onsuccess = holdOn;
    };
    holdOn();
    const otherDone = new Promise((resolve) => (other.oncomplete = resolve));
    const underWay = writeSession({ game: 'category', state: { turn: 1 }, memory: ['a'] });
    const outcome = underWay.then(
      () => 'stored',
      () => 'stopped',
    );
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(
      writeSessionsAtUnload([{ game: 'category', state: { turn: 2 }, memory: ['a', 'b'] }]),
    ).toBe(true);
    expect(await outcome).toBe('stopped');
    held = false;
    await otherDone;
    await expect.poll(() => readSession('category')).toEqual({ turn: 2 });
    expect(await readMemory()).toEqual(['a', 'b']);
    expect((await db().kv.get(KEYS.currentGame))?.value).toBe('category');
  });

  it('keeps every card dealt across reloads, however the page was left', async () => {
    const deck = (...cards: string[]) => ({
      decks: { 'truth-or-dare/party': { round: 0, cards } },
      legacy: [],
    });
    expect(await readDealt()).toEqual({ decks: {}, legacy: [] });
    await writeSession({
      game: 'truth-or-dare',
      state: {},
      memory: ['a'],
      dealt: deck('1x', '2y'),
    });
    await reopen();
    expect(await readDealt()).toEqual(deck('1x', '2y'));
    // a save without a deal leaves the history alone
    await writeSession({ game: 'truth-or-dare', state: { ended: true } });
    expect(await readDealt()).toEqual(deck('1x', '2y'));
    // and the page's last moment stores it too
    expect(
      writeSessionsAtUnload([
        { game: 'category', state: {}, memory: ['b'], dealt: deck('1x', '2y', '3z') },
      ]),
    ).toBe(true);
    await expect.poll(() => readDealt()).toEqual(deck('1x', '2y', '3z'));
  });

  it('reads the flat list an earlier build kept as cards of every deck', async () => {
    await db().kv.put({ key: 'dealtPrompts', value: ['1x', '2y'] });
    expect(await readDealt()).toEqual({ decks: {}, legacy: ['1x', '2y'] });
  });

  it('queues what a signed-in player dealt for the account, and nothing signed out', async () => {
    const dealt = (round: number, ...cards: string[]) => ({
      decks: { 'most-likely-to/classic': { round, cards } },
      legacy: [],
    });
    await writeSession({ game: 'most-likely-to', state: {}, dealt: dealt(0, 'a1') });
    expect(await db().outbox.count()).toBe(0);
    activeUser.set({ userId: USER });
    try {
      await writeSession({ game: 'most-likely-to', state: {}, dealt: dealt(0, 'a1', 'b2') });
      await writeSession({ game: 'most-likely-to', state: {}, dealt: dealt(1, 'c3') });
      const ops = await db().outbox.orderBy('id').toArray();
      expect(ops.map((op) => [op.type, op.userId, op.payload])).toEqual([
        ['dealt.merge', USER, { deck: 'most-likely-to/classic', round: 0, cards: ['b2'] }],
        ['dealt.merge', USER, { deck: 'most-likely-to/classic', round: 1, cards: ['c3'] }],
      ]);
    } finally {
      activeUser.set({ userId: null });
    }
  });

  it('keeps every name added in quick succession, in order', async () => {
    await savePlayers(['Ana']);
    await Promise.all(['Bo', 'Cy', ' Di ', 'Bo'].map((name) => addPlayer(name)));
    expect((await db().kv.get(KEYS.players))?.value).toEqual(['Ana', 'Bo', 'Cy', 'Di']);
  });

  it('keeps only the last 40 of a longer stored memory', async () => {
    await db().kv.put({ key: KEYS.memory, value: Array.from({ length: 50 }, (_, i) => `p${i}`) });
    const memory = await readMemory();
    expect(memory).toHaveLength(40);
    expect(memory[0]).toBe('p10');
  });
});

describe('feedback (docs/spec/games.md)', () => {
  it('is keyed by the date string and goes through the outbox for the signed-in user', async () => {
    activeUser.set({ userId: 'user-1' });
    const now = new Date('2026-11-21T20:00:00.000Z');
    await sendFeedback({ game: 'charades', positive: true, text: '  Great  ', user: 'Ana', now });
    await sendFeedback({ game: 'charades', positive: false, text: '', user: 'Ana', now });
    const rows = await db().feedback.toArray();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      key: now.toDateString(),
      time: '2026-11-21T20:00:00.000Z',
      feedback: 'Great',
      user: 'Ana',
      positive: true,
      game: 'charades',
    });
    expect(rows[1]?.feedback).toBe('Thumbs down');
    const ops = await db().outbox.toArray();
    expect(ops.map((op) => [op.type, op.userId])).toEqual([
      ['feedback.create', 'user-1'],
      ['feedback.create', 'user-1'],
    ]);
    expect(ops[0]?.payload).toEqual({
      key: now.toDateString(),
      time: '2026-11-21T20:00:00.000Z',
      feedback: 'Great',
      user: 'Ana',
      positive: true,
      game: 'charades',
    });
  });
});

describe('your own packs and the player flags', () => {
  const now = new Date().toISOString();
  const row = (id: string, prompts: string[]) => ({
    id,
    pack: {
      metadata: {
        name: `Pack ${id}`,
        id,
        description: '',
        author: 'Ana',
        explicit: false,
        alcohol: false,
        creation_date: now,
        tags: [],
      },
      prompts: prompts.map((text) => ({ text })),
      likes: 0,
      plays: 0,
      lastUpdated: now,
    },
    draft: false,
    publish: 'local' as const,
    fileUrl: null,
    updatedAt: now,
  });

  it('lists saved packs with prompts in the games that take them, and switches them on', async () => {
    await db().userPacks.put(row('a1', ['Why?', 'Dance.']));
    await db().userPacks.put(row('a2', ['   ']));
    const nhie = await loadPackInfo('never-have-i-ever');
    expect(nhie.filter((p) => p.id.startsWith('own:')).map((p) => p.id)).toEqual(['own:a1']);
    expect((await loadPackInfo('mix')).some((p) => p.id === 'own:a1')).toBe(true);
    expect((await loadPackInfo('charades')).some((p) => p.id.startsWith('own:'))).toBe(false);
    expect(await setPackActiveFor('truth-or-dare', 'own:a1', true, false)).toBe('changed');
    expect((await readPackStates('truth-or-dare')).get('own:a1')).toBe(true);
  });

  const cache = (id: string, prompts: string[]) => {
    const { id: _, draft: _d, publish: _p, updatedAt: _u, ...rest } = row(id, prompts);
    return db().packCache.put({ id, ...rest, fetchedAt: now });
  };
  const like = (packId: string, liked = true) =>
    db().packLikes.put({ packId, liked, updatedAt: new Date().toISOString() });

  it('adds liked cached packs after your own, once each, and drops them when unliked', async () => {
    await db().userPacks.put(row('a1', ['Mine']));
    await cache('a1', ['Mine, cached']);
    await cache('c1', ['Theirs']);
    await cache('c2', ['Not liked']);
    await like('a1');
    await like('c1');
    await like('gone');
    expect((await readAddedPacks()).map((p) => [p.id, p.liked ?? false])).toEqual([
      ['a1', false],
      ['c1', true],
    ]);
    const ids = (await loadPackInfo('truth-or-dare')).map((p) => p.id);
    expect(ids.filter((id) => id.includes(':'))).toEqual(['own:a1', 'liked:c1']);
    await like('c1', false);
    expect((await loadPackInfo('truth-or-dare')).some((p) => p.id === 'liked:c1')).toBe(false);
  });

  it('reads only the likes of cached packs: a device with thousands of likes reads a handful', async () => {
    await db().packLikes.bulkPut(
      Array.from({ length: 3_000 }, (_, i) => ({
        packId: `never-opened-${i}`,
        liked: true,
        updatedAt: new Date(Date.UTC(2026, 0, 1) + i).toISOString(),
      })),
    );
    await db().userPacks.put(row('a1', ['Mine']));
    await cache('c1', ['Theirs']);
    await cache('c2', ['Not liked']);
    await like('c1');
    const touched = new Map<string, number>();
    for (const table of [db().packLikes, db().packCache, db().userPacks]) {
      table.hook('reading', (value: unknown) => {
        touched.set(table.name, (touched.get(table.name) ?? 0) + 1);
        return value;
      });
    }
    expect((await readAddedPacks()).map((p) => [p.id, p.liked ?? false])).toEqual([
      ['a1', false],
      ['c1', true],
    ]);
    // The like of each cached pack (2), the one liked pack, your own pack and whether the liked
    // one is also yours: never every like.
    expect(Object.fromEntries(touched)).toEqual({ packLikes: 2, packCache: 1, userPacks: 2 });
  });

  it('adds a pack from its page to a game that takes packs, and only those', async () => {
    expect(GAMES_TAKING_PACKS).toEqual([
      'never-have-i-ever',
      'most-likely-to',
      'truth-or-dare',
      'category',
      'charades',
      'party-stream',
      'mix',
    ]);
    await cache('c1', ['Theirs']);
    await like('c1');
    expect(await addPackToGame('most-likely-to', 'c1')).toBe('changed');
    expect(await addPackToGame('most-likely-to', 'c1')).toBe('unchanged');
    expect((await readPackStates('most-likely-to')).get('liked:c1')).toBe(true);
    expect(await addPackToGame('mix', 'c1')).toBe('changed');
    expect((await readPackStates('mix')).get('liked:c1')).toBe(true);
    await db().userPacks.put(row('a1', ['Mine']));
    expect(await addPackToGame('never-have-i-ever', 'a1')).toBe('changed');
    expect((await readPackStates('never-have-i-ever')).get('own:a1')).toBe(true);
    await expect(addPackToGame('charades', 'c1')).rejects.toThrow();
    // A pack made for charades joins charades (and Mix), and never a prompt game.
    const words = row('w1', ['Lighthouse keeper', 'Bouncy house']);
    await db().userPacks.put({
      ...words,
      pack: { ...words.pack, metadata: { ...words.pack.metadata, game: 'charades' } },
    });
    expect(await addPackToGame('charades', 'w1')).toBe('changed');
    expect((await readPackStates('charades')).get('own:w1')).toBe(true);
    expect((await loadPackInfo('charades')).map((pack) => pack.id)).toContain('own:w1');
    await expect(addPackToGame('never-have-i-ever', 'w1')).rejects.toThrow();
    // Not liked (or liked, then unliked): not a pack of the game, so nothing is switched on.
    await like('c1', false);
    await expect(addPackToGame('truth-or-dare', 'c1')).rejects.toThrow();
    expect((await readPackStates('truth-or-dare')).size).toBe(0);
  });

  it('a stored "on" flag of an unliked pack leaves the other packs and their rules alone', async () => {
    await cache('c1', ['Theirs']);
    await like('c1');
    await addPackToGame('never-have-i-ever', 'c1');
    // Only the liked pack on: every built-in pack switched off, allowed while it deals.
    for (const pack of await loadPackInfo('never-have-i-ever')) {
      if (pack.id !== 'liked:c1')
        await setPackActiveFor('never-have-i-ever', pack.id, false, false);
    }
    expect(await setPackActiveFor('never-have-i-ever', 'liked:c1', false, false)).toBe(
      'refused-last-active',
    );
    await like('c1', false);
    const packs = await loadPackInfo('never-have-i-ever');
    const states = await readPackStates('never-have-i-ever');
    expect(states.get('liked:c1')).toBe(true);
    expect(packs.some((p) => p.id === 'liked:c1')).toBe(false);
    // The game still deals: nothing usable is on, so the draw falls back to a safe pack.
    const selection = selectDrawPacks(packs, states, false, 3);
    expect(selection.fallback).toBe('none-usable');
    expect(selection.packs).toHaveLength(1);
    // And the refusal rules count only the game's packs: the last one on stays on.
    const first = packs.find((p) => !p.premium && !p.explicit)!;
    expect(await setPackActiveFor('never-have-i-ever', first.id, true, false)).toBe('changed');
    expect(await setPackActiveFor('never-have-i-ever', first.id, false, false)).toBe(
      'refused-last-active',
    );
  });

  it('keeps a flag per player, and forgets a player with none', async () => {
    await setPlayerFlag('Bo', 'sober', true);
    await setPlayerFlag('Cy', 'taken', true);
    expect(await playerFlagsKv.read()).toEqual({
      Bo: { sober: true, taken: false },
      Cy: { sober: false, taken: true },
    });
    await setPlayerFlag('Bo', 'sober', false);
    expect(await playerFlagsKv.read()).toEqual({ Cy: { sober: false, taken: true } });
  });
});
