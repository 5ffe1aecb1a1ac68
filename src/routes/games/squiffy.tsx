import { createFileRoute } from '@tanstack/react-router';
import { loadSquiffyForPage } from '../../features/games/squiffy/danish';
import { SquiffyGame } from '../../features/games/squiffy/game';

export const Route = createFileRoute('/games/squiffy')({
  // A Danish page's deck is loaded before the game draws (issue 39).
  loader: () => loadSquiffyForPage(),
  // Prerendered: How to play paints from HTML, the saved game or a fresh setup fills in once read.
  staticData: { paintsWithoutData: true, fillsInStoredData: true },
  component: SquiffyGame,
});
