import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';
import { activeUser } from '../../db';
import { compactMergedDraftUpdates } from './draft-compaction';
import { fromBase64 } from './draft-doc';
import { openDraftSession, type DraftSession } from './draft-store';
import type { UserPack } from './pack-format';
import { takeRemoteDraftUpdates, watchRemoteDraftUpdates } from './remote-drafts';

// React bindings for the draft docs. Each hook subscribes to exactly one Yjs type, shallowly, so
// typing in one prompt re-renders that prompt's row and nothing else.

interface Entry {
  promise: Promise<DraftSession>;
  refs: number;
  closeTimer: ReturnType<typeof setTimeout> | null;
  /** Stops merging what the sync engine pulls for this draft. */
  stopWatch: (() => void) | null;
}

const sessions = new Map<string, Entry>();
/** Closing waits a moment so a remount (StrictMode, step change) reuses the open doc. */
const CLOSE_DELAY_MS = 1500;

/**
 * Opens a draft with what the sync engine has pulled for it merged first, then keeps merging
 * what it pulls while the draft is open (never queued back). An import (`seed`) starts from the
 * file: updates already pulled are not merged into it, later ones are.
 */
async function openWithRemote(
  id: string,
  seed: UserPack | undefined,
  userId: string | null,
  applied: Set<number>,
): Promise<DraftSession> {
  const remote = await takeRemoteDraftUpdates(userId, id, applied);
  return openDraftSession(id, seed ? { seed } : { remote: remote.map(fromBase64) });
}

export function acquireDraft(id: string, seed?: UserPack): Promise<DraftSession> {
  let entry = sessions.get(id);
  if (!entry) {
    const userId = activeUser.get().userId;
    const applied = new Set<number>();
    const opened: Entry = {
      promise: openWithRemote(id, seed, userId, applied),
      refs: 0,
      closeTimer: null,
      stopWatch: null,
    };
    entry = opened;
    sessions.set(id, opened);
    opened.promise.then(
      (session) => {
        if (sessions.get(id) !== opened) return;
        // Once merged here, many pulled updates are replaced on the server by one.
        const compact = () =>
          compactMergedDraftUpdates(userId, id, applied).catch((error: unknown) =>
            console.error('Could not compact the changes of this draft', error),
          );
        void compact();
        opened.stopWatch = watchRemoteDraftUpdates(userId, id, applied, async (updates) => {
          await session.applyRemote(updates.map(fromBase64));
          await compact();
        });
      },
      () => sessions.delete(id),
    );
  }
  if (entry.closeTimer) clearTimeout(entry.closeTimer);
  entry.closeTimer = null;
  entry.refs++;
  return entry.promise;
}

export function releaseDraft(id: string): void {
  const entry = sessions.get(id);
  if (!entry) return;
  entry.refs--;
  if (entry.refs > 0) return;
  entry.closeTimer = setTimeout(() => {
    sessions.delete(id);
    entry.stopWatch?.();
    entry.stopWatch = null;
    void entry.promise.then((session) => session.close());
  }, CLOSE_DELAY_MS);
}

/** Queues pending draft changes of every open draft now (the page is being hidden). */
export function flushOpenDrafts(): void {
  for (const entry of sessions.values()) void entry.promise.then((s) => s.flush());
}

export function useDraftSession(id: string): {
  session: DraftSession | null;
  error: string | null;
} {
  const [state, setState] = useState<{
    id: string;
    session: DraftSession | null;
    error: string | null;
  }>({ id, session: null, error: null });
  useEffect(() => {
    let live = true;
    acquireDraft(id).then(
      (session) => live && setState({ id, session, error: null }),
      (error: unknown) =>
        live &&
        setState({
          id,
          session: null,
          error: error instanceof Error ? error.message : String(error),
        }),
    );
    const onHide = () => {
      if (document.visibilityState === 'hidden') flushOpenDrafts();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onHide);
      releaseDraft(id);
    };
  }, [id]);
  return state.id === id
    ? { session: state.session, error: state.error }
    : { session: null, error: null };
}

export function useYText(text: Y.Text): string {
  const subscribe = useCallback(
    (onChange: () => void) => {
      text.observe(onChange);
      return () => text.unobserve(onChange);
    },
    [text],
  );
  return useSyncExternalStore(subscribe, () => text.toJSON());
}

export function useYMapValue(map: Y.Map<unknown>, key: string): unknown {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const handler = (event: Y.YMapEvent<unknown>) => {
        if (event.keysChanged.has(key)) onChange();
      };
      map.observe(handler);
      return () => map.unobserve(handler);
    },
    [map, key],
  );
  return useSyncExternalStore(subscribe, () => map.get(key));
}

const arrayCache = new WeakMap<Y.Array<unknown>, unknown[]>();
const watched = new WeakSet<Y.Array<unknown>>();

/** The array's items, as a stable snapshot that changes only when items are added or removed. */
export function useYArray<T>(array: Y.Array<T>): readonly T[] {
  const key = array as Y.Array<unknown>;
  if (!watched.has(key)) {
    // One permanent observer per array keeps the snapshot fresh even while nobody renders it.
    watched.add(key);
    key.observe(() => arrayCache.delete(key));
  }
  const subscribe = useCallback(
    (onChange: () => void) => {
      array.observe(onChange);
      return () => array.unobserve(onChange);
    },
    [array],
  );
  return useSyncExternalStore(subscribe, () => {
    let items = arrayCache.get(key) as T[] | undefined;
    if (!items) {
      items = array.toArray();
      arrayCache.set(key, items);
    }
    return items;
  });
}

/**
 * For the sync engine: merges draft.update changes pulled from the server (base64, as in the
 * protocol) into the local draft, whether it is open in this tab or not. They are stored locally
 * and never queued back to the server.
 */
export async function applyRemoteDraftUpdates(
  packId: string,
  updates: readonly string[],
): Promise<void> {
  const decoded = updates.map(fromBase64);
  const entry = sessions.get(packId);
  if (entry) {
    await (await entry.promise).applyRemote(decoded);
    return;
  }
  const session = await openDraftSession(packId, { initialise: false });
  try {
    await session.applyRemote(decoded);
  } finally {
    await session.close();
  }
}

const merging = new Set<string>();

/**
 * Drafts started on another device and pulled here (`unmergedPulledDrafts`) become local drafts:
 * each is merged into its own y-indexeddb document, which gives it a "continue editing" row.
 * The editor's landing calls this, loading this file only when there are some to merge.
 */
export function mergePulledDrafts(userId: string | null, ids: readonly string[]): void {
  for (const id of ids) {
    // An open draft merges its own pulls.
    if (merging.has(id) || sessions.has(id)) continue;
    merging.add(id);
    void takeRemoteDraftUpdates(userId, id, new Set())
      .then((updates) => applyRemoteDraftUpdates(id, updates))
      .catch((error: unknown) =>
        console.error('Could not bring in a draft from another device', error),
      )
      .finally(() => merging.delete(id));
  }
}
