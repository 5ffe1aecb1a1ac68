import { Link, useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { richText } from '../../components/rich-text';
import { useActiveUserId } from '../../db';
import { useT } from '../../lib/i18n';
import { useOnline } from '../../lib/online';
import { premiumKv, premiumOf } from '../account';
import { gamePath, gameTitle, switchOnPremiumPacks } from '../games';
import { checkoutPrice } from './checkout-memory';
import { invokePayment, signedInEmail } from './functions';
import { savePremiumAnswer } from './premium-check';
import { PREMIUM_PACKS, premiumPackName } from './premium-packs';
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
  const t = useT();
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
        <h1>{t('premium.processing.signInTitle')}</h1>
        <p className="lead">{t('premium.processing.signInText')}</p>
        <Link
          to="/sign-in"
          search={{ redirect: '/info/premium-processing' }}
          className="btn btn-primary"
        >
          {t('premium.processing.signIn')}
        </Link>
      </section>
    );
  }
  return (
    <section className="premium-page" data-testid="premium-processing" aria-busy={online}>
      <h1>{t('premium.processing.title')}</h1>
      {!online ? (
        <p className="lead" role="status" data-testid="premium-processing-offline">
          {t('premium.processing.offline')}
        </p>
      ) : (
        <>
          <p className="lead" role="status">
            {t('premium.processing.waiting')}
          </p>
          <div className="premium-spinner" aria-hidden />
          {slow && (
            <p className="premium-note" role="status" data-testid="premium-processing-slow">
              {richText(t('premium.processing.slow', { profile: '{profile}' }), {
                profile: <Link to="/profile">{t('premium.profileLink')}</Link>,
              })}
            </p>
          )}
        </>
      )}
    </section>
  );
}

export function PremiumConfirmationPage() {
  const t = useT();
  const userId = useActiveUserId();
  // Undefined while the device's premium state is read: nothing is claimed before it is known.
  const stored = useLiveQuery(() => premiumKv.read(), []);
  if (stored === undefined) return <section className="premium-page" aria-busy />;
  const premium = premiumOf(stored, userId);
  if (!premium.premium) {
    return (
      <section className="premium-page" data-testid="premium-confirmation">
        <h1>{t('premium.confirm.notYetTitle')}</h1>
        <p className="lead">
          {userId ? t('premium.confirm.notYetYou') : t('premium.confirm.notYetAnyone')}
        </p>
        <div className="premium-actions">
          <Link to="/profile" className="btn btn-primary">
            {t('premium.confirm.openProfile')}
          </Link>
          <Link to="/info/pricing" className="btn btn-ghost">
            {t('premium.confirm.seePlans')}
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="premium-page" data-testid="premium-confirmation">
      <h1>{t('premium.confirm.title')}</h1>
      <p className="lead">{t('premium.confirm.thanks')}</p>
      <p data-testid="premium-confirmation-period">{periodSentence(premium)}</p>
      <h2>{t('premium.confirm.startWith')}</h2>
      <ul className="premium-packs">
        {PREMIUM_PACKS.map((pack) => (
          <li key={`${pack.game}/${pack.packId}`}>
            <span className="premium-pack-name">{premiumPackName(pack)}</span>
            <Link className="premium-pack-game" to={gamePath(pack.game) as string}>
              {t('premium.confirm.play', { game: gameTitle(pack.game) })}
            </Link>
          </li>
        ))}
      </ul>
      <p className="premium-note">
        {richText(t('premium.confirm.note', { profile: '{profile}' }), {
          profile: <Link to="/profile">{t('premium.profileLink')}</Link>,
        })}
      </p>
    </section>
  );
}

export function PremiumFailedPage() {
  const t = useT();
  return (
    <section className="premium-page" data-testid="premium-failed">
      <h1>{t('premium.failed.title')}</h1>
      <p className="lead">{t('premium.failed.lead')}</p>
      <ul className="premium-steps">
        <li>{t('premium.failed.notCharged')}</li>
        <li>
          {richText(t('premium.failed.charged', { profile: '{profile}' }), {
            profile: <Link to="/profile">{t('premium.profileLink')}</Link>,
          })}
        </li>
        <li>
          {richText(t('premium.failed.stuck', { contact: '{contact}' }), {
            contact: (
              <Link to="/info/$page" params={{ page: 'contact' }}>
                {t('premium.failed.contactLink')}
              </Link>
            ),
          })}
        </li>
      </ul>
      <div className="premium-actions">
        <Link to="/info/pricing" className="btn btn-primary">
          {t('premium.failed.tryAgain')}
        </Link>
        <Link to="/" className="btn btn-ghost">
          {t('premium.backToGames')}
        </Link>
      </div>
    </section>
  );
}

export function PremiumCancelledPage() {
  const t = useT();
  return (
    <section className="premium-page" data-testid="premium-cancelled">
      <h1>{t('premium.cancelled.title')}</h1>
      <p className="lead">{t('premium.cancelled.lead')}</p>
      <div className="premium-actions">
        <Link to="/info/pricing" className="btn btn-primary">
          {t('premium.cancelled.seePlans')}
        </Link>
        <Link to="/" className="btn btn-ghost">
          {t('premium.backToGames')}
        </Link>
      </div>
    </section>
  );
}
