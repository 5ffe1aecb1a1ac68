import { createFileRoute } from '@tanstack/react-router';
import { YouHaveBeenDaredPage } from '../../features/misc';

const text = (value: unknown, max = 80) =>
  typeof value === 'string' ? value.slice(0, max) : undefined;

// A dare received by link: ?dare={id}&from={name}, or ?text=… for a truth-or-dare dare.
export const Route = createFileRoute('/misc/you-have-been-dared')({
  staticData: {
    head: { title: 'head.dared.title', description: 'head.dared.description' },
  },
  validateSearch: (
    search: Record<string, unknown>,
  ): { dare?: string; text?: string; from?: string } => {
    const dare = text(search.dare);
    const words = text(search.text, 200);
    const from = text(search.from);
    return {
      ...(dare ? { dare } : {}),
      ...(words ? { text: words } : {}),
      ...(from ? { from } : {}),
    };
  },
  component: DaredRoute,
});

function DaredRoute() {
  return <YouHaveBeenDaredPage search={Route.useSearch()} />;
}
