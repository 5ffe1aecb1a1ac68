import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db, openDatabase } from '../../db';
import { closeDatabaseForTests } from '../../db/open';
import { ApiError } from '../../lib/api-answer';
import { fetchInviterName, unlockPack } from './api';
import { inviterKv, refreshInviter } from './referral';

// The account surface's answers are read through their schemas (api.ts): a malformed one is one
// plain sentence for the page and writes nothing on this device.

const answering = (data: unknown, error: unknown = null) => ({
  rpc: () => Promise.resolve({ data, error }),
});

beforeEach(async () => {
  closeDatabaseForTests();
  await openDatabase('account-api-test', new IDBFactory());
});

afterEach(() => closeDatabaseForTests());

describe('buying a pack with coins', () => {
  it('reads the server’s verdict and balance', async () => {
    expect(await unlockPack(answering({ status: 'insufficient', balance: 12 }), 'mix/a')).toEqual({
      status: 'insufficient',
      balance: 12,
    });
  });

  it('turns an answer it cannot read into one plain sentence', async () => {
    for (const data of [null, 'ok', { status: 'sold', balance: 3 }, { status: 'unlocked' }]) {
      const failed = await unlockPack(answering(data), 'mix/a').catch((e: unknown) => e);
      expect(failed).toBeInstanceOf(ApiError);
      expect((failed as Error).message).toBe(
        'The server sent an answer this app could not read. Your coins and packs show what it holds after the next sync.',
      );
    }
  });
});

describe('who invited this account', () => {
  it('is kept for offline visits when the server says', async () => {
    await refreshInviter(answering({ username: 'ana' }), 'u1');
    expect(await inviterKv.read(db())).toEqual({ userId: 'u1', username: 'ana' });
  });

  it('keeps what the device knew when the answer is malformed or refused', async () => {
    await inviterKv.write({ userId: 'u1', username: 'ana' });
    await refreshInviter(answering({ username: 42 }), 'u1');
    await refreshInviter(answering('ana'), 'u1');
    await refreshInviter(answering(null, { message: 'boom' }), 'u1');
    expect(await inviterKv.read(db())).toEqual({ userId: 'u1', username: 'ana' });
  });

  it('names the inviter of a code only from a string answer', async () => {
    expect(await fetchInviterName(answering('ana'), 'c')).toBe('ana');
    expect(await fetchInviterName(answering({ username: 'ana' }), 'c')).toBeNull();
    expect(await fetchInviterName(answering('', null), 'c')).toBeNull();
  });
});
