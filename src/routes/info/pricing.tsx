import { createFileRoute } from '@tanstack/react-router';
import { siteState, useSiteState } from '../../app/site-state';
import { PricingPage } from '../../features/premium/pricing-page';
import { PLANS, type PlanId } from '../../features/premium/plans';

// A premium page: a static route, so it wins over the reading pages' /info/$page.
export const Route = createFileRoute('/info/pricing')({
  // `?plan=monthly|yearly`: the plan picked before the sign-in detour, kept in the return address
  // so it survives a sign-up confirmed from the email (a new page load), U20.
  validateSearch: (search: Record<string, unknown>): { plan?: PlanId } =>
    search.plan === 'monthly' || search.plan === 'yearly' ? { plan: search.plan } : {},
  component: PricingRoute,
});

/** The plan shown picked on arrival: yearly, the one the page recommends with its saving. */
const PRESELECTED: PlanId = 'yearly';

function PricingRoute() {
  const { plan } = Route.useSearch();
  const picked = useSiteState((s) => s.selectedPrice);
  const fromAddress = PLANS.find((p) => p.id === (plan ?? PRESELECTED))?.priceId ?? '';
  return (
    <PricingPage
      selectedPrice={picked || fromAddress}
      onSelectPrice={(priceId) => siteState.set({ selectedPrice: priceId })}
    />
  );
}
