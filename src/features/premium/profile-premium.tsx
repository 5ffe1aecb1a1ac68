import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useT } from '../../lib/i18n';
import { useOnline } from '../../lib/online';
import { usePremium } from '../account';
import { invokePayment } from './functions';
import { savePremiumAnswer } from './premium-check';
import { longDate, periodSentence, planSentence } from './premium-words';
import {
  cancelFailureSentence,
  cancelSubscription,
  resumeFailureSentence,
  resumeSubscription,
} from './subscription';
import './premium.css';

/** /profile's Premium part: the plan, when it renews or ends, and cancelling with a confirmation. */
export function ProfilePremiumSection({ userId }: { userId: string }) {
  const premium = usePremium();
  const t = useT();
  const online = useOnline();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<'cancelled' | 'resumed' | null>(null);

  async function cancel() {
    setBusy(true);
    setError(null);
    try {
      const result = await cancelSubscription(invokePayment, { userId });
      // Cancelled at the period's end: premium stays on until then (docs/spec/accounts.md).
      await savePremiumAnswer(
        userId,
        {
          isPremium: true,
          isCanceled: result.isCanceled,
          isPastDue: false,
          message: '',
          currentPeriodEnd: result.currentPeriodEnd,
        },
        Date.now(),
      );
      setAsking(false);
      setDone('cancelled');
    } catch (cause) {
      setAsking(false);
      setError(cancelFailureSentence(cause, navigator.onLine));
    } finally {
      setBusy(false);
    }
  }

  async function resume() {
    setBusy(true);
    setError(null);
    try {
      const result = await resumeSubscription(invokePayment, { userId });
      await savePremiumAnswer(
        userId,
        {
          isPremium: true,
          isCanceled: result.isCanceled,
          isPastDue: false,
          message: '',
          currentPeriodEnd: result.currentPeriodEnd,
        },
        Date.now(),
      );
      setDone('resumed');
    } catch (cause) {
      setError(resumeFailureSentence(cause, navigator.onLine));
    } finally {
      setBusy(false);
    }
  }

  if (!premium.premium) {
    return (
      <div data-testid="profile-premium">
        <p>
          {premium.cancelled && premium.premiumEndDate !== null
            ? t('premium.profile.ended')
            : t('premium.profile.not')}
        </p>
        <Link to="/info/pricing" className="btn btn-small">
          {t('premium.profile.plans')}
        </Link>
      </div>
    );
  }

  return (
    <div data-testid="profile-premium">
      <p>
        <strong data-testid="profile-premium-plan">{planSentence(premium)}</strong>
      </p>
      <p data-testid="profile-premium-period">{periodSentence(premium)}</p>
      {done === 'cancelled' && (
        <p className="profile-note" role="status">
          {t('premium.profile.cancelled')}
        </p>
      )}
      {done === 'resumed' && (
        <p className="profile-note" role="status">
          {t('premium.profile.resumed')}
        </p>
      )}
      {premium.cancelled && (
        <>
          {!online && (
            <p className="profile-note" role="status">
              {t('premium.profile.offlineResume')}
            </p>
          )}
          <button
            type="button"
            className="btn btn-small"
            disabled={!online || busy}
            onClick={() => void resume()}
          >
            {busy ? t('premium.profile.resuming') : t('premium.profile.resume')}
          </button>
        </>
      )}
      {!premium.cancelled && (
        <>
          {!online && (
            <p className="profile-note" role="status">
              {t('premium.profile.offlineCancel')}
            </p>
          )}
          <button
            type="button"
            className="btn btn-small btn-ghost"
            disabled={!online || busy}
            onClick={() => {
              setError(null);
              setAsking(true);
            }}
          >
            {t('premium.profile.cancel')}
          </button>
        </>
      )}
      {error && (
        <p className="auth-error" role="alert">
          {error}
        </p>
      )}
      {asking && (
        <ConfirmDialog
          title={t('premium.profile.cancelTitle')}
          confirmLabel={busy ? t('premium.profile.cancelling') : t('premium.profile.cancel')}
          cancelLabel={t('premium.profile.keep')}
          destructive
          confirmDisabled={busy}
          onConfirm={() => void cancel()}
          onCancel={() => setAsking(false)}
        >
          <p>
            {premium.premiumEndDate !== null
              ? t('premium.profile.keepUntil', { date: longDate(premium.premiumEndDate) })
              : t('premium.profile.keepPeriod')}{' '}
            {t('premium.profile.coinPacks')}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
