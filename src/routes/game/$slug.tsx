import { createFileRoute, notFound } from '@tanstack/react-router';
import { allowParams } from '../../app/route-guards';
import { NotFoundPage } from '../../app/root';
import { isPackId } from '../../features/editor/steps';
import { GamePage } from '../../features/editor/game-page';
import {
  isPackUnavailableData,
  PackUnavailablePage,
  type PackUnavailableData,
} from '../../features/editor/pack-unavailable';

export const Route = createFileRoute('/game/$slug')({
  // A malformed id is a wrong address: the 404 of docs/spec/screens.md from the root.
  beforeLoad: allowParams({ slug: isPackId }),
  // A well-formed id of a pack that is not here and not published is a shared link gone wrong:
  // this route's own page says so in words a friend understands.
  loader: async ({ params, location }) => {
    const { resolvePack } = await import('../../features/editor/game-data');
    const found = await resolvePack(params.slug);
    if (found !== 'found') {
      const data: PackUnavailableData = {
        kind: 'pack-unavailable',
        path: location.pathname,
        offline: found === 'offline',
      };
      throw notFound({ data });
    }
    return null;
  },
  notFoundComponent: ({ data }) =>
    isPackUnavailableData(data) ? (
      <PackUnavailablePage offline={data.offline} />
    ) : (
      <NotFoundPage data={data} />
    ),
  component: GameRoute,
});

function GameRoute() {
  const { slug } = Route.useParams();
  return <GamePage packId={slug} />;
}
