import { createFileRoute } from '@tanstack/react-router';
import { allowParams } from '../../../app/route-guards';
import { currentLang } from '../../../lib/i18n';
import { ReadingError, RuleCardPage } from '../../../features/reading';

// The older rule cards (docs/spec/screens.md 27 names), one route for all of them.
export const Route = createFileRoute('/articles/deprecated/$name')({
  staticData: { paintsWithoutData: true },
  loader: async ({ params, location }) => {
    const reading = await import('../../../features/reading');
    allowParams({ name: reading.RULE_CARD_NAMES })({ params, location });
    return reading.loadRuleCard(params.name, currentLang());
  },
  component: RuleCardRoute,
  errorComponent: ReadingError,
});

function RuleCardRoute() {
  return <RuleCardPage page={Route.useLoaderData()} />;
}
