import { activeUser, db } from '../../db';
import { t, type MessageKey } from '../../lib/i18n';
import { backendClient, signOut } from '../sync';
import { inviterKv, pendingReferralKv } from './referral';

// Deleting one's own account (docs/spec leaves it open). Needs a connection. The server does it
// all, in the delete-account edge function (supabase/functions/delete-account): it ends every live
// subscription and deletes the Stripe customer, takes the published pack files offline through
// the Storage API, then deletes the account and, through cascades, every row it owned; a step that
// fails stops it there and says what did and did not happen. Then the device forgets the account
// as sign-out does, and also drops what was still waiting to be sent for it, since that can never
// be sent now.

export type DeleteAccountResult = { ok: true } | { ok: false; message: string };

const DELETE_KEYS = {
  offline: 'account.delete.offline',
  noServer: 'account.delete.noServer',
  failed: 'account.delete.failed',
  session: 'account.delete.session',
} as const satisfies Record<string, MessageKey>;

/** Each sentence in the language the app is showing, read when it is shown. */
export const DELETE_MESSAGES = {} as Readonly<Record<keyof typeof DELETE_KEYS, string>>;
for (const id of Object.keys(DELETE_KEYS) as (keyof typeof DELETE_KEYS)[]) {
  Object.defineProperty(DELETE_MESSAGES, id, { enumerable: true, get: () => t(DELETE_KEYS[id]) });
}

/**
 * What the person must type to confirm: their username, or the word "delete" (or the word the
 * page's language uses, "slet" in Danish).
 */
export function confirmsDeletion(typed: string, username: string): boolean {
  const value = typed.trim();
  const word = value.toLowerCase();
  return (
    word === 'delete' ||
    word === t('account.delete.word').toLowerCase() ||
    (value !== '' && value === username.trim())
  );
}

/**
 * The delete-account function's answer: its HTTP status and its `{ error }` sentence, or status 0
 * when no answer came at all.
 */
export interface DeletionAnswer {
  status: number;
  error: string | null;
}

/** A sentence fit to show as it is: the function's own plain words, never a code or a trace. */
const isPlainSentence = (text: string | null): text is string =>
  !!text && /^[A-Z][^<>{}\n]{10,300}[.!]$/.test(text);

/** Turns the function's answer into what the person is told. */
export function deletionOutcome(
  answer: DeletionAnswer,
  online: () => boolean = () => navigator.onLine,
): DeleteAccountResult {
  if (answer.status === 200) return { ok: true };
  if (answer.status === 0) {
    return { ok: false, message: online() ? DELETE_MESSAGES.failed : DELETE_MESSAGES.offline };
  }
  if (answer.status === 401) return { ok: false, message: DELETE_MESSAGES.session };
  // 502: a step failed part-way, and the function says which (payments, files or the account)
  if (answer.status === 502 && isPlainSentence(answer.error)) {
    return { ok: false, message: answer.error };
  }
  return { ok: false, message: DELETE_MESSAGES.failed };
}

/** Calls delete-account with the signed-in client; its status and error sentence. */
async function callDeleteAccount(
  client: NonNullable<Awaited<ReturnType<typeof backendClient>>>,
  userId: string,
): Promise<DeletionAnswer> {
  try {
    const answer: { error: unknown } = await client.functions.invoke<unknown>('delete-account', {
      body: { userId },
    });
    const error = answer.error;
    if (!error) return { status: 200, error: null };
    const context = (error as { context?: unknown }).context;
    if (typeof Response !== 'undefined' && context instanceof Response) {
      let sentence: string | null = null;
      try {
        const body = (await context.clone().json()) as { error?: unknown };
        if (typeof body.error === 'string') sentence = body.error;
      } catch {
        // not JSON: the status says enough
      }
      return { status: context.status, error: sentence };
    }
    console.error('[account] delete-account could not be reached', error);
    return { status: 0, error: null };
  } catch (cause) {
    console.error('[account] delete-account could not be reached', cause);
    return { status: 0, error: null };
  }
}

export async function deleteMyAccount(): Promise<DeleteAccountResult> {
  if (!navigator.onLine) return { ok: false, message: DELETE_MESSAGES.offline };
  const client = await backendClient();
  const userId = activeUser.get().userId;
  if (!client || !userId) return { ok: false, message: DELETE_MESSAGES.noServer };
  const result = deletionOutcome(await callDeleteAccount(client, userId));
  if (!result.ok) return result;
  const database = db();
  await database.transaction(
    'rw',
    [database.outbox, database.quarantine, database.kv],
    async () => {
      await database.outbox.where('userId').equals(userId).delete();
      await database.quarantine.where('userId').equals(userId).delete();
      await inviterKv.write(null, database);
      await pendingReferralKv.write(null, database);
    },
  );
  await signOut({ force: true });
  return { ok: true };
}
