import { createFileRoute } from '@tanstack/react-router';
import { UserCardDarePage } from '../../features/misc';

// A random dare (the digital dare card's code), or ?text=… a dare from truth or dare to send on.
export const Route = createFileRoute('/misc/user-card-dare')({
  staticData: {
    head: {
      title: 'Dare a friend',
      description:
        'A dare card to do or drink, and a dare of your own to send to a friend as a link.',
    },
  },
  validateSearch: (search: Record<string, unknown>): { text?: string } =>
    typeof search.text === 'string' && search.text.trim()
      ? { text: search.text.slice(0, 200) }
      : {},
  component: UserCardDareRoute,
});

function UserCardDareRoute() {
  return <UserCardDarePage text={Route.useSearch().text} />;
}
