import { createFileRoute } from '@tanstack/react-router';
import { UserCardDarePage } from '../../features/misc';

// A random dare (the digital dare card's code), or ?text=… a dare from truth or dare to send on.
export const Route = createFileRoute('/misc/user-card-dare')({
  staticData: {
    head: { title: 'head.dareFriend.title', description: 'head.dareFriend.description' },
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
