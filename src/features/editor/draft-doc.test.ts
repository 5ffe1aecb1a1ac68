import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  draftGame,
  setGame,
  setPromptKind,
  addPrompt,
  addTag,
  applyTextEdit,
  fromBase64,
  groupUpdates,
  initialiseDraft,
  isEmptyUpdate,
  materialise,
  prefillAuthor,
  promptsOf,
  promptText,
  removePrompt,
  removeTag,
  setFlag,
  textOf,
  toBase64,
} from './draft-doc';
import { createEmptyPack, type UserPack } from './pack-format';

function seedPack(): UserPack {
  const pack = createEmptyPack(new Date('2026-11-21T09:00:00Z'));
  pack.metadata.name = 'Cabin night';
  pack.metadata.description = 'Games for the cabin';
  pack.metadata.author = 'Ana';
  pack.metadata.tags = ['cabin'];
  pack.prompts = [{ text: 'first' }, { text: 'second' }];
  return pack;
}

/** Two devices that both start from the same synced draft, then go offline. */
function twoDevices(): [Y.Doc, Y.Doc] {
  const a = new Y.Doc();
  initialiseDraft(a, seedPack());
  const b = new Y.Doc();
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
  return [a, b];
}

function sync(a: Y.Doc, b: Y.Doc): void {
  const toB = Y.encodeStateAsUpdate(a, Y.encodeStateVector(b));
  const toA = Y.encodeStateAsUpdate(b, Y.encodeStateVector(a));
  Y.applyUpdate(b, toB);
  Y.applyUpdate(a, toA);
}

describe('a draft as a Y.Doc', () => {
  it('materialises to the pack it was initialised from', () => {
    const doc = new Y.Doc();
    const pack = seedPack();
    initialiseDraft(doc, pack);
    expect(materialise(doc)).toEqual({ metadata: pack.metadata, prompts: pack.prompts });
  });

  it('edits details, flags, tags and prompts', () => {
    const doc = new Y.Doc();
    initialiseDraft(doc, seedPack());
    applyTextEdit(textOf(doc, 'name'), 'Cabin nights');
    setFlag(doc, 'alcohol', true);
    addTag(doc, ' party ');
    addTag(doc, 'party');
    removeTag(doc, 'cabin');
    const id = addPrompt(doc, 'third');
    addPrompt(doc, 'zeroth', 0);
    const first = promptsOf(doc).get(1);
    if (!first) throw new Error('missing prompt');
    applyTextEdit(promptText(first), 'the first');
    removePrompt(doc, id);
    const pack = materialise(doc);
    expect(pack.metadata).toMatchObject({ name: 'Cabin nights', alcohol: true, tags: ['party'] });
    expect(pack.prompts.map((p) => p.text)).toEqual(['zeroth', 'the first', 'second']);
  });

  it('applies a text edit as the smallest change', () => {
    const doc = new Y.Doc();
    const text = doc.getText('t');
    text.insert(0, 'hello world');
    const deltas: unknown[] = [];
    text.observe((event) => deltas.push(event.delta));
    applyTextEdit(text, 'hello brave world');
    expect(deltas).toEqual([[{ retain: 6 }, { insert: 'brave ' }]]);
    applyTextEdit(text, 'hello world');
    expect(text.toJSON()).toBe('hello world');
  });
});

describe('two devices editing the same draft offline', () => {
  it('merge with nothing lost', () => {
    const [a, b] = twoDevices();
    // Device A: renames, adds prompts, edits the start of the description and prompt 1.
    applyTextEdit(textOf(a, 'name'), 'Cabin night II');
    applyTextEdit(textOf(a, 'description'), 'Fun games for the cabin');
    addPrompt(a, 'from A 1');
    addPrompt(a, 'from A 2');
    const a0 = promptsOf(a).get(0);
    if (!a0) throw new Error('missing');
    applyTextEdit(promptText(a0), 'first (edited on A)');
    addTag(a, 'from-a');
    setFlag(a, 'explicit', true);
    // Device B, at the same time: edits the end of the description, the same prompt, adds others.
    applyTextEdit(textOf(b, 'description'), 'Games for the cabin, with snacks');
    addPrompt(b, 'from B 1', 0);
    const b1 = promptsOf(b).get(1);
    if (!b1) throw new Error('missing');
    applyTextEdit(promptText(b1), 'FIRST first');
    addTag(b, 'from-b');
    applyTextEdit(textOf(b, 'author'), 'Ana & Ben');

    sync(a, b);
    const merged = materialise(a);
    expect(materialise(b)).toEqual(merged);
    expect(merged.metadata.name).toBe('Cabin night II');
    expect(merged.metadata.description).toBe('Fun games for the cabin, with snacks');
    expect(merged.metadata.author).toBe('Ana & Ben');
    expect(merged.metadata.explicit).toBe(true);
    expect(merged.metadata.tags.sort()).toEqual(['cabin', 'from-a', 'from-b']);
    const texts = merged.prompts.map((p) => p.text);
    expect(texts).toHaveLength(5);
    expect(texts).toEqual(expect.arrayContaining(['from B 1', 'second', 'from A 1', 'from A 2']));
    expect(texts).toContain('FIRST first (edited on A)');
  });

  it('keeps a prompt edited on one device and deleted on the other out, and everything else in', () => {
    const [a, b] = twoDevices();
    const a1 = promptsOf(a).get(1);
    if (!a1) throw new Error('missing');
    applyTextEdit(promptText(a1), 'second, edited');
    const idB = promptsOf(b).get(1)?.get('id') as string;
    removePrompt(b, idB);
    addPrompt(b, 'new on B');
    sync(a, b);
    expect(materialise(a).prompts.map((p) => p.text)).toEqual(['first', 'new on B']);
    expect(materialise(a)).toEqual(materialise(b));
  });

  it('[C3] merges through base64 draft.update payloads, in any order, applied twice', () => {
    const [a, b] = twoDevices();
    const base = Y.encodeStateAsUpdate(a);
    const updatesA: Uint8Array[] = [];
    const updatesB: Uint8Array[] = [];
    a.on('update', (u: Uint8Array) => updatesA.push(u));
    b.on('update', (u: Uint8Array) => updatesB.push(u));
    for (let i = 0; i < 30; i++) addPrompt(a, `a${i}`);
    for (let i = 0; i < 30; i++) addPrompt(b, `b${i}`);
    const payloads = [...groupUpdates(updatesB, 200), ...groupUpdates(updatesA, 200)].map(toBase64);
    expect(payloads.length).toBeGreaterThan(2);
    // A third device that only knows the starting state, then receives every op twice.
    const fresh = new Y.Doc();
    Y.applyUpdate(fresh, base);
    for (const p of [...payloads, ...payloads.reverse()]) Y.applyUpdate(fresh, fromBase64(p));
    const texts = materialise(fresh).prompts.map((p) => p.text);
    expect(texts).toHaveLength(62);
    expect(new Set(texts).size).toBe(62);
    expect(isEmptyUpdate(Y.encodeStateAsUpdate(fresh, Y.encodeStateVector(fresh)))).toBe(true);
  });
});

describe('the author of a new draft', () => {
  it('is the signed-in username, on a fresh draft only', () => {
    const fresh = new Y.Doc();
    expect(prefillAuthor(fresh, 'anna')).toBe(true);
    expect(textOf(fresh, 'author').toJSON()).toBe('anna');
    // Opened again: already filled, nothing doubles.
    expect(prefillAuthor(fresh, 'anna')).toBe(false);
    expect(textOf(fresh, 'author').toJSON()).toBe('anna');

    // A draft under way whose author was cleared stays as its writer left it.
    const started = new Y.Doc();
    applyTextEdit(textOf(started, 'name'), 'Cabin night');
    expect(prefillAuthor(started, 'anna')).toBe(false);
    expect(textOf(started, 'author').toJSON()).toBe('');
  });
});

describe('the game a draft is for', () => {
  it('keeps the game and each truth or dare mark, and merges them across devices', () => {
    const a = new Y.Doc();
    const pack = createEmptyPack(new Date('2026-11-21T10:00:00Z'), 'pack-1');
    pack.metadata.game = 'truth-or-dare';
    pack.prompts = [{ text: 'Sing a song?', kind: 'dare' }, { text: 'Your worst date?' }];
    initialiseDraft(a, pack);
    const b = new Y.Doc();
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));

    // One device marks the unmarked prompt, the other adds a truth: both survive the merge.
    setPromptKind(promptsOf(a).get(1), 'dare');
    addPrompt(b, 'Who was your first kiss?', undefined, 'truth');
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));

    for (const doc of [a, b]) {
      expect(draftGame(doc)).toBe('truth-or-dare');
      expect(materialise(doc).prompts).toEqual([
        { text: 'Sing a song?', kind: 'dare' },
        { text: 'Your worst date?', kind: 'dare' },
        { text: 'Who was your first kiss?', kind: 'truth' },
      ]);
    }
  });

  it('saves an unmarked truth or dare prompt as its words read, and other games without marks', () => {
    const doc = new Y.Doc();
    initialiseDraft(doc, createEmptyPack(new Date('2026-11-21T10:00:00Z'), 'pack-2'));
    expect(draftGame(doc)).toBeNull();
    expect(materialise(doc).metadata.game).toBeUndefined();
    addPrompt(doc, 'What is your secret?');
    setGame(doc, 'truth-or-dare');
    expect(materialise(doc).prompts).toEqual([{ text: 'What is your secret?', kind: 'truth' }]);
    setGame(doc, 'never-have-i-ever');
    expect(materialise(doc)).toMatchObject({
      metadata: { game: 'never-have-i-ever' },
      prompts: [{ text: 'What is your secret?' }],
    });
  });
});
