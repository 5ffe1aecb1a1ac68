import { activeUser, db } from '../../db';
import { endSubscriptionNow } from '../premium';
import { backendClient, signOut } from '../sync';
import { deleteAccountOnServer } from './api';
import { inviterKv, pendingReferralKv } from './referral';

// Deleting one's own account (docs/spec leaves it open; issue 12 point 13). Needs a connection: the
// server deletes the auth user and, through cascades, every row the account owned; its published
// pack files are removed through Storage first, so no public link keeps serving them. A premium
// subscription that would renew is ended before anything else (the server refuses to delete an
// account while one would, so nobody is charged for an account that is gone); if it cannot be
// ended, nothing is removed. Then the device forgets the account as sign-out does, and also drops
// what was still waiting to be sent for it, since that can never be sent now.

export type DeleteAccountResult = { ok: true } | { ok: false; message: string };

export const DELETE_MESSAGES = {
  offline: 'Deleting your account needs a connection. Connect, then try again.',
  noServer: 'This copy of Party Dojo has no server, so there is no account to delete.',
  failed: 'Your account could not be deleted just now. Nothing was removed. Try again in a moment.',
  subscription:
    'Your premium subscription could not be ended just now, so your account was not deleted. Try again in a moment.',
  endedNotDeleted:
    'Your premium subscription has ended and you will not be charged again, but your account could not be deleted just now. Try again in a moment.',
} as const;

/** The server's refusal while a subscription would still renew (migration 20261124800000). */
export const STILL_RENEWING = 'PD001';

/** What the person must type to confirm: their username, or the word "delete". */
export function confirmsDeletion(typed: string, username: string): boolean {
  const value = typed.trim();
  return value.toLowerCase() === 'delete' || (value !== '' && value === username.trim());
}

/** The server's side of a deletion, one step each (deleteMyAccount wires them to the backend). */
export interface DeletionSteps {
  /** Whether the server knows a subscription of this account that would renew. */
  renewingSubscription(): Promise<boolean>;
  /** Ends it now: true when one was ended, false when none was left; throws when it could not. */
  endSubscription(): Promise<boolean>;
  /** Removes the account's published pack files. */
  removePackFiles(): Promise<void>;
  /** delete_my_account; throws the server's error (its `code` is STILL_RENEWING on that refusal). */
  deleteAccount(): Promise<void>;
}

function stillRenewing(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === STILL_RENEWING;
}

/**
 * Runs the server's side of a deletion: a renewing subscription is ended first (failing that,
 * nothing is removed), then the pack files go, then the account. Should the server still find a
 * renewing subscription (one this read missed), it is ended and the deletion asked once more.
 */
export async function runDeletion(
  steps: DeletionSteps,
  online: () => boolean = () => navigator.onLine,
): Promise<DeleteAccountResult> {
  let ended = false;
  try {
    if (await steps.renewingSubscription()) ended = await steps.endSubscription();
  } catch (cause) {
    console.error('[account] the subscription could not be ended', cause);
    return {
      ok: false,
      message: online() ? DELETE_MESSAGES.subscription : DELETE_MESSAGES.offline,
    };
  }
  try {
    await steps.removePackFiles();
    try {
      await steps.deleteAccount();
    } catch (refusal) {
      if (!stillRenewing(refusal)) throw refusal;
      try {
        ended = (await steps.endSubscription()) || ended;
      } catch (cause) {
        console.error('[account] the subscription could not be ended', cause);
        return { ok: false, message: DELETE_MESSAGES.subscription };
      }
      await steps.deleteAccount();
    }
  } catch (cause) {
    console.error('[account] delete failed', cause);
    if (ended) return { ok: false, message: DELETE_MESSAGES.endedNotDeleted };
    return { ok: false, message: online() ? DELETE_MESSAGES.failed : DELETE_MESSAGES.offline };
  }
  return { ok: true };
}

export async function deleteMyAccount(): Promise<DeleteAccountResult> {
  if (!navigator.onLine) return { ok: false, message: DELETE_MESSAGES.offline };
  const client = await backendClient();
  const userId = activeUser.get().userId;
  if (!client || !userId) return { ok: false, message: DELETE_MESSAGES.noServer };
  const result = await runDeletion({
    async renewingSubscription() {
      // The profile's premium columns follow the subscription that decides premium (the server
      // writes them): premium and not cancelled is one that renews.
      const { data, error } = await client
        .from('profiles')
        .select('premium, cancelled')
        .eq('id', userId)
        .maybeSingle();
      if (error) throw error;
      return data?.premium === true && data.cancelled !== true;
    },
    endSubscription: () => endSubscriptionNow(userId),
    async removePackFiles() {
      const { data: packs, error: listError } = await client
        .from('packs')
        .select('id')
        .eq('owner_id', userId);
      if (listError) throw listError;
      if (packs.length === 0) return;
      // Missing files are not an error; a refusal is, since a public copy would stay online.
      const { error } = await client.storage.from('packs').remove(packs.map((p) => `${p.id}.json`));
      if (error) throw error;
    },
    async deleteAccount() {
      await deleteAccountOnServer(client);
    },
  });
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
