import { IDBFactory } from 'fake-indexeddb';
import { IndexeddbPersistence } from 'y-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { activeUser, db } from '../../db';
import { closeDatabaseForTests, openDatabase } from '../../db/open';
import {
  addPrompt,
  applyTextEdit,
  fromBase64,
  materialise,
  promptsOf,
  promptText,
  textOf,
  toBase64,
} from './draft-doc';
import {
  COMPACT_THRESHOLD,
  deleteDraftData,
  draftDatabaseName,
  draftStorageStats,
  openDraftSession,
} from './draft-store';
import { createEmptyPack } from './pack-format';
import { dismissPulledDraft, unmergedPulledDrafts } from './remote-drafts';
import { acquireDraft, applyRemoteDraftUpdates, releaseDraft } from './use-yjs';

let counter = 0;
let id: string;

beforeEach(async () => {
  closeDatabaseForTests();
  await openDatabase('draft-store-test', new IDBFactory());
  id = `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;
});
afterEach(() => closeDatabaseForTests());

async function stats(draft: string) {
  const doc = new Y.Doc();
  const persistence = new IndexeddbPersistence(draftDatabaseName(draft), doc);
  await persistence.whenSynced;
  const result = await draftStorageStats(persistence);
  await persistence.destroy();
  return result;
}

async function draftOps(packId: string): Promise<Uint8Array[]> {
  const ops = await db().outbox.where('createdAt').above('').toArray();
  return ops
    .filter((op) => op.type === 'draft.update')
    .map((op) => op.payload as { packId: string; update: string })
    .filter((p) => p.packId === packId)
    .map((p) => fromBase64(p.update));
}

describe('draft persistence', () => {
  it('creates a blank draft with the id, queues it, and lists it', async () => {
    const session = await openDraftSession(id);
    expect(materialise(session.doc).metadata.id).toBe(id);
    await session.close();
    const row = await db().drafts.get(id);
    expect(row).toMatchObject({ id, name: '', promptCount: 0 });
    expect(await draftOps(id)).toHaveLength(1);
  });

  it('keeps every keystroke across a reopen', async () => {
    const session = await openDraftSession(id, { flushMs: 60_000 });
    applyTextEdit(textOf(session.doc, 'name'), 'Plane pack');
    for (let i = 0; i < 20; i++) addPrompt(session.doc, `prompt ${i}`);
    const first = promptsOf(session.doc).get(0);
    if (!first) throw new Error('missing');
    for (const ch of 'typed letter by letter')
      promptText(first).insert(promptText(first).length, ch);
    await session.close();
    const again = await openDraftSession(id);
    const pack = materialise(again.doc);
    expect(pack.metadata.name).toBe('Plane pack');
    expect(pack.prompts).toHaveLength(20);
    expect(pack.prompts[0]?.text).toBe('prompt 0typed letter by letter');
    await again.close();
  });

  it('batches a typing session into one draft.update op that rebuilds the draft', async () => {
    const session = await openDraftSession(id, { flushMs: 60_000 });
    const before = (await draftOps(id)).length;
    const name = textOf(session.doc, 'name');
    for (const ch of 'A long typing session') name.insert(name.length, ch);
    await session.flush();
    const ops = await draftOps(id);
    expect(ops.length - before).toBe(1);
    const rebuilt = new Y.Doc();
    for (const op of ops) Y.applyUpdate(rebuilt, op);
    expect(materialise(rebuilt).metadata.name).toBe('A long typing session');
    expect((await db().drafts.get(id))?.name).toBe('A long typing session');
    await session.close();
  });

  it('queues on reopen what a crashed tab typed but never queued', async () => {
    const session = await openDraftSession(id, { flushMs: 60_000 });
    applyTextEdit(textOf(session.doc, 'author'), 'Crashy');
    // The tab dies: y-indexeddb has the keystrokes, the 2 s batch never ran.
    await new Promise((r) => setTimeout(r, 50));
    const opsBefore = (await draftOps(id)).length;
    const reopened = await openDraftSession(id);
    const ops = await draftOps(id);
    expect(ops.length).toBe(opsBefore + 1);
    const rebuilt = new Y.Doc();
    for (const op of ops) Y.applyUpdate(rebuilt, op);
    expect(materialise(rebuilt).metadata.author).toBe('Crashy');
    await reopened.close();
  });

  it('seeds a new draft from an imported pack', async () => {
    const pack = createEmptyPack(new Date(), id);
    pack.metadata.name = 'Imported';
    pack.prompts = Array.from({ length: 600 }, (_, i) => ({ text: `p${i}` }));
    const session = await openDraftSession(id, { seed: pack });
    expect(materialise(session.doc)).toEqual(pack);
    await session.close();
    expect((await db().drafts.get(id))?.promptCount).toBe(600);
  });

  it('does not grow when a draft is opened again and again', async () => {
    const session = await openDraftSession(id);
    for (let i = 0; i < 50; i++) addPrompt(session.doc, `prompt number ${i}`);
    await session.close();
    const sizes: number[] = [];
    for (let i = 0; i < 120; i++) {
      const s = await openDraftSession(id);
      await s.close();
      sizes.push((await stats(id)).rows);
    }
    // Every open appends a row (y-indexeddb); compaction folds them back into one.
    expect(Math.max(...sizes)).toBeLessThanOrEqual(COMPACT_THRESHOLD + 2);
    const { bytes } = await stats(id);
    const reopened = await openDraftSession(id);
    expect(materialise(reopened.doc).prompts).toHaveLength(50);
    const full = Y.encodeStateAsUpdate(reopened.doc).byteLength;
    await reopened.close();
    expect(bytes).toBeLessThan(full * 3);
  });

  it('forgets a deleted draft', async () => {
    const session = await openDraftSession(id);
    applyTextEdit(textOf(session.doc, 'name'), 'Gone');
    await session.close();
    await deleteDraftData(id);
    expect(await db().drafts.get(id)).toBeUndefined();
    const again = await openDraftSession(id);
    expect(materialise(again.doc).metadata.name).toBe('');
    await again.close();
  });
});

describe('drafts across devices through draft.update ops', () => {
  it('rebuilds a draft from the server, queues nothing back, and sends only the new edits', async () => {
    // Device A writes a draft offline; its ops are what the server will hold.
    const a = await openDraftSession(id, { flushMs: 60_000 });
    applyTextEdit(textOf(a.doc, 'name'), 'Two devices');
    for (const text of ['one', 'two', 'three']) addPrompt(a.doc, text);
    const stateA = Y.encodeStateAsUpdate(a.doc);
    await a.close();
    const opsA = (await draftOps(id)).map((update) => toBase64(update));

    // Device B: its own database, no copy of the draft yet.
    closeDatabaseForTests();
    await openDatabase('draft-store-device-b', new IDBFactory());
    await deleteDraftData(id);
    await applyRemoteDraftUpdates(id, opsA);
    expect(await draftOps(id)).toEqual([]);
    expect(await db().drafts.get(id)).toMatchObject({ name: 'Two devices', promptCount: 3 });

    const b = await openDraftSession(id, { flushMs: 60_000 });
    expect(materialise(b.doc).prompts.map((p) => p.text)).toEqual(['one', 'two', 'three']);
    addPrompt(b.doc, 'from B');
    await b.close();
    const opsB = await draftOps(id);
    expect(opsB).toHaveLength(1);

    // A applies B's op and both hold the same four prompts.
    const backOnA = new Y.Doc();
    Y.applyUpdate(backOnA, stateA);
    for (const update of opsB) Y.applyUpdate(backOnA, update);
    expect(materialise(backOnA).prompts.map((p) => p.text)).toEqual([
      'one',
      'two',
      'three',
      'from B',
    ]);
    expect(opsB[0]?.byteLength ?? 0).toBeLessThan(stateA.byteLength);
  });

  it('merges server updates into a draft open in this tab without losing local typing', async () => {
    const session = await acquireDraft(id);
    const remote = new Y.Doc();
    Y.applyUpdate(remote, Y.encodeStateAsUpdate(session.doc));
    addPrompt(session.doc, 'typed here');
    addPrompt(remote, 'typed elsewhere');
    const before = (await draftOps(id)).length;
    await applyRemoteDraftUpdates(id, [toBase64(Y.encodeStateAsUpdate(remote))]);
    const texts = materialise(session.doc).prompts.map((p) => p.text);
    expect(texts.sort()).toEqual(['typed elsewhere', 'typed here']);
    const ops = await draftOps(id);
    // Only the local prompt was queued, once.
    expect(ops.length - before).toBe(1);
    const rebuilt = new Y.Doc();
    for (const op of ops) Y.applyUpdate(rebuilt, op);
    expect(materialise(rebuilt).prompts.map((p) => p.text)).toEqual(['typed here']);
    releaseDraft(id);
  });

  it('opens a draft known only from pulled rows as that draft (never a fresh one), then merges later pulls live', async () => {
    // Device A's draft, as the server holds it.
    const a = await openDraftSession(id, { flushMs: 60_000 });
    applyTextEdit(textOf(a.doc, 'name'), 'Pulled');
    addPrompt(a.doc, 'from A');
    const stateA = Y.encodeStateAsUpdate(a.doc);
    await a.close();

    // Device B has pulled that update into draftUpdates, but never opened the draft.
    closeDatabaseForTests();
    await openDatabase('draft-store-device-b2', new IDBFactory());
    await deleteDraftData(id);
    activeUser.set({ userId: 'kai' });
    try {
      await db().draftUpdates.put({ userId: 'kai', id: 7, packId: id, update: toBase64(stateA) });
      const session = await acquireDraft(id);
      expect(materialise(session.doc).metadata.name).toBe('Pulled');
      expect(materialise(session.doc).prompts.map((p) => p.text)).toEqual(['from A']);
      expect(await draftOps(id)).toEqual([]);
      expect(await db().drafts.get(id)).toMatchObject({ name: 'Pulled', promptCount: 1 });

      // A later pull (another edit on A) reaches the open draft without being queued back.
      const later = new Y.Doc();
      Y.applyUpdate(later, stateA);
      const vector = Y.encodeStateVector(later);
      addPrompt(later, 'later on A');
      const update = toBase64(Y.encodeStateAsUpdate(later, vector));
      await db().draftUpdates.put({ userId: 'kai', id: 8, packId: id, update });
      await expect
        .poll(() => materialise(session.doc).prompts.map((p) => p.text))
        .toEqual(['from A', 'later on A']);
      await session.flush();
      expect(await draftOps(id)).toEqual([]);
      releaseDraft(id);
    } finally {
      activeUser.set({ userId: null });
    }
  });

  it('lists drafts pulled but not merged here; a draft deleted here stays deleted until edited elsewhere', async () => {
    const elsewhere = new Y.Doc();
    applyTextEdit(textOf(elsewhere, 'name'), 'Started on the phone');
    const update = toBase64(Y.encodeStateAsUpdate(elsewhere));
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    });
    activeUser.set({ userId: 'kai' });
    try {
      await db().draftUpdates.put({ userId: 'kai', id: 3, packId: id, update });
      await db().draftUpdates.put({ userId: 'other', id: 4, packId: 'not-mine', update });
      expect(await unmergedPulledDrafts('kai')).toEqual([id]);
      await applyRemoteDraftUpdates(id, [update]);
      expect(await db().drafts.get(id)).toMatchObject({ name: 'Started on the phone' });
      expect(await unmergedPulledDrafts('kai')).toEqual([]);

      await deleteDraftData(id);
      expect(await unmergedPulledDrafts('kai')).toEqual([]);
      await db().draftUpdates.put({ userId: 'kai', id: 9, packId: id, update });
      expect(await unmergedPulledDrafts('kai')).toEqual([id]);
      await dismissPulledDraft(id);
      expect(await unmergedPulledDrafts('kai')).toEqual([]);
    } finally {
      activeUser.set({ userId: null });
      vi.unstubAllGlobals();
    }
  });
});
