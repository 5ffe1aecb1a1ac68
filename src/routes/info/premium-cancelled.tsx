import { createFileRoute } from '@tanstack/react-router';
import { PremiumCancelledPage } from '../../features/premium/outcome-pages';

// A premium page: a static route, so it wins over the reading pages' /info/$page.
export const Route = createFileRoute('/info/premium-cancelled')({
  component: PremiumCancelledPage,
});
