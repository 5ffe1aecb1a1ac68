import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { OP_TYPES, PROTOCOL_VERSION } from '../../sync/protocol.ts';
import { readSchemaFiles } from '../local/schema.ts';

// sync/protocol.ts and the SQL that implements it must not drift apart.
describe('sync protocol and SQL agree', () => {
  it('dispatches exactly the operation types the protocol declares', async () => {
    const { migrations } = await readSchemaFiles();
    const sync = migrations.find((m) => m.name.endsWith('_sync.sql'))!.sql;
    const dispatcher = sync.slice(sync.indexOf('function private.apply_op'));
    const body = dispatcher.slice(0, dispatcher.indexOf('$$;'));
    const handled = [...body.matchAll(/when '([a-z.-]+)' then/g)].map((m) => m[1]);
    expect([...handled].sort()).toEqual([...OP_TYPES].sort());
  });

  it('answers with the protocol version the client expects', async () => {
    const sync = await readFile(
      new URL('../migrations/20261121110700_sync.sql', import.meta.url),
      'utf8',
    );
    const versions = [...sync.matchAll(/'protocolVersion', (\d+)/g)].map((m) => Number(m[1]));
    expect(versions.length).toBeGreaterThan(0);
    expect(new Set(versions)).toEqual(new Set([PROTOCOL_VERSION]));
  });

  it('never imports anything (shared by client and server as-is)', async () => {
    const source = await readFile(new URL('../../sync/protocol.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
  });
});
