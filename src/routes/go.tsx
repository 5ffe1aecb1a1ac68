import { createFileRoute } from '@tanstack/react-router';
import { GoPage } from '../features/home/go-page';

export const Route = createFileRoute('/go')({
  staticData: { paintsWithoutData: true, startsPlay: true },
  validateSearch: (search: Record<string, unknown>): { game?: string } =>
    typeof search.game === 'string' && /^[a-z0-9-]{1,60}$/.test(search.game)
      ? { game: search.game }
      : {},
  component: GoRoute,
});

function GoRoute() {
  const { game } = Route.useSearch();
  return <GoPage game={game} />;
}
