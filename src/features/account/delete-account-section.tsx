import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useOnline } from '../../lib/online';
import { confirmsDeletion, DELETE_MESSAGES, deleteMyAccount } from './delete-account';
import { usePremium } from './premium';

/** What deleting does to premium, for the confirmation; null without premium. */
export function premiumEndsSentence(premium: { premium: boolean; cancelled: boolean }) {
  if (!premium.premium) return null;
  return premium.cancelled
    ? 'Your premium ends now too. It was already set not to renew, so you will not be charged again.'
    : 'Your premium subscription ends now too, and you will not be charged again. The rest of the period you paid for is not refunded.';
}

/** "Delete my account" on /profile: a typed confirmation, then the server deletes everything. */
export function DeleteAccountSection({
  username,
  onDeleted,
}: {
  username: string;
  onDeleted: () => void;
}) {
  const id = useId();
  const online = useOnline();
  const premiumEnds = premiumEndsSentence(usePremium());
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function deleteAccount() {
    if (!confirmsDeletion(typed, username) || busy) return;
    setBusy(true);
    setError(null);
    const result = await deleteMyAccount();
    setBusy(false);
    if (result.ok) {
      setOpen(false);
      onDeleted();
    } else {
      setError(result.message);
    }
  }

  return (
    <>
      <h2>Delete my account</h2>
      <p className="profile-note">
        This removes your account from our server for good: your profile, dojo coins, rewards, likes
        and the packs you made. Your published packs stop being shared. Games on this device keep
        working without an account.
      </p>
      {!online && (
        <p className="profile-note" role="status">
          {DELETE_MESSAGES.offline}
        </p>
      )}
      <button
        type="button"
        className="btn btn-danger"
        disabled={!online}
        onClick={() => {
          setTyped('');
          setError(null);
          setOpen(true);
        }}
      >
        Delete my account
      </button>
      {open && (
        <ConfirmDialog
          title="Delete your account for good?"
          confirmLabel={busy ? 'Deleting…' : 'Delete my account'}
          destructive
          confirmDisabled={busy || !confirmsDeletion(typed, username)}
          onConfirm={() => void deleteAccount()}
          onCancel={() => {
            if (!busy) setOpen(false);
          }}
        >
          <p>Everything your account holds on our server goes, and it cannot be brought back.</p>
          {premiumEnds && <p data-testid="delete-premium-ends">{premiumEnds}</p>}
          <p>To confirm, type your username ({username}) or the word delete.</p>
          <div className="auth-field">
            <label htmlFor={`${id}-confirm`}>Username or “delete”</label>
            <input
              id={`${id}-confirm`}
              value={typed}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              onChange={(e) => setTyped(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void deleteAccount();
                }
              }}
            />
          </div>
          {error && (
            <p className="auth-error" role="alert">
              {error}
            </p>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}
