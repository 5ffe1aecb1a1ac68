import { createFileRoute, redirect } from '@tanstack/react-router';
import { allowParams } from '../../app/route-guards';
import { currentLang } from '../../lib/i18n';
import { InfoPage, ReadingError } from '../../features/reading';

// The information pages (FAQ, about, contact, legal …). Pages of other features under /info/
// (pricing, the premium outcomes) are static routes, which win over this one.
export const Route = createFileRoute('/info/$page')({
  staticData: { paintsWithoutData: true },
  loader: async ({ params, location }) => {
    const reading = await import('../../features/reading');
    // Typed or linked in another case (/info/faq): the page's own address, not a 404 (U21).
    const canonical = reading.INFO_PAGE_NAMES.find(
      (name) => name !== params.page && name.toLowerCase() === params.page.toLowerCase(),
    );
    if (canonical)
      throw redirect({ to: '/info/$page', params: { page: canonical }, replace: true });
    allowParams({ page: reading.INFO_PAGE_NAMES })({ params, location });
    return reading.loadInfoPage(params.page, currentLang());
  },
  component: InfoRoute,
  errorComponent: ReadingError,
});

function InfoRoute() {
  return <InfoPage page={Route.useLoaderData()} />;
}
