import { Link, useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { useActiveUserId } from '../../db';
import { useOnline } from '../../lib/online';
import { premiumKv, premiumOf } from '../account';
import { GAMES, gamePath, switchOnPremiumPacks } from '../games';
import { checkoutPrice } from './checkout-memory';
import { invokePayment, signedInEmail } from './functions';
import { savePremiumAnswer } from './premium-check';
import { PREMIUM_PACKS } from './premium-packs';
import { lookupSubscription } from './subscription';
import { periodSentence } from './premium-words';
import './premium.css';

/** How often the processing page asks whether the payment has landed. */
export const PROCESSING_POLL_MS = 2000;
/** After this long, the page says plainly that it is taking longer than usual. */
export const PROCESSING_SLOW_MS = 20_000;
/** After this long, the page stops waiting and explains what to do. */
export const PROCESSING_GIVE_UP_MS = 3 * 60_000;

/**
 * After checkout: the payment provider tells our server, and this page asks the server until
 * premium is on for this account, then goes on to the confirmation.
 */
export function PremiumProcessingPage() {
  const navigate = useNavigate();
  const userId = useActiveUserId();
  const online = useOnline();
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (!userId || !online) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    const priceId = checkoutPrice();
    const poll = async () => {
      const status = await lookupSubscription(invokePayment, {
        userId,
        userEmail: await signedInEmail(),
      });
      if (stopped) return;
      if (status.isPremium) {
        await savePremiumAnswer(userId, status, Date.now(), priceId);
        // The packs just paid for deal at once (U20); a failure to store that is no reason to
        // hold up the confirmation: they can still be switched on from each game's Packs.
        await switchOnPremiumPacks().catch((error: unknown) =>
          console.error('[premium] switching premium packs on', error),
        );
        if (!stopped) void navigate({ to: '/info/premium-confirmation', replace: true });
        return;
      }
      const waited = Date.now() - started;
      if (waited >= PROCESSING_GIVE_UP_MS) {
        void navigate({ to: '/info/premium-failed', replace: true });
        return;
      }
      if (waited >= PROCESSING_SLOW_MS) setSlow(true);
      timer = setTimeout(() => void poll(), PROCESSING_POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [userId, online, navigate]);

  if (!userId) {
    return (
      <section className="premium-page" data-testid="premium-processing">
        <h1>Sign in to finish</h1>
        <p className="lead">
          Premium is added to an account, so sign in with the account you subscribed with and we
          will check your payment.
        </p>
        <Link
          to="/sign-in"
          search={{ redirect: '/info/premium-processing' }}
          className="btn btn-primary"
        >
          Sign in
        </Link>
      </section>
    );
  }
  return (
    <section className="premium-page" data-testid="premium-processing" aria-busy={online}>
      <h1>Setting up your premium</h1>
      {!online ? (
        <p className="lead" role="status" data-testid="premium-processing-offline">
          You are offline, so we cannot hear about your payment yet. Leave this page open: it
          carries on by itself as soon as you are connected again.
        </p>
      ) : (
        <>
          <p className="lead" role="status">
            Thanks! We are waiting for the payment provider to tell us your payment went through.
            This usually takes a few seconds.
          </p>
          <div className="premium-spinner" aria-hidden />
          {slow && (
            <p className="premium-note" role="status" data-testid="premium-processing-slow">
              This is taking longer than usual. Your payment is safe either way: you can keep this
              page open, or come back later and check your <Link to="/profile">profile</Link>, which
              shows premium as soon as it is on.
            </p>
          )}
        </>
      )}
    </section>
  );
}

export function PremiumConfirmationPage() {
  const userId = useActiveUserId();
  // Undefined while the device's premium state is read: nothing is claimed before it is known.
  const stored = useLiveQuery(() => premiumKv.read(), []);
  if (stored === undefined) return <section className="premium-page" aria-busy />;
  const premium = premiumOf(stored, userId);
  if (!premium.premium) {
    return (
      <section className="premium-page" data-testid="premium-confirmation">
        <h1>Premium is not on here yet</h1>
        <p className="lead">
          This device has not seen premium for {userId ? 'your account' : 'anyone signed in'}. If
          you just paid, your profile shows premium as soon as word of the payment reaches us.
        </p>
        <div className="premium-actions">
          <Link to="/profile" className="btn btn-primary">
            Open your profile
          </Link>
          <Link to="/info/pricing" className="btn btn-ghost">
            See the plans
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="premium-page" data-testid="premium-confirmation">
      <h1>You are premium!</h1>
      <p className="lead">
        Thank you for backing Party Dojo. Every premium pack is now open in every game, on every
        device you sign in on.
      </p>
      <p data-testid="premium-confirmation-period">{periodSentence(premium)}</p>
      <h2>Start with a new pack</h2>
      <ul className="premium-packs">
        {PREMIUM_PACKS.map((pack) => (
          <li key={`${pack.game}/${pack.packId}`}>
            <span className="premium-pack-name">{pack.name}</span>
            <Link className="premium-pack-game" to={gamePath(pack.game) as string}>
              Play {GAMES[pack.game].title}
            </Link>
          </li>
        ))}
      </ul>
      <p className="premium-note">
        Each one is already switched on in its game; a game&rsquo;s Packs button switches any of
        them off. Your plan, its renewal date and the option to cancel are on your{' '}
        <Link to="/profile">profile</Link>.
      </p>
    </section>
  );
}

export function PremiumFailedPage() {
  return (
    <section className="premium-page" data-testid="premium-failed">
      <h1>We could not confirm your payment</h1>
      <p className="lead">
        Premium is not on for your account yet. Either the payment did not go through, or word of it
        has not reached us.
      </p>
      <ul className="premium-steps">
        <li>
          If your card was not charged, nothing happened: you can try again, with the same card or
          another one.
        </li>
        <li>
          If your card was charged, premium turns on by itself as soon as we hear about it. Your{' '}
          <Link to="/profile">profile</Link> shows it when it does.
        </li>
        <li>
          Still stuck? Write to us from the{' '}
          <Link to="/info/$page" params={{ page: 'contact' }}>
            contact page
          </Link>{' '}
          and we will sort it out.
        </li>
      </ul>
      <div className="premium-actions">
        <Link to="/info/pricing" className="btn btn-primary">
          Try again
        </Link>
        <Link to="/" className="btn btn-ghost">
          Back to the games
        </Link>
      </div>
    </section>
  );
}

export function PremiumCancelledPage() {
  return (
    <section className="premium-page" data-testid="premium-cancelled">
      <h1>Checkout cancelled</h1>
      <p className="lead">
        No problem: you left the payment page, so nothing was charged and nothing changed. Every
        free game and pack is still here for you.
      </p>
      <div className="premium-actions">
        <Link to="/info/pricing" className="btn btn-primary">
          See the plans again
        </Link>
        <Link to="/" className="btn btn-ghost">
          Back to the games
        </Link>
      </div>
    </section>
  );
}
