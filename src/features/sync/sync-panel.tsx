import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useActiveUserId } from '../../db';
import type { QuarantinedOperation } from '../../db/types';
import { richText } from '../../components/rich-text';
import { currentLang, t } from '../../lib/i18n';
import { OP_TYPES, type OpType } from '../../../sync';
import { signOut } from './account';
import { adoptSignedOutChanges, discardQuarantined, retryQuarantined } from './quarantine';
import { serverReasonText } from './server-reasons';
import type { SyncHeadline, SyncSummary } from './summary';

/** An op type's name in the catalogue (sync.op.<type>). */
const opName = (type: OpType) => t(`sync.op.${type}`);
const OP_TYPE_NAMES: ReadonlySet<string> = new Set<string>(OP_TYPES);

/** "just now", "4 min ago", "3 h ago", or a date: ages of pending work and of the last sync. */
export function ago(at: number, now: number): string {
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  if (seconds < 45) return t('sync.ago.now');
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t('sync.ago.minutes', { count: minutes });
  const hours = Math.round(minutes / 60);
  if (hours < 48) return t('sync.ago.hours', { count: hours });
  return new Date(at).toLocaleDateString(currentLang() === 'da' ? 'da-DK' : 'en');
}

function useNow(intervalMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function QuarantineItem({ op, now }: { op: QuarantinedOperation; now: number }) {
  return (
    <li data-testid="sync-quarantine-item">
      <strong>{OP_TYPE_NAMES.has(op.type) ? opName(op.type as OpType) : op.type}</strong>
      <span>{serverReasonText(op.reason)}</span>{' '}
      <small>({ago(Date.parse(op.quarantinedAt), now)})</small>
      <span className="sync-actions">
        <button
          type="button"
          className="btn btn-small btn-primary"
          onClick={() => void retryQuarantined(op.id)}
        >
          {t('sync.retry')}
        </button>
        <button
          type="button"
          className="btn btn-small btn-ghost"
          onClick={() => void discardQuarantined(op.id)}
        >
          {t('sync.discard')}
        </button>
      </span>
    </li>
  );
}

export function SyncPanel({
  headline,
  summary,
  onSyncNow,
  needsSignIn = false,
  email = null,
  onClose,
}: {
  headline: SyncHeadline;
  summary: SyncSummary | undefined;
  onSyncNow?: () => void;
  /** The session ended: the panel offers the way back in. */
  needsSignIn?: boolean;
  /** the signed-in account's email, shown so people know whose data this is */
  email?: string | null;
  onClose?: () => void;
}) {
  const now = useNow();
  const userId = useActiveUserId();
  // Changes not sent yet when sign-out was asked for: the question is shown until answered.
  const [unsent, setUnsent] = useState<number | null>(null);
  const [signOutError, setSignOutError] = useState<string | null>(null);

  async function leave(force: boolean) {
    setSignOutError(null);
    try {
      const result = await signOut({ force });
      if (!result.signedOut) return setUnsent(result.unsynced);
      setUnsent(null);
      onClose?.();
    } catch (cause) {
      console.error('[sync] sign-out', cause);
      setUnsent(null);
      setSignOutError(t('sync.signOutFailed'));
    }
  }
  const oldest = summary?.oldestPendingAt ? Date.parse(summary.oldestPendingAt) : null;
  return (
    <section className="sync-panel" aria-label={t('sync.panel')} data-testid="sync-panel">
      {userId && email && (
        <p className="sync-account" data-testid="sync-account">
          {richText(t('sync.signedInAs', { email: '{email}' }), {
            email: <strong>{email}</strong>,
          })}
        </p>
      )}
      <h2>{headline.label}</h2>
      <p>{headline.detail}</p>
      {needsSignIn && (
        <p>
          <Link to="/sign-in" className="btn btn-small btn-primary">
            {t('sync.signInAgain', { waiting: '' })}
          </Link>
        </p>
      )}
      <dl className="sync-facts">
        <dt>{t('sync.pendingFact')}</dt>
        <dd data-testid="sync-pending">{summary?.pending ?? 0}</dd>
        <dt>{t('sync.oldestFact')}</dt>
        <dd data-testid="sync-oldest">{oldest === null ? '—' : ago(oldest, now)}</dd>
        <dt>{t('sync.lastFact')}</dt>
        <dd data-testid="sync-last">
          {summary?.lastSyncAt ? ago(summary.lastSyncAt, now) : t('sync.never')}
        </dd>
      </dl>
      {summary && summary.unowned > 0 && (
        <p>
          {t('sync.unowned', { count: summary.unowned })}{' '}
          {userId && (
            <button
              type="button"
              className="btn btn-small"
              onClick={() => void adoptSignedOutChanges()}
            >
              {t('sync.adopt')}
            </button>
          )}
        </p>
      )}
      {summary && summary.otherAccounts > 0 && (
        <p>{t('sync.otherAccounts', { count: summary.otherAccounts })}</p>
      )}
      {summary && summary.quarantine.length > 0 && (
        <>
          <h2>{t('sync.refusedTitle')}</h2>
          <ul className="sync-quarantine">
            {summary.quarantine.map((op) => (
              <QuarantineItem key={op.id} op={op} now={now} />
            ))}
          </ul>
        </>
      )}
      {(onSyncNow || userId) && (
        <div className="sync-actions">
          {onSyncNow && (
            <button type="button" className="btn btn-small" onClick={onSyncNow}>
              {t('sync.now')}
            </button>
          )}
          {userId && (
            <>
              <Link to="/profile" className="btn btn-small">
                {t('sync.profile')}
              </Link>
              <button
                type="button"
                className="btn btn-small btn-ghost"
                data-testid="sync-sign-out"
                onClick={() => void leave(false)}
              >
                {t('sync.signOut')}
              </button>
            </>
          )}
        </div>
      )}
      {signOutError && <p role="alert">{signOutError}</p>}
      {unsent !== null && (
        <ConfirmDialog
          title={t('sync.unsent.title')}
          confirmLabel={t('sync.signOut')}
          cancelLabel={t('sync.unsent.stay')}
          destructive
          onConfirm={() => void leave(true)}
          onCancel={() => setUnsent(null)}
        >
          <p>{t('sync.unsent.body', { count: unsent })}</p>
          <p>{t('sync.unsent.rest')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
