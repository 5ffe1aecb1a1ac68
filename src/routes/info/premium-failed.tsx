import { createFileRoute } from '@tanstack/react-router';
import { PremiumFailedPage } from '../../features/premium/outcome-pages';

// A premium page: a static route, so it wins over the reading pages' /info/$page.
export const Route = createFileRoute('/info/premium-failed')({
  component: PremiumFailedPage,
});
