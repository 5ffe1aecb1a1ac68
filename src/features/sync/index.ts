// The sync feature's public face. Eager and tiny: supabase-js, the engine and the Dexie store load
// lazily in ./runtime after the first paint; only the session bootstrap runs before it, so the
// first write after a reload is stamped with the right user.
import { activeUser, db } from '../../db';
import { env } from '../../lib/env';
import type { AppSupabaseClient } from './client';
import type { SyncRuntime } from './runtime';
import { followStoredSession, readStoredIdentity } from './session';
import { syncUi } from './status-store';

import { forgetAccountData } from './forget-account';
import { adoptSignedOutChanges } from './quarantine';

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

let runtime: Promise<SyncRuntime> | null = null;

function backend(): { url: string; anonKey: string } | null {
  return env.supabaseUrl && env.supabaseAnonKey
    ? { url: env.supabaseUrl, anonKey: env.supabaseAnonKey }
    : null;
}

function loadRuntime(): Promise<SyncRuntime> | null {
  const config = backend();
  if (!config) return null;
  runtime ??= import('./runtime').then((m) => m.createRuntime(config.url, config.anonKey));
  return runtime;
}

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

/** What the identity service answered; the account feature turns it into one plain sentence. */
export interface AccountResult {
  error: { code?: string; status?: number; name?: string } | null;
  /** Signed up, but the project asks for the email to be confirmed before a session starts. */
  needsConfirmation?: boolean;
}

function failure(error: { code?: string; status?: number; name?: string }): AccountResult {
  return { error: { code: error.code, status: error.status, name: error.name } };
}

const NO_BACKEND: AccountResult = { error: { code: 'no-backend' } };

/** Signs in; what this device did while signed out becomes the account's (SPEC: nothing lost). */
export async function signIn(email: string, password: string): Promise<AccountResult> {
  const r = await loadRuntime();
  if (!r) return NO_BACKEND;
  const { data, error } = await r.client.auth.signInWithPassword({ email, password });
  if (error) return failure(error);
  await adoptSignedOutChanges(data.user.id);
  return { error: null };
}

/**
 * Where the app's email links lead: /auth/confirm, which verifies the link and then goes on to
 * `returnTo` (a safe in-app path, checked again there).
 */
export function emailLinkTarget(returnTo?: string): string {
  const target = new URL('/auth/confirm', location.origin);
  // Always a query, so a hosted project's email template can append `&token_hash=…&type=…`.
  target.searchParams.set('redirect', returnTo ?? '/');
  return target.toString();
}

export async function signUp(
  email: string,
  password: string,
  returnTo?: string,
  /** Ticked "Email me news" on the form: the only way an account starts with news on. */
  emailNews = false,
): Promise<AccountResult> {
  const r = await loadRuntime();
  if (!r) return NO_BACKEND;
  const { data, error } = await r.client.auth.signUp({
    email,
    password,
    options: {
      emailRedirectTo: emailLinkTarget(returnTo),
      ...(emailNews ? { data: { email_news: true } } : {}),
    },
  });
  if (error) return failure(error);
  // A project that confirms emails answers a taken address with a look-alike user that has no
  // identities (so strangers learn nothing); the person typing it is told plainly.
  if (!data.session && data.user?.identities?.length === 0) {
    return { error: { code: 'user_already_exists' } };
  }
  if (data.session && data.user) await adoptSignedOutChanges(data.user.id);
  return { error: null, needsConfirmation: data.session === null };
}

/**
 * The emailed-link actions (confirmation again, password reset, sign-in link, opening a link, a
 * new password), loaded with the account pages that use them, never with the first screen.
 */
export const loadAccountEmail = () => import('./account-email');
export type { EmailLinkType } from './account-email';

/** Whether this build has a server to sign in to at all. */
export function hasBackend(): boolean {
  return backend() !== null;
}

export interface SignOutResult {
  signedOut: boolean;
  /** the user's changes not yet on the server */
  unsynced: number;
}

/**
 * Signs out, unless changes are still waiting and `force` is not set: then nothing happens and the
 * caller asks the user first. Forced or not, waiting changes are never deleted: they stay stamped
 * with this user and are sent when this user signs in again, never under anyone else. What the
 * server already holds for this account is removed from the device (see forgetAccountData).
 */
export async function signOut(options: { force?: boolean } = {}): Promise<SignOutResult> {
  const userId = activeUser.get().userId;
  const unsynced = userId ? await db().outbox.where('userId').equals(userId).count() : 0;
  if (unsynced > 0 && !options.force) return { signedOut: false, unsynced };
  const r = await loadRuntime();
  // Local scope works offline: the server session simply expires.
  if (r) await r.client.auth.signOut({ scope: 'local' });
  activeUser.set({ userId: null });
  syncUi.set({ email: null });
  // A shared phone at a party: the next person must not see this account. Its unsent changes
  // stay (stamped with this user) and go out when it signs in here again.
  if (userId) await forgetAccountData(db(), userId);
  return { signedOut: true, unsynced };
}

/**
 * The app's supabase-js client, loaded on demand (for RPCs outside the outbox, such as recording
 * an email opt-out), or null when this copy of Party Dojo has no server.
 */
export async function backendClient(): Promise<AppSupabaseClient | null> {
  return (await loadRuntime())?.client ?? null;
}

export type { AppSupabaseClient };

/** Asks for a sync round now; resolves when this tab's engine (if it leads) has finished it. */
export async function syncNow(): Promise<void> {
  await (await loadRuntime())?.requestSync();
}
