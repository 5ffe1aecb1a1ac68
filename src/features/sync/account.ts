// Signing in, up and out, and the lazily loaded sync runtime behind them. Kept apart from
// index.ts so the account pages' emailed-link actions (account-email.ts) and the sync panel can use
// them without importing the feature's face back.
import { activeUser, db } from '../../db';
import { env } from '../../lib/env';
import { currentLang, pathIn } from '../../lib/i18n';
import type { AppSupabaseClient } from './client';
import { forgetAccountData } from './forget-account';
import { adoptSignedOutChanges } from './quarantine';
import type { SyncRuntime } from './runtime';
import { syncUi } from './status-store';

let runtime: Promise<SyncRuntime> | null = null;

export function backend(): { url: string; anonKey: string } | null {
  return env.supabaseUrl && env.supabaseAnonKey
    ? { url: env.supabaseUrl, anonKey: env.supabaseAnonKey }
    : null;
}

export function loadRuntime(): Promise<SyncRuntime> | null {
  const config = backend();
  if (!config) return null;
  runtime ??= import('./runtime').then((m) => m.createRuntime(config.url, config.anonKey));
  return runtime;
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

/** Signs in; what this device did while signed out becomes the account's (docs/spec: nothing lost). */
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
  // The page's language: the link opens its twin, and the email is written in it (issue 39).
  const target = new URL(pathIn('/auth/confirm', currentLang()), location.origin);
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
      // The page's language, in the account's metadata: its emails are written in it until the
      // person chooses one on their profile (supabase/README.md "Languages on the server").
      data: { lang: currentLang(), ...(emailNews ? { email_news: true } : {}) },
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

/** Asks for a sync round now; resolves when this tab's engine (if it leads) has finished it. */
export async function syncNow(): Promise<void> {
  await (await loadRuntime())?.requestSync();
}
