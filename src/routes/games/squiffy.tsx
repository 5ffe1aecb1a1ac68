import { createFileRoute } from '@tanstack/react-router';
import { whenDanish } from '../../lib/i18n';
import { SquiffyGame } from '../../features/games/squiffy/game';

export const Route = createFileRoute('/games/squiffy')({
  // A Danish page's deck is loaded before the game draws (issue 39).
  loader: () =>
    whenDanish(() =>
      import('../../features/games/squiffy/danish-deck').then((m) => m.loadSquiffyForPage()),
    ),
  // Prerendered: How to play paints from HTML, the saved game or a fresh setup fills in once read.
  staticData: { paintsWithoutData: true, fillsInStoredData: true },
  component: SquiffyGame,
});
