import { liveQuery } from 'dexie';
import { activeUser, db } from '../../db';
import {
  electLeader,
  loadSupabaseTransport,
  SyncEngine,
  type Leadership,
  type SyncStatus,
  type SyncTransport,
} from '../../../sync';
import { createAppClient, type AppSupabaseClient } from './client';
import { DexieSyncStore } from './dexie-store';
import { reconcilers } from './reconcilers';
import { STATUS_CHANNEL, syncUi } from './status-store';

// The sync runtime of one tab, loaded lazily after the first paint: the supabase-js client, the
// engine over Dexie, leader election, and the triggers (online, visibility, timer, new writes,
// Background Sync, session changes). Only the leader tab runs the engine; every tab can sign in.

export const LOCK_NAME = 'party-dojo-sync';
export const BACKGROUND_SYNC_TAG = 'party-dojo-sync';
export const DRAIN_MESSAGE = 'SYNC_DRAIN';

export interface SyncRuntime {
  client: AppSupabaseClient;
  engine: SyncEngine;
  leadership: Leadership;
  /** a sync round now, in whichever tab leads */
  requestSync(): Promise<void>;
}

type ChannelMessage =
  { kind: 'status'; status: SyncStatus } | { kind: 'hello' } | { kind: 'sync-now' };

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/** Asks the service worker to wake us for a drain when the network returns (Chromium). */
function requestBackgroundSync(): void {
  const sw = globalThis.navigator?.serviceWorker;
  if (!sw) return;
  void sw.ready
    .then((registration) =>
      (registration as ServiceWorkerRegistration & { sync?: SyncManagerLike }).sync?.register(
        BACKGROUND_SYNC_TAG,
      ),
    )
    .catch(() => undefined);
}

function onWindow(type: string, listener: () => void): () => void {
  window.addEventListener(type, listener);
  return () => window.removeEventListener(type, listener);
}

export function createRuntime(url: string, anonKey: string): SyncRuntime {
  const client = createAppClient(url, anonKey, {
    onRefreshWait: (until) => syncUi.set({ authRetryAt: until }),
  });
  // A round whose user has signed out meanwhile writes nothing back to this device.
  const store = new DexieSyncStore(db(), undefined, (userId) => activeUser.get().userId === userId);
  let engineRef: SyncEngine | null = null;
  const transportReady = loadSupabaseTransport().then((m) => m.createSupabaseTransport(client));
  const transport: SyncTransport = {
    push: async (ops) => (await transportReady).push(ops),
    pushAnonymous: async (ops) => (await transportReady).pushAnonymous(ops),
    pull: async (cursor, limit) => (await transportReady).pull(cursor, limit),
    refreshSession: async () => (await transportReady).refreshSession(),
  };
  const engine = new SyncEngine({
    store,
    transport,
    session: () => activeUser.get().userId,
    onInternalError: (error) => console.error('[sync]', error),
  });
  engineRef = engine;

  client.auth.onAuthStateChange((_event, session) => {
    activeUser.set({ userId: session?.user.id ?? null });
    syncUi.set({ email: session?.user.email ?? null });
    engineRef?.trigger('session');
  });

  const channel =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(STATUS_CHANNEL);
  let leadership: Leadership | null = null;
  if (channel) {
    channel.onmessage = (event: MessageEvent<ChannelMessage>) => {
      const message = event.data;
      const leading = leadership?.isLeader() ?? false;
      if (message.kind === 'status' && !leading) syncUi.set({ engine: message.status });
      else if (message.kind === 'hello' && leading) {
        channel.postMessage({
          kind: 'status',
          status: engine.getStatus(),
        } satisfies ChannelMessage);
      } else if (message.kind === 'sync-now' && leading) engine.trigger('manual');
    };
    // A new tab asks the leader for its status instead of showing nothing until the next change.
    channel.postMessage({ kind: 'hello' } satisfies ChannelMessage);
  }
  let lastSuccess: number | null = null;
  engine.subscribe((status) => {
    syncUi.set({ engine: status });
    channel?.postMessage({ kind: 'status', status } satisfies ChannelMessage);
    if (status.phase === 'backoff' && status.offline) requestBackgroundSync();
    if (status.lastSuccessAt !== null && status.lastSuccessAt !== lastSuccess && status.userId) {
      lastSuccess = status.lastSuccessAt;
      const userId = status.userId;
      for (const reconcile of reconcilers) {
        reconcile({ client, userId }).catch((error: unknown) =>
          console.error('[sync] reconciler failed', error),
        );
      }
    }
  });

  // Every tab keeps its own online flag for the badge.
  onWindow('online', () => syncUi.set({ online: true }));
  onWindow('offline', () => syncUi.set({ online: false }));

  leadership = electLeader(LOCK_NAME, () => {
    syncUi.set({ leader: true });
    const stops: (() => void)[] = [];
    stops.push(onWindow('online', () => engine.trigger('online')));
    stops.push(
      onWindow('visibilitychange', () => {
        if (document.visibilityState === 'visible') engine.trigger('visible');
      }),
    );
    // A new write in any tab (Dexie live queries see other tabs' writes too).
    let lastTop: string | undefined;
    const writes = liveQuery(() => db().outbox.orderBy('id').lastKey()).subscribe({
      next: (top) => {
        const key = top as string | undefined;
        if (key !== undefined && key !== lastTop) engine.trigger('write');
        lastTop = key;
      },
      error: (error: unknown) => console.error('[sync] outbox watch failed', error),
    });
    stops.push(() => writes.unsubscribe());
    engine.start();
    return () => {
      for (const stop of stops) stop();
      void engine.stop();
      syncUi.set({ leader: false });
    };
  });
  const lead = leadership;

  // The service worker's Background Sync event asks the open tabs to drain; the leader answers.
  globalThis.navigator?.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: string } | null;
    if (data?.type !== DRAIN_MESSAGE || !lead.isLeader()) return;
    const port = event.ports[0];
    void engine.syncNow('background-sync').then(async (status) => {
      const left = status.userId
        ? await db().outbox.where('userId').equals(status.userId).count()
        : 0;
      port?.postMessage({ ok: status.lastError === null && left === 0 });
    });
  });

  return {
    client,
    engine,
    leadership: lead,
    async requestSync() {
      if (lead.isLeader()) await engine.syncNow('manual');
      else channel?.postMessage({ kind: 'sync-now' } satisfies ChannelMessage);
    },
  };
}
