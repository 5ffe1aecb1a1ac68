import { activeUser, db } from '../../db';
import { backendClient, signOut } from '../sync';
import { inviterKv, pendingReferralKv } from './referral';

// Deleting one's own account (SPEC leaves it open; issue 12 point 13). Needs a connection: the
// server deletes the auth user and, through cascades, every row the account owned; its published
// pack files are removed through Storage first, so no public link keeps serving them. Then the
// device forgets the account as sign-out does, and also drops what was still waiting to be sent
// for it, since that can never be sent now.

export type DeleteAccountResult = { ok: true } | { ok: false; message: string };

export const DELETE_MESSAGES = {
  offline: 'Deleting your account needs a connection. Connect, then try again.',
  noServer: 'This copy of Party Dojo has no server, so there is no account to delete.',
  failed: 'Your account could not be deleted just now. Nothing was removed. Try again in a moment.',
} as const;

/** What the person must type to confirm: their username, or the word "delete". */
export function confirmsDeletion(typed: string, username: string): boolean {
  const value = typed.trim();
  return value.toLowerCase() === 'delete' || (value !== '' && value === username.trim());
}

export async function deleteMyAccount(): Promise<DeleteAccountResult> {
  if (!navigator.onLine) return { ok: false, message: DELETE_MESSAGES.offline };
  const client = await backendClient();
  const userId = activeUser.get().userId;
  if (!client || !userId) return { ok: false, message: DELETE_MESSAGES.noServer };
  try {
    const { data: packs, error: listError } = await client
      .from('packs')
      .select('id')
      .eq('owner_id', userId);
    if (listError) throw listError;
    if (packs.length > 0) {
      // Missing files are not an error; a refusal is, since a public copy would stay online.
      const { error } = await client.storage.from('packs').remove(packs.map((p) => `${p.id}.json`));
      if (error) throw error;
    }
    const { error } = await client.rpc('delete_my_account');
    if (error) throw error;
  } catch (cause) {
    console.error('[account] delete failed', cause);
    return {
      ok: false,
      message: navigator.onLine ? DELETE_MESSAGES.failed : DELETE_MESSAGES.offline,
    };
  }
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
