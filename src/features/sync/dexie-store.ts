import type { Table } from 'dexie';
import type { AppDatabase } from '../../db/database';
import type { OutboxOperation } from '../../db/types';
import * as v from 'valibot';
import { defineKv } from '../../db';
import {
  opKeys,
  pushRoute,
  type Change,
  type CursorState,
  type OutboxEntry,
  type PageToApply,
  type Settlement,
  type SyncStore,
} from '../../../sync';
import { DEFAULT_APPLIERS, type AnyApplier, type ApplyContext } from './appliers';

/** Which user's data the device tables (pack states, likes, user packs) currently hold. */
/** The user whose data this device's synced tables hold. */
export const deviceOwnerKv = defineKv('sync.deviceOwner', v.nullable(v.string()), null);
export const DEVICE_OWNER_KEY = deviceOwnerKv.key;

/** Whether `userId` is still the one signed in on this device (the check before every write). */
export type CurrentUserCheck = (userId: string) => boolean;

/**
 * The engine's storage over Dexie. Every method that records something the server said is one
 * transaction, so a crash leaves either the old state or the new one: an answer is never half
 * recorded, and a page and its cursor are stored together.
 *
 * A round can still be in flight when its user signs out (a shared phone at a party). Before
 * writing what the server said, each transaction checks that the round's user is still the one
 * signed in; if not, nothing is written: no profile, packs or likes of the old account come back
 * after sign-out removed them. Skipped answers are safe to lose: ops stay in the outbox and the
 * server answers "duplicate" when that account sends them again; the cursor is not moved.
 */
export class DexieSyncStore implements SyncStore {
  private readonly appliers: readonly AnyApplier[];

  constructor(
    private readonly db: AppDatabase,
    appliers: readonly AnyApplier[] = DEFAULT_APPLIERS,
    private readonly isCurrentUser: CurrentUserCheck = () => true,
  ) {
    this.appliers = appliers;
  }

  /** False (and nothing may be written) once the round's user is no longer signed in here. */
  private stillSignedIn(userId: string | null): boolean {
    return userId === null || this.isCurrentUser(userId);
  }

  async nextBatch(userId: string, limit: number): Promise<OutboxEntry[]> {
    // The userId index lists equal keys in primary-key (op id) order: the order they were made.
    const rows = await this.db.outbox.where('userId').equals(userId).limit(limit).toArray();
    return rows as OutboxEntry[];
  }

  async nextAnonymousBatch(limit: number): Promise<OutboxEntry[]> {
    // Signed-out ops are few (nothing else is sent until adopted), so a filtered scan in id order
    // is cheap; only the types push_anonymous takes are returned.
    const rows = await this.db.outbox
      .orderBy('id')
      .filter((op) => op.userId === null && pushRoute(op) === 'push_anonymous')
      .limit(limit)
      .toArray();
    return rows as OutboxEntry[];
  }

  async settle(userId: string | null, settlements: readonly Settlement[]): Promise<void> {
    const { db } = this;
    await db.transaction('rw', [db.outbox, db.quarantine, db.settling], async () => {
      if (!this.stillSignedIn(userId)) return;
      const at = new Date().toISOString();
      for (const s of settlements) {
        const op = await db.outbox.get(s.id);
        if (!op) continue;
        await db.outbox.delete(s.id);
        if (s.status === 'quarantine') {
          await db.quarantine.put({ ...op, reason: s.reason, quarantinedAt: at });
        } else if (op.type === 'coins.spend' && userId !== null) {
          // Until a pull brings the new balance, the spend still counts against it.
          const amount = (op.payload as { amount?: unknown }).amount;
          if (typeof amount === 'number') await db.settling.put({ opId: op.id, userId, amount });
        }
      }
    });
  }

  async markAttempt(ids: readonly string[]): Promise<void> {
    await this.db.outbox
      .where('id')
      .anyOf([...ids])
      .modify((op) => {
        op.attempts += 1;
      });
  }

  async readCursor(userId: string): Promise<CursorState> {
    const { db } = this;
    return db.transaction('r', [db.syncState, db.profiles, db.kv], async () => {
      const state = await db.syncState.get(userId);
      const owner = await deviceOwnerKv.read(db);
      // A full pull always brings the user's profile: without it the local copy is gone
      // (evicted, cleared) or the device tables hold someone else's data.
      const hasBaseline = owner === userId && (await db.profiles.get(userId)) !== undefined;
      return {
        cursor: state?.cursor ?? null,
        resyncing: state?.resyncing ?? false,
        hasBaseline,
      };
    });
  }

  async beginResync(userId: string): Promise<void> {
    const { db } = this;
    await db.transaction('rw', [db.syncState], async () => {
      if (!this.stillSignedIn(userId)) return;
      const state = await db.syncState.get(userId);
      await db.syncState.put({
        userId,
        cursor: null,
        resyncing: true,
        lastSyncAt: state?.lastSyncAt ?? null,
      });
    });
  }

  async storedKeys(userId: string): Promise<Set<string>> {
    const { db } = this;
    const tables = new Set<Table>();
    for (const applier of this.appliers) for (const t of applier.tables(db)) tables.add(t);
    return db.transaction('r', [...tables], async () => {
      const ctx: ApplyContext = { db, userId, shadowed: new Set() };
      const keys = new Set<string>();
      for (const applier of this.appliers) {
        for (const key of await applier.storedKeys(ctx)) keys.add(key);
      }
      return keys;
    });
  }

  async applyPage(userId: string, page: PageToApply): Promise<void> {
    const { db } = this;
    const tables = new Set<Table>([db.syncState, db.outbox, db.kv, db.settling]);
    for (const applier of this.appliers) for (const t of applier.tables(db)) tables.add(t);
    await db.transaction('rw', [...tables], async () => {
      if (!this.stillSignedIn(userId)) return;
      const pending: OutboxOperation[] = await db.outbox.where('userId').equals(userId).toArray();
      // Ops made signed out on this device are this user's to adopt: they shadow too.
      const unowned = await db.outbox.filter((op) => op.userId === null).toArray();
      const shadowed = new Set(
        [...pending, ...unowned].flatMap((op) => opKeys({ ...op, userId: op.userId ?? userId })),
      );
      const ctx: ApplyContext = { db, userId, shadowed };
      const byKind = new Map<string, Change[]>();
      for (const change of page.changes) {
        const list = byKind.get(change.kind) ?? [];
        list.push(change);
        byKind.set(change.kind, list);
      }
      for (const applier of this.appliers) {
        const changes = byKind.get(applier.kind);
        if (changes?.length) await applier.apply(changes, ctx);
      }
      const state = await db.syncState.get(userId);
      let resyncing = state?.resyncing ?? false;
      if (page.prune) {
        for (const applier of this.appliers) await applier.prune(page.prune, ctx);
        resyncing = false;
        await deviceOwnerKv.write(userId, db);
      }
      // Every spend settled before this pull began is in the balance it just brought.
      if (!page.more) await db.settling.where('userId').equals(userId).delete();
      await db.syncState.put({
        userId,
        cursor: page.cursor,
        resyncing,
        lastSyncAt: state?.lastSyncAt ?? null,
      });
    });
  }

  async recordSuccess(userId: string): Promise<void> {
    const { db } = this;
    await db.transaction('rw', [db.syncState], async () => {
      if (!this.stillSignedIn(userId)) return;
      await db.syncState.update(userId, { lastSyncAt: Date.now() });
    });
  }
}
