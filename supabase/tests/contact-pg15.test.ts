import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { defineContactSuite } from './contact-suite.ts';
import { commitAs, type Conn } from './harness.ts';
import { pg15File } from './pg15-file.ts';

// The contact suite on the PostgreSQL 15 server in a throwaway database, plus what one session
// cannot show: the same op id and the hourly cap under concurrent anonymous pushes. Skipped when
// the server is unreachable, except in CI, where that is a failure.
const { reachable, connect } = await pg15File('PostgreSQL 15 (contact)');

describe.skipIf(!reachable)('PostgreSQL 15 (contact)', () => {
  defineContactSuite('PostgreSQL 15', connect);

  describe('concurrent anonymous pushes', () => {
    const conns: Conn[] = [];
    const open = async (n: number) => {
      const opened = await Promise.all(Array.from({ length: n }, () => connect()));
      conns.push(...opened);
      return opened;
    };
    afterAll(async () => {
      await Promise.all(conns.map((c) => c.close()));
    });

    const message = (text: string) => ({
      id: randomUUID(),
      type: 'contact.create',
      userId: null,
      createdAt: new Date().toISOString(),
      attempts: 0,
      payload: { name: '', email: '', topic: 'question', message: text },
    });
    const pushFrom = async (c: Conn, ops: unknown[]) => {
      const [row] = await commitAs<{ r: { results: { status: string }[] } }>(
        c,
        'anon',
        'select public.push_anonymous($1::jsonb) as r',
        [JSON.stringify(ops)],
      );
      return row!.r.results.map((r) => r.status);
    };
    const rows = async (c: Conn, text: string) => {
      const [row] = await commitAs<{ n: number }>(
        c,
        'postgres',
        'select count(*)::int as n from public.contact_messages where message = $1',
        [text],
      );
      return row!.n;
    };

    it('applies one op id sent from eight sessions at once exactly once', async () => {
      const sessions = await open(8);
      const text = `duplicate ${randomUUID()}`;
      const op = message(text);
      const statuses = (await Promise.all(sessions.map((c) => pushFrom(c, [op])))).flat();
      expect(statuses.filter((s) => s === 'applied')).toHaveLength(1);
      expect(statuses.filter((s) => s === 'duplicate')).toHaveLength(7);
      expect(await rows(sessions[0]!, text)).toBe(1);
    });

    it('keeps the hourly cap exact when sessions race for the last places', async () => {
      const sessions = await open(6);
      const admin = sessions[0]!;
      const [used] = await commitAs<{ n: number }>(
        admin,
        'postgres',
        `select count(*)::int as n from private.anonymous_ops
          where type = 'contact.create' and user_id is null
            and processed_at > now() - interval '1 hour'`,
      );
      await commitAs(
        admin,
        'postgres',
        `update private.anonymous_limits set visitors_per_hour = $1 where type = 'contact.create'`,
        [used!.n + 3],
      );
      try {
        const statuses = (
          await Promise.all(sessions.map((c, i) => pushFrom(c, [message(`race ${i}`)])))
        ).flat();
        expect(statuses.filter((s) => s === 'applied')).toHaveLength(3);
        expect(statuses.filter((s) => s === 'retry')).toHaveLength(3);
      } finally {
        await commitAs(
          admin,
          'postgres',
          `update private.anonymous_limits set visitors_per_hour = 120 where type = 'contact.create'`,
        );
      }
    });
  });
});
