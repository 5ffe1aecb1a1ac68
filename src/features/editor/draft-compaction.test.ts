import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { activeUser, db } from '../../db';
import { closeDatabaseForTests, openDatabase } from '../../db/open';
import { compactionOf, compactMergedDraftUpdates } from './draft-compaction';
import { fromBase64, toBase64 } from './draft-doc';

/** The server's draft log, as op_draft_update keeps it: append, or delete named ids and append. */
class DraftLog {
  rows = new Map<number, string>();
  private next = 1;
  reserve(): number {
    return this.next++;
  }
  append(update: string, id = this.reserve()): number {
    this.rows.set(id, update);
    return id;
  }
  compact(c: { update: string; replaces: number[] }): void {
    for (const id of c.replaces) this.rows.delete(id);
    this.append(c.update);
  }
  list() {
    return [...this.rows].sort((a, b) => a[0] - b[0]).map(([id, update]) => ({ id, update }));
  }
}

/** A device: its draft, and which server rows it has merged. */
class Device {
  doc = new Y.Doc();
  seen = new Map<number, string>();
  private pending: Uint8Array[] = [];
  constructor() {
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin !== 'remote') this.pending.push(update);
    });
  }
  type(text: string) {
    const t = this.doc.getText('prompts');
    t.insert(t.length, text);
  }
  push(log: DraftLog, id?: number) {
    for (const update of this.pending) log.append(toBase64(update), id);
    this.pending = [];
  }
  pull(log: DraftLog) {
    for (const row of log.list()) {
      if (this.seen.has(row.id)) continue;
      this.seen.set(row.id, row.update);
      Y.applyUpdate(this.doc, fromBase64(row.update), 'remote');
    }
  }
  text() {
    return this.doc.getText('prompts').toJSON();
  }
}

describe('[C6] draft compaction', () => {
  it('two devices still converge when one compacts while the other appends', () => {
    const log = new DraftLog();
    const a = new Device();
    const b = new Device();
    // B's append takes its id midway and commits only after A has read the log (ids commit out
    // of order): A never saw it, though ids above it are among those A compacts.
    let early = 0;
    for (let i = 0; i < 20; i++) {
      if (i === 10) early = log.reserve();
      a.type(`a${i} `);
      a.push(log);
      b.type(`b${i} `);
      b.push(log);
    }
    a.pull(log);
    b.pull(log);
    const compaction = compactionOf(
      [...a.seen].map(([id, update]) => ({ id, update })),
      2,
    )!;
    expect(compaction.replaces).toHaveLength(40);
    expect(compaction.replaces.some((id) => id > early)).toBe(true);
    b.type('late-low ');
    b.push(log, early);
    b.type('late-high ');
    b.push(log);
    log.compact(compaction);
    a.pull(log);
    b.pull(log);
    expect(a.text()).toBe(b.text());
    expect(a.text()).toContain('late-low late-high');
    for (let i = 0; i < 20; i++) expect(a.text()).toContain(`a${i} `);
    // The log shrank to the merged update and what A had not seen.
    expect(log.rows.size).toBeLessThanOrEqual(4);
    // A new device from the compacted log alone holds the same draft.
    const c = new Device();
    c.pull(log);
    expect(c.text()).toBe(a.text());
    // More edits after compaction still reach everyone.
    b.type('after');
    b.push(log);
    a.pull(log);
    c.pull(log);
    expect(a.text()).toBe(b.text());
    expect(c.text()).toBe(b.text());
  });

  it('leaves a small log alone', () => {
    expect(compactionOf([{ id: 1, update: toBase64(Y.encodeStateAsUpdate(new Y.Doc())) }])).toBe(
      null,
    );
  });
});

describe('[C6] compacting an open draft on this device', () => {
  beforeEach(async () => {
    closeDatabaseForTests();
    await openDatabase('draft-compaction', new IDBFactory());
    activeUser.set({ userId: 'ana' });
  });
  afterEach(() => closeDatabaseForTests());

  it('queues one merged update naming only the rows the draft merged, and drops them here', async () => {
    const source = new Y.Doc();
    const updates: string[] = [];
    source.on('update', (u: Uint8Array) => updates.push(toBase64(u)));
    for (let i = 0; i < 5; i++) source.getText('t').insert(0, `x${i}`);
    await db().draftUpdates.bulkPut(
      updates.map((update, i) => ({ userId: 'ana', id: 10 + i, packId: 'p1', update })),
    );
    await db().draftUpdates.put({ userId: 'ana', id: 99, packId: 'other', update: updates[0]! });
    // Row 14 arrived after the draft merged the others: it is not replaced.
    const applied = new Set([10, 11, 12, 13]);
    expect(await compactMergedDraftUpdates('ana', 'p1', applied, 10)).toEqual([]);
    expect(await compactMergedDraftUpdates('ana', 'p1', applied, 2)).toEqual([10, 11, 12, 13]);
    const [op] = await db().outbox.toArray();
    expect(op?.type).toBe('draft.update');
    const payload = op!.payload as { packId: string; update: string; replaces: number[] };
    expect(payload.packId).toBe('p1');
    expect(payload.replaces).toEqual([10, 11, 12, 13]);
    const fresh = new Y.Doc();
    Y.applyUpdate(fresh, fromBase64(payload.update));
    Y.applyUpdate(fresh, fromBase64(updates[4]!));
    expect(fresh.getText('t').toJSON()).toBe(source.getText('t').toJSON());
    const left = await db().draftUpdates.toArray();
    expect(left.map((r) => r.id).sort()).toEqual([14, 99]);
  });
});
