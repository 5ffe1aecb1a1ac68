import { createFileRoute } from '@tanstack/react-router';
import { allowParams } from '../../app/route-guards';
import { currentLang } from '../../lib/i18n';
import { GuidePage, ReadingError } from '../../features/reading';

// One route for every long guide: the slug must be in the guide index, anything else is a 404.
export const Route = createFileRoute('/articles/$slug')({
  staticData: { paintsWithoutData: true },
  loader: async ({ params, location }) => {
    // The reading feature (indexes, renderer) loads with the first reading page, never before.
    const reading = await import('../../features/reading');
    allowParams({ slug: reading.GUIDE_SLUGS })({ params, location });
    return reading.loadGuide(params.slug, currentLang());
  },
  component: GuideRoute,
  errorComponent: ReadingError,
});

function GuideRoute() {
  return <GuidePage page={Route.useLoaderData()} />;
}
