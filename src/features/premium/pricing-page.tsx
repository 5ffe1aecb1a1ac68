import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { richText } from '../../components/rich-text';
import { useActiveUserId } from '../../db';
import { useT } from '../../lib/i18n';
import { useOnline } from '../../lib/online';
import { usePremium } from '../account';
import { gameTitle } from '../games';
import { hasBackend } from '../sync';
import { invokePayment } from './functions';
import { rememberCheckoutPrice } from './checkout-memory';
import { planByPriceId, planName, PLANS, priceLabel, yearlySaving } from './plans';
import { PREMIUM_PACKS, premiumPackDescription, premiumPackName } from './premium-packs';
import { checkoutFailureSentence, createCheckoutSession } from './subscription';
import './premium.css';

/** What premium adds, in the order a group would notice it. */
function WhatPremiumUnlocks() {
  const t = useT();
  return (
    <section aria-labelledby="premium-unlocks-title">
      <h2 id="premium-unlocks-title">{t('premium.pricing.unlocksTitle')}</h2>
      <p>{t('premium.pricing.unlocksText')}</p>
      <ul className="premium-packs" data-testid="premium-pack-list">
        {PREMIUM_PACKS.map((pack) => (
          <li key={`${pack.game}/${pack.packId}`}>
            <span className="premium-pack-name">{premiumPackName(pack)}</span>
            <span className="premium-pack-game">{gameTitle(pack.game)}</span>
            <span className="premium-pack-desc">{premiumPackDescription(pack)}</span>
          </li>
        ))}
      </ul>
      <p className="premium-note">{t('premium.pricing.unlocksNote')}</p>
    </section>
  );
}

/**
 * /info/pricing. The picked plan is the app's site state `selectedPrice` (docs/spec/app.md), which the
 * route hands in, so it survives the trip to sign-in and back.
 */
export function PricingPage({
  selectedPrice: selected,
  onSelectPrice,
}: {
  selectedPrice: string;
  onSelectPrice: (priceId: string) => void;
}) {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const userId = useActiveUserId();
  const premium = usePremium();
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const plan = planByPriceId(selected);
  const saving = yearlySaving();

  async function subscribe() {
    if (busy) return;
    if (!plan) {
      setError(t('premium.pricing.pickFirst'));
      return;
    }
    if (!userId) {
      // Premium belongs to an account: sign in, then come straight back with the plan still picked.
      void navigate({ to: '/sign-in', search: { redirect: `/info/pricing?plan=${plan.id}` } });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const session = await createCheckoutSession(invokePayment, userId, plan.priceId);
      rememberCheckoutPrice(plan.priceId);
      window.location.assign(session.url);
    } catch (cause) {
      setError(checkoutFailureSentence(cause, navigator.onLine));
      setBusy(false);
    }
  }

  return (
    <section className="premium-page" data-testid="pricing-page">
      <h1>{t('premium.pricing.title')}</h1>
      <p className="lead">{t('premium.pricing.lead')}</p>

      {premium.premium ? (
        <div className="premium-box" role="status" data-testid="pricing-already-premium">
          <p>
            {richText(t('premium.pricing.alreadyOn', { profile: '{profile}' }), {
              profile: <Link to="/profile">{t('premium.profileLink')}</Link>,
            })}
          </p>
        </div>
      ) : (
        <form
          className="premium-plans-form"
          onSubmit={(event) => {
            event.preventDefault();
            void subscribe();
          }}
          noValidate
        >
          <fieldset className="premium-plans">
            <legend>{t('premium.pricing.choose')}</legend>
            {PLANS.map((p) => (
              <label
                key={p.id}
                className="premium-plan"
                data-selected={p.priceId === selected ? '' : undefined}
              >
                <input
                  type="radio"
                  name={`${id}-plan`}
                  value={p.priceId}
                  checked={p.priceId === selected}
                  onChange={() => {
                    setError(null);
                    onSelectPrice(p.priceId);
                  }}
                />
                <span className="premium-plan-name">{planName(p)}</span>
                <span className="premium-plan-price">{priceLabel(p)}</span>
                <span className="premium-plan-note">
                  {p.period === 'year'
                    ? t('premium.pricing.yearlyNote', { saving })
                    : t('premium.pricing.monthlyNote')}
                </span>
              </label>
            ))}
          </fieldset>
          {!hasBackend() ? (
            <p className="premium-note" role="status">
              {t('premium.pricing.noServer')}
            </p>
          ) : (
            <>
              {!online && (
                <p className="premium-note" role="status">
                  {t('premium.error.offlineCheckout')}
                </p>
              )}
              <button
                type="submit"
                className="btn btn-primary btn-large btn-block"
                disabled={busy || !online}
                data-testid="pricing-subscribe"
              >
                {busy
                  ? t('premium.pricing.opening')
                  : plan
                    ? plan.period === 'year'
                      ? t('premium.pricing.subscribeYearly')
                      : t('premium.pricing.subscribeMonthly')
                    : t('premium.pricing.subscribe')}
              </button>
              {!userId && <p className="premium-note">{t('premium.pricing.signInFirst')}</p>}
              <p className="premium-error" role="alert" id={`${id}-error`}>
                {error}
              </p>
              <p className="premium-note">{t('premium.pricing.payment')}</p>
            </>
          )}
        </form>
      )}

      <WhatPremiumUnlocks />
    </section>
  );
}
