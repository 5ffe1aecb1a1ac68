import { createFileRoute } from '@tanstack/react-router';
import { YouHaveBeenDaredPage } from '../../features/misc';

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 80) : undefined);

// A dare received by link: ?dare={id}&from={name}.
export const Route = createFileRoute('/misc/you-have-been-dared')({
  validateSearch: (search: Record<string, unknown>): { dare?: string; from?: string } => {
    const dare = text(search.dare);
    const from = text(search.from);
    return { ...(dare ? { dare } : {}), ...(from ? { from } : {}) };
  },
  component: DaredRoute,
});

function DaredRoute() {
  return <YouHaveBeenDaredPage search={Route.useSearch()} />;
}
