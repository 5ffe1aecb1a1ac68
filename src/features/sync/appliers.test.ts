import { describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../db/database';
import { OP_KEYS, opKeys, type ProfileRecord } from '../../../sync';
import { APPLIERS, APPLY_ORDER, DEFAULT_APPLIERS } from './appliers';

function fakeProfiles() {
  const rows = new Map<string, unknown>([['u1', { userId: 'u1', profile: { username: 'old' } }]]);
  const db = {
    profiles: {
      bulkPut: (list: { userId: string }[]) => {
        for (const row of list) rows.set(row.userId, row);
        return Promise.resolve();
      },
      delete: (id: string) => {
        rows.delete(id);
        return Promise.resolve();
      },
    },
  } as unknown as AppDatabase;
  return { db, rows };
}

describe('sync appliers and op keys', () => {
  it('applies every change kind, each exactly once, in one order', () => {
    expect([...APPLY_ORDER].sort()).toEqual(Object.keys(APPLIERS).sort());
    expect(DEFAULT_APPLIERS.map((a) => a.kind)).toEqual([...APPLY_ORDER]);
  });

  it('[C2] a username changed offline keeps its local value until its push lands', async () => {
    expect(OP_KEYS['profile.update']({ userId: 'u1', payload: { username: 'new' } })).toEqual([
      'profile/u1',
    ]);
    expect(opKeys({ type: 'profile.update', userId: 'u1', payload: { username: 'x' } })).toEqual([
      'profile/u1',
    ]);
    const { db, rows } = fakeProfiles();
    const pulled = {
      kind: 'profile' as const,
      id: 'u1',
      profile: { username: 'server' } as ProfileRecord,
    };
    const ctx = { db, userId: 'u1', shadowed: new Set(['profile/u1']) };
    await APPLIERS.profile.apply([pulled], ctx);
    await APPLIERS.profile.prune(new Set(['profile/u1']), ctx);
    expect(rows.get('u1')).toEqual({ userId: 'u1', profile: { username: 'old' } });
    await APPLIERS.profile.apply([pulled], { ...ctx, shadowed: new Set() });
    expect(rows.get('u1')).toEqual({ userId: 'u1', profile: { username: 'server' } });
  });

  it('an op type from a newer build or a broken payload shadows nothing', () => {
    expect(opKeys({ type: 'meyer.roll', userId: 'u1', payload: {} })).toEqual([]);
    expect(opKeys({ type: 'pack.save', userId: 'u1', payload: {} })).toEqual([]);
  });
});
