import { createFileRoute } from '@tanstack/react-router';
import { allowParams } from '../../../app/route-guards';
import { isPackId, isStepName, type StepName } from '../../../features/editor/steps';
import { WizardPage } from '../../../features/editor/wizard-page';

export const Route = createFileRoute('/editor/steps/$step')({
  beforeLoad: allowParams({ step: isStepName }),
  validateSearch: (search: Record<string, unknown>): { draft?: string } =>
    typeof search.draft === 'string' && isPackId(search.draft) ? { draft: search.draft } : {},
  component: WizardRoute,
});

function WizardRoute() {
  const { step } = Route.useParams();
  const { draft } = Route.useSearch();
  return <WizardPage step={step as StepName} draftId={draft ?? null} />;
}
