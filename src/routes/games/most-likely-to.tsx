import { createFileRoute } from '@tanstack/react-router';
import { MostLikelyToGame } from '../../features/games/most-likely-to/game';

export const Route = createFileRoute('/games/most-likely-to')({
  // Prerendered: the intro paints from HTML, the saved game fills in once read.
  staticData: { paintsWithoutData: true, fillsInStoredData: true },
  component: MostLikelyToGame,
});
