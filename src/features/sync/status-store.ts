import { createStore, useStore } from '../../lib/store';
import type { SyncStatus } from '../../../sync';

/** What the engine (in whichever tab leads) last reported, shared with every tab. */
export interface SyncUiState {
  /** false: no backend configured, the app is local-only */
  configured: boolean;
  /** the engine's status, null until a leader has reported */
  engine: SyncStatus | null;
  /** navigator.onLine, live */
  online: boolean;
  /** this tab runs the engine */
  leader: boolean;
  /** the signed-in user's email, when known */
  email: string | null;
  /** renewing the sign-in failed too often in a row: the next try waits until then (ms) */
  authRetryAt: number | null;
}

const BUILD_SYNC_UI: SyncUiState = {
  configured: false,
  engine: null,
  online: true,
  leader: false,
  email: null,
  authRetryAt: null,
};

export const syncUi = createStore<SyncUiState>(
  { ...BUILD_SYNC_UI, online: globalThis.navigator?.onLine ?? true },
  BUILD_SYNC_UI,
);

export function useSyncUi<S>(select: (state: SyncUiState) => S): S {
  return useStore(syncUi, select);
}

export const STATUS_CHANNEL = 'party-dojo-sync-status';
