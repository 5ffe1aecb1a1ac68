import { createFileRoute } from '@tanstack/react-router';
import { siteState, useSiteState } from '../../app/site-state';
import { PricingPage } from '../../features/premium/pricing-page';

// A premium page: a static route, so it wins over the reading pages' /info/$page.
export const Route = createFileRoute('/info/pricing')({
  component: PricingRoute,
});

function PricingRoute() {
  const selectedPrice = useSiteState((s) => s.selectedPrice);
  return (
    <PricingPage
      selectedPrice={selectedPrice}
      onSelectPrice={(priceId) => siteState.set({ selectedPrice: priceId })}
    />
  );
}
