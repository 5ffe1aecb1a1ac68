import { createFileRoute } from '@tanstack/react-router';
import { whenDanish } from '../../lib/i18n';
import { MixGame } from '../../features/games/mix/game';

export const Route = createFileRoute('/games/mix')({
  // A Danish page's deck is loaded before the game draws (issue 39).
  loader: ({ location }) =>
    whenDanish(() =>
      Promise.all([
        import('../../features/games/core/danish-decks').then((m) =>
          m.loadDecksForPage(location.pathname),
        ),
        // Mix deals Party stream's cards too: the Danish ones on a Danish page.
        import('../../features/games/party-stream/danish-deck').then((m) => m.loadPartyStreamDa()),
      ]),
    ),
  // Prerendered: the intro paints from HTML, the saved game fills in once read.
  staticData: { paintsWithoutData: true, fillsInStoredData: true },
  component: MixGame,
});
