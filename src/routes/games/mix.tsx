import { createFileRoute } from '@tanstack/react-router';
import { MixGame } from '../../features/games/mix/game';

export const Route = createFileRoute('/games/mix')({
  // Prerendered: the intro paints from HTML, the saved game fills in once read.
  staticData: { paintsWithoutData: true, fillsInStoredData: true },
  component: MixGame,
});
