import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorOf, runAs, type Conn, type Who } from './harness.ts';

/**
 * The SQL rules of the contact messages, anonymous ops and email opt-outs
 * (migrations 20261124200000_contact.sql and 20261124200100_email_opt_outs.sql), engine-agnostic
 * like backend-suite.ts: each test runs in a transaction that is rolled back.
 */
export function defineContactSuite(label: string, open: () => Promise<Conn>): void {
  describe(`contact and opt-out rules on ${label}`, () => {
    let conn: Conn;

    beforeAll(async () => {
      conn = await open();
    });
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

    /** A new account; `news`: it ticked "Email me news" at sign-up (its user data says so). */
    async function newUser({ news = false }: { news?: boolean } = {}) {
      const [row] = await as<{ id: string }>(
        'postgres',
        'insert into auth.users (email, raw_user_meta_data) values ($1, $2::jsonb) returning id',
        [
          `c${randomUUID().slice(0, 8)}@example.com`,
          JSON.stringify(news ? { email_news: true } : {}),
        ],
      );
      return row!.id;
    }

    function op(userId: string | null, type: string, payload: unknown, id: string = randomUUID()) {
      return { id, type, payload, userId, createdAt: new Date().toISOString(), attempts: 0 };
    }

    const contact = (message = 'The timer froze on charades', extra: object = {}) => ({
      name: 'Robin',
      email: 'robin@example.com',
      topic: 'problem',
      message,
      ...extra,
    });

    interface Outcome {
      id: string | null;
      status: 'applied' | 'duplicate' | 'rejected' | 'retry';
      result?: Record<string, unknown>;
      reason?: string;
      first?: string;
    }

    async function pushAnonymous(who: Who, ops: unknown[]): Promise<Outcome[]> {
      const [row] = await as<{ r: { protocolVersion: number; results: Outcome[] } }>(
        who,
        'select public.push_anonymous($1::jsonb) as r',
        [JSON.stringify(ops)],
      );
      expect(row!.r.protocolVersion).toBe(1);
      return row!.r.results;
    }

    async function count(sql: string, params: unknown[] = []) {
      const [row] = await as<{ n: number }>('postgres', `select count(*)::int as n ${sql}`, params);
      return row!.n;
    }

    async function limits(type: string, visitors: number, perUser: number) {
      await as(
        'postgres',
        `update private.anonymous_limits set visitors_per_hour = $2, per_user_per_hour = $3
          where type = $1`,
        [type, visitors, perUser],
      );
    }

    describe('push_anonymous', () => {
      it('stores a visitor’s message and feedback with no user, once per op id', async () => {
        const message = op(null, 'contact.create', contact());
        const feedback = op(null, 'feedback.create', {
          key: 'Tue Nov 24 2026',
          time: '2026-11-24T03:00:00.000Z',
          feedback: 'Great at the cabin',
          positive: true,
          game: 'mix',
          user: 'Guest',
        });
        const [m, f] = await pushAnonymous('anon', [message, feedback]);
        expect(m).toMatchObject({ id: message.id, status: 'applied' });
        expect(m!.result).toHaveProperty('messageId');
        expect(f).toMatchObject({ id: feedback.id, status: 'applied' });
        // replays, even with other delivery details, answer the first outcome and add nothing
        const replay = await pushAnonymous('anon', [{ ...message, attempts: 4 }, feedback]);
        expect(replay.map((r) => r.status)).toEqual(['duplicate', 'duplicate']);
        expect(replay[0]).toMatchObject({ first: 'applied', result: m!.result });
        const [row] = await as<Record<string, unknown>>(
          'postgres',
          'select user_id, name, email, topic, message from public.contact_messages where id = $1',
          [m!.result!.messageId],
        );
        expect(row).toEqual({
          user_id: null,
          name: 'Robin',
          email: 'robin@example.com',
          topic: 'problem',
          message: 'The timer froze on charades',
        });
        expect(await count('from public.contact_messages')).toBe(1);
        expect(await count('from public.feedback where user_id is null')).toBe(1);
        // a changed payload under a used id is refused, not applied
        const [changed] = await pushAnonymous('anon', [{ ...message, payload: contact('other') }]);
        expect(changed).toMatchObject({ status: 'rejected' });
        expect(changed!.reason).toMatch(/different payload/);
        expect(await count('from public.contact_messages')).toBe(1);
      });

      it('records a signed-in sender from the session, never from the op', async () => {
        const a = await newUser();
        const b = await newUser();
        const mine = op(a, 'contact.create', contact());
        const [applied] = await pushAnonymous({ sub: a }, [mine]);
        expect(applied!.status).toBe('applied');
        expect(await count('from public.contact_messages where user_id = $1', [a])).toBe(1);
        // naming another user, or any user without a session: refused and not recorded
        const forged = op(b, 'contact.create', contact());
        const [asOther] = await pushAnonymous({ sub: a }, [forged]);
        expect(asOther).toMatchObject({
          status: 'rejected',
          reason: 'operation userId does not match the signed-in user',
        });
        const [asVisitor] = await pushAnonymous('anon', [forged]);
        expect(asVisitor!.reason).toBe('operation userId does not match the signed-in user');
        expect(await count('from public.contact_messages where user_id = $1', [b])).toBe(0);
        // b can still send it: nothing was recorded under its id
        const [own] = await pushAnonymous({ sub: b }, [forged]);
        expect(own!.status).toBe('applied');
        // a signed-in caller may also carry messages written before signing in: they stay anonymous
        const before = op(null, 'contact.create', contact('Written signed out'));
        await pushAnonymous({ sub: a }, [before]);
        expect(
          await count(
            `from public.contact_messages where message = 'Written signed out' and user_id is null`,
          ),
        ).toBe(1);
      });

      it('takes the op types private.op_handlers marks anonymous, and only those', async () => {
        await as(
          'postgres',
          `update private.op_handlers set anonymous = false where type = 'feedback.create'`,
        );
        const feedback = {
          key: 'k',
          time: '',
          feedback: 'Loved it',
          positive: true,
          game: 'mix',
          user: '',
        };
        const results = await pushAnonymous('anon', [
          op(null, 'feedback.create', feedback),
          op(null, 'contact.create', contact()),
        ]);
        expect(results.map((r) => [r.status, r.reason])).toEqual([
          ['rejected', 'operation type is not accepted without an account'],
          ['applied', undefined],
        ]);
        expect(await count('from private.anonymous_ops')).toBe(1);
      });

      it('takes only the anonymous op types, and no op id push already used', async () => {
        const a = await newUser();
        const results = await pushAnonymous('anon', [
          op(null, 'like.add', { gameId: 'mix' }),
          op(null, 'coins.spend', { amount: 1, reason: 'x' }),
          op(null, 'profile.update', { username: 'x' }),
        ]);
        expect(results.map((r) => r.reason)).toEqual(
          Array(3).fill('operation type is not accepted without an account'),
        );
        expect(await count('from private.anonymous_ops')).toBe(0);
        const feedback = op(a, 'feedback.create', {
          key: 'k',
          time: '',
          feedback: 'via push',
          positive: true,
          game: 'mix',
          user: 'a',
        });
        const [pushed] = await as<{ r: { results: Outcome[] } }>(
          { sub: a },
          'select public.push($1::jsonb) as r',
          [JSON.stringify([feedback])],
        );
        expect(pushed!.r.results[0]!.status).toBe('applied');
        const [again] = await pushAnonymous({ sub: a }, [feedback]);
        expect(again).toMatchObject({ status: 'rejected', reason: 'operation id already used' });
        expect(await count(`from public.feedback where feedback = 'via push'`)).toBe(1);
      });

      it('refuses bad payloads with a clear reason and keeps that answer for replays', async () => {
        const cases: [unknown, RegExp][] = [
          [contact(''), /payload.message must not be empty/],
          [contact('   '), /payload.message must not be empty/],
          [contact('x'.repeat(2001)), /payload.message is too long \(max 2000/],
          [contact('hi', { email: 'not-an-email' }), /payload.email must be an email address/],
          [contact('hi', { email: `${'x'.repeat(250)}@example.com` }), /payload.email is too long/],
          [contact('hi', { name: 'n'.repeat(81) }), /payload.name is too long \(max 80/],
          [contact('hi', { topic: 'refund' }), /payload.topic must be one of/],
          [{ topic: 'idea' }, /payload.message is required/],
        ];
        for (const [payload, reason] of cases) {
          const bad = op(null, 'contact.create', payload);
          const [first] = await pushAnonymous('anon', [bad]);
          expect(first!.status, JSON.stringify(payload)).toBe('rejected');
          expect(first!.reason).toMatch(reason);
          const [replay] = await pushAnonymous('anon', [bad]);
          expect(replay).toMatchObject({ status: 'duplicate', first: 'rejected' });
        }
        const huge = op(null, 'contact.create', contact('hi', { padding: 'x'.repeat(9000) }));
        const [tooBig] = await pushAnonymous('anon', [huge]);
        expect(tooBig!.reason).toMatch(/too large/);
        expect(await count('from public.contact_messages')).toBe(0);
        // an empty email and name are fine: the visitor wants no reply
        const [ok] = await pushAnonymous('anon', [
          op(null, 'contact.create', { name: '', email: '', topic: 'idea', message: 'More games' }),
        ]);
        expect(ok!.status).toBe('applied');
        expect(
          await errorOf(
            as('anon', 'select public.push_anonymous($1::jsonb)', [
              JSON.stringify(
                Array.from({ length: 11 }, () => op(null, 'contact.create', contact())),
              ),
            ]),
          ),
        ).toMatch(/at most 10 operations/);
        expect(await errorOf(as('anon', `select public.push_anonymous('{}'::jsonb)`))).toMatch(
          /ops must be an array/,
        );
      });

      it('answers retry past the hourly cap without recording anything', async () => {
        await limits('contact.create', 2, 1);
        const ops = [1, 2, 3].map((n) => op(null, 'contact.create', contact(`message ${n}`)));
        const results = await pushAnonymous('anon', ops);
        expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'retry']);
        expect(results[2]!.reason).toMatch(/too many messages/);
        expect(await count('from public.contact_messages')).toBe(2);
        expect(await count('from private.anonymous_ops where op_id = $1', [ops[2]!.id])).toBe(0);
        // a replay of an op already taken still answers duplicate past the cap
        const [replay] = await pushAnonymous('anon', [ops[0]]);
        expect(replay!.status).toBe('duplicate');
        // rejected ops count too, so junk cannot grow the table past the cap either
        await limits('contact.create', 3, 1);
        const [junk] = await pushAnonymous('anon', [op(null, 'contact.create', contact(''))]);
        expect(junk!.status).toBe('rejected');
        const [capped] = await pushAnonymous('anon', [ops[2]]);
        expect(capped!.status).toBe('retry');
        // signed-in senders have their own cap, per user
        const a = await newUser();
        const b = await newUser();
        const [a1, a2] = await pushAnonymous({ sub: a }, [
          op(a, 'contact.create', contact('a1')),
          op(a, 'contact.create', contact('a2')),
        ]);
        expect([a1!.status, a2!.status]).toEqual(['applied', 'retry']);
        const [b1] = await pushAnonymous({ sub: b }, [op(b, 'contact.create', contact('b1'))]);
        expect(b1!.status).toBe('applied');
        // an hour later the cap has room again
        await as(
          'postgres',
          `update private.anonymous_ops set processed_at = now() - interval '61 minutes'`,
        );
        const [later] = await pushAnonymous('anon', [ops[2]]);
        expect(later!.status).toBe('applied');
      });

      it('caps each visitor address on its own, so one flooder cannot hold up everyone', async () => {
        await limits('contact.create', 100, 10);
        await as(
          'postgres',
          `update private.anonymous_limits set per_address_per_hour = 2 where type = 'contact.create'`,
        );
        /** The next calls come from this address, as the gateway reports it. */
        const from = (headers: Record<string, string>) =>
          as('postgres', `select set_config('request.headers', $1, true)`, [
            JSON.stringify(headers),
          ]);
        await from({ 'x-forwarded-for': '203.0.113.7' });
        const flood = await pushAnonymous(
          'anon',
          [1, 2, 3, 4].map((n) => op(null, 'contact.create', contact(`flood ${n}`))),
        );
        expect(flood.map((r) => r.status)).toEqual(['applied', 'applied', 'retry', 'retry']);
        // the same address behind another proxy hop, or in Cloudflare's header, is the same visitor
        await from({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' });
        const [again] = await pushAnonymous('anon', [op(null, 'contact.create', contact('more'))]);
        expect(again!.status).toBe('retry');
        await from({ 'cf-connecting-ip': '203.0.113.7', 'x-forwarded-for': '198.51.100.1' });
        const [viaCloudflare] = await pushAnonymous('anon', [
          op(null, 'contact.create', contact()),
        ]);
        expect(viaCloudflare!.status).toBe('retry');
        // everyone else still gets through
        await from({ 'x-forwarded-for': '198.51.100.23' });
        const [other] = await pushAnonymous('anon', [op(null, 'contact.create', contact('hi'))]);
        expect(other!.status).toBe('applied');
        // the address is kept only as a keyed hash
        const keys = await as<{ k: string | null }>(
          'postgres',
          'select address_key as k from private.anonymous_ops where user_id is null',
        );
        expect(keys).toHaveLength(3);
        for (const { k } of keys) {
          expect(k).toMatch(/^[0-9a-f]{64}$/);
          expect(k).not.toContain('203');
        }
        // a call with no address (straight to the database) meets only the shared cap
        await from({});
        const [direct] = await pushAnonymous('anon', [op(null, 'contact.create', contact('x'))]);
        expect(direct!.status).toBe('applied');
        // an hour later the flooder's address has room again
        await as(
          'postgres',
          `update private.anonymous_ops set processed_at = now() - interval '61 minutes'`,
        );
        await from({ 'x-forwarded-for': '203.0.113.7' });
        const [later] = await pushAnonymous('anon', [op(null, 'contact.create', contact('later'))]);
        expect(later!.status).toBe('applied');
      });

      it('gives clients no way to read or write the messages, the op log or the limits', async () => {
        const a = await newUser();
        await pushAnonymous('anon', [op(null, 'contact.create', contact())]);
        for (const who of ['anon', { sub: a }] as const) {
          for (const sql of [
            'select * from public.contact_messages',
            `insert into public.contact_messages (topic, message) values ('idea', 'x')`,
            'delete from public.contact_messages',
            'select * from private.anonymous_ops',
            'update private.anonymous_limits set visitors_per_hour = 1000000',
          ]) {
            expect(await errorOf(as(who, sql)), `${JSON.stringify(who)}: ${sql}`).toMatch(
              /permission denied/,
            );
          }
        }
        // feedback without an account only ever comes through push_anonymous
        expect(
          await errorOf(
            as(
              'anon',
              `insert into public.feedback (key, feedback, positive) values ('k', 'x', true)`,
            ),
          ),
        ).toMatch(/permission denied/);
        const [rls] = await as<{ on: boolean }>(
          'postgres',
          `select relrowsecurity as on from pg_class where oid = 'public.contact_messages'::regclass`,
        );
        expect(rls!.on).toBe(true);
      });
    });

    describe('email opt-outs', () => {
      async function token(user: string) {
        const [row] = await as<{ t: string }>(
          'service_role',
          'select public.unsubscribe_link_token($1) as t',
          [user],
        );
        return row!.t;
      }
      async function unsubscribe(who: Who, t: string | null) {
        const [row] = await as<{ r: Record<string, unknown> }>(
          who,
          'select public.unsubscribe($1) as r',
          [t],
        );
        return row!.r;
      }
      const optedOut = (user: string) =>
        count('from public.email_opt_outs where user_id = $1', [user]);

      it('records the opt-out of a signed link without signing in, once', async () => {
        const a = await newUser({ news: true });
        const t = await token(a);
        expect(t).toMatch(new RegExp(`^${a}\\.\\d+\\.[A-Za-z0-9_-]{8}\\.[A-Za-z0-9_-]{43}$`));
        expect(await unsubscribe('anon', t)).toEqual({ status: 'unsubscribed', already: false });
        expect(await unsubscribe('anon', t)).toEqual({ status: 'unsubscribed', already: true });
        expect(await optedOut(a)).toBe(1);
        const [mailer] = await as<{ out: boolean }>(
          'service_role',
          'select public.email_opted_out($1) as out',
          [a],
        );
        expect(mailer!.out).toBe(true);
      });

      it('refuses forged, truncated and borrowed tokens and changes nothing', async () => {
        const a = await newUser({ news: true });
        const b = await newUser({ news: true });
        const t = await token(a);
        const [, day, tag, mac] = t.split('.') as [string, string, string, string];
        const flipped = mac.slice(0, -1) + (mac.endsWith('A') ? 'B' : 'A');
        for (const forged of [
          t.slice(0, -1),
          t.slice(0, 40),
          `${a}.${day}.${tag}.${flipped}`,
          `${b}.${day}.${tag}.${mac}`,
          `${a}.${Number(day) + 400}.${tag}.${mac}`,
          `${a}.${day}.AAAAAAAA.${mac}`,
          `${a}.${day}.${tag}.${'A'.repeat(43)}`,
          `${a}.${mac}`,
          `${t}x`,
          a,
          '',
          'not a token',
        ]) {
          expect(await unsubscribe('anon', forged), forged).toEqual({ status: 'invalid' });
        }
        expect(await unsubscribe('anon', null)).toEqual({ status: 'invalid' });
        expect(await optedOut(a)).toBe(0);
        expect(await optedOut(b)).toBe(0);
        // a genuine link for a deleted account says so and records nothing
        const gone = await newUser({ news: true });
        const goneToken = await token(gone);
        await as('postgres', 'delete from auth.users where id = $1', [gone]);
        await as('postgres', 'delete from public.profiles where id = $1', [gone]);
        expect(await unsubscribe('anon', goneToken)).toEqual({ status: 'no-account' });
      });

      it('honours a link for a year, only for the address it was sent to', async () => {
        const a = await newUser({ news: true });
        /** A genuine link as the mailer would have made it `daysAgo` days ago. */
        async function linkFrom(daysAgo: number) {
          const [row] = await as<{ t: string }>(
            'postgres',
            `select $1::text || '.' || d || '.' || tag || '.' ||
                private.unsubscribe_mac_v2($1::uuid, d, tag) as t
              from (select (current_date - date '1970-01-01') - $2::int as d,
                      private.unsubscribe_address_tag(private.account_email($1::uuid)) as tag) x`,
            [a, daysAgo],
          );
          return row!.t;
        }
        expect(await unsubscribe('anon', await linkFrom(366))).toEqual({ status: 'expired' });
        expect(await optedOut(a)).toBe(0);
        const sent = await token(a);
        expect(sent).toBe(await linkFrom(0));
        const lastYear = await linkFrom(365);
        // the account moves to a new address: links sent to the old one no longer act on it
        await as('postgres', `update auth.users set email = 'moved@example.com' where id = $1`, [
          a,
        ]);
        expect(await unsubscribe('anon', sent)).toEqual({ status: 'expired' });
        expect(await unsubscribe('anon', lastYear)).toEqual({ status: 'expired' });
        expect(await optedOut(a)).toBe(0);
        // a link to the new address, a year old to the day, still works
        const fresh = await linkFrom(365);
        expect(await unsubscribe('anon', fresh)).toEqual({
          status: 'unsubscribed',
          already: false,
        });
        expect(await optedOut(a)).toBe(1);
      });

      it('keeps links sent before links carried their day working until a year after', async () => {
        const a = await newUser({ news: true });
        const [row] = await as<{ t: string }>(
          'postgres',
          `select $1::text || '.' || private.unsubscribe_mac($1::uuid) as t`,
          [a],
        );
        const old = row!.t;
        expect(old).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
        const [until] = await as<{ ok: boolean }>(
          'postgres',
          `select current_date <= date '2027-11-30' as ok`,
        );
        expect(await unsubscribe('anon', old)).toEqual(
          until!.ok ? { status: 'unsubscribed', already: false } : { status: 'expired' },
        );
        const flipped = old.slice(0, -1) + (old.endsWith('A') ? 'B' : 'A');
        expect(await unsubscribe('anon', flipped)).toEqual({ status: 'invalid' });
      });

      it('keeps the signing secret and the link maker away from clients', async () => {
        const a = await newUser();
        for (const who of ['anon', { sub: a }] as const) {
          expect(await errorOf(as(who, 'select public.unsubscribe_link_token($1)', [a]))).toMatch(
            /permission denied/,
          );
          expect(await errorOf(as(who, 'select public.email_opted_out($1)', [a]))).toMatch(
            /permission denied/,
          );
          expect(await errorOf(as(who, 'select * from private.email_link_secret'))).toMatch(
            /permission denied/,
          );
          expect(await errorOf(as(who, 'select * from public.email_opt_outs'))).toMatch(
            /permission denied/,
          );
          expect(
            await errorOf(
              as(who, `insert into public.email_opt_outs (user_id, source) values ($1, 'link')`, [
                a,
              ]),
            ),
          ).toMatch(/permission denied/);
        }
        expect(
          await errorOf(
            as('service_role', 'select public.unsubscribe_link_token($1)', [randomUUID()]),
          ),
        ).toMatch(/user not found/);
        // a new secret invalidates links already sent
        const before = await token(a);
        await as(
          'postgres',
          'update private.email_link_secret set secret = extensions.gen_random_bytes(32)',
        );
        expect(await unsubscribe('anon', before)).toEqual({ status: 'invalid' });
      });

      it('sends news only to accounts that said yes at sign-up (U16)', async () => {
        const asked = await newUser({ news: true });
        const silent = await newUser();
        const mailer = async (user: string) =>
          (
            await as<{ out: boolean }>('service_role', 'select public.email_opted_out($1) as out', [
              user,
            ])
          )[0]!.out;
        expect(await mailer(asked)).toBe(false);
        expect(await mailer(silent)).toBe(true);
        expect(
          await as<{ source: string }>(
            'postgres',
            'select source from public.email_opt_outs where user_id = $1',
            [silent],
          ),
        ).toEqual([{ source: 'no-consent' }]);
        // Saying yes later, on the profile, is what turns news on.
        await as({ sub: silent }, 'select public.set_my_email_opt_out(false)');
        expect(await mailer(silent)).toBe(false);
      });

      it('lets a signed-in user read and toggle only their own opt-out', async () => {
        const a = await newUser({ news: true });
        const b = await newUser({ news: true });
        const read = async (who: string) =>
          (await as<{ v: boolean }>({ sub: who }, 'select public.my_email_opt_out() as v'))[0]!.v;
        const set = async (who: string, v: boolean) =>
          (
            await as<{ v: boolean }>({ sub: who }, 'select public.set_my_email_opt_out($1) as v', [
              v,
            ])
          )[0]!.v;
        expect(await read(a)).toBe(false);
        expect(await set(a, true)).toBe(true);
        expect(await set(a, true)).toBe(true);
        expect(await read(a)).toBe(true);
        expect(await read(b)).toBe(false);
        expect(await set(a, false)).toBe(false);
        expect(await read(a)).toBe(false);
        // the link after a settings opt-in: recorded again
        expect(await unsubscribe('anon', await token(a))).toMatchObject({ already: false });
        expect(await read(a)).toBe(true);
        expect(await errorOf(as('anon', 'select public.my_email_opt_out()'))).toMatch(
          /permission denied/,
        );
        expect(await errorOf(as('anon', 'select public.set_my_email_opt_out(true)'))).toMatch(
          /permission denied/,
        );
      });
    });
  });
}
