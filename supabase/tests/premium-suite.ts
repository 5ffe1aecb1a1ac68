import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorOf, runAs, type Conn, type Who } from './harness.ts';

/**
 * The premium functions of migration 20261124500000_premium.sql, engine-agnostic like
 * backend-suite.ts: each test runs in a transaction that is rolled back. The concurrency that
 * one session cannot show is in premium-pg15.test.ts.
 */
export function definePremiumSuite(label: string, open: () => Promise<Conn>): void {
  describe(`premium rules on ${label}`, () => {
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

    async function newUser() {
      const [row] = await as<{ id: string }>(
        'postgres',
        'insert into auth.users (email) values ($1) returning id',
        [`s${randomUUID().slice(0, 8)}@example.com`],
      );
      return row!.id;
    }

    const state = (over: Record<string, unknown> = {}) => ({
      id: 'sub_1',
      customer: 'cus_1',
      status: 'active',
      priceId: 'price_premium_monthly',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: 2_000_000_000,
      userId: null,
      ...over,
    });

    async function apply(
      eventId: string | null,
      sub: Record<string, unknown> | null,
      readAt: number,
    ): Promise<string> {
      const [row] = await as<{ r: { outcome: string } }>(
        'service_role',
        'select public.apply_stripe_subscription($1, $2, $3, $4) as r',
        [eventId, 'customer.subscription.updated', sub && JSON.stringify(sub), readAt],
      );
      return row!.r.outcome;
    }

    async function profile(id: string) {
      const [row] = await as(
        'postgres',
        `select premium, cancelled, stripe_user_id, stripe_subscription_id,
                premium_end_date::text as premium_end_date
           from public.profiles where id = $1`,
        [id],
      );
      return row!;
    }

    const claim = async (user: string, customer: string) =>
      (
        await as<{ c: string | null }>(
          'service_role',
          'select public.claim_stripe_customer($1, $2) as c',
          [user, customer],
        )
      )[0]!.c;

    it('work with no table grant at all for the service role (hosted since 2026-10-30)', async () => {
      await as('postgres', 'revoke all on all tables in schema public from service_role');
      const user = await newUser();
      expect(await claim(user, 'cus_1')).toBe('cus_1');
      expect(await apply('evt_1', state({ userId: user }), 1)).toBe('applied');
      const [row] = await as<{ s: Record<string, unknown> }>(
        'service_role',
        'select public.premium_state($1) as s',
        [user],
      );
      expect(row!.s).toEqual({
        customerId: 'cus_1',
        subscriptionId: 'sub_1',
        status: 'active',
        priceId: 'price_premium_monthly',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: 2_000_000_000,
      });
    });

    it('are the service role’s alone; the tables are nobody’s', async () => {
      const user = await newUser();
      for (const who of ['anon', { sub: user }] as Who[]) {
        for (const call of [
          'select public.stripe_customer_of($1)',
          "select public.claim_stripe_customer($1, 'cus_x')",
          "select public.apply_stripe_subscription('evt_x', 'x', null, 1)",
          'select public.premium_state($1)',
        ]) {
          const params = call.includes('$1') ? [user] : [];
          expect(await errorOf(as(who, call, params))).toMatch(/permission denied for function/);
        }
      }
      for (const who of ['anon', { sub: user }, 'service_role'] as Who[]) {
        expect(await errorOf(as(who, 'select * from public.stripe_events'))).toMatch(
          /permission denied/,
        );
        expect(await errorOf(as(who, 'select * from private.stripe_subscriptions'))).toMatch(
          /permission denied/,
        );
      }
      // The user can still never write the premium columns of their own profile.
      expect(
        await errorOf(
          as({ sub: user }, 'update public.profiles set premium = true where id = $1', [user]),
        ),
      ).toMatch(/permission denied/);
    });

    it('store one customer per user: the first stored wins', async () => {
      const user = await newUser();
      const [before] = await as<{ r: unknown }>(
        'service_role',
        'select public.stripe_customer_of($1) as r',
        [user],
      );
      // the language the person chose, for Stripe's checkout page (null until they choose)
      expect(before!.r).toEqual({ profile: true, customerId: null, lang: null });
      expect(await claim(user, 'cus_first')).toBe('cus_first');
      expect(await claim(user, 'cus_second')).toBe('cus_first');
      expect(await claim(randomUUID(), 'cus_x')).toBeNull();
      const [none] = await as<{ r: unknown }>(
        'service_role',
        'select public.stripe_customer_of($1) as r',
        [randomUUID()],
      );
      expect(none!.r).toEqual({ profile: false, customerId: null, lang: null });
      // A customer belongs to one user.
      const other = await newUser();
      expect(await errorOf(claim(other, 'cus_first'))).toMatch(/duplicate key/);
    });

    it('apply an event once; a replay is a duplicate and changes nothing', async () => {
      const user = await newUser();
      expect(await apply('evt_a', state({ userId: user }), 10)).toBe('applied');
      expect(await profile(user)).toEqual({
        premium: true,
        cancelled: false,
        stripe_user_id: 'cus_1',
        stripe_subscription_id: 'sub_1',
        premium_end_date: '2000000000',
      });
      expect(await apply('evt_a', state({ userId: user, status: 'canceled' }), 20)).toBe(
        'duplicate',
      );
      expect((await profile(user)).premium).toBe(true);
    });

    it('never move a subscription backwards: an older read is stale, recorded, ignored', async () => {
      const user = await newUser();
      await claim(user, 'cus_1');
      expect(await apply('evt_new', state({ status: 'canceled' }), 200)).toBe('applied');
      expect(await apply('evt_old', state({ status: 'active' }), 100)).toBe('stale');
      expect(await profile(user)).toMatchObject({ premium: false, cancelled: true });
      expect(await apply('evt_old', state({ status: 'active' }), 300)).toBe('duplicate');
      // A function's own write (no event) follows the same rule.
      expect(await apply(null, state({ status: 'active' }), 150)).toBe('stale');
      expect(await apply(null, state({ status: 'active', cancelAtPeriodEnd: true }), 400)).toBe(
        'applied',
      );
      expect(await profile(user)).toMatchObject({ premium: true, cancelled: true });
    });

    it('find the user by metadata or by customer, and never by someone else’s customer', async () => {
      const [owner, stranger] = [await newUser(), await newUser()];
      await claim(owner, 'cus_owner');
      // Metadata naming another user whose customer differs: the customer's owner decides.
      expect(
        await apply('evt_1', state({ customer: 'cus_owner', userId: stranger, id: 'sub_o' }), 1),
      ).toBe('applied');
      expect((await profile(owner)).premium).toBe(true);
      expect((await profile(stranger)).premium).toBe(false);
      expect(await apply('evt_2', state({ customer: 'cus_ghost', id: 'sub_g' }), 1)).toBe(
        'no-user',
      );
      expect(await apply('evt_3', state({ customer: 'cus_x', userId: 'not-a-uuid' }), 1)).toBe(
        'no-user',
      );
      expect(await apply('evt_4', null, 1)).toBe('recorded');
    });

    it('let a live subscription decide premium over an ended newer one', async () => {
      const user = await newUser();
      await claim(user, 'cus_1');
      await apply('evt_1', state({ id: 'sub_live', currentPeriodEnd: 100 }), 1);
      await apply('evt_2', state({ id: 'sub_dead', status: 'canceled', currentPeriodEnd: 500 }), 2);
      expect(await profile(user)).toMatchObject({
        premium: true,
        cancelled: false,
        stripe_subscription_id: 'sub_live',
      });
      await apply('evt_3', state({ id: 'sub_live', status: 'past_due' }), 3);
      expect((await profile(user)).premium).toBe(true);
      await apply('evt_4', state({ id: 'sub_live', status: 'unpaid' }), 4);
      expect(await profile(user)).toMatchObject({ premium: false, cancelled: false });
    });

    it('refuse deleting an account whose subscription would renew, until it is ended or set to end', async () => {
      const refusal = async (user: string) => {
        try {
          await as({ sub: user }, 'select public.delete_my_account()');
        } catch (error) {
          return { code: (error as { code?: string }).code, message: (error as Error).message };
        }
        return null;
      };
      const exists = async (user: string) =>
        (await as('postgres', 'select 1 from auth.users where id = $1', [user])).length === 1;
      const renewing = {
        code: 'PD001',
        message: 'The premium subscription still renews: end it before deleting the account',
      };

      for (const status of ['active', 'trialing', 'past_due']) {
        const user = await newUser();
        await claim(user, `cus_${status}`);
        await apply(null, state({ id: `sub_${status}`, customer: `cus_${status}`, status }), 1);
        expect(await refusal(user), status).toEqual(renewing);
        expect(await exists(user), status).toBe(true);
        expect((await profile(user)).premium, status).toBe(true);
      }

      // Set to cancel at the period's end: nothing more is charged, so the account may go.
      const atEnd = await newUser();
      await claim(atEnd, 'cus_end');
      await apply(null, state({ id: 'sub_end', customer: 'cus_end' }), 1);
      expect(await refusal(atEnd)).toEqual(renewing);
      await apply(null, state({ id: 'sub_end', customer: 'cus_end', cancelAtPeriodEnd: true }), 2);
      expect(await refusal(atEnd)).toBeNull();
      expect(await exists(atEnd)).toBe(false);

      // Ended now (cancel-subscription with immediately), beside an older ended one.
      const ended = await newUser();
      await claim(ended, 'cus_ended');
      await apply(null, state({ id: 'sub_old', customer: 'cus_ended', status: 'canceled' }), 1);
      await apply(null, state({ id: 'sub_now', customer: 'cus_ended' }), 1);
      expect(await refusal(ended)).toEqual(renewing);
      await apply(null, state({ id: 'sub_now', customer: 'cus_ended', status: 'canceled' }), 2);
      expect(await refusal(ended)).toBeNull();
      expect(await exists(ended)).toBe(false);
      expect(
        await as('postgres', 'select 1 from private.stripe_subscriptions where user_id = $1', [
          ended,
        ]),
      ).toHaveLength(0);

      // No longer premium and never renewing by itself: unpaid, incomplete.
      for (const status of ['unpaid', 'incomplete', 'incomplete_expired']) {
        const user = await newUser();
        await claim(user, `cus_${status}`);
        await apply(null, state({ id: `sub_${status}`, customer: `cus_${status}`, status }), 1);
        expect(await refusal(user), status).toBeNull();
      }

      // Without any subscription, as before.
      const free = await newUser();
      expect(await refusal(free)).toBeNull();
      expect(await exists(free)).toBe(false);
    });

    it('scrub the Stripe events that named a deleted account, keeping their ids', async () => {
      const gone = await newUser();
      const stays = await newUser();
      await claim(gone, 'cus_gone');
      await claim(stays, 'cus_stays');
      await apply('evt_g1', state({ id: 'sub_g', customer: 'cus_gone', userId: gone }), 1);
      await apply('evt_g2', state({ id: 'sub_g', customer: 'cus_gone', status: 'canceled' }), 2);
      await apply('evt_s1', state({ id: 'sub_s', customer: 'cus_stays', userId: stays }), 1);
      const [target] = await as<{ t: { customerIds: string[]; packIds: string[] } }>(
        'service_role',
        'select public.account_deletion_target($1) as t',
        [gone],
      );
      expect(target!.t).toEqual({ customerIds: ['cus_gone'], packIds: [] });
      for (const who of ['anon', { sub: gone }] as const) {
        expect(await errorOf(as(who, 'select public.account_deletion_target($1)', [gone]))).toMatch(
          /permission denied/,
        );
      }
      await as({ sub: gone }, 'select public.delete_my_account()');
      const events = await as<{ id: string; payload: Record<string, unknown> }>(
        'postgres',
        `select id, payload from public.stripe_events where id like 'evt\\_%' order by id`,
      );
      expect(events).toEqual([
        { id: 'evt_g1', payload: { accountDeleted: true } },
        { id: 'evt_g2', payload: { accountDeleted: true } },
        {
          id: 'evt_s1',
          payload: expect.objectContaining({ customer: 'cus_stays', userId: stays }) as unknown,
        },
      ]);
      expect(JSON.stringify(events)).not.toContain(gone);
      // a late redelivery of a scrubbed event is still a duplicate
      expect(await apply('evt_g1', state({ id: 'sub_g', customer: 'cus_gone' }), 3)).toBe(
        'duplicate',
      );
      // and an event first delivered after the deletion is kept by its id alone
      expect(
        await apply('evt_g3', state({ id: 'sub_g', customer: 'cus_gone', userId: gone }), 4),
      ).toBe('no-user');
      expect(
        await as('postgres', `select payload from public.stripe_events where id = 'evt_g3'`),
      ).toEqual([{ payload: { noAccount: true } }]);
    });
  });
}
