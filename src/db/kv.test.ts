import { IDBFactory } from 'fake-indexeddb';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDatabaseForTests, db, openDatabase } from './open';
import { defineKv, DuplicateKvKeyError } from './kv';

describe('typed kv documents', () => {
  beforeEach(async () => {
    await openDatabase('kv-test', new IDBFactory());
  });
  afterEach(() => {
    vi.restoreAllMocks();
    closeDatabaseForTests();
  });

  it('writes and reads a value of its schema, and gives the fallback when nothing is stored', async () => {
    const names = defineKv('test.names', v.array(v.string()), []);
    expect(await names.read()).toEqual([]);
    await names.write(['Ana', 'Bo']);
    expect(await names.read()).toEqual(['Ana', 'Bo']);
  });

  it('an unreadable stored value gives the fallback and a warning', async () => {
    const limit = defineKv('test.limit', v.picklist([1, 2, 3]), 3);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await db().kv.put({ key: 'test.limit', value: 'spicy' });
    expect(await limit.read()).toBe(3);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('test.limit');
  });

  it('refuses to define the same key twice', () => {
    defineKv('test.once', v.string(), '');
    expect(() => defineKv('test.once', v.string(), '')).toThrow(DuplicateKvKeyError);
  });
});
