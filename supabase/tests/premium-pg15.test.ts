import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definePremiumSuite } from './premium-suite.ts';
import { pg15File } from './pg15-file.ts';

// The premium functions on the PostgreSQL 15 server in a throwaway database, plus what one
// session cannot show: two webhook deliveries at once. Skipped when the server is unreachable,
// except in CI, where that is a failure.
const { reachable, ensureDatabase, connect } = await pg15File('PostgreSQL 15 (premium)');

describe.skipIf(!reachable)('PostgreSQL 15 (premium)', () => {
  definePremiumSuite('PostgreSQL 15', connect);

  describe('two deliveries at once', () => {
    let admin: pg.Client;
    let first: pg.Client;
    let second: pg.Client;
    /** The second session's backend pid, read while it is idle. */
    let secondPid: number;
    beforeAll(async () => {
      const db = await ensureDatabase();
      [admin, first, second] = await Promise.all([db.connect(), db.connect(), db.connect()]);
      secondPid = (await second.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!
        .pid;
    });
    afterAll(async () => {
      await Promise.all([admin, first, second].map((c) => c?.end()));
    });

    async function newCustomer() {
      const { rows } = await admin.query<{ id: string }>(
        'insert into auth.users (email) values ($1) returning id',
        [`w${randomUUID().slice(0, 8)}@example.com`],
      );
      const user = rows[0]!.id;
      const customer = `cus_${randomUUID().slice(0, 8)}`;
      await admin.query('select public.claim_stripe_customer($1, $2)', [user, customer]);
      return { user, customer };
    }

    const asServiceRole = async (c: pg.Client) => {
      await c.query('begin');
      await c.query(
        `select set_config('role', 'service_role', true),
                set_config('request.jwt.claims', '{"role":"service_role"}', true)`,
      );
    };

    const apply = async (
      c: pg.Client,
      eventId: string,
      sub: Record<string, unknown>,
      readAt: number,
    ) =>
      (
        await c.query<{ r: { outcome: string } }>(
          'select public.apply_stripe_subscription($1, $2, $3, $4) as r',
          [eventId, 'customer.subscription.updated', JSON.stringify(sub), readAt],
        )
      ).rows[0]!.r.outcome;

    /** Resolves once the session `pid` is waiting for a lock. */
    async function waitsForLock(pid: number) {
      for (let i = 0; i < 200; i++) {
        const { rows } = await admin.query<{ w: string | null }>(
          'select wait_event_type as w from pg_stat_activity where pid = $1',
          [pid],
        );
        if (rows[0]?.w === 'Lock') return;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error('the second delivery never waited for the first');
    }

    const premiumOf = async (user: string) =>
      (
        await admin.query<{ premium: boolean; cancelled: boolean }>(
          'select premium, cancelled from public.profiles where id = $1',
          [user],
        )
      ).rows[0];

    it('a newer state and an older one: the older waits, then is stale', async () => {
      const { user, customer } = await newCustomer();
      const sub = { id: `sub_${randomUUID().slice(0, 8)}`, customer, currentPeriodEnd: 9e9 };
      await asServiceRole(first);
      await asServiceRole(second);
      expect(await apply(first, `evt_${randomUUID()}`, { ...sub, status: 'canceled' }, 200)).toBe(
        'applied',
      );
      const older = apply(second, `evt_${randomUUID()}`, { ...sub, status: 'active' }, 100);
      await waitsForLock(secondPid);
      await first.query('commit');
      expect(await older).toBe('stale');
      await second.query('commit');
      expect(await premiumOf(user)).toEqual({ premium: false, cancelled: true });
    });

    it('the same event twice: the second waits, then is a duplicate', async () => {
      const { user, customer } = await newCustomer();
      const event = `evt_${randomUUID()}`;
      const sub = { id: `sub_${randomUUID().slice(0, 8)}`, customer, status: 'active' };
      await asServiceRole(first);
      await asServiceRole(second);
      expect(await apply(first, event, sub, 100)).toBe('applied');
      const again = apply(second, event, { ...sub, status: 'canceled' }, 300);
      await waitsForLock(secondPid);
      await first.query('commit');
      expect(await again).toBe('duplicate');
      await second.query('commit');
      expect(await premiumOf(user)).toEqual({ premium: true, cancelled: false });
    });

    it('a failed first delivery leaves the event to its retry', async () => {
      const { user, customer } = await newCustomer();
      const event = `evt_${randomUUID()}`;
      const sub = { id: `sub_${randomUUID().slice(0, 8)}`, customer, status: 'active' };
      await asServiceRole(first);
      await asServiceRole(second);
      expect(await apply(first, event, sub, 100)).toBe('applied');
      const retry = apply(second, event, sub, 200);
      await waitsForLock(secondPid);
      await first.query('rollback');
      expect(await retry).toBe('applied');
      await second.query('commit');
      expect(await premiumOf(user)).toEqual({ premium: true, cancelled: false });
    });

    it('two checkouts at once store one customer', async () => {
      const { rows } = await admin.query<{ id: string }>(
        'insert into auth.users (email) values ($1) returning id',
        [`c${randomUUID().slice(0, 8)}@example.com`],
      );
      const user = rows[0]!.id;
      await asServiceRole(first);
      await asServiceRole(second);
      const claim = (c: pg.Client, customer: string) =>
        c.query<{ c: string }>('select public.claim_stripe_customer($1, $2) as c', [
          user,
          customer,
        ]);
      expect((await claim(first, 'cus_first_tap')).rows[0]!.c).toBe('cus_first_tap');
      const later = claim(second, 'cus_second_tap');
      await waitsForLock(secondPid);
      await first.query('commit');
      expect((await later).rows[0]!.c).toBe('cus_first_tap');
      await second.query('commit');
    });
  });
});
