import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { t as translateNow, useT } from '../../lib/i18n';
import { useOnline } from '../../lib/online';
import { confirmsDeletion, DELETE_MESSAGES, deleteMyAccount } from './delete-account';
import { usePremium } from './premium';

/** What deleting does to premium, for the confirmation; null without premium. */
export function premiumEndsSentence(premium: { premium: boolean; cancelled: boolean }) {
  if (!premium.premium) return null;
  return premium.cancelled
    ? translateNow('account.delete.premiumCancelled')
    : translateNow('account.delete.premium');
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
  const t = useT();
  const word = t('account.delete.word');
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
      <h2>{t('account.delete.title')}</h2>
      <p className="profile-note">{t('account.delete.note')}</p>
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
        {t('account.delete.title')}
      </button>
      {open && (
        <ConfirmDialog
          title={t('account.delete.confirmTitle')}
          confirmLabel={busy ? t('account.delete.deleting') : t('account.delete.title')}
          destructive
          confirmDisabled={busy || !confirmsDeletion(typed, username)}
          onConfirm={() => void deleteAccount()}
          onCancel={() => {
            if (!busy) setOpen(false);
          }}
        >
          <p>{t('account.delete.gone')}</p>
          {premiumEnds && <p data-testid="delete-premium-ends">{premiumEnds}</p>}
          <p>{t('account.delete.type', { username, word })}</p>
          <div className="auth-field">
            <label htmlFor={`${id}-confirm`}>{t('account.delete.field', { word })}</label>
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
