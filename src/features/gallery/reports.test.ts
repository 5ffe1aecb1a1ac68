import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeUser, db } from '../../db';
import { closeDatabaseForTests, openDatabase } from '../../db/open';
import { reportedPacksKv, reportPack } from './reports';

const PACK = '0190a000-0000-4000-8000-00000000abcd';

describe('reporting a pack', () => {
  beforeEach(async () => {
    await openDatabase('gallery-reports-test', new IDBFactory());
    activeUser.set({ userId: '0190a000-0000-4000-8000-000000000001' });
  });
  afterEach(() => {
    activeUser.set({ userId: null });
    closeDatabaseForTests();
  });

  it('queues one pack.report op and remembers the pack as reported, in one step', async () => {
    await reportPack(PACK, 'spam', `  ${'x'.repeat(600)}  `);
    const ops = await db().outbox.toArray();
    expect(ops).toHaveLength(1);
    expect(ops[0]).toMatchObject({
      type: 'pack.report',
      userId: '0190a000-0000-4000-8000-000000000001',
      payload: { packId: PACK, reason: 'spam' },
    });
    // the note is trimmed and cut to what the server takes
    expect((ops[0]!.payload as { note: string }).note).toHaveLength(500);
    expect(await reportedPacksKv.read()).toEqual({ [PACK]: 'spam' });
  });
});
