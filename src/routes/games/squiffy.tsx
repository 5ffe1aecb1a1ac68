import { createFileRoute } from '@tanstack/react-router';
import { SquiffyGame } from '../../features/games/squiffy/game';

export const Route = createFileRoute('/games/squiffy')({
  // Prerendered: How to play paints from HTML, the saved game or a fresh setup fills in once read.
  staticData: { paintsWithoutData: true, fillsInStoredData: true },
  component: SquiffyGame,
});
