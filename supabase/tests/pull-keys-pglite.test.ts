import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorOf, openPgliteConn, runAs, type Conn, type Who } from './harness.ts';

// public.pull_keys (migration 20261130400000_pull_keys.sql) on PGlite: the current rows of the
// keys a client names, with pull's visibility and nothing more. Each test is rolled back.

interface Change {
  kind: string;
  id?: string;
  gameId?: string;
  deleted?: boolean;
  [k: string]: unknown;
}
interface Answer {
  protocolVersion: number;
  changes: Change[];
  missing: string[];
}

describe('pull_keys on PGlite', () => {
  let conn: Conn;
  // Booting PGlite with every migration takes long on a busy machine.
  beforeAll(async () => {
    conn = await openPgliteConn();
  }, 300_000);
  afterAll(async () => {
    await conn?.close();
  });
  beforeEach(async () => {
    await conn.query('begin');
  });
  afterEach(async () => {
    await conn.query('rollback');
  });

  const as = <T = Record<string, unknown>>(who: Who, sql: string, params?: unknown[]) =>
    runAs<T>(conn, who, sql, params);

  async function newUser() {
    const [row] = await as<{ id: string }>(
      'postgres',
      'insert into auth.users (email) values ($1) returning id',
      [`k${randomUUID().slice(0, 8)}@example.com`],
    );
    return row!.id;
  }
  const op = (userId: string, type: string, payload: unknown) => ({
    id: randomUUID(),
    type,
    payload,
    userId,
    createdAt: new Date().toISOString(),
    attempts: 0,
  });
  async function push(user: string, ops: unknown[]) {
    await as({ sub: user }, 'select public.push($1::jsonb)', [JSON.stringify(ops)]);
  }
  const pack = (id: string, draft = false) => ({
    pack: {
      metadata: {
        name: 'Road trip',
        id,
        description: 'Prompts for the car',
        author: 'Alex',
        explicit: false,
        alcohol: true,
        creation_date: '2026-11-01T10:00:00.000Z',
        tags: ['travel'],
      },
      prompts: [{ text: 'Never have I ever missed a flight' }, { text: 'Never have I ever' }],
    },
    draft,
  });
  async function pullKeys(user: string, keys: string[]) {
    const [row] = await as<{ r: Answer }>({ sub: user }, 'select public.pull_keys($1) as r', [
      keys,
    ]);
    return row!.r;
  }

  it('[I8] answers the current row of each key, as pull sends it, and names the missing ones', async () => {
    const a = await newUser();
    const b = await newUser();
    const mine = randomUUID();
    const published = randomUUID();
    const hidden = randomUUID();
    const withdrawn = randomUUID();
    const nowhere = randomUUID();
    await push(a, [
      op(a, 'like.add', { gameId: 'mix' }),
      op(a, 'like.add', { gameId: 'truth' }),
      op(a, 'like.remove', { gameId: 'truth' }),
      op(a, 'pack-state.set', { game: 'mix', packId: 'classic', active: false }),
      op(a, 'pack.save', pack(mine)),
    ]);
    await push(b, [
      op(b, 'pack.save', pack(published)),
      op(b, 'pack.publish', { packId: published }),
      op(b, 'pack.save', pack(hidden, true)),
      op(b, 'pack.save', pack(withdrawn)),
      op(b, 'pack.publish', { packId: withdrawn }),
      op(b, 'pack.delete', { packId: withdrawn }),
    ]);
    const answer = await pullKeys(a, [
      `profile/${a}`,
      'like/mix',
      'like/truth',
      'like/never-liked',
      'pack-state/mix/classic',
      'pack-state/mix/unknown',
      `pack/${mine}`,
      `pack/${published}`,
      `pack/${hidden}`,
      `pack/${withdrawn}`,
      `pack/${nowhere}`,
      'like/mix',
    ]);
    expect(answer.protocolVersion).toBe(1);
    const byKey = new Map(
      answer.changes.map((c) => [
        c.kind === 'like'
          ? `like/${c.gameId}`
          : c.kind === 'pack-state'
            ? `pack-state/${String(c.game)}/${String(c.packId)}`
            : `${c.kind}/${c.id}`,
        c,
      ]),
    );
    expect(answer.changes).toHaveLength(7);
    expect(byKey.get(`profile/${a}`)).toMatchObject({ kind: 'profile', id: a });
    expect(byKey.get('like/mix')).toEqual({ kind: 'like', gameId: 'mix', liked: true });
    expect(byKey.get('like/truth')).toEqual({ kind: 'like', gameId: 'truth', liked: false });
    expect(byKey.get('pack-state/mix/classic')).toEqual({
      kind: 'pack-state',
      game: 'mix',
      packId: 'classic',
      active: false,
    });
    expect(byKey.get(`pack/${mine}`)).toMatchObject({ pack: { ownerId: a, draft: false } });
    expect(byKey.get(`pack/${published}`)).toMatchObject({ pack: { published: true } });
    expect(byKey.get(`pack/${withdrawn}`)).toEqual({ kind: 'pack', id: withdrawn, deleted: true });
    // Someone else's private pack is as invisible as in pull: not even a tombstone.
    expect(answer.missing.sort()).toEqual(
      ['like/never-liked', 'pack-state/mix/unknown', `pack/${hidden}`, `pack/${nowhere}`].sort(),
    );
  });

  it('[I8] shows nobody else’s rows and takes no malformed key as a row', async () => {
    const a = await newUser();
    const b = await newUser();
    await push(b, [op(b, 'like.add', { gameId: 'mix' })]);
    const [coin] = await as<{ id: string }>(
      'postgres',
      'select id::text from public.coin_ledger where user_id = $1 limit 1',
      [b],
    );
    const keys = [
      `profile/${b}`,
      'pack/not-a-uuid',
      'coin-entry/1; drop table x',
      'draft-update/',
      'nonsense',
      '',
      ...(coin ? [`coin-entry/${coin.id}`] : []),
    ];
    const answer = await pullKeys(a, keys);
    expect(answer.changes).toEqual([]);
    expect(answer.missing.sort()).toEqual([...new Set(keys)].sort());
    // b's own like is b's to read
    expect((await pullKeys(b, ['like/mix'])).changes).toEqual([
      { kind: 'like', gameId: 'mix', liked: true },
    ]);
  });

  it('is for signed-in callers only, with a bounded list', async () => {
    const a = await newUser();
    expect(await errorOf(as('anon', `select public.pull_keys(array['like/mix'])`))).toMatch(
      /permission denied/,
    );
    const many = Array.from({ length: 1001 }, (_, i) => `like/g${i}`);
    expect(await errorOf(pullKeys(a, many))).toMatch(/at most 1000 keys/);
  });
});
