import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_OP_TYPES,
  ANONYMOUS_RPC_ONLY_OP_TYPES,
  LIMITS,
  OP_TYPES,
  PROTOCOL_VERSION,
} from '../../sync/protocol.ts';
import { readSchemaFiles } from '../local/schema.ts';

// sync/protocol.ts and the SQL that implements it must not drift apart.
describe('sync protocol and SQL agree', () => {
  it('dispatches exactly the operation types the protocol declares', async () => {
    const { migrations } = await readSchemaFiles();
    // the dispatcher as the last migration that defines it leaves it
    const sync = migrations.filter((m) => m.sql.includes('function private.apply_op')).at(-1)!.sql;
    const dispatcher = sync.slice(sync.indexOf('function private.apply_op'));
    const body = dispatcher.slice(0, dispatcher.indexOf('$$;'));
    const handled = [...body.matchAll(/when '([a-z.-]+)' then/g)].map((m) => m[1]);
    // contact.create is applied only by push_anonymous (for signed-in senders too)
    const viaPush = OP_TYPES.filter((t) => !ANONYMOUS_RPC_ONLY_OP_TYPES.includes(t));
    expect([...handled].sort()).toEqual([...viaPush].sort());
  });

  it('takes exactly the anonymous operation types through push_anonymous', async () => {
    const { migrations } = await readSchemaFiles();
    const sql = migrations.find((m) => m.name.endsWith('_contact.sql'))!.sql;
    const dispatcher = sql.slice(sql.indexOf('function private.apply_anonymous_op'));
    const body = dispatcher.slice(0, dispatcher.indexOf('$$;'));
    const handled = [...body.matchAll(/when '([a-z.-]+)' then/g)].map((m) => m[1]);
    expect([...handled].sort()).toEqual([...ANONYMOUS_OP_TYPES].sort());
    const gate = /\(v_op ->> 'type'\) not in \(([^)]*)\)/.exec(sql)?.[1] ?? '';
    const allowed = [...gate.matchAll(/'([a-z.-]+)'/g)].map((m) => m[1]);
    expect(allowed.sort()).toEqual([...ANONYMOUS_OP_TYPES].sort());
    expect(sql).toMatch(
      new RegExp(`jsonb_array_length\\(ops\\) > ${LIMITS.opsPerAnonymousPush}\\b`),
    );
  });

  it('answers with the protocol version the client expects', async () => {
    const { migrations } = await readSchemaFiles();
    const sync = migrations
      .filter((m) => m.name.endsWith('_sync.sql') || m.name.endsWith('_contact.sql'))
      .map((m) => m.sql)
      .join('\n');
    const versions = [...sync.matchAll(/'protocolVersion', (\d+)/g)].map((m) => Number(m[1]));
    expect(versions.length).toBeGreaterThan(0);
    expect(new Set(versions)).toEqual(new Set([PROTOCOL_VERSION]));
  });

  it('never imports anything (shared by client and server as-is)', async () => {
    const source = await readFile(new URL('../../sync/protocol.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
  });
});
