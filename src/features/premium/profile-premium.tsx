import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
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
            ? 'Your premium has ended. Every free game and pack is still yours.'
            : 'Not premium. Premium opens every premium pack in every game.'}
        </p>
        <Link to="/info/pricing" className="btn btn-small">
          See premium plans
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
          Your subscription is cancelled. You keep premium until the end of the period you paid for,
          and you are not charged again.
        </p>
      )}
      {done === 'resumed' && (
        <p className="profile-note" role="status">
          Premium is back on: it renews at the end of this period as before.
        </p>
      )}
      {premium.cancelled && (
        <>
          {!online && (
            <p className="profile-note" role="status">
              You are offline. Connect to the internet to resume your subscription.
            </p>
          )}
          <button
            type="button"
            className="btn btn-small"
            disabled={!online || busy}
            onClick={() => void resume()}
          >
            {busy ? 'Resuming…' : 'Resume premium'}
          </button>
        </>
      )}
      {!premium.cancelled && (
        <>
          {!online && (
            <p className="profile-note" role="status">
              You are offline. Connect to the internet to cancel your subscription.
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
            Cancel subscription
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
          title="Cancel your subscription?"
          confirmLabel={busy ? 'Cancelling…' : 'Cancel subscription'}
          cancelLabel="Keep premium"
          destructive
          confirmDisabled={busy}
          onConfirm={() => void cancel()}
          onCancel={() => setAsking(false)}
        >
          <p>
            {premium.premiumEndDate !== null
              ? `You keep premium until ${longDate(premium.premiumEndDate)}, the end of the period you already paid for, and you will not be charged again.`
              : 'You keep premium until the end of the period you already paid for, and you will not be charged again.'}{' '}
            Packs you unlocked with dojo coins stay unlocked.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
