import * as Y from 'yjs';
import { v4 as uuidv4 } from 'uuid';
import { isPackGame, promptKindOf, type PackGame, type PromptKind } from '../../lib/pack-game';
import { isPackLang, type PackLang } from '../../../sync';
import type { PackMetadata, PackPrompt, UserPack } from './pack-format';

// A pack draft as one Y.Doc: details in a root Y.Map (texts as Y.Text, so two people editing the
// description both keep their words), tags in a root Y.Array, prompts in a root Y.Array of Y.Maps
// each holding a stable id and a Y.Text. Root types merge without conflicts, which is why nothing
// here is nested under a map created at runtime. The pack's game is a plain value in `details`
// and a truth-or-dare prompt's kind a plain value in its map: the last choice made wins.

export type PromptMap = Y.Map<unknown>;
export type TextField = 'name' | 'description' | 'author';
export type FlagField = 'explicit' | 'alcohol';

const TEXT_FIELDS: readonly TextField[] = ['name', 'description', 'author'];

export const detailsOf = (doc: Y.Doc): Y.Map<unknown> => doc.getMap('details');
export const tagsOf = (doc: Y.Doc): Y.Array<string> => doc.getArray<string>('tags');
export const promptsOf = (doc: Y.Doc): Y.Array<PromptMap> => doc.getArray<PromptMap>('prompts');

/** The draft's pack id, or null when the doc was never initialised. */
export function draftId(doc: Y.Doc): string | null {
  const id = detailsOf(doc).get('id');
  return typeof id === 'string' ? id : null;
}

function newPromptMap(text: string, id: string = uuidv4(), kind?: PromptKind): PromptMap {
  const map = new Y.Map<unknown>();
  map.set('id', id);
  map.set('text', new Y.Text(text));
  if (kind) map.set('kind', kind);
  return map;
}

/** Fills an empty doc from a pack (new draft, import, or a saved pack opened for editing). */
export function initialiseDraft(doc: Y.Doc, pack: UserPack, origin?: unknown): void {
  doc.transact(() => {
    const details = detailsOf(doc);
    const { metadata } = pack;
    details.set('id', metadata.id);
    details.set('creation_date', metadata.creation_date);
    for (const field of TEXT_FIELDS) details.set(field, new Y.Text(metadata[field]));
    details.set('explicit', metadata.explicit);
    details.set('alcohol', metadata.alcohol);
    if (metadata.game) details.set('game', metadata.game);
    if (metadata.lang) details.set('lang', metadata.lang);
    const tags = tagsOf(doc);
    if (metadata.tags.length) tags.push([...metadata.tags]);
  }, origin);
  // Prompts go in slices so each Yjs update stays well under the server's per-op size.
  appendPrompts(doc, pack.prompts, origin);
}

export const PROMPT_SLICE = 250;

/** Appends prompts (texts, or prompts with a truth-or-dare kind) in slices. */
export function appendPrompts(
  doc: Y.Doc,
  texts: readonly (string | PackPrompt)[],
  origin?: unknown,
): void {
  const prompts = promptsOf(doc);
  for (let i = 0; i < texts.length; i += PROMPT_SLICE) {
    const slice = texts.slice(i, i + PROMPT_SLICE);
    doc.transact(
      () =>
        prompts.push(
          slice.map((item) =>
            typeof item === 'string'
              ? newPromptMap(item)
              : newPromptMap(item.text, undefined, item.kind),
          ),
        ),
      origin,
    );
  }
}

/** The game the draft is for, or null before one is chosen. */
export function draftGame(doc: Y.Doc): PackGame | null {
  const game = detailsOf(doc).get('game');
  return isPackGame(game) ? game : null;
}

export function setGame(doc: Y.Doc, game: PackGame): void {
  detailsOf(doc).set('game', game);
}

/** The language the draft's prompts are written in; English for a draft made before packs had one. */
export function draftLang(doc: Y.Doc): PackLang {
  const lang = detailsOf(doc).get('lang');
  return isPackLang(lang) ? lang : 'en';
}

export function setLang(doc: Y.Doc, lang: PackLang): void {
  detailsOf(doc).set('lang', lang);
}

/** A prompt's marked kind, or undefined when nobody marked it. */
export function promptKind(prompt: PromptMap): PromptKind | undefined {
  const kind = prompt.get('kind');
  return kind === 'truth' || kind === 'dare' ? kind : undefined;
}

export function setPromptKind(prompt: PromptMap, kind: PromptKind): void {
  prompt.set('kind', kind);
}

export function textOf(doc: Y.Doc, field: TextField): Y.Text {
  const value = detailsOf(doc).get(field);
  if (value instanceof Y.Text) return value;
  // A doc from an older client or a half-synced one: create the field rather than fail.
  const text = new Y.Text(typeof value === 'string' ? value : '');
  detailsOf(doc).set(field, text);
  return text;
}

export function setFlag(doc: Y.Doc, field: FlagField, value: boolean): void {
  detailsOf(doc).set(field, value);
}

export function addTag(doc: Y.Doc, tag: string): void {
  const clean = tag.trim();
  if (!clean || tagsOf(doc).toArray().includes(clean)) return;
  tagsOf(doc).push([clean]);
}

export function removeTag(doc: Y.Doc, tag: string): void {
  const tags = tagsOf(doc);
  doc.transact(() => {
    // Concurrent adds can leave duplicates; remove every copy.
    for (let i = tags.length - 1; i >= 0; i--) if (tags.get(i) === tag) tags.delete(i, 1);
  });
}

/** Adds an empty prompt (at the end by default) and returns its id. */
export function addPrompt(doc: Y.Doc, text = '', index?: number, kind?: PromptKind): string {
  const id = uuidv4();
  const prompts = promptsOf(doc);
  prompts.insert(Math.min(index ?? prompts.length, prompts.length), [newPromptMap(text, id, kind)]);
  return id;
}

export function promptId(prompt: PromptMap): string {
  const id = prompt.get('id');
  return typeof id === 'string' ? id : '';
}

export function promptText(prompt: PromptMap): Y.Text {
  const text = prompt.get('text');
  if (text instanceof Y.Text) return text;
  const created = new Y.Text(typeof text === 'string' ? text : '');
  prompt.set('text', created);
  return created;
}

export function removePrompt(doc: Y.Doc, id: string): void {
  const prompts = promptsOf(doc);
  const arr = prompts.toArray();
  const index = arr.findIndex((p) => promptId(p) === id);
  if (index !== -1) prompts.delete(index, 1);
}

/**
 * Applies an edit of a text input to its Y.Text as the smallest delete + insert (common prefix and
 * suffix kept), so concurrent edits elsewhere in the same text survive.
 */
export function applyTextEdit(text: Y.Text, next: string): void {
  const prev = text.toJSON();
  if (prev === next) return;
  let start = 0;
  const max = Math.min(prev.length, next.length);
  while (start < max && prev.charCodeAt(start) === next.charCodeAt(start)) start++;
  let endPrev = prev.length;
  let endNext = next.length;
  while (
    endPrev > start &&
    endNext > start &&
    prev.charCodeAt(endPrev - 1) === next.charCodeAt(endNext - 1)
  ) {
    endPrev--;
    endNext--;
  }
  text.doc?.transact(() => {
    if (endPrev > start) text.delete(start, endPrev - start);
    if (endNext > start) text.insert(start, next.slice(start, endNext));
  });
}

/** The plain docs/spec/editor.md pack the doc holds right now. */
export function materialise(doc: Y.Doc): UserPack {
  const details = detailsOf(doc);
  const str = (key: string): string => {
    const value = details.get(key);
    return value instanceof Y.Text ? value.toJSON() : typeof value === 'string' ? value : '';
  };
  const metadata: PackMetadata = {
    name: str('name'),
    id: str('id'),
    description: str('description'),
    author: str('author'),
    explicit: details.get('explicit') === true,
    alcohol: details.get('alcohol') === true,
    creation_date: str('creation_date'),
    tags: [...new Set(tagsOf(doc).toArray())],
    lang: draftLang(doc),
  };
  const game = draftGame(doc);
  if (game) metadata.game = game;
  // A truth or dare pack says of every prompt which it is; one nobody marked is read by its words.
  const prompts = promptsOf(doc)
    .toArray()
    .map((prompt): PackPrompt => {
      const text = promptText(prompt).toJSON();
      if (game !== 'truth-or-dare') return { text };
      return { text, kind: promptKindOf({ text, kind: promptKind(prompt) }) };
    });
  return { metadata, prompts };
}

export function draftSummary(doc: Y.Doc): { name: string; promptCount: number } {
  const name = detailsOf(doc).get('name');
  return {
    name: name instanceof Y.Text ? name.toJSON() : '',
    promptCount: promptsOf(doc).length,
  };
}

/**
 * A fresh draft (no name, no prompts, no author yet) gets the signed-in username as its author
 * (U19); a draft already under way is left as its writer made it, even with the author cleared.
 * Returns whether it filled it in.
 */
export function prefillAuthor(doc: Y.Doc, username: string, origin?: unknown): boolean {
  const author = textOf(doc, 'author');
  const { name, promptCount } = draftSummary(doc);
  if (!username.trim() || author.length > 0 || name.trim() || promptCount > 0) return false;
  doc.transact(() => author.insert(0, username), origin);
  return true;
}

// Update encoding ---------------------------------------------------------------------------------

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether an update carries anything (an empty Yjs update is two zero bytes). */
export function isEmptyUpdate(update: Uint8Array): boolean {
  const decoded = Y.decodeUpdate(update);
  return decoded.structs.length === 0 && decoded.ds.clients.size === 0;
}

/**
 * Merges updates into groups whose merged size stays under `maxBytes` (the server's per-op limit),
 * so a long typing session becomes one op and a big import a few.
 */
export function groupUpdates(updates: readonly Uint8Array[], maxBytes: number): Uint8Array[] {
  const groups: Uint8Array[] = [];
  let current: Uint8Array[] = [];
  let size = 0;
  for (const update of updates) {
    if (current.length && size + update.length > maxBytes) {
      groups.push(Y.mergeUpdates(current));
      current = [];
      size = 0;
    }
    current.push(update);
    size += update.length;
  }
  if (current.length) groups.push(Y.mergeUpdates(current));
  return groups;
}
