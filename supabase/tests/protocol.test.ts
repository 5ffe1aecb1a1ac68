import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANONYMOUS_OP_TYPES,
  ANONYMOUS_RPC_ONLY_OP_TYPES,
  LIMITS,
  OP_TYPES,
  PROTOCOL_VERSION,
} from '../../sync/protocol.ts';
import { openPgliteConn, type Conn } from './harness.ts';

// sync/protocol.ts and the SQL that implements it must not drift apart. The SQL side is read from
// a database with every migration applied: the ops are rows of private.op_handlers, the functions
// their live definitions (whichever migration last declared them).
describe('sync protocol and SQL agree', () => {
  let conn: Conn;
  beforeAll(async () => {
    conn = await openPgliteConn();
  });
  afterAll(async () => {
    await conn?.close();
  });

  const handlers = () =>
    conn.query<{ type: string; anonymous: boolean; via_push: boolean }>(
      'select type, anonymous, via_push from private.op_handlers order by type',
    );
  const definition = async (fn: string) => {
    const [row] = await conn.query<{ def: string }>(
      `select pg_get_functiondef($1::regprocedure) as def`,
      [fn],
    );
    return row!.def;
  };

  it('has a handler for exactly the operation types the protocol declares', async () => {
    expect((await handlers()).map((h) => h.type)).toEqual([...OP_TYPES].sort());
  });

  it('applies through push exactly the types the protocol sends there', async () => {
    const viaPush = (await handlers()).filter((h) => h.via_push).map((h) => h.type);
    // contact.create is applied only by push_anonymous (for signed-in senders too)
    expect(viaPush).toEqual(
      OP_TYPES.filter((t) => !ANONYMOUS_RPC_ONLY_OP_TYPES.includes(t)).sort(),
    );
  });

  it('takes exactly the anonymous operation types through push_anonymous', async () => {
    const anonymous = (await handlers()).filter((h) => h.anonymous).map((h) => h.type);
    expect(anonymous).toEqual([...ANONYMOUS_OP_TYPES].sort());
    const sql = await definition('public.push_anonymous(jsonb)');
    expect(sql).toMatch(
      new RegExp(`jsonb_array_length\\(ops\\) > ${LIMITS.opsPerAnonymousPush}\\b`),
    );
    expect(await definition('public.push(jsonb)')).toMatch(
      new RegExp(`jsonb_array_length\\(ops\\) > ${LIMITS.opsPerPush}\\b`),
    );
  });

  it('answers with the protocol version the client expects', async () => {
    // every live function that writes a protocolVersion: push, push_anonymous, pull, resync
    const rows = await conn.query<{ name: string; def: string }>(
      `select p.oid::regprocedure::text as name, pg_get_functiondef(p.oid) as def
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private') and p.prosrc like '%protocolVersion%'`,
    );
    expect(rows.map((r) => r.name)).toEqual(
      expect.arrayContaining(['push(jsonb)', 'push_anonymous(jsonb)', 'pull(text,integer)']),
    );
    const versions = rows.flatMap((r) =>
      [...r.def.matchAll(/'protocolVersion', (\d+)/g)].map((m) => Number(m[1])),
    );
    expect(versions.length).toBeGreaterThanOrEqual(rows.length);
    expect(new Set(versions)).toEqual(new Set([PROTOCOL_VERSION]));
  });

  it('never imports anything (shared by client and server as-is)', async () => {
    const source = await readFile(new URL('../../sync/protocol.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
  });
});
