// An in-memory SyncStore: the replica a test client keeps, and the reference the fuzz compares
// replicas with. It mirrors the server's state per user (no app tables), so its state hash is
// comparable with the server's.

import {
  type CursorState,
  type OutboxEntry,
  type PageToApply,
  type Settlement,
  type SyncStore,
} from './engine';
import { changeKey, pushRoute, type Change } from './protocol';

export interface QuarantineEntry extends OutboxEntry {
  reason: string;
}

/** Deterministic JSON: object keys sorted, so equal values always give the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** FNV-1a (64-bit) of the canonical text, as 16 hex digits: short enough to print in a failure. */
export function stateHash(value: unknown): string {
  let hash = 0xcbf29ce484222325n;
  const text = canonicalJson(value);
  for (let i = 0; i < text.length; i++) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

/** What a change leaves in a mirror under its key; undefined means the key is gone. */
export function mirrorValue(change: Change): unknown {
  switch (change.kind) {
    case 'profile':
      return change.profile;
    case 'pack':
      return 'deleted' in change ? undefined : change.pack;
    case 'like':
      return change.liked ? true : undefined;
    case 'pack-state':
      return change.active;
    case 'draft-update':
      return { packId: change.packId, update: change.update };
    case 'coin-entry':
      return { amount: change.amount, reason: change.reason, createdAt: change.createdAt };
    case 'dealt':
      return { round: change.round, cards: [...change.cards].sort() };
  }
}

interface UserReplica {
  cursor: string | null;
  resyncing: boolean;
  baseline: boolean;
  mirror: Map<string, unknown>;
  lastSuccessAt: number | null;
}

export class MemoryStore implements SyncStore {
  readonly outbox = new Map<string, OutboxEntry>();
  readonly quarantine = new Map<string, QuarantineEntry>();
  private readonly users = new Map<string, UserReplica>();

  add(entry: OutboxEntry): void {
    this.outbox.set(entry.id, { ...entry });
  }

  replica(userId: string): UserReplica {
    let r = this.users.get(userId);
    if (!r) {
      r = {
        cursor: null,
        resyncing: false,
        baseline: false,
        mirror: new Map(),
        lastSuccessAt: null,
      };
      this.users.set(userId, r);
    }
    return r;
  }

  /** The browser dropped our data but something kept the cursor: the engine must notice. */
  evictData(userId: string): void {
    const r = this.replica(userId);
    r.mirror.clear();
    r.baseline = false;
  }

  /** The mirrored server state, as a plain sorted object (for hashing and diffs). */
  snapshot(userId: string): Record<string, unknown> {
    const mirror = this.replica(userId).mirror;
    return Object.fromEntries([...mirror.entries()].sort(([a], [b]) => (a < b ? -1 : 1)));
  }

  hash(userId: string): string {
    return stateHash(this.snapshot(userId));
  }

  nextBatch(userId: string, limit: number): Promise<OutboxEntry[]> {
    const ops = [...this.outbox.values()]
      .filter((op) => op.userId === userId)
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .slice(0, limit)
      .map((op) => ({ ...op }));
    return Promise.resolve(ops);
  }

  nextAnonymousBatch(limit: number): Promise<OutboxEntry[]> {
    const ops = [...this.outbox.values()]
      .filter((op) => op.userId === null && pushRoute(op) === 'push_anonymous')
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .slice(0, limit)
      .map((op) => ({ ...op }));
    return Promise.resolve(ops);
  }

  settle(_userId: string | null, settlements: readonly Settlement[]): Promise<void> {
    for (const s of settlements) {
      const op = this.outbox.get(s.id);
      if (!op) continue;
      this.outbox.delete(s.id);
      if (s.status === 'quarantine') this.quarantine.set(s.id, { ...op, reason: s.reason });
    }
    return Promise.resolve();
  }

  markAttempt(ids: readonly string[]): Promise<void> {
    for (const id of ids) {
      const op = this.outbox.get(id);
      if (op) op.attempts += 1;
    }
    return Promise.resolve();
  }

  readCursor(userId: string): Promise<CursorState> {
    const r = this.replica(userId);
    return Promise.resolve({
      cursor: r.cursor,
      resyncing: r.resyncing,
      hasBaseline: r.baseline,
    });
  }

  beginResync(userId: string): Promise<void> {
    const r = this.replica(userId);
    r.cursor = null;
    r.resyncing = true;
    return Promise.resolve();
  }

  storedKeys(userId: string): Promise<Set<string>> {
    return Promise.resolve(new Set(this.replica(userId).mirror.keys()));
  }

  applyPage(userId: string, page: PageToApply): Promise<void> {
    const r = this.replica(userId);
    for (const change of page.changes) {
      const key = changeKey(change);
      const value = mirrorValue(change);
      if (value === undefined) r.mirror.delete(key);
      else r.mirror.set(key, value);
      // The server deletes a pack's draft updates with the pack and sends only the pack's
      // tombstone: the updates go with it (sync/README.md, "Cascades").
      // Someone else's pack is pulled only while this user likes it: an unlike lets it go.
      if (change.kind === 'like' && !change.liked) {
        const pack = r.mirror.get(`pack/${change.gameId}`) as { ownerId?: string } | undefined;
        if (pack && pack.ownerId !== userId) r.mirror.delete(`pack/${change.gameId}`);
      }
      if (change.kind === 'pack' && 'deleted' in change) {
        for (const [k, v] of [...r.mirror.entries()]) {
          if (k.startsWith('draft-update/') && (v as { packId: string }).packId === change.id) {
            r.mirror.delete(k);
          }
        }
      }
    }
    if (page.prune) {
      for (const key of page.prune) r.mirror.delete(key);
      r.resyncing = false;
      r.baseline = true;
    }
    r.cursor = page.cursor;
    return Promise.resolve();
  }

  recordSuccess(userId: string, at: number): Promise<void> {
    this.replica(userId).lastSuccessAt = at;
    return Promise.resolve();
  }
}
