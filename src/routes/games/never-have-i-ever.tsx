import { createFileRoute } from '@tanstack/react-router';
import { whenDanish } from '../../lib/i18n';
import { NeverHaveIEverGame } from '../../features/games/never-have-i-ever/game';

export const Route = createFileRoute('/games/never-have-i-ever')({
  // A Danish page's deck is loaded before the game draws (issue 39).
  loader: ({ location }) =>
    whenDanish(() =>
      import('../../features/games/core/danish-decks').then((m) =>
        m.loadDecksForPage(location.pathname),
      ),
    ),
  // Prerendered: the intro paints from HTML, the saved game fills in once read.
  staticData: { paintsWithoutData: true, fillsInStoredData: true },
  component: NeverHaveIEverGame,
});
