// Premium in words for the profile and the confirmation page.
import type { PremiumState } from '../account';
import { currentLang, t } from '../../lib/i18n';
import { planByPriceId, planName, priceLabel } from './plans';

/** "January 15, 2027" in the reader's own format. */
export function longDate(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toLocaleDateString(currentLang() === 'da' ? 'da-DK' : 'en', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/** "Yearly, $29.99 a year", or plain "Party Dojo Premium" when this device did not see the plan. */
export function planSentence(state: PremiumState): string {
  const plan = planByPriceId(state.priceId);
  return plan
    ? t('premium.planSentence', { plan: planName(plan), price: priceLabel(plan) })
    : 'Party Dojo Premium';
}

/** When premium renews or ends, as one sentence. */
export function periodSentence(state: PremiumState): string {
  if (state.premiumEndDate === null) return t('premium.on');
  const date = longDate(state.premiumEndDate);
  return state.cancelled ? t('premium.endsOn', { date }) : t('premium.renewsOn', { date });
}
