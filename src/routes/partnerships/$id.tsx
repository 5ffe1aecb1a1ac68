import { createFileRoute } from '@tanstack/react-router';
import { allowParams } from '../../app/route-guards';
import { currentLang } from '../../lib/i18n';
import { PartnerPage, ReadingError } from '../../features/reading';

// The partner bars' pages (/partnerships/slusen, /partnerships/scrollbar).
export const Route = createFileRoute('/partnerships/$id')({
  staticData: { paintsWithoutData: true },
  loader: async ({ params, location }) => {
    const reading = await import('../../features/reading');
    const path = `/partnerships/${params.id}`;
    allowParams({ id: () => reading.PARTNER_PATHS.includes(path) })({ params, location });
    return reading.loadPartnerPage(path, currentLang());
  },
  component: PartnerRoute,
  errorComponent: ReadingError,
});

function PartnerRoute() {
  return <PartnerPage page={Route.useLoaderData()} />;
}
