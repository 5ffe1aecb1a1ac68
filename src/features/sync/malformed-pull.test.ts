import type { SupabaseClient } from '@supabase/supabase-js';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeUser, db, openDatabase } from '../../db';
import { closeDatabaseForTests } from '../../db/open';
import { loadSupabaseTransport, SyncEngine, type Database } from '../../../sync';
import { DexieSyncStore } from './dexie-store';
import { syncHeadline } from './sync-status';

// A pull page the app cannot read is refused whole at the transport: the person sees one plain
// sentence on the sync badge and no row of the page (nor its cursor) reaches Dexie.

const PROFILE = {
  username: 'ana',
  creation_date: '2026-11-01T00:00:00.000Z',
  achievements: [],
  dojo_coins: 40,
  premium: false,
  cancelled: false,
  stripe_user_id: null,
  stripe_subscription_id: null,
  liked_games: [],
  created_games: [],
  claimed_rewards: [],
  premiumEndDate: null,
  referred_users: 0,
};

/** A supabase client whose pull RPC answers `body` (the shape supabase-js resolves to). */
function clientAnswering(body: unknown) {
  const answer = { data: body, error: null, status: 200 };
  const client = {
    rpc: () => ({ abortSignal: () => Promise.resolve(answer) }),
    auth: { getSession: () => Promise.resolve({ data: { session: null }, error: null }) },
  };
  return client as unknown as SupabaseClient<Database>;
}

beforeEach(async () => {
  closeDatabaseForTests();
  activeUser.set({ userId: 'ana' });
  await openDatabase('malformed-pull-test', new IDBFactory());
});

afterEach(() => {
  activeUser.set({ userId: null });
  closeDatabaseForTests();
});

async function pullOnce(body: unknown) {
  const { createSupabaseTransport } = await loadSupabaseTransport();
  const engine = new SyncEngine({
    store: new DexieSyncStore(db()),
    transport: createSupabaseTransport(clientAnswering(body)),
    session: () => 'ana',
  });
  engine.start();
  const status = await engine.whenIdle();
  await engine.stop();
  return status;
}

describe('a pull page the app cannot read', () => {
  it('is shown as one plain sentence and writes nothing, not even the good changes', async () => {
    const status = await pullOnce({
      protocolVersion: 1,
      changes: [
        { kind: 'profile', id: 'ana', profile: PROFILE },
        { kind: 'coin-entry', id: 7, amount: 'forty', reason: 'gift', createdAt: 'now' },
      ],
      cursor: 'c1',
      more: false,
    });

    expect(await db().profiles.count()).toBe(0);
    expect(await db().coinEntries.count()).toBe(0);
    expect((await db().syncState.get('ana'))?.cursor ?? null).toBeNull();

    const headline = syncHeadline({ configured: true, engine: status, online: true }, 'ana', {
      pending: 0,
      oldestPendingAt: null,
      unowned: 0,
      otherAccounts: 0,
      quarantine: [],
      lastSyncAt: null,
    });
    expect(headline.label).toBe('Retrying');
    expect(headline.detail).toBe(
      'The server sent changes this app could not read, so none of them were saved. It tries again by itself.',
    );
  });

  it('is told apart from a readable page, which is written', async () => {
    await pullOnce({
      protocolVersion: 1,
      changes: [{ kind: 'profile', id: 'ana', profile: PROFILE }],
      cursor: 'c1',
      more: false,
    });
    expect((await db().profiles.get('ana'))?.profile.username).toBe('ana');
    expect((await db().syncState.get('ana'))?.cursor).toBe('c1');
  });
});
