import { createFileRoute, notFound } from '@tanstack/react-router';
import { allowParams, invalidParamsMessage, type InvalidParamsData } from '../../app/route-guards';
import { isPackId } from '../../features/editor/steps';
import { GamePage } from '../../features/editor/game-page';

export const Route = createFileRoute('/game/$slug')({
  beforeLoad: allowParams({ slug: isPackId }),
  // The pack must be known here or on the server; otherwise the address is a 404 like any other.
  loader: async ({ params, location }) => {
    const { resolvePack } = await import('../../features/editor/game-data');
    const found = await resolvePack(params.slug);
    if (!found) {
      const data: InvalidParamsData = { kind: 'invalid-params', path: location.pathname };
      console.warn(invalidParamsMessage(location.pathname));
      throw notFound({ data });
    }
    return null;
  },
  component: GameRoute,
});

function GameRoute() {
  const { slug } = Route.useParams();
  return <GamePage packId={slug} />;
}
