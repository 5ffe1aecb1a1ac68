import { createFileRoute } from '@tanstack/react-router';
import { whenDanish } from '../../lib/i18n';
import { CountryIslandCityGame } from '../../features/games/country-island-city/game';

export const Route = createFileRoute('/games/country-island-city')({
  // A Danish page's content is loaded before the game shows (issue 39).
  loader: ({ location }) =>
    whenDanish(() =>
      import('../../features/games/core/danish-content').then((m) =>
        m.loadContentForPage(location.pathname),
      ),
    ),
  // Prerendered: how a round goes paints from HTML, the saved game or a fresh setup fills in.
  staticData: { paintsWithoutData: true, fillsInStoredData: true },
  component: CountryIslandCityGame,
});
