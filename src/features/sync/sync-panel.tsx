import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useActiveUserId } from '../../db';
import type { QuarantinedOperation } from '../../db/types';
import type { OpType } from '../../../sync';
import { signOut } from './account';
import { adoptSignedOutChanges, discardQuarantined, retryQuarantined } from './quarantine';
import type { SyncHeadline, SyncSummary } from './summary';

const OP_NAMES: Record<OpType, string> = {
  'contact.create': 'Contact message',
  'feedback.create': 'Feedback',
  'pack-state.set': 'Pack switched on or off',
  'like.add': 'Like',
  'like.remove': 'Unlike',
  'play.count': 'Play count',
  'reward.claim': 'Reward claim',
  'coins.spend': 'Coin spend',
  'referral.record': 'Referral',
  'profile.update': 'Profile change',
  'pack.save': 'Pack save',
  'pack.publish': 'Pack publish',
  'pack.delete': 'Pack delete',
  'draft.update': 'Draft edit',
  'pack.report': 'Pack report',
  'dealt.merge': 'Cards dealt',
};

/** "just now", "4 min ago", "3 h ago", or a date: ages of pending work and of the last sync. */
export function ago(at: number, now: number): string {
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return new Date(at).toLocaleDateString();
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
      <strong>
        {(Object.hasOwn(OP_NAMES, op.type) ? OP_NAMES[op.type as OpType] : undefined) ?? op.type}
      </strong>
      <span>{op.reason}</span> <small>({ago(Date.parse(op.quarantinedAt), now)})</small>
      <span className="sync-actions">
        <button
          type="button"
          className="btn btn-small btn-primary"
          onClick={() => void retryQuarantined(op.id)}
        >
          Retry
        </button>
        <button
          type="button"
          className="btn btn-small btn-ghost"
          onClick={() => void discardQuarantined(op.id)}
        >
          Discard
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
      setSignOutError('Signing out did not finish. Try again.');
    }
  }
  const oldest = summary?.oldestPendingAt ? Date.parse(summary.oldestPendingAt) : null;
  return (
    <section className="sync-panel" aria-label="Account and sync" data-testid="sync-panel">
      {userId && email && (
        <p className="sync-account" data-testid="sync-account">
          Signed in as <strong>{email}</strong>
        </p>
      )}
      <h2>{headline.label}</h2>
      <p>{headline.detail}</p>
      {needsSignIn && (
        <p>
          <Link to="/sign-in" className="btn btn-small btn-primary">
            Sign in again
          </Link>
        </p>
      )}
      <dl className="sync-facts">
        <dt>Waiting to send</dt>
        <dd data-testid="sync-pending">{summary?.pending ?? 0}</dd>
        <dt>Oldest waiting</dt>
        <dd data-testid="sync-oldest">{oldest === null ? '—' : ago(oldest, now)}</dd>
        <dt>Last synced</dt>
        <dd data-testid="sync-last">
          {summary?.lastSyncAt ? ago(summary.lastSyncAt, now) : 'Never on this device'}
        </dd>
      </dl>
      {summary && summary.unowned > 0 && (
        <p>
          {summary.unowned} {summary.unowned === 1 ? 'change was' : 'changes were'} made while
          signed out.{' '}
          {userId && (
            <button
              type="button"
              className="btn btn-small"
              onClick={() => void adoptSignedOutChanges()}
            >
              Add to my account
            </button>
          )}
        </p>
      )}
      {summary && summary.otherAccounts > 0 && (
        <p>
          {summary.otherAccounts} {summary.otherAccounts === 1 ? 'change was' : 'changes were'} made
          on this device by an account that is not signed in now. They are kept and will be sent
          when that account signs in again.
        </p>
      )}
      {summary && summary.quarantine.length > 0 && (
        <>
          <h2>Not accepted by the server</h2>
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
              Sync now
            </button>
          )}
          {userId && (
            <>
              <Link to="/profile" className="btn btn-small">
                Your profile
              </Link>
              <button
                type="button"
                className="btn btn-small btn-ghost"
                data-testid="sync-sign-out"
                onClick={() => void leave(false)}
              >
                Sign out
              </button>
            </>
          )}
        </div>
      )}
      {signOutError && <p role="alert">{signOutError}</p>}
      {unsent !== null && (
        <ConfirmDialog
          title="Sign out with changes not sent?"
          confirmLabel="Sign out"
          cancelLabel="Stay signed in"
          destructive
          onConfirm={() => void leave(true)}
          onCancel={() => setUnsent(null)}
        >
          <p>
            {unsent === 1 ? 'One change' : `${unsent} changes`} made on this device{' '}
            {unsent === 1 ? 'has' : 'have'} not reached your account yet.{' '}
            {unsent === 1 ? 'It stays' : 'They stay'} here and will be sent when you sign in to this
            account again on this device.
          </p>
          <p>Everything else of this account is removed from this device.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
