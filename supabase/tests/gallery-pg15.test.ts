import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineGallerySuite, galleryPage, type GalleryArgs } from './gallery-suite.ts';
import { commitAs, type Conn } from './harness.ts';
import { pg15File } from './pg15-file.ts';
import { reportBench, samples } from '../../tests/bench/mode.ts';

// The gallery suite on the PostgreSQL 15 server, plus what only a big table shows: with 100,000
// published packs every gallery query uses its index, and `npm run bench` prints the figures beside
// a plain primary-key lookup measured in the same run (`npm test` takes a few samples, as a smoke).
// Skipped when the server is unreachable, except in CI, where that is a failure.
const { reachable, connect } = await pg15File('PostgreSQL 15 (gallery)');
const PACKS = 100_000;

/**
 * 100,000 published packs from 500 authors, generated from the row number (no randomness: every
 * run seeds the same table): names and descriptions from word lists, one to three tags of twelve,
 * a tenth 18+, about a third with alcohol, counters spread over a long tail, published over a year.
 * Plus a few hundred drafts, deleted and hidden packs the gallery must skip.
 */
const SEED_SQL = `
  insert into auth.users (email)
    select 'author' || i || '@example.com' from generate_series(1, 500) i;
  with words as (
    select array['Party','Cabin','Wild','Quiet','Date','Night','Road','Trip','Beach','Winter',
      'Office','Pirate','Karaoke','Birthday','Camping','Movie','Retro','Couples','Chaos','Study']
      as w,
      array['party','cabin','flirty','drinks','icebreakers','couples','friends','family',
      'halloween','christmas','road-trip','office'] as t
  ), owners as (
    select array_agg(id order by email) as ids from auth.users where email like 'author%'
  )
  insert into public.packs (id, owner_id, name, description, author, tags, explicit, alcohol,
    prompts, draft, published, published_at, likes, plays, creation_date, updated_at, lang)
  select
    ('00000000-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid,
    owners.ids[1 + i % 500],
    words.w[1 + (i * 7) % 20] || ' ' || words.w[1 + (i * 13) % 20] || ' ' || i,
    'A pack about ' || lower(words.w[1 + (i * 3) % 20]) || ' and ' || lower(words.w[1 + (i * 11) % 20])
      || ' for groups of friends.',
    'Author ' || (i % 500),
    (array[words.t[1 + i % 12]] || case when i % 3 = 0 then array[words.t[1 + (i / 3) % 12]] else '{}' end
      || case when i % 7 = 0 then array[words.t[1 + (i / 7) % 12]] else '{}' end),
    i % 10 = 0,
    i % 3 = 1,
    '[{"text":"Never have I ever gone camping"},{"text":"Who is most likely to sing"}]'::jsonb,
    false, true,
    timestamptz '2026-11-24 00:00:00+00' - ((i * 7919) % 525600) * interval '1 minute',
    ((abs(hashtext('l' || i)) % 1000) * (abs(hashtext('m' || i)) % 1000)) / 5000,
    ((abs(hashtext('p' || i)) % 1000) * (abs(hashtext('q' || i)) % 1000)) / 1000,
    timestamptz '2025-11-01 00:00:00+00', timestamptz '2026-11-01 00:00:00+00',
    case when i % 8 = 0 then 'da' else 'en' end
  from generate_series(1, ${PACKS}) i, words, owners;
  -- what the gallery must never show
  update public.packs set published = false, draft = true where id in (
    select id from public.packs order by id limit 100);
  update public.packs set hidden_at = now() where id in (
    select id from public.packs order by id offset 100 limit 100);
  update public.packs set deleted_at = now(), published = false where id in (
    select id from public.packs order by id offset 200 limit 100);
  analyze public.packs;
`;

/** Node types of a plan (EXPLAIN FORMAT JSON), with the index each scan used. */
interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function planNodes(plan: PlanNode): string[] {
  const out: string[] = [];
  const visit = (node: PlanNode) => {
    const index = node['Index Name'] ? ` ${node['Index Name']}` : '';
    const relation = node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
    out.push(`${node['Node Type']}${relation}${index}`);
    for (const child of node.Plans ?? []) visit(child);
  };
  visit(plan);
  return out;
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

describe.skipIf(!reachable)('PostgreSQL 15 (gallery)', () => {
  defineGallerySuite('PostgreSQL 15', connect);

  it('counts reports sent from six sessions at once exactly, hiding the pack once', async () => {
    const sessions = await Promise.all(Array.from({ length: 6 }, () => connect()));
    try {
      const admin = sessions[0]!;
      const [author] = await commitAs<{ id: string }>(
        admin,
        'postgres',
        `insert into auth.users (email) values ('racer-${Date.now()}@example.com') returning id`,
      );
      const packId = randomUUID();
      await commitAs(
        admin,
        'postgres',
        `insert into public.packs (id, owner_id, name, draft, published, published_at)
         values ($1, $2, 'Raced', false, true, now())`,
        [packId, author!.id],
      );
      const readers = await Promise.all(
        sessions.map(async (c, i) => {
          const [row] = await commitAs<{ id: string }>(
            c,
            'postgres',
            `insert into auth.users (email, email_confirmed_at, created_at)
             values ('reader${i}-${Date.now()}@example.com', now() - interval '2 days',
               now() - interval '2 days') returning id`,
          );
          return row!.id;
        }),
      );
      const results = await Promise.all(
        sessions.map(async (c, i) => {
          const op = {
            id: randomUUID(),
            type: 'pack.report',
            payload: { packId, reason: 'spam', note: '' },
            userId: readers[i],
            createdAt: new Date().toISOString(),
            attempts: 0,
          };
          const [row] = await commitAs<{ r: { results: { result: { hidden: boolean } }[] } }>(
            c,
            { sub: readers[i]! },
            'select public.push($1::jsonb) as r',
            [JSON.stringify([op])],
          );
          return row!.r.results[0]!.result.hidden;
        }),
      );
      // reports 3 to 6 see the pack hidden; 1 and 2 do not
      expect(results.filter((hidden) => !hidden)).toHaveLength(2);
      const [state] = await commitAs<{ n: number; hidden: boolean }>(
        admin,
        'postgres',
        `select (select count(*)::int from public.pack_reports where pack_id = $1) as n,
           (select hidden_at is not null from public.packs where id = $1) as hidden`,
        [packId],
      );
      expect(state).toEqual({ n: 6, hidden: true });
    } finally {
      await Promise.all(sessions.map((c) => c.close()));
    }
  });

  it('counts only trusted accounts among six sessions reporting at once, and keeps every report', async () => {
    const sessions = await Promise.all(Array.from({ length: 6 }, () => connect()));
    try {
      const admin = sessions[0]!;
      const stamp = `${Date.now()}-${randomUUID().slice(0, 6)}`;
      const [author] = await commitAs<{ id: string }>(
        admin,
        'postgres',
        `insert into auth.users (email) values ('target-${stamp}@example.com') returning id`,
      );
      const packId = randomUUID();
      await commitAs(
        admin,
        'postgres',
        `insert into public.packs (id, owner_id, name, draft, published, published_at)
         values ($1, $2, 'Targeted', false, true, now())`,
        [packId, author!.id],
      );
      // four throwaway accounts (two unconfirmed, two confirmed a moment ago) and two trusted ones
      const kinds = ['unconfirmed', 'new', 'trusted', 'unconfirmed', 'new', 'trusted'];
      const reporters = await Promise.all(
        kinds.map(async (kind, i) => {
          const [row] = await commitAs<{ id: string }>(
            sessions[i]!,
            'postgres',
            `insert into auth.users (email, email_confirmed_at, created_at)
             values ($1, case $2 when 'unconfirmed' then null when 'new' then now()
                 else now() - interval '2 days' end,
               case $2 when 'trusted' then now() - interval '2 days' else now() end)
             returning id`,
            [`${kind}${i}-${stamp}@example.com`, kind],
          );
          return row!.id;
        }),
      );
      const reportFrom = (c: Conn, user: string) =>
        commitAs<{ r: { results: { result: { hidden: boolean } }[] } }>(
          c,
          { sub: user },
          'select public.push($1::jsonb) as r',
          [
            JSON.stringify([
              {
                id: randomUUID(),
                type: 'pack.report',
                payload: { packId, reason: 'spam', note: '' },
                userId: user,
                createdAt: new Date().toISOString(),
                attempts: 0,
              },
            ]),
          ],
        );
      await Promise.all(sessions.map((c, i) => reportFrom(c, reporters[i]!)));
      const state = async () =>
        (
          await commitAs<{ n: number; counting: number; hidden: boolean }>(
            admin,
            'postgres',
            `select (select count(*)::int from public.pack_reports where pack_id = $1) as n,
               (select count(*)::int from public.pack_reports where pack_id = $1 and counts)
                 as counting,
               (select hidden_at is not null from public.packs where id = $1) as hidden`,
            [packId],
          )
        )[0];
      expect(await state()).toEqual({ n: 6, counting: 2, hidden: false });
      // the throwaways delete themselves at once: their reports stay, without an account
      await Promise.all(
        kinds.flatMap((kind, i) =>
          kind === 'trusted'
            ? []
            : [commitAs(sessions[i]!, { sub: reporters[i]! }, 'select public.delete_my_account()')],
        ),
      );
      const [kept] = await commitAs<{ gone: number }>(
        admin,
        'postgres',
        'select count(*)::int as gone from public.pack_reports where pack_id = $1 and user_id is null',
        [packId],
      );
      expect(kept!.gone).toBe(4);
      // a third trusted account hides it
      const [third] = await commitAs<{ id: string }>(
        admin,
        'postgres',
        `insert into auth.users (email, email_confirmed_at, created_at)
         values ('third-${stamp}@example.com', now() - interval '2 days', now() - interval '2 days')
         returning id`,
      );
      await reportFrom(admin, third!.id);
      expect(await state()).toEqual({ n: 7, counting: 3, hidden: true });
    } finally {
      await Promise.all(sessions.map((c) => c.close()));
    }
  });

  describe(`${PACKS.toLocaleString('en')} published packs`, () => {
    let conn: Conn;

    beforeAll(async () => {
      conn = await connect();
      await conn.query('begin');
      await conn.query(SEED_SQL);
      await conn.query('commit');
    }, 600_000);
    afterAll(async () => {
      await conn?.close();
    });

    /** What a statement is run for: a page's arguments, and for best match one tier's read. */
    type Statement = GalleryArgs & {
      cursorValue?: string;
      cursorId?: string;
      tier?: { tier: 1 | 2 | 3; window: boolean };
    };

    /** The statement gallery_packs runs for these arguments, with its parameters. */
    async function statementFor(args: Statement) {
      if (args.tier) {
        const [row] = await conn.query<{ sql: string }>(
          `select private.gallery_tier_sql($1, $2, $3, $4, $5, $6, $7) as sql`,
          [
            args.tier.tier,
            args.tier.window,
            args.cursorValue !== undefined,
            Boolean(args.tags?.length),
            args.explicit === undefined ? false : args.explicit,
            args.alcohol ?? null,
            Boolean(args.lang),
          ],
        );
        return row!.sql;
      }
      const [row] = await conn.query<{ sql: string }>(
        `select private.gallery_sql($1, $2, $3, $4, $5, $6, $7) as sql`,
        [
          args.sort ?? 'trending',
          args.cursorValue !== undefined,
          Boolean(args.search),
          Boolean(args.tags?.length),
          args.explicit === undefined ? false : args.explicit,
          args.alcohol ?? null,
          Boolean(args.lang),
        ],
      );
      return row!.sql;
    }

    async function explain(args: Statement) {
      const sql = await statementFor(args);
      await conn.query('deallocate all');
      await conn.query(
        `prepare gallery(text, uuid, tsquery, text[], boolean, boolean, integer, text) as ${sql}`,
      );
      // EXPLAIN EXECUTE takes no bind parameters: the values go in as quoted literals
      const [command] = await conn.query<{ sql: string }>(
        `select format('explain (format json) execute gallery(%L, %L, private.gallery_tsquery(%L),
           private.tag_keys(%L::text[]), %L, %L, 25, %L)', $1::text, $2::text, $3::text, $4::text[],
           $5::boolean, $6::boolean, $7::text) as sql`,
        [
          args.cursorValue ?? null,
          args.cursorId ?? null,
          args.search ?? null,
          args.tags ?? null,
          args.explicit === undefined ? false : args.explicit,
          args.alcohol ?? null,
          args.lang ?? null,
        ],
      );
      const [row] = await conn.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(command!.sql);
      return planNodes(row!['QUERY PLAN'][0].Plan);
    }

    /** A cursor pointing `depth` cards into a listing, as the RPC would have handed it out. */
    async function cursorAt(sort: 'liked' | 'newest' | 'trending', depth: number) {
      const column = { liked: 'likes', newest: 'published_at', trending: 'trending' }[sort];
      const [row] = await conn.query<{ v: string; id: string }>(
        `select ${column}::text as v, id from public.packs
          where published and deleted_at is null and hidden_at is null and not explicit
          order by ${column} desc, id desc offset ${depth - 1} limit 1`,
      );
      return { cursor: JSON.stringify({ s: sort, v: row!.v, id: row!.id }), ...row! };
    }

    it('walks the sort indexes for every sort, first page and deep', async () => {
      for (const [sort, index] of [
        ['trending', 'packs_gallery_trending'],
        ['liked', 'packs_gallery_liked'],
        ['played', 'packs_gallery_played'],
        ['newest', 'packs_gallery_newest'],
      ] as const) {
        const nodes = await explain({ sort });
        expect(nodes, sort).toContain(`Index Scan on packs ${index}`);
        expect(nodes.join(), sort).not.toMatch(/Seq Scan|Sort/);
      }
      const deep = await cursorAt('liked', 50_000);
      const nodes = await explain({ sort: 'liked', cursorValue: deep.v, cursorId: deep.id });
      expect(nodes).toEqual(['Limit', 'Index Scan on packs packs_gallery_liked']);
    });

    it('answers a language filter through the language indexes, in order', async () => {
      for (const [sort, index] of [
        ['trending', 'packs_gallery_lang_trending'],
        ['newest', 'packs_gallery_lang_newest'],
      ] as const) {
        const nodes = await explain({ sort, lang: 'da' });
        expect(nodes, sort).toContain(`Index Scan on packs ${index}`);
        expect(nodes.join(), sort).not.toMatch(/Seq Scan|Sort/);
      }
      for (const sort of ['liked', 'played']) {
        expect((await explain({ sort, lang: 'da' })).join(), sort).not.toMatch(/Seq Scan/);
      }
    });

    it('answers a search through the text index and a tag through the tag index', async () => {
      const search = await explain({ sort: 'newest', search: 'karaoke pirate' });
      expect(search.join()).toMatch(/packs_gallery_(search|newest)/);
      expect(search.join()).not.toMatch(/Seq Scan/);
      // Best match, tier by tier: a window of the trending index, or all of the tier's matches
      // through its own text index; never the whole table.
      for (const [tier, index] of [
        [3, 'packs_gallery_name_search'],
        [2, 'packs_gallery_label_search'],
        [1, 'packs_gallery_search'],
      ] as const) {
        const window = await explain({ search: 'karaoke', tier: { tier, window: true } });
        expect(window, `tier ${tier} window`).toContain(
          'Index Scan on packs packs_gallery_trending',
        );
        expect(window.join(), `tier ${tier} window`).not.toMatch(/Seq Scan/);
        const all = await explain({ search: 'karaoke pirate', tier: { tier, window: false } });
        expect(all, `tier ${tier}`).toContain(`Bitmap Index Scan ${index}`);
        expect(all.join(), `tier ${tier}`).not.toMatch(/Seq Scan/);
      }
      const tag = await explain({ sort: 'trending', tags: ['halloween', 'office'] });
      expect(tag.join()).toMatch(/packs_gallery_(tags|trending)/);
      expect(tag.join()).not.toMatch(/Seq Scan/);
    });

    it('measures the gallery beside a primary-key lookup (printed)', async () => {
      const runs = samples(40, 3);
      const deep = await cursorAt('trending', 50_000);
      const cases: [string, () => Promise<unknown>][] = [
        [
          'primary-key lookup (baseline)',
          () =>
            commitAs(conn, 'anon', 'select id, name, likes from public.packs where id = $1', [
              '00000000-0000-4000-8000-000000000abc',
            ]),
        ],
        ['first page (trending, 24 cards)', () => galleryPage(conn, 'anon', {}, commitAs)],
        [
          'next page (trending, from page 1 cursor)',
          async () => {
            const first = await galleryPage(conn, 'anon', {}, commitAs);
            const t0 = performance.now();
            await galleryPage(conn, 'anon', { cursor: first.nextCursor }, commitAs);
            return performance.now() - t0;
          },
        ],
        [
          'deep page (trending, 50,000 cards in)',
          () => galleryPage(conn, 'anon', { cursor: deep.cursor }, commitAs),
        ],
        ['most liked, first page', () => galleryPage(conn, 'anon', { sort: 'liked' }, commitAs)],
        [
          'search by a word (best match)',
          () => galleryPage(conn, 'anon', { sort: 'relevance', search: 'karaoke' }, commitAs),
        ],
        [
          'search matching nothing (best match, worst case)',
          () =>
            galleryPage(conn, 'anon', { sort: 'relevance', search: 'karaoke pirate' }, commitAs),
        ],
        [
          'search by a word (newest)',
          () => galleryPage(conn, 'anon', { sort: 'newest', search: 'karaoke' }, commitAs),
        ],
        [
          'filter by a tag (trending)',
          () => galleryPage(conn, 'anon', { tags: ['halloween'] }, commitAs),
        ],
      ];
      const lines: string[] = [];
      const figures: { query: string; p50Ms: number; p95Ms: number }[] = [];
      for (const [label, run] of cases) {
        await run(); // warm the cache and the plan
        const times: number[] = [];
        for (let i = 0; i < runs; i++) {
          const t0 = performance.now();
          const inner = await run();
          times.push(typeof inner === 'number' ? inner : performance.now() - t0);
        }
        times.sort((a, b) => a - b);
        figures.push({
          query: label,
          p50Ms: Number(quantile(times, 0.5).toFixed(2)),
          p95Ms: Number(quantile(times, 0.95).toFixed(2)),
        });
        lines.push(
          `  ${label.padEnd(50)} p50 ${quantile(times, 0.5).toFixed(2).padStart(7)} ms   p95 ${quantile(times, 0.95).toFixed(2).padStart(7)} ms`,
        );
      }
      // The goal is 50 ms at p95 for the first page, beside the primary-key lookup.
      await reportBench(
        'gallery-queries',
        `Gallery on PostgreSQL 15, ${PACKS.toLocaleString('en')} packs, ${runs} runs each ` +
          `(round trip as anon, transaction and role switch included; goal: first page under ` +
          `50 ms at p95):\n${lines.join('\n')}`,
        { packs: PACKS, runs, figures },
      );
      expect(figures).toHaveLength(cases.length);
    }, 300_000);
  });
});
