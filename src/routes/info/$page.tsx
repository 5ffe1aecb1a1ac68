import { createFileRoute } from '@tanstack/react-router';
import { allowParams } from '../../app/route-guards';
import { InfoPage, ReadingError } from '../../features/reading';

// The information pages (FAQ, about, contact, legal …). Pages of other features under /info/
// (pricing, the premium outcomes) are static routes, which win over this one.
export const Route = createFileRoute('/info/$page')({
  staticData: { paintsWithoutData: true },
  loader: async ({ params, location }) => {
    const reading = await import('../../features/reading');
    allowParams({ page: reading.INFO_PAGE_NAMES })({ params, location });
    return reading.loadInfoPage(params.page);
  },
  component: InfoRoute,
  errorComponent: ReadingError,
});

function InfoRoute() {
  return <InfoPage page={Route.useLoaderData()} />;
}
