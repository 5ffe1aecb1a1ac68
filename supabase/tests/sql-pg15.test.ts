import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { defineBackendSuite } from './backend-suite.ts';
import { commitAs, runAs, waitForQuietServer, type Conn } from './harness.ts';
import { pg15File } from './pg15-file.ts';

// The same suite against the PostgreSQL 15 server (Supabase's major version), in a throwaway
// database per run, plus what PGlite cannot show: several sessions at once. Skipped when the
// server is unreachable, except in CI, where that is a failure.
const { reachable, connect } = await pg15File('PostgreSQL 15');

describe.skipIf(!reachable)('PostgreSQL 15', () => {
  defineBackendSuite('PostgreSQL 15', connect);

  describe('concurrent sessions', () => {
    const conns: Conn[] = [];
    const open = async () => {
      const c = await connect();
      conns.push(c);
      return c;
    };
    afterAll(async () => {
      await Promise.all(conns.map((c) => c.close()));
    });

    async function newUser(c: Conn) {
      const [row] = await commitAs<{ id: string }>(
        c,
        'postgres',
        'insert into auth.users (email) values ($1) returning id',
        [`c${randomUUID().slice(0, 8)}@example.com`],
      );
      return row!.id;
    }
    const op = (userId: string, type: string, payload: unknown, id = randomUUID()) => ({
      id,
      type,
      payload,
      userId,
      createdAt: new Date().toISOString(),
      attempts: 0,
    });

    interface Pulled {
      changes: { kind: string; packId?: string; id?: string }[];
      cursor: string;
      more: boolean;
    }
    async function pull(c: Conn, user: string, cursor: string | null, limit = 500) {
      const [row] = await commitAs<{ r: Pulled }>(
        c,
        { sub: user },
        'select public.pull($1, $2) as r',
        [cursor, limit],
      );
      return row!.r;
    }
    const statePacks = (p: Pulled) =>
      p.changes.filter((c) => c.kind === 'pack-state').map((c) => c.packId);
    // A user's own pushes are serialised on their profile row, so writers that commit out of
    // order write the reader's rows directly, each in its own transaction (as a server job would).
    const writeState = (c: Conn, user: string, packId: string) =>
      runAs(
        c,
        'postgres',
        `insert into public.pack_states (user_id, game, pack_id, active) values ($1, 'mix', $2, true)`,
        [user, packId],
      );

    it('never skips a row committed late by a concurrent transaction', async () => {
      const [c1, c2, c3] = [await open(), await open(), await open()];
      const user = await newUser(c3);
      const baseline = await pull(c3, user, null);

      // T1 writes first, so holds the older transaction id, but commits last.
      await c1.query('begin');
      await writeState(c1, user, 'late');
      await c2.query('begin');
      await writeState(c2, user, 'early');
      await c2.query('commit');

      const during = await pull(c3, user, baseline.cursor);
      expect(statePacks(during)).toEqual(['early']);

      await c1.query('commit');
      const after = await pull(c3, user, during.cursor);
      expect(statePacks(after)).toEqual(['late']);

      // Once nothing is in flight neither is sent again.
      await waitForQuietServer(c3);
      const settled = await pull(c3, user, after.cursor);
      expect(statePacks(settled)).toEqual([]);
    });

    it('misses nothing while four sessions commit out of order and the reader pages with a small limit', async () => {
      const writers = [await open(), await open(), await open(), await open()];
      const reader = await open();
      const user = await newUser(reader);
      const written = new Set<string>();
      const seen = new Set<string>();
      let done = false;
      const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

      const write = async (c: Conn, w: number) => {
        for (let t = 0; t < 12; t++) {
          const ids = Array.from({ length: 1 + ((w + t) % 3) }, () => randomUUID());
          await c.query('begin');
          for (const id of ids) await writeState(c, user, id);
          // hold the transaction open for a varying time so commits land out of xid order
          await sleep(((w * 7 + t * 13) % 5) * 6);
          await c.query('commit');
          ids.forEach((id) => written.add(id));
        }
      };
      const read = async () => {
        let cursor: string | null = null;
        for (;;) {
          const finished = done;
          const page = await pull(reader, user, cursor, 5);
          expect(page.changes.length).toBeLessThanOrEqual(5);
          statePacks(page).forEach((id) => seen.add(id!));
          cursor = page.cursor;
          if (finished && !page.more) break;
          if (!page.more) await sleep(3);
        }
      };
      const reading = read();
      await Promise.all(writers.map((c, w) => write(c, w)));
      done = true;
      await reading;
      expect(written.size).toBeGreaterThan(60);
      expect([...written].filter((id) => !seen.has(id))).toEqual([]);
    });

    it('misses no row of a transaction that began after the pull took its snapshot and is still open when the page is read', async () => {
      const [blocker, open1, late, reader] = [
        await open(),
        await open(),
        await open(),
        await open(),
      ];
      const user = await newUser(reader);
      const start = await pull(reader, user, null, 4);
      // Hold pull between its snapshot (taken as it starts) and its page query: its first
      // statement after the snapshot reads the sync horizon, which this lock keeps waiting.
      await blocker.query('begin');
      await blocker.query('lock table private.sync_horizon in access exclusive mode');
      const pulling = pull(reader, user, start.cursor, 4);
      const [lockRow] = await blocker.query<{ oid: number }>(
        `select 'private.sync_horizon'::regclass::oid as oid`,
      );
      for (;;) {
        const [waiting] = await blocker.query<{ n: number }>(
          'select count(*)::int as n from pg_locks where relation = $1 and not granted',
          [lockRow!.oid],
        );
        if (waiting!.n > 0) break;
        await new Promise((r) => setTimeout(r, 5));
      }
      // Both transactions begin after the pull's snapshot: the first stays open, the second
      // (a newer transaction id) commits a full page before the pull reads its page.
      await open1.query('begin');
      await writeState(open1, user, 'open');
      await late.query('begin');
      for (let i = 0; i < 5; i++) await writeState(late, user, `late${i}`);
      await late.query('commit');
      await blocker.query('commit');
      const pages: Pulled[] = [await pulling];
      await open1.query('commit');
      let cursor = pages[0]!.cursor;
      for (let i = 0; i < 10; i++) {
        const page = await pull(reader, user, cursor, 4);
        pages.push(page);
        cursor = page.cursor;
        if (!page.more) break;
      }
      await waitForQuietServer(reader);
      pages.push(await pull(reader, user, cursor, 4));
      const sent = pages.flatMap(statePacks);
      expect([...new Set(sent)].sort()).toEqual(
        ['late0', 'late1', 'late2', 'late3', 'late4', 'open'].sort(),
      );
    });

    it('keeps every page to its limit while a transaction stays open, and sends each row once', async () => {
      const [holder, reader] = [await open(), await open()];
      const user = await newUser(reader);
      const first = await pull(reader, user, null);
      // A write transaction left open anywhere holds the snapshot fence back.
      await holder.query('begin');
      await writeState(holder, user, 'held');
      for (let i = 0; i < 30; i++) {
        await commitAs(
          reader,
          'postgres',
          `insert into public.pack_states (user_id, game, pack_id, active) values ($1, 'mix', $2, true)`,
          [user, `s${i}`],
        );
      }
      const pages: Pulled[] = [];
      let cursor = first.cursor;
      for (;;) {
        const page = await pull(reader, user, cursor, 4);
        pages.push(page);
        cursor = page.cursor;
        if (!page.more) break;
      }
      for (const page of pages) expect(page.changes.length).toBeLessThanOrEqual(4);
      const sent = pages.flatMap(statePacks);
      expect(sent).toHaveLength(30);
      expect(new Set(sent).size).toBe(30);
      // a later pull, the transaction still open, sends nothing again
      expect(statePacks(await pull(reader, user, cursor, 4))).toEqual([]);
      // once it commits, its row comes, once
      await holder.query('commit');
      const after = await pull(reader, user, cursor, 4);
      expect(statePacks(after)).toEqual(['held']);
      expect(statePacks(await pull(reader, user, after.cursor, 4))).toEqual([]);
    });

    it('lets exactly one of two concurrent claims of the same reward succeed', async () => {
      const [c1, c2] = [await open(), await open()];
      const user = await newUser(c1);
      const claim = (c: Conn) =>
        commitAs<{ r: string }>(c, { sub: user }, `select public.claim_reward('welcome') as r`);
      const results = (await Promise.all([claim(c1), claim(c2)])).map((rows) => rows[0]!.r);
      expect(results.sort()).toEqual(['Reward already claimed', 'Reward claimed successfully']);
      const [p] = await commitAs<{ dojo_coins: number }>(
        c1,
        'postgres',
        'select dojo_coins from public.profiles where id = $1',
        [user],
      );
      expect(p!.dojo_coins).toBe(25);
    });

    it('serialises concurrent spends so the balance never goes below zero', async () => {
      const [c1, c2] = [await open(), await open()];
      const user = await newUser(c1);
      await commitAs(c1, 'service_role', 'select public.add_coins($1, 50)', [user]);
      const spend = (c: Conn) =>
        commitAs<{ ok: boolean }>(c, { sub: user }, `select public.spend_coins(30, 'hat') as ok`);
      const results = (await Promise.all([spend(c1), spend(c2)])).map((rows) => rows[0]!.ok);
      expect(results.sort()).toEqual([false, true]);
    });

    it('applies the same op id pushed from two devices at once only once', async () => {
      const [c1, c2] = [await open(), await open()];
      const user = await newUser(c1);
      await commitAs(c1, 'service_role', 'select public.add_coins($1, 50)', [user]);
      const spend = op(user, 'coins.spend', { amount: 10, reason: 'dup' });
      const pushIt = (c: Conn) =>
        commitAs<{ r: { results: { status: string }[] } }>(
          c,
          { sub: user },
          'select public.push($1::jsonb) as r',
          [JSON.stringify([spend])],
        );
      const statuses = (await Promise.all([pushIt(c1), pushIt(c2)])).map(
        (rows) => rows[0]!.r.results[0]!.status,
      );
      expect(statuses.sort()).toEqual(['applied', 'duplicate']);
      const [p] = await commitAs<{ dojo_coins: number }>(
        c1,
        'postgres',
        'select dojo_coins from public.profiles where id = $1',
        [user],
      );
      expect(p!.dojo_coins).toBe(40);
    });
  });
});
