import { createFileRoute } from '@tanstack/react-router';
import { CategoryGame } from '../../features/games/category/game';

export const Route = createFileRoute('/games/category')({
  // Prerendered: the intro paints from HTML, the saved game fills in once read.
  staticData: { paintsWithoutData: true, fillsInStoredData: true },
  component: CategoryGame,
});
