// The sync feature's public face. Eager and tiny: supabase-js, the engine and the Dexie store load
// lazily in ./runtime after the first paint; only the session bootstrap runs before it, so the
// first write after a reload is stamped with the right user.
import { backend, loadRuntime } from './account';
import { followStoredSession, readStoredIdentity } from './session';
import { syncUi } from './status-store';

export {
  backendClient,
  emailLinkTarget,
  hasBackend,
  signIn,
  signOut,
  signUp,
  syncNow,
  type AccountResult,
  type SignOutResult,
} from './account';
export type { AppSupabaseClient } from './client';
export { adoptSignedOutChanges, discardQuarantined, retryQuarantined } from './quarantine';
export { registerSyncReconciler, type SyncReconciler } from './reconcilers';
export {
  deleteRemovedPackFiles,
  PACK_FILES_TO_DELETE_KEY,
  packFilesToDeleteKv,
  publishReadyPacks,
  type PackPublisher,
} from './publish';
export { readRemoteDraftUpdates, useCoinBalance, useServerProfile, useSyncSummary } from './hooks';
export { useSyncUi, type SyncUiState } from './status-store';
export { SyncStatusBadge } from './sync-status';
export type { SyncSummary } from './summary';
export type { CoinBalance } from './balance';

/**
 * Start-up: follow the persisted session now (before anything can write), then load the sync
 * runtime once the page has loaded. With no backend configured the app is local-only and says so.
 */
export function startSync(): void {
  followStoredSession();
  const configured = backend() !== null;
  syncUi.set({ configured, email: readStoredIdentity()?.email ?? null });
  if (!configured) return;
  const boot = () => void loadRuntime()?.catch((error: unknown) => console.error('[sync]', error));
  if (document.readyState === 'complete') setTimeout(boot, 0);
  else window.addEventListener('load', boot, { once: true });
}

/**
 * The emailed-link actions (confirmation again, password reset, sign-in link, opening a link, a
 * new password), loaded with the account pages that use them, never with the first screen.
 */
export const loadAccountEmail = () => import('./account-email');
export type { EmailLinkType } from './account-email';
