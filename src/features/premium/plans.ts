// The two Party Dojo Premium plans (the contract with the payment functions). Their price ids can
// be swapped at build time for a real payment account's ids; the amounts are what the page shows.

import { settings } from '../../lib/env';
import { currentLang, t } from '../../lib/i18n';

export type PlanId = 'monthly' | 'yearly';

export interface Plan {
  id: PlanId;
  /** The payment service's price id, sent to create-checkout-session. */
  priceId: string;
  name: string;
  /** US dollars per period. */
  amount: number;
  period: 'month' | 'year';
}

export const DEFAULT_PRICE_IDS: Record<PlanId, string> = {
  monthly: 'price_premium_monthly',
  yearly: 'price_premium_yearly',
};

export const PLANS: readonly Plan[] = [
  {
    id: 'monthly',
    priceId: settings.VITE_STRIPE_PRICE_MONTHLY ?? DEFAULT_PRICE_IDS.monthly,
    name: 'Monthly',
    amount: 3.99,
    period: 'month',
  },
  {
    id: 'yearly',
    priceId: settings.VITE_STRIPE_PRICE_YEARLY ?? DEFAULT_PRICE_IDS.yearly,
    name: 'Yearly',
    amount: 29.99,
    period: 'year',
  },
];

/** "$3.99 a month". */
export function priceLabel(plan: Plan): string {
  const lang = currentLang();
  const price = new Intl.NumberFormat(lang === 'da' ? 'da-DK' : 'en', {
    style: 'currency',
    currency: 'USD',
  }).format(plan.amount);
  return plan.period === 'year'
    ? t('premium.price.year', { price })
    : t('premium.price.month', { price });
}

/** A plan's name in the language the app is showing. */
export function planName(plan: Plan): string {
  return plan.id === 'yearly' ? t('premium.plan.yearly') : t('premium.plan.monthly');
}

/** What the yearly plan saves against twelve monthly payments, in whole percent. */
export function yearlySaving(): number {
  const monthly = PLANS.find((p) => p.id === 'monthly')!;
  const yearly = PLANS.find((p) => p.id === 'yearly')!;
  return Math.round((1 - yearly.amount / (monthly.amount * 12)) * 100);
}

export function planByPriceId(priceId: string | null | undefined): Plan | null {
  return PLANS.find((p) => p.priceId === priceId) ?? null;
}
