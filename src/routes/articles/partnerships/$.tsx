import { createFileRoute } from '@tanstack/react-router';
import { allowParams } from '../../../app/route-guards';
import { currentLang } from '../../../lib/i18n';
import { PartnerPage, ReadingError } from '../../../features/reading';

// Partner pages under /articles/partnerships/ (gentle-jack, scrollbar/beer-pong): the whole rest
// of the path must be a partner page's address. This static segment wins over /articles/$slug.
export const Route = createFileRoute('/articles/partnerships/$')({
  staticData: { paintsWithoutData: true },
  loader: async ({ params, location }) => {
    const reading = await import('../../../features/reading');
    const path = `/articles/partnerships/${params._splat ?? ''}`;
    allowParams({ _splat: () => reading.PARTNER_PATHS.includes(path) })({ params, location });
    return reading.loadPartnerPage(path, currentLang());
  },
  component: PartnerRoute,
  errorComponent: ReadingError,
});

function PartnerRoute() {
  return <PartnerPage page={Route.useLoaderData()} />;
}
