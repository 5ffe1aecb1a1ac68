import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorOf, runAs, type Conn, type Who } from './harness.ts';

/** One gallery card as gallery_packs answers it. */
export interface GalleryCard {
  id: string;
  name: string;
  author: string;
  promptCount: number;
  tags: string[];
  explicit: boolean;
  alcohol: boolean;
  game: string | null;
  lang: string;
  likes: number;
  plays: number;
  publishedAt: string;
  updatedAt: string;
}

export interface GalleryPage {
  packs: GalleryCard[];
  nextCursor: string | null;
}

export interface GalleryArgs {
  sort?: string;
  cursor?: string | null;
  search?: string | null;
  tags?: string[] | null;
  explicit?: boolean | null;
  alcohol?: boolean | null;
  pageSize?: number;
  lang?: string | null;
}

/** Calls public.gallery_packs as `who`, with named arguments as PostgREST would. */
export async function galleryPage(
  conn: Conn,
  who: Who,
  args: GalleryArgs = {},
  run = runAs,
): Promise<GalleryPage> {
  const [row] = await run<{ r: GalleryPage }>(
    conn,
    who,
    `select public.gallery_packs(sort => $1, cursor => $2, search => $3, tags => $4,
       explicit => $5, alcohol => $6, page_size => $7, lang => $8) as r`,
    [
      args.sort ?? 'trending',
      args.cursor ?? null,
      args.search ?? null,
      args.tags ?? null,
      args.explicit === undefined ? false : args.explicit,
      args.alcohol ?? null,
      args.pageSize ?? 24,
      args.lang ?? null,
    ],
  );
  return row!.r;
}

export interface SeedPack {
  name?: string;
  description?: string;
  author?: string;
  tags?: string[];
  explicit?: boolean;
  alcohol?: boolean;
  game?: string;
  lang?: string;
  likes?: number;
  plays?: number;
  prompts?: number;
  publishedAt?: string;
  published?: boolean;
  deleted?: boolean;
  hidden?: boolean;
}

/**
 * The gallery's SQL (migration 20261124700000_gallery.sql), engine-agnostic like backend-suite.ts:
 * each test runs in a transaction that is rolled back.
 */
export function defineGallerySuite(label: string, open: () => Promise<Conn>): void {
  describe(`gallery on ${label}`, () => {
    let conn: Conn;
    let owner: string;

    beforeAll(async () => {
      conn = await open();
    });
    afterAll(async () => {
      await conn?.close();
    });
    beforeEach(async () => {
      await conn.query('begin');
      // only this test's packs: the rolled-back transaction hides the others' too
      await conn.query('delete from public.packs');
      const [row] = await conn.query<{ id: string }>(
        'insert into auth.users (email) values ($1) returning id',
        [`g${randomUUID().slice(0, 8)}@example.com`],
      );
      owner = row!.id;
    });
    afterEach(async () => {
      await conn.query('rollback');
    });

    const page = (args: GalleryArgs = {}, who: Who = 'anon') => galleryPage(conn, who, args);

    async function seed(pack: SeedPack): Promise<string> {
      const id = randomUUID();
      const published = pack.published ?? true;
      await conn.query(
        `insert into public.packs (id, owner_id, name, description, author, tags, explicit, alcohol,
           prompts, draft, published, published_at, likes, plays, deleted_at, hidden_at, game, lang)
         values ($1, $2, $3, $4, $5, $6, $7, $8,
           (select coalesce(jsonb_agg(jsonb_build_object('text', 'Prompt ' || i)), '[]')
              from generate_series(1, $9::int) i),
           false, $10, $11, $12, $13, $14, $15, $16, $17)`,
        [
          id,
          owner,
          pack.name ?? 'A pack',
          pack.description ?? 'Something to play',
          pack.author ?? 'Sam',
          pack.tags ?? [],
          pack.explicit ?? false,
          pack.alcohol ?? false,
          pack.prompts ?? 3,
          published && !pack.deleted,
          published ? (pack.publishedAt ?? new Date().toISOString()) : null,
          pack.likes ?? 0,
          pack.plays ?? 0,
          pack.deleted ? new Date().toISOString() : null,
          pack.hidden ? new Date().toISOString() : null,
          pack.game ?? null,
          pack.lang ?? 'en',
        ],
      );
      return id;
    }

    /** Every page of a listing, following nextCursor. */
    async function walk(args: GalleryArgs, between?: (n: number) => Promise<void>) {
      const ids: string[] = [];
      let cursor: string | null = null;
      for (let n = 0; n < 100; n++) {
        const p: GalleryPage = await page({ ...args, cursor });
        ids.push(...p.packs.map((c) => c.id));
        if (!p.nextCursor) return ids;
        cursor = p.nextCursor;
        await between?.(n);
      }
      throw new Error('more than 100 pages');
    }

    it('answers a card with exactly what the gallery shows', async () => {
      const id = await seed({
        name: 'Cabin night',
        author: 'Robin',
        tags: ['Party', 'cabin'],
        alcohol: true,
        game: 'never-have-i-ever',
        lang: 'da',
        likes: 4,
        plays: 9,
        prompts: 12,
        publishedAt: '2026-11-20T10:00:00.000Z',
      });
      const { packs, nextCursor } = await page();
      expect(nextCursor).toBeNull();
      expect(packs).toHaveLength(1);
      expect(packs[0]).toMatchObject({
        id,
        name: 'Cabin night',
        author: 'Robin',
        promptCount: 12,
        tags: ['Party', 'cabin'],
        explicit: false,
        alcohol: true,
        game: 'never-have-i-ever',
        lang: 'da',
        likes: 4,
        plays: 9,
      });
      expect(new Date(packs[0]!.publishedAt).toISOString()).toBe('2026-11-20T10:00:00.000Z');
      expect(packs[0]).not.toHaveProperty('prompts');
      expect(packs[0]).not.toHaveProperty('description');
    });

    it('never lists drafts, unpublished, deleted or hidden packs', async () => {
      const shown = await seed({ name: 'Shown' });
      await seed({ name: 'Never published', published: false });
      await seed({ name: 'Deleted', deleted: true });
      await seed({ name: 'Hidden pending review', hidden: true });
      for (const sort of ['trending', 'liked', 'played', 'newest']) {
        expect((await page({ sort })).packs.map((c) => c.id)).toEqual([shown]);
      }
      expect((await page({ sort: 'relevance', search: 'pending' })).packs).toEqual([]);
      expect((await page({ search: 'deleted' })).packs).toEqual([]);
    });

    it('sorts by likes, plays and publication, newest id first on ties', async () => {
      const a = await seed({ likes: 5, plays: 1, publishedAt: '2026-11-01T00:00:00Z' });
      const b = await seed({ likes: 9, plays: 0, publishedAt: '2026-11-03T00:00:00Z' });
      const c = await seed({ likes: 1, plays: 30, publishedAt: '2026-11-02T00:00:00Z' });
      const ids = async (sort: string) => (await page({ sort })).packs.map((p) => p.id);
      expect(await ids('liked')).toEqual([b, a, c]);
      expect(await ids('played')).toEqual([c, a, b]);
      expect(await ids('newest')).toEqual([b, c, a]);
      const tied = [await seed({ likes: 2 }), await seed({ likes: 2 })].sort().reverse();
      expect((await ids('liked')).slice(2, 4)).toEqual(tied);
    });

    it('ranks by trending: engagement on a log scale, then newness', async () => {
      const day = 24 * 3600_000;
      const now = Date.parse('2026-11-24T12:00:00Z');
      const at = (ms: number) => new Date(ms).toISOString();
      const freshQuiet = await seed({ publishedAt: at(now) });
      const oldLoved = await seed({ likes: 1000, plays: 5000, publishedAt: at(now - 2 * day) });
      const oldQuiet = await seed({ likes: 1, publishedAt: at(now - 2 * day) });
      const monthOldLoved = await seed({ likes: 1000, publishedAt: at(now - 30 * day) });
      expect((await page()).packs.map((p) => p.id)).toEqual([
        oldLoved,
        freshQuiet,
        oldQuiet,
        monthOldLoved,
      ]);
      // a like moves the score: the trending column follows the counter
      await conn.query('update public.packs set likes = 5000 where id = $1', [oldQuiet]);
      expect((await page()).packs[0]!.id).toBe(oldQuiet);
    });

    it('pages with a cursor: every pack once, in order, for every sort', async () => {
      for (let i = 0; i < 23; i++) {
        await seed({
          name: `Pack ${i}`,
          likes: i % 4,
          plays: i % 3,
          publishedAt: new Date(Date.UTC(2026, 10, 1 + (i % 5))).toISOString(),
        });
      }
      for (const sort of ['trending', 'liked', 'played', 'newest']) {
        const whole = (await page({ sort, pageSize: 60 })).packs.map((p) => p.id);
        expect(whole).toHaveLength(23);
        expect(await walk({ sort, pageSize: 5 })).toEqual(whole);
      }
      // best match across its tiers: some packs say "pack" in the name, some in tags, some in
      // the description only; a walk crosses from one tier to the next without loss
      for (let i = 0; i < 7; i++) {
        await seed({ name: `Tagged ${i}`, tags: ['pack'], likes: i });
        await seed({ name: `Described ${i}`, description: `A pack, ${i}`, likes: i % 2 });
      }
      const tiered = (await page({ sort: 'relevance', search: 'pack', pageSize: 60 })).packs;
      expect(tiered).toHaveLength(37);
      expect(tiered.slice(0, 23).every((p) => p.name.startsWith('Pack'))).toBe(true);
      expect(tiered.slice(23, 30).every((p) => p.name.startsWith('Tagged'))).toBe(true);
      expect(await walk({ sort: 'relevance', search: 'pack', pageSize: 3 })).toEqual(
        tiered.map((p) => p.id),
      );
    });

    it('has no duplicates or gaps while new packs are published between pages', async () => {
      const before: string[] = [];
      for (let i = 0; i < 12; i++) {
        before.push(await seed({ publishedAt: new Date(Date.UTC(2026, 10, 1, i)).toISOString() }));
      }
      const seen = await walk({ sort: 'newest', pageSize: 5 }, async () => {
        await seed({ publishedAt: new Date().toISOString() });
      });
      // the new ones sort above the cursor, so the walk is exactly the packs it started with
      expect(seen).toEqual([...before].reverse());
      expect(new Set(seen).size).toBe(seen.length);
    });

    it('filters by tags (all of them, any letter case), 18+ and alcohol', async () => {
      const party = await seed({ tags: ['Party', 'Cabin'] });
      const partyDrinks = await seed({ tags: ['party'], alcohol: true });
      const adult = await seed({ tags: [' PARTY '], explicit: true });
      const adultDrinks = await seed({ tags: ['flirty'], explicit: true, alcohol: true });
      const ids = async (args: GalleryArgs) =>
        new Set((await page({ ...args, pageSize: 60 })).packs.map((p) => p.id));
      // the default is what a device without 18+ switched on asks for: no 18+ packs
      expect(await ids({})).toEqual(new Set([party, partyDrinks]));
      expect(await ids({ explicit: null })).toEqual(
        new Set([party, partyDrinks, adult, adultDrinks]),
      );
      expect(await ids({ explicit: true })).toEqual(new Set([adult, adultDrinks]));
      expect(await ids({ explicit: null, tags: ['PARTY'] })).toEqual(
        new Set([party, partyDrinks, adult]),
      );
      expect(await ids({ tags: ['party', 'cabin'] })).toEqual(new Set([party]));
      expect(await ids({ explicit: null, alcohol: true })).toEqual(
        new Set([partyDrinks, adultDrinks]),
      );
      expect(await ids({ explicit: null, alcohol: false })).toEqual(new Set([party, adult]));
      expect(await ids({ tags: ['nothing-like-this'] })).toEqual(new Set());
    });

    it('filters by language, with every sort, search and paging, and refuses an unknown one', async () => {
      const english = await seed({ name: 'Cabin night', likes: 3 });
      const danish = await seed({ name: 'Hyttetur', lang: 'da', likes: 2 });
      const danishToo = await seed({ name: 'Julefrokost', lang: 'da', likes: 1, tags: ['cabin'] });
      for (const sort of ['trending', 'liked', 'played', 'newest']) {
        expect((await page({ sort, lang: 'da' })).packs.map((c) => c.id).sort(), sort).toEqual(
          [danish, danishToo].sort(),
        );
        expect(
          (await page({ sort, lang: 'en' })).packs.map((c) => c.id),
          sort,
        ).toEqual([english]);
        expect((await page({ sort })).packs, sort).toHaveLength(3);
      }
      expect((await page({ sort: 'liked', lang: 'da' })).packs.map((c) => c.lang)).toEqual([
        'da',
        'da',
      ]);
      expect(
        (await page({ sort: 'relevance', search: 'cabin', lang: 'da' })).packs.map((c) => c.id),
      ).toEqual([danishToo]);
      const first = await page({ sort: 'liked', lang: 'da', pageSize: 1 });
      expect(first.packs.map((c) => c.id)).toEqual([danish]);
      const second = await page({
        sort: 'liked',
        lang: 'da',
        pageSize: 1,
        cursor: first.nextCursor,
      });
      expect(second.packs.map((c) => c.id)).toEqual([danishToo]);
      expect(second.nextCursor).toBeNull();
      expect(await errorOf(page({ lang: 'de' }))).toMatch(/lang must be en or da/);
    });

    it('searches name, tags, author and description, names ranked first, words as prefixes', async () => {
      const inDescription = await seed({ name: 'Quiet one', description: 'A cabin weekend' });
      const inName = await seed({ name: 'Cabin fever', description: 'Snowed in' });
      const inTags = await seed({ name: 'Holiday', tags: ['cabin'] });
      const inAuthor = await seed({ name: 'Lake', author: 'Cabin Crew' });
      await seed({ name: 'Beach', description: 'Sun and sand' });
      const found = (await page({ sort: 'relevance', search: 'cabin' })).packs.map((p) => p.id);
      // best match: every word in the name, then in the name or tags, then anywhere
      expect(found.slice(0, 2)).toEqual([inName, inTags]);
      expect(new Set(found.slice(2))).toEqual(new Set([inAuthor, inDescription]));
      // prefix, several words (all must match), letter case and punctuation do not matter
      expect(
        (await page({ sort: 'relevance', search: 'CAB fev!' })).packs.map((p) => p.id),
      ).toEqual([inName]);
      // a search combines with any sort and filter
      expect((await page({ sort: 'newest', search: 'cabin', tags: ['cabin'] })).packs).toHaveLength(
        1,
      );
      // text with no words lists everything (best match falls back to trending)
      expect((await page({ sort: 'relevance', search: ' !? ' })).packs).toHaveLength(5);
      // query syntax is text, never an operator: "!" does not exclude, quotes do not break out
      expect((await page({ search: "fever & !cabin' |(" })).packs.map((p) => p.id)).toEqual([
        inName,
      ]);
    });

    it('reads counters from the table as likes and plays change', async () => {
      const id = await seed({ likes: 0, plays: 0 });
      const fan = await conn.query<{ id: string }>(
        `insert into auth.users (email) values ('fan-${randomUUID().slice(0, 6)}@example.com')
         returning id`,
      );
      await runAs(conn, { sub: fan[0]!.id }, 'select public.like_game($1)', [id]);
      await runAs(conn, { sub: fan[0]!.id }, 'select public.count_play($1)', [id]);
      expect((await page({ sort: 'liked' })).packs[0]).toMatchObject({ id, likes: 1, plays: 1 });
    });

    it('refuses a malformed cursor, one from another sort, and an unknown sort', async () => {
      for (let i = 0; i < 3; i++) await seed({ likes: i });
      const first = await page({ sort: 'liked', pageSize: 1 });
      expect(first.nextCursor).not.toBeNull();
      expect(await errorOf(page({ sort: 'newest', cursor: first.nextCursor }))).toBe(
        'malformed cursor',
      );
      for (const cursor of ['nope', '{"s":"liked"}', '{"s":"liked","v":"x","id":"y"}']) {
        expect(await errorOf(page({ sort: 'liked', cursor }))).toBe('malformed cursor');
      }
      expect(
        await errorOf(
          page({ sort: 'liked', cursor: '{"s":"liked","v":"abc","id":"' + randomUUID() + '"}' }),
        ),
      ).toBe('malformed cursor');
      expect(await errorOf(page({ sort: 'oldest' }))).toMatch(/sort must be one of/);
      expect(await errorOf(page({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }))).toBe(
        'at most 10 tags',
      );
    });

    it('keeps pages between 1 and 60 cards', async () => {
      for (let i = 0; i < 62; i++) await seed({});
      expect((await page({ pageSize: 500 })).packs).toHaveLength(60);
      expect((await page({ pageSize: 0 })).packs).toHaveLength(1);
    });

    it('is callable by visitors and signed-in users, and grants nothing else', async () => {
      await seed({});
      expect((await page({}, 'anon')).packs).toHaveLength(1);
      expect((await page({}, { sub: owner })).packs).toHaveLength(1);
      const [grants] = await conn.query<Record<string, boolean>>(
        `select
           has_function_privilege('anon', 'public.gallery_packs(text,text,text,text[],boolean,boolean,integer,text)', 'execute') as anon,
           has_function_privilege('authenticated', 'public.gallery_packs(text,text,text,text[],boolean,boolean,integer,text)', 'execute') as authed,
           has_function_privilege('anon', 'private.gallery_sql(text,boolean,boolean,boolean,boolean,boolean,boolean)', 'execute')
             or has_function_privilege('anon', 'private.gallery_tier_sql(integer,boolean,boolean,boolean,boolean,boolean,boolean)', 'execute') as builder,
           has_table_privilege('anon', 'public.packs', 'update') as update_packs`,
      );
      expect(grants).toEqual({ anon: true, authed: true, builder: false, update_packs: false });
    });

    describe('reports', () => {
      /**
       * An account that can report: by default a confirmed email two days old, the kind whose
       * reports count towards hiding a pack. `throwaway` makes one just signed up (unconfirmed) or
       * confirmed a moment ago.
       */
      async function newUser(kind: 'trusted' | 'unconfirmed' | 'new' = 'trusted', meta = {}) {
        const [row] = await conn.query<{ id: string }>(
          `insert into auth.users (email, email_confirmed_at, created_at, raw_app_meta_data)
           values ($1, case $2 when 'unconfirmed' then null
                   when 'new' then now() else now() - interval '2 days' end,
                   case $2 when 'trusted' then now() - interval '2 days' else now() end,
                   '{"provider":"email","providers":["email"]}'::jsonb || $3::jsonb)
           returning id`,
          [`r${randomUUID().slice(0, 8)}@example.com`, kind, JSON.stringify(meta)],
        );
        return row!.id;
      }
      interface Outcome {
        status: string;
        result?: { reported: boolean; already: boolean; hidden: boolean };
        reason?: string;
      }
      async function report(user: string, payload: Record<string, unknown>): Promise<Outcome> {
        const op = {
          id: randomUUID(),
          type: 'pack.report',
          payload,
          userId: user,
          createdAt: new Date().toISOString(),
          attempts: 0,
        };
        const [row] = await runAs<{ r: { results: Outcome[] } }>(
          conn,
          { sub: user },
          'select public.push($1::jsonb) as r',
          [JSON.stringify([op])],
        );
        return row!.r.results[0]!;
      }
      const reportRows = async (pack: string) =>
        (
          await conn.query<{ n: number }>(
            'select count(*)::int as n from public.pack_reports where pack_id = $1',
            [pack],
          )
        )[0]!.n;

      it('takes one report per account per pack, with a reason from the list and a note', async () => {
        const pack = await seed({ name: 'Rude one' });
        const reader = await newUser();
        const first = await report(reader, { packId: pack, reason: 'offensive', note: ' Mean ' });
        expect(first).toMatchObject({
          status: 'applied',
          result: { reported: true, hidden: false },
        });
        const again = await report(reader, { packId: pack, reason: 'spam', note: '' });
        expect(again).toMatchObject({
          status: 'applied',
          result: { reported: false, already: true },
        });
        expect(await reportRows(pack)).toBe(1);
        const [row] = await conn.query<{ reason: string; note: string }>(
          'select reason, note from public.pack_reports where pack_id = $1',
          [pack],
        );
        expect(row).toEqual({ reason: 'offensive', note: 'Mean' });
      });

      it('refuses an unknown reason, a long note, one’s own pack and packs not public', async () => {
        const pack = await seed({});
        const draft = await seed({ published: false });
        const deleted = await seed({ deleted: true });
        const reader = await newUser();
        expect((await report(reader, { packId: pack, reason: 'boring', note: '' })).reason).toMatch(
          /payload.reason must be one of/,
        );
        expect(
          (await report(reader, { packId: pack, reason: 'spam', note: 'x'.repeat(501) })).reason,
        ).toMatch(/too long/);
        expect((await report(owner, { packId: pack, reason: 'spam', note: '' })).reason).toBe(
          'you cannot report your own pack',
        );
        for (const id of [draft, deleted, randomUUID()]) {
          expect((await report(reader, { packId: id, reason: 'spam', note: '' })).reason).toBe(
            'pack not found',
          );
        }
        expect(await reportRows(pack)).toBe(0);
      });

      it('hides a pack from the gallery at three accounts’ reports, and tells its owner', async () => {
        const pack = await seed({ name: 'Reported pack' });
        const other = await seed({ name: 'Fine pack' });
        const readers = [await newUser(), await newUser(), await newUser()];
        expect(
          (await report(readers[0]!, { packId: pack, reason: 'hateful', note: '' })).result,
        ).toMatchObject({ hidden: false });
        expect(
          (await report(readers[1]!, { packId: pack, reason: 'spam', note: '' })).result,
        ).toMatchObject({ hidden: false });
        expect((await page()).packs.map((c) => c.name).sort()).toEqual([
          'Fine pack',
          'Reported pack',
        ]);
        expect(
          (await report(readers[2]!, { packId: pack, reason: 'other', note: '' })).result,
        ).toMatchObject({ hidden: true });
        expect((await page()).packs.map((c) => c.id)).toEqual([other]);
        expect((await page({ search: 'reported' })).packs).toEqual([]);
        // the owner is told; nobody else sees anything
        const [mine] = await runAs<{ r: { packId: string }[] }>(
          conn,
          { sub: owner },
          'select public.my_hidden_packs() as r',
        );
        expect(mine!.r.map((h) => h.packId)).toEqual([pack]);
        const [theirs] = await runAs<{ r: unknown[] }>(
          conn,
          { sub: readers[0]! },
          'select public.my_hidden_packs() as r',
        );
        expect(theirs!.r).toEqual([]);
        // still readable by its link (packs RLS), so shared links keep working pending review
        const [row] = await runAs<{ n: number }>(
          conn,
          'anon',
          'select count(*)::int as n from public.packs where id = $1',
          [pack],
        );
        expect(row!.n).toBe(1);
        // nobody reads reports through the API
        expect(
          await errorOf(runAs(conn, { sub: readers[0]! }, 'select * from public.pack_reports')),
        ).toMatch(/permission denied/);
      });

      it('lets an operator keep a pack (reports dismissed, not counted again) or take it down', async () => {
        const pack = await seed({ name: 'Borderline' });
        const readers = [await newUser(), await newUser(), await newUser(), await newUser()];
        for (const r of readers.slice(0, 3))
          await report(r, { packId: pack, reason: 'spam', note: '' });
        expect((await page()).packs).toEqual([]);
        expect(
          await errorOf(runAs(conn, { sub: owner }, 'select public.review_pack($1, true)', [pack])),
        ).toMatch(/permission denied/);
        await runAs(conn, 'service_role', 'select public.review_pack($1, true)', [pack]);
        expect((await page()).packs.map((c) => c.id)).toEqual([pack]);
        // one more report does not reach the threshold again: the dismissed ones no longer count
        expect(
          (await report(readers[3]!, { packId: pack, reason: 'spam', note: '' })).result,
        ).toMatchObject({ hidden: false });
        expect(
          (await report(readers[0]!, { packId: pack, reason: 'spam', note: '' })).result,
        ).toMatchObject({ already: true });
        await runAs(conn, 'service_role', 'select public.review_pack($1, false)', [pack]);
        expect((await page()).packs).toEqual([]);
        const [row] = await runAs<{ n: number }>(
          conn,
          'anon',
          'select count(*)::int as n from public.packs where id = $1',
          [pack],
        );
        expect(row!.n).toBe(0);
      });

      interface QueuePack {
        packId: string;
        name: string;
        authorBanned: boolean;
        hiddenAt: string | null;
        openReports: number;
        reports: { reason: string; reporter: string | null; counts: boolean; dismissed: boolean }[];
      }
      interface Queue {
        packs: QueuePack[];
        log: { action: string; packName: string; moderator: string; note: string }[];
      }
      const queue = async (moderator: string) =>
        (
          await runAs<{ q: Queue }>(
            conn,
            { sub: moderator },
            'select public.moderation_queue() as q',
          )
        )[0]!.q;
      const newModerator = () => newUser('trusted', { moderator: true });

      it('counts a report towards hiding only from a confirmed account at least a day old', async () => {
        const pack = await seed({ name: 'Targeted' });
        const throwaways = [
          await newUser('unconfirmed'),
          await newUser('new'),
          await newUser('unconfirmed'),
          await newUser('new'),
        ];
        for (const t of throwaways) {
          expect(
            (await report(t, { packId: pack, reason: 'spam', note: '' })).result,
          ).toMatchObject({ reported: true, hidden: false });
        }
        expect((await page()).packs.map((c) => c.id)).toEqual([pack]);
        // kept all the same, and a moderator sees them
        const listed = (await queue(await newModerator())).packs;
        expect(listed.map((p) => p.packId)).toEqual([pack]);
        expect(listed[0]!.reports.map((r) => r.counts)).toEqual([false, false, false, false]);
        // two trusted accounts and the throwaways still do not make three that count
        await report(await newUser(), { packId: pack, reason: 'spam', note: '' });
        await report(await newUser(), { packId: pack, reason: 'spam', note: '' });
        expect((await page()).packs.map((c) => c.id)).toEqual([pack]);
        expect(
          (await report(await newUser(), { packId: pack, reason: 'spam', note: '' })).result,
        ).toMatchObject({ hidden: true });
      });

      it('keeps reports, and the hidden pack in the queue, when the reporters delete themselves', async () => {
        const pack = await seed({ name: 'Hidden then abandoned' });
        const readers = [await newUser(), await newUser(), await newUser()];
        for (const r of readers) await report(r, { packId: pack, reason: 'hateful', note: 'x' });
        expect((await page()).packs).toEqual([]);
        for (const r of readers) {
          await runAs(conn, { sub: r }, 'select public.delete_my_account()');
        }
        const rows = await conn.query<{ user_id: string | null }>(
          'select user_id from public.pack_reports where pack_id = $1',
          [pack],
        );
        expect(rows).toEqual([{ user_id: null }, { user_id: null }, { user_id: null }]);
        const listed = (await queue(await newModerator())).packs;
        expect(listed).toHaveLength(1);
        expect(listed[0]).toMatchObject({ packId: pack, openReports: 3 });
        expect(listed[0]!.hiddenAt).not.toBeNull();
        expect(listed[0]!.reports.map((r) => r.reporter)).toEqual([null, null, null]);
      });

      it('lets only moderators, named by SQL in app_metadata, read the queue and decide', async () => {
        const pack = await seed({ name: 'Queued' });
        await report(await newUser(), { packId: pack, reason: 'spam', note: '' });
        const someone = await newUser();
        for (const sql of [
          'select public.moderation_queue()',
          `select public.moderate_pack('${pack}', 'restore')`,
          `select public.ban_author('${pack}')`,
        ]) {
          expect(await errorOf(runAs(conn, { sub: someone }, sql))).toBe(
            'Only moderators can do this',
          );
          expect(await errorOf(runAs(conn, 'anon', sql))).toMatch(/permission denied/);
        }
        // the claim cannot be granted through the API: neither the grant function nor auth.users
        expect(
          await errorOf(
            runAs(conn, { sub: someone }, `select private.set_moderator('x@example.com', true)`),
          ),
        ).toMatch(/permission denied/);
        const [me] = await conn.query<{ email: string }>(
          'select email from auth.users where id = $1',
          [someone],
        );
        await conn.query('select private.set_moderator($1, true)', [me!.email.toUpperCase()]);
        expect((await queue(someone)).packs.map((p) => p.packId)).toEqual([pack]);
        await conn.query('select private.set_moderator($1, false)', [me!.email]);
        expect(await errorOf(queue(someone))).toBe('Only moderators can do this');
      });

      it('restores a hidden pack and removes another, logging each decision', async () => {
        const hidden = await seed({ name: 'Falsely hidden' });
        const bad = await seed({ name: 'Really bad' });
        const readers = [await newUser(), await newUser(), await newUser()];
        for (const r of readers) {
          await report(r, { packId: hidden, reason: 'spam', note: '' });
          await report(r, { packId: bad, reason: 'dangerous', note: '' });
        }
        expect((await page()).packs).toEqual([]);
        const moderator = await newModerator();
        await runAs(
          conn,
          { sub: moderator },
          `select public.moderate_pack($1, 'restore', 'fine')`,
          [hidden],
        );
        await runAs(conn, { sub: moderator }, `select public.moderate_pack($1, 'remove')`, [bad]);
        expect((await page()).packs.map((c) => c.id)).toEqual([hidden]);
        const after = await queue(moderator);
        expect(after.packs).toEqual([]);
        expect(after.log.map((l) => [l.action, l.packName, l.note])).toEqual([
          ['remove', 'Really bad', ''],
          ['restore', 'Falsely hidden', 'fine'],
        ]);
        // the removed pack is off its link too; its reports are kept as the record
        const [row] = await runAs<{ n: number }>(
          conn,
          'anon',
          'select count(*)::int as n from public.packs where id = $1',
          [bad],
        );
        expect(row!.n).toBe(0);
        expect(
          await errorOf(
            runAs(conn, { sub: moderator }, `select public.moderate_pack($1, 'delete')`, [hidden]),
          ),
        ).toBe('The action must be restore or remove');
      });

      it('bans an author: their packs leave the gallery, and they publish or report no more', async () => {
        const reported = await seed({ name: 'Spam one' });
        const another = await seed({ name: 'Spam two' });
        const elsewhere = await newUser();
        const moderator = await newModerator();
        await report(await newUser(), { packId: reported, reason: 'spam', note: '' });
        const [ban] = await runAs<{ r: { packsHidden: number } }>(
          conn,
          { sub: moderator },
          `select public.ban_author($1, 'spam account') as r`,
          [reported],
        );
        expect(ban!.r).toEqual({ authorBanned: true, packsHidden: 2 });
        expect((await page()).packs).toEqual([]);
        const listed = (await queue(moderator)).packs;
        expect(listed.map((p) => [p.name, p.authorBanned]).sort()).toEqual([
          ['Spam one', true],
          ['Spam two', true],
        ]);
        expect((await queue(moderator)).log[0]).toMatchObject({
          action: 'ban',
          note: 'spam account',
        });
        // cannot publish a new pack, nor make a draft public
        const draft = await seed({ name: 'Spam draft', published: false });
        for (const sql of [
          `insert into public.packs (id, owner_id, name, draft, published, published_at)
           values (gen_random_uuid(), $1, 'Spam three', false, true, now())`,
          `update public.packs set published = true, published_at = now()
           where owner_id = $1 and id = '${draft}'`,
        ]) {
          expect(await errorOf(runAs(conn, 'postgres', sql, [owner]))).toBe(
            'A moderator has banned this account: it cannot publish packs',
          );
        }
        // cannot report someone else's pack
        const [other] = await conn.query<{ id: string }>(
          `insert into public.packs (id, owner_id, name, draft, published, published_at)
           values (gen_random_uuid(), $1, 'Someone else', false, true, now()) returning id`,
          [elsewhere],
        );
        expect((await report(owner, { packId: other!.id, reason: 'spam', note: '' })).reason).toBe(
          'A moderator has banned this account: it cannot report packs',
        );
        expect(another).toBeTruthy();
        // a moderator cannot ban a moderator or themselves
        const [theirs] = await conn.query<{ id: string }>(
          `insert into public.packs (id, owner_id, name, draft, published, published_at)
           values (gen_random_uuid(), $1, 'Moderator pack', false, true, now()) returning id`,
          [moderator],
        );
        expect(
          await errorOf(
            runAs(conn, { sub: moderator }, 'select public.ban_author($1)', [theirs!.id]),
          ),
        ).toBe('You cannot ban yourself');
      });
    });
  });
}
