import { useLiveQuery } from 'dexie-react-hooks';
import { db, mutate, useStoredQuery } from '../../db';
import type { DraftRow, PackCacheRow, StoredPackData, UserPackRow } from '../../db/database';
import { env } from '../../lib/env';
import { promptKindOf, type PackGame } from '../../lib/pack-game';
import { withCounters, withDraftTag, type UserPack } from './pack-format';
import { dismissPulledDraft } from './remote-drafts';
import { MESSAGES } from './validate';
import { packFilesToDeleteKv } from '../sync';

// The editor's one data seam over Dexie (docs/architecture.md): live queries for what the pages show, and
// mutation functions that write locally and queue the matching outbox op in one transaction.
// No Yjs here: the pack pages use this without loading the editor.

export type { DraftRow, PackCacheRow, UserPackRow };
export type PublishState = UserPackRow['publish'];

/**
 * The "continue editing" list, newest first; undefined until read. Safe on a page drawn before
 * the database opens (the prerendered landing): it is read once the database is open.
 */
export function useDraftList(): DraftRow[] | undefined {
  return useStoredQuery(() => db().drafts.orderBy('updatedAt').reverse().toArray(), []);
}

/** A draft opened and left untouched: no name, no prompts (the landing does not list these). */
export function isUntouchedDraft(draft: Pick<DraftRow, 'name' | 'promptCount'>): boolean {
  return !draft.name.trim() && draft.promptCount === 0;
}

/**
 * The newest untouched draft, so a step address without `?draft=` reopens it rather than leaving
 * one more empty draft behind on every visit (U19); null when there is none.
 */
export async function latestUntouchedDraftId(): Promise<string | null> {
  const drafts = await db().drafts.orderBy('updatedAt').reverse().toArray();
  return drafts.find(isUntouchedDraft)?.id ?? null;
}

/** The user's saved packs (the file list), newest first; undefined until read, as above. */
export function useSavedPacks(): UserPackRow[] | undefined {
  return useStoredQuery(() => db().userPacks.orderBy('updatedAt').reverse().toArray(), []);
}

export function useSavedPack(id: string | null): UserPackRow | null | undefined {
  return useLiveQuery(async () => (id ? ((await db().userPacks.get(id)) ?? null) : null), [id]);
}

function toStoredData(pack: UserPack, stored: StoredPackData | undefined): StoredPackData {
  const settled = withCounters(pack, stored);
  return {
    metadata: settled.metadata,
    prompts: settled.prompts.map((p) =>
      p.kind ? { text: p.text, kind: p.kind } : { text: p.text },
    ),
    likes: settled.likes,
    plays: settled.plays,
    lastUpdated: settled.lastUpdated,
  };
}

/**
 * Saves a pack (docs/spec/editor.md): the "draft" tag follows the flag, likes and plays come from the stored
 * copy when the pack lacks them. A final re-save of a published pack queues a new publish so the
 * file is replaced; a draft save unpublishes (the server does the same).
 */
export async function savePack(pack: UserPack, draft: boolean): Promise<UserPackRow> {
  if (!pack.metadata.id) throw new Error(MESSAGES.noPackId);
  const database = db();
  const tagged = withDraftTag(pack, draft);
  let row: UserPackRow | undefined;
  await database.transaction(
    'rw',
    [database.outbox, database.userPacks, database.packCache],
    async () => {
      const existing = await database.userPacks.get(pack.metadata.id);
      const cached = existing ? undefined : await database.packCache.get(pack.metadata.id);
      const data = toStoredData(tagged, existing?.pack ?? cached?.pack);
      const wasPublic = existing?.publish === 'published' || existing?.publish === 'publishing';
      row = {
        id: pack.metadata.id,
        pack: data,
        draft,
        publish: draft ? 'local' : wasPublic ? 'publishing' : (existing?.publish ?? 'local'),
        fileUrl: draft ? null : (existing?.fileUrl ?? null),
        updatedAt: data.lastUpdated,
      };
      const saved = row;
      await mutate({
        type: 'pack.save',
        payload: { pack: { metadata: data.metadata, prompts: data.prompts }, draft },
        tables: [database.userPacks],
        apply: () => database.userPacks.put(saved),
      });
      if (!draft && wasPublic) {
        await mutate({ type: 'pack.publish', payload: { packId: pack.metadata.id } });
      }
    },
  );
  if (!row) throw new Error(MESSAGES.noPackId);
  return row;
}

/**
 * The owner confirms (or changes) the game of a pack made before packs had one: saved as it was
 * (draft or final, and re-published when it is public) with its game, and for truth or dare each
 * prompt marked as its words read. The editor's draft takes the game when it is next opened.
 */
export async function confirmPackGame(packId: string, game: PackGame): Promise<void> {
  const row = await db().userPacks.get(packId);
  if (!row) throw new Error('This pack is no longer on this device.');
  const prompts = row.pack.prompts.map((prompt) =>
    game === 'truth-or-dare'
      ? { text: prompt.text, kind: promptKindOf(prompt) }
      : { text: prompt.text },
  );
  await savePack({ ...row.pack, metadata: { ...row.pack.metadata, game }, prompts }, row.draft);
}

/**
 * Publishes through the outbox (works offline): a final pack.save then pack.publish, and the pack
 * is marked "publishing" until the sync engine has pushed both and uploaded the file
 * (publishPackFile), after which it calls markPackPublished.
 */
export async function publishPack(pack: UserPack): Promise<void> {
  const database = db();
  await database.transaction(
    'rw',
    [database.outbox, database.userPacks, database.packCache],
    async () => {
      const saved = await savePack(pack, false);
      if (saved.publish === 'publishing') return;
      await mutate({
        type: 'pack.publish',
        payload: { packId: pack.metadata.id },
        tables: [database.userPacks],
        apply: () => database.userPacks.update(pack.metadata.id, { publish: 'publishing' }),
      });
    },
  );
}

/** For the sync engine, once the file is in Storage: the pack is public at `fileUrl`. */
export async function markPackPublished(packId: string, fileUrl: string): Promise<void> {
  await db().userPacks.update(packId, { publish: 'published', fileUrl });
}

/** What the pack's page needs, from this device only (own packs first, then cached ones). */
export interface LocalPack {
  pack: StoredPackData;
  own: boolean;
  draft: boolean;
  publish: PublishState | null;
  fileUrl: string | null;
}

export async function findLocalPack(id: string): Promise<LocalPack | null> {
  const database = db();
  const own = await database.userPacks.get(id);
  if (own) {
    return {
      pack: own.pack,
      own: true,
      draft: own.draft,
      publish: own.publish,
      fileUrl: own.fileUrl,
    };
  }
  const cached = await database.packCache.get(id);
  if (cached) {
    return { pack: cached.pack, own: false, draft: false, publish: null, fileUrl: cached.fileUrl };
  }
  return null;
}

export function useLocalPack(id: string): LocalPack | null | undefined {
  return useLiveQuery(() => findLocalPack(id), [id]);
}

export function usePackLiked(id: string): boolean {
  return useLiveQuery(async () => (await db().packLikes.get(id))?.liked ?? false, [id], false);
}

/** The public address of a published pack file, or null in local-only mode. */
export function remotePackUrl(id: string): string | null {
  if (!env.supabaseUrl) return null;
  return `${env.supabaseUrl.replace(/\/$/, '')}/storage/v1/object/public/packs/${id}.json`;
}

/** Keeps someone else's pack on this device so its page opens offline next time. */
export async function cacheRemotePack(pack: UserPack, fileUrl: string | null): Promise<void> {
  const data = toStoredData(pack, undefined);
  if (pack.lastUpdated) data.lastUpdated = pack.lastUpdated;
  await db().packCache.put({
    id: pack.metadata.id,
    pack: data,
    fileUrl,
    fetchedAt: new Date().toISOString(),
  });
}

async function adjustCounter(id: string, key: 'likes' | 'plays', delta: number): Promise<void> {
  const database = db();
  const bump = (pack: StoredPackData) => ({ ...pack, [key]: Math.max(0, pack[key] + delta) });
  const own = await database.userPacks.get(id);
  if (own) await database.userPacks.update(id, { pack: bump(own.pack) });
  const cached = await database.packCache.get(id);
  if (cached) await database.packCache.update(id, { pack: bump(cached.pack) });
}

/**
 * The server's like and play counts for a pack, the ones the gallery lists, written over this
 * device's copies: the pack page and the gallery show one count (U18).
 */
export async function storeServerCounts(
  id: string,
  counts: { likes: number; plays: number },
): Promise<void> {
  const database = db();
  const withCounts = (pack: StoredPackData) => ({ ...pack, ...counts });
  await database.transaction('rw', database.userPacks, database.packCache, async () => {
    const own = await database.userPacks.get(id);
    if (own) await database.userPacks.update(id, { pack: withCounts(own.pack) });
    const cached = await database.packCache.get(id);
    if (cached) await database.packCache.update(id, { pack: withCounts(cached.pack) });
  });
}

/** Likes or unlikes a pack, at once locally; the op reaches the server when it can. */
export async function toggleLike(id: string): Promise<boolean> {
  const database = db();
  const liked = !((await database.packLikes.get(id))?.liked ?? false);
  const tables = [database.packLikes, database.userPacks, database.packCache];
  const apply = async () => {
    await database.packLikes.put({ packId: id, liked, updatedAt: new Date().toISOString() });
    await adjustCounter(id, 'likes', liked ? 1 : -1);
  };
  if (liked) await mutate({ type: 'like.add', payload: { gameId: id }, tables, apply });
  else await mutate({ type: 'like.remove', payload: { gameId: id }, tables, apply });
  return liked;
}

/** Likes a pack unless it is liked already; true when this call liked it. */
export async function likePack(id: string): Promise<boolean> {
  if ((await db().packLikes.get(id))?.liked) return false;
  return toggleLike(id);
}

/** The creator's "Play now": counted like any play once the pack is saved (the server knows it). */
export async function countOwnPlay(id: string): Promise<void> {
  if (await db().userPacks.get(id)) await countPlay(id);
}

/** Counts one play of a pack (the Play button). */
export async function countPlay(id: string): Promise<void> {
  const database = db();
  await mutate({
    type: 'play.count',
    payload: { packId: id },
    tables: [database.userPacks, database.packCache],
    apply: () => adjustCounter(id, 'plays', 1),
  });
}

/** Whether a pack or draft with this id already exists here (import must ask before replacing). */
export async function packExistsLocally(id: string): Promise<boolean> {
  const database = db();
  return (
    (await database.drafts.get(id)) !== undefined ||
    (await database.userPacks.get(id)) !== undefined
  );
}

export const DRAFT_DB_PREFIX = 'party-dojo-draft-';
/** Each draft's Yjs updates live in their own IndexedDB database (y-indexeddb). */
export const draftDatabaseName = (id: string): string => `${DRAFT_DB_PREFIX}${id}`;

/** Forgets a draft on this device: its index row and its Yjs database. */
export async function deleteDraftData(id: string): Promise<void> {
  // First, or the pulled copy of the draft would be merged back in at once.
  await dismissPulledDraft(id);
  await db().drafts.delete(id);
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(draftDatabaseName(id));
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    request.onblocked = () => resolve();
  });
}

/**
 * Deletes one of the user's packs: a tombstone op for the server, and the pack and its draft gone
 * from this device. Removing packs/{id}.json from Storage is the sync engine's step once the op
 * is applied (deletePackFile), since only the owner of a pack row may delete its file.
 */
export async function deletePack(id: string): Promise<void> {
  const database = db();
  await dismissPulledDraft(id);
  await mutate({
    type: 'pack.delete',
    payload: { packId: id },
    tables: [database.userPacks, database.drafts, database.packCache, database.kv],
    apply: async () => {
      const saved = await database.userPacks.get(id);
      if (saved && saved.publish !== 'local') {
        // Its file may be in Storage: the sync feature removes it once the server has this op.
        const listed = await packFilesToDeleteKv.read(database);
        if (!listed.includes(id)) await packFilesToDeleteKv.write([...listed, id], database);
      }
      await database.userPacks.delete(id);
      await database.drafts.delete(id);
      await database.packCache.delete(id);
    },
  });
  await deleteDraftData(id);
}
