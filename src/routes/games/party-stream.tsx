import { createFileRoute } from '@tanstack/react-router';
import { whenDanish } from '../../lib/i18n';
import { PartyStreamGame } from '../../features/games/party-stream/game';

export const Route = createFileRoute('/games/party-stream')({
  // A Danish page's deck is loaded before the game draws (issue 39).
  loader: () =>
    whenDanish(() =>
      import('../../features/games/party-stream/danish-deck').then((m) =>
        m.loadPartyStreamForPage(),
      ),
    ),
  // Prerendered: How to play paints from HTML, the saved game or a fresh setup fills in once read.
  staticData: { paintsWithoutData: true, fillsInStoredData: true },
  component: PartyStreamGame,
});
