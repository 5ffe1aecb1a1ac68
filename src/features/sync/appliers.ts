import type { Table } from 'dexie';
import type { AppDatabase, StoredPackData, UserPackRow } from '../../db/database';
import { DEALT_KV_KEY, EMPTY_DEALT, mergeStoredDealt, storedDealtSchema } from '../../db/dealt';
import * as v from 'valibot';
import { changeKey, type Change, type ChangeKind, type PackRecord } from '../../../sync';

// Pulled changes land in the app's tables through one applier per change kind, so sync/ never
// knows an app table. Every applier is idempotent (changes arrive at least once) and respects
// `shadowed`: a key this device still has a pending op for keeps its local value, because that op
// will be applied after the pulled value in server order and win anyway (sync/README.md).

export type ChangeOf<K extends ChangeKind> = Extract<Change, { kind: K }>;

export interface ApplyContext {
  db: AppDatabase;
  userId: string;
  /** keys (changeKey form) with a pending op on this device */
  shadowed: ReadonlySet<string>;
}

export interface Applier<K extends ChangeKind = ChangeKind> {
  kind: K;
  tables(db: AppDatabase): Table[];
  apply(changes: readonly ChangeOf<K>[], ctx: ApplyContext): Promise<void>;
  /** Keys (changeKey form) of the rows of this kind a full pull's prune may drop. */
  storedKeys(ctx: ApplyContext): Promise<string[]>;
  /** A full pull finished: drop rows of this kind the server no longer has (keys in `gone`). */
  prune(gone: ReadonlySet<string>, ctx: ApplyContext): Promise<void>;
}

const now = () => new Date().toISOString();

// A prune reads only primary keys (one pass, no row values) and deletes the stale ones in one
// bulk call: linear in the rows kept, and nothing written when nothing is stale (a first sync).
const stale = (key: string, gone: ReadonlySet<string>, shadowed: ReadonlySet<string>) =>
  gone.has(key) && !shadowed.has(key);

async function dropStale<K>(table: Table<unknown, K>, keys: K[]): Promise<void> {
  if (keys.length > 0) await table.bulkDelete(keys);
}

const profileApplier: Applier<'profile'> = {
  kind: 'profile',
  tables: (db) => [db.profiles],
  async apply(changes, { db, shadowed }) {
    await db.profiles.bulkPut(
      changes
        .filter((c) => !shadowed.has(changeKey(c)))
        .map((c) => ({ userId: c.id, profile: c.profile })),
    );
  },
  async storedKeys({ db, userId }) {
    return (await db.profiles.get(userId)) ? [changeKey({ kind: 'profile', id: userId })] : [];
  },
  async prune(gone, { db, userId, shadowed }) {
    if (stale(changeKey({ kind: 'profile', id: userId }), gone, shadowed)) {
      await db.profiles.delete(userId);
    }
  },
};

const coinApplier: Applier<'coin-entry'> = {
  kind: 'coin-entry',
  tables: (db) => [db.coinEntries],
  async apply(changes, { db, userId }) {
    await db.coinEntries.bulkPut(
      changes.map((c) => ({
        userId,
        id: c.id,
        amount: c.amount,
        reason: c.reason,
        createdAt: c.createdAt,
      })),
    );
  },
  async storedKeys({ db, userId }) {
    const keys = await db.coinEntries.where('userId').equals(userId).primaryKeys();
    return keys.map(([, id]) => changeKey({ kind: 'coin-entry', id }));
  },
  async prune(gone, { db, userId }) {
    const keys = await db.coinEntries.where('userId').equals(userId).primaryKeys();
    await dropStale(
      db.coinEntries,
      keys.filter(([, id]) => gone.has(changeKey({ kind: 'coin-entry', id }))),
    );
  },
};

/** Built-in game and user pack likes share one table, keyed by the liked id. */
const likeApplier: Applier<'like'> = {
  kind: 'like',
  tables: (db) => [db.packLikes],
  async apply(changes, { db, shadowed }) {
    const rows = changes
      .filter((c) => !shadowed.has(changeKey(c)))
      .map((c) => ({ packId: c.gameId, liked: c.liked, updatedAt: now() }));
    await db.packLikes.bulkPut(rows);
  },
  async storedKeys({ db }) {
    const keys = await db.packLikes.toCollection().primaryKeys();
    return keys.map((gameId) => changeKey({ kind: 'like', gameId }));
  },
  async prune(gone, { db, shadowed }) {
    const keys = await db.packLikes.toCollection().primaryKeys();
    await dropStale(
      db.packLikes,
      keys.filter((gameId) => stale(changeKey({ kind: 'like', gameId }), gone, shadowed)),
    );
  },
};

const packStateApplier: Applier<'pack-state'> = {
  kind: 'pack-state',
  tables: (db) => [db.packStates],
  async apply(changes, { db, shadowed }) {
    const rows = changes
      .filter((c) => !shadowed.has(changeKey(c)))
      .map((c) => ({ game: c.game, packId: c.packId, active: c.active, updatedAt: now() }));
    await db.packStates.bulkPut(rows);
  },
  async storedKeys({ db }) {
    const keys = await db.packStates.toCollection().primaryKeys();
    return keys.map(([game, packId]) => changeKey({ kind: 'pack-state', game, packId }));
  },
  async prune(gone, { db, shadowed }) {
    const keys = await db.packStates.toCollection().primaryKeys();
    await dropStale(
      db.packStates,
      keys.filter(([game, packId]) =>
        stale(changeKey({ kind: 'pack-state', game, packId }), gone, shadowed),
      ),
    );
  },
};

const draftApplier: Applier<'draft-update'> = {
  kind: 'draft-update',
  tables: (db) => [db.draftUpdates],
  async apply(changes, { db, userId }) {
    await db.draftUpdates.bulkPut(
      changes.map((c) => ({ userId, id: c.id, packId: c.packId, update: c.update })),
    );
  },
  async storedKeys({ db, userId }) {
    const keys = await db.draftUpdates
      .where('[userId+id]')
      .between([userId, -Infinity], [userId, Infinity])
      .primaryKeys();
    return keys.map(([, id]) => changeKey({ kind: 'draft-update', id }));
  },
  async prune(gone, { db, userId }) {
    const keys = await db.draftUpdates
      .where('[userId+id]')
      .between([userId, -Infinity], [userId, Infinity])
      .primaryKeys();
    await dropStale(
      db.draftUpdates,
      keys.filter(([, id]) => gone.has(changeKey({ kind: 'draft-update', id }))),
    );
  },
};

function storedData(record: PackRecord): StoredPackData {
  const { metadata, prompts, likes, plays, lastUpdated } = record;
  return { metadata, prompts, likes, plays, lastUpdated };
}

/**
 * The user's own packs go to userPacks (the file list); someone else's public pack (the server
 * sends only those this user likes) goes to the offline copy. A tombstone removes both, and the pack's
 * draft updates (the server deletes those with the pack and sends only the tombstone).
 */
const packApplier: Applier<'pack'> = {
  kind: 'pack',
  tables: (db) => [db.userPacks, db.packCache, db.draftUpdates],
  async apply(changes, { db, userId, shadowed }) {
    for (const change of changes) {
      if (shadowed.has(changeKey(change))) continue;
      if ('deleted' in change) {
        await db.userPacks.delete(change.id);
        await db.packCache.delete(change.id);
        await db.draftUpdates.where('[userId+packId]').equals([userId, change.id]).delete();
        continue;
      }
      const data = storedData(change.pack);
      if (change.pack.ownerId === userId) {
        const existing = await db.userPacks.get(change.id);
        const publish: UserPackRow['publish'] = change.pack.published
          ? existing?.publish === 'publishing'
            ? 'publishing'
            : 'published'
          : 'local';
        await db.userPacks.put({
          id: change.id,
          pack: data,
          draft: change.pack.draft,
          publish,
          fileUrl: change.pack.published ? (existing?.fileUrl ?? null) : null,
          updatedAt: data.lastUpdated,
        });
      } else {
        // The server sends someone else's pack only when this user likes it: keep it, so a pack
        // liked on another device is dealt here too (and one cached here stays current).
        const cached = await db.packCache.get(change.id);
        await db.packCache.put({
          id: change.id,
          pack: data,
          fileUrl: cached?.fileUrl ?? null,
          fetchedAt: now(),
        });
      }
    }
  },
  async storedKeys({ db }) {
    const keys = await db.userPacks.toCollection().primaryKeys();
    return keys.map((id) => changeKey({ kind: 'pack', id }));
  },
  async prune(gone, { db, shadowed }) {
    const keys = await db.userPacks.toCollection().primaryKeys();
    await dropStale(
      db.userPacks,
      keys.filter((id) => stale(changeKey({ kind: 'pack', id }), gone, shadowed)),
    );
  },
};

/**
 * The account's dealt cards of a deck merge into this device's (sync/protocol.ts mergeDealt: the
 * higher round wins, equal rounds unite), so a card dealt on another phone is not dealt here. Never
 * shadowed and never pruned: a merge cannot undo this device's deals, and what this device dealt
 * stays dealt here whatever the account holds.
 */
const dealtApplier: Applier<'dealt'> = {
  kind: 'dealt',
  tables: (db) => [db.kv],
  async apply(changes, { db }) {
    if (changes.length === 0) return;
    const row = await db.kv.get(DEALT_KV_KEY);
    const read = v.safeParse(storedDealtSchema, row?.value);
    let stored = read.success ? read.output : EMPTY_DEALT;
    for (const change of changes) {
      stored = mergeStoredDealt(stored, {
        decks: { [change.deck]: { round: change.round, cards: change.cards } },
        legacy: [],
      });
    }
    await db.kv.put({ key: DEALT_KV_KEY, value: stored });
  },
  storedKeys: () => Promise.resolve([]),
  async prune() {},
};

/** One applier per change kind: a kind with no applier fails to compile instead of being dropped. */
export const APPLIERS: { [K in ChangeKind]: Applier<K> } = {
  profile: profileApplier,
  'coin-entry': coinApplier,
  like: likeApplier,
  'pack-state': packStateApplier,
  'draft-update': draftApplier,
  pack: packApplier,
  dealt: dealtApplier,
};

/**
 * Order matters only across kinds that touch each other: draft updates before packs, so a pack
 * tombstone in the same page removes them.
 */
export const APPLY_ORDER = [
  'profile',
  'coin-entry',
  'like',
  'pack-state',
  'draft-update',
  'pack',
  'dealt',
] as const satisfies readonly ChangeKind[];

/** Any applier, whatever its kind: the store hands each one only changes of its own kind. */
export interface AnyApplier {
  kind: ChangeKind;
  tables(db: AppDatabase): Table[];
  apply(changes: readonly Change[], ctx: ApplyContext): Promise<void>;
  storedKeys(ctx: ApplyContext): Promise<string[]>;
  prune(gone: ReadonlySet<string>, ctx: ApplyContext): Promise<void>;
}

function erase<K extends ChangeKind>(applier: Applier<K>): AnyApplier {
  return {
    kind: applier.kind,
    tables: (db) => applier.tables(db),
    apply: (changes, ctx) =>
      applier.apply(
        changes.filter((c): c is ChangeOf<K> => c.kind === applier.kind),
        ctx,
      ),
    storedKeys: (ctx) => applier.storedKeys(ctx),
    prune: (gone, ctx) => applier.prune(gone, ctx),
  };
}

function applierFor<K extends ChangeKind>(kind: K): AnyApplier {
  return erase<K>(APPLIERS[kind]);
}

export const DEFAULT_APPLIERS: readonly AnyApplier[] = APPLY_ORDER.map(applierFor);
