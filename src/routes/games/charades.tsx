import { createFileRoute } from '@tanstack/react-router';
import { CharadesGame } from '../../features/games/charades/game';

export const Route = createFileRoute('/games/charades')({
  // Prerendered: the intro paints from HTML, the saved game fills in once read.
  staticData: { paintsWithoutData: true, fillsInStoredData: true },
  component: CharadesGame,
});
