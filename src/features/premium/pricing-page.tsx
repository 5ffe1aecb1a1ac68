import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useActiveUserId } from '../../db';
import { useOnline } from '../../lib/online';
import { usePremium } from '../account';
import { GAMES } from '../games';
import { hasBackend } from '../sync';
import { invokePayment } from './functions';
import { rememberCheckoutPrice } from './checkout-memory';
import { planByPriceId, PLANS, priceLabel, yearlySaving } from './plans';
import { PREMIUM_PACKS } from './premium-packs';
import { checkoutFailureSentence, createCheckoutSession } from './subscription';
import './premium.css';

/** What premium adds, in the order a group would notice it. */
function WhatPremiumUnlocks() {
  return (
    <section aria-labelledby="premium-unlocks-title">
      <h2 id="premium-unlocks-title">What premium unlocks</h2>
      <p>
        Every premium pack in every game, on every device you sign in on. They also join the mix, so
        a mixed round can deal from them too.
      </p>
      <ul className="premium-packs" data-testid="premium-pack-list">
        {PREMIUM_PACKS.map((pack) => (
          <li key={`${pack.game}/${pack.packId}`}>
            <span className="premium-pack-name">{pack.name}</span>
            <span className="premium-pack-game">{GAMES[pack.game].title}</span>
            <span className="premium-pack-desc">{pack.description}</span>
          </li>
        ))}
      </ul>
      <p className="premium-note">
        Nothing free ever becomes paid: every game and pack you can play today stays yours, offline
        too. Packs you unlocked with dojo coins stay unlocked whatever you decide here.
      </p>
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
      setError('Pick monthly or yearly first.');
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
      <h1>Party Dojo Premium</h1>
      <p className="lead">
        More packs for more kinds of nights. One subscription opens every premium pack in every
        game, and you can cancel whenever you like.
      </p>

      {premium.premium ? (
        <div className="premium-box" role="status" data-testid="pricing-already-premium">
          <p>
            Premium is on for your account. Your plan and its renewal date are on your{' '}
            <Link to="/profile">profile</Link>.
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
            <legend>Choose a plan</legend>
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
                <span className="premium-plan-name">{p.name}</span>
                <span className="premium-plan-price">{priceLabel(p)}</span>
                <span className="premium-plan-note">
                  {p.period === 'year'
                    ? `About ${saving}% less than paying monthly.`
                    : 'Renews each month. Stop whenever you like.'}
                </span>
              </label>
            ))}
          </fieldset>
          {!hasBackend() ? (
            <p className="premium-note" role="status">
              This copy of Party Dojo has no server, so premium cannot be bought here.
            </p>
          ) : (
            <>
              {!online && (
                <p className="premium-note" role="status">
                  You are offline. Connect to the internet to subscribe.
                </p>
              )}
              <button
                type="submit"
                className="btn btn-primary btn-large btn-block"
                disabled={busy || !online}
                data-testid="pricing-subscribe"
              >
                {busy
                  ? 'Opening checkout…'
                  : plan
                    ? `Subscribe ${plan.name.toLowerCase()}`
                    : 'Subscribe'}
              </button>
              {!userId && (
                <p className="premium-note">
                  You sign in first, so premium follows you to every device.
                </p>
              )}
              <p className="premium-error" role="alert" id={`${id}-error`}>
                {error}
              </p>
              <p className="premium-note">
                Payment is taken by our card payment provider on its own secure page; Party Dojo
                never sees your card. Prices are in US dollars.
              </p>
            </>
          )}
        </form>
      )}

      <WhatPremiumUnlocks />
    </section>
  );
}
