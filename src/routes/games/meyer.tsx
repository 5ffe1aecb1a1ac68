import { createFileRoute } from '@tanstack/react-router';
import { MeyerGame } from '../../features/games/meyer/game';

export const Route = createFileRoute('/games/meyer')({
  // Prerendered: How to play paints from HTML, the saved game or a fresh setup fills in once read.
  staticData: { paintsWithoutData: true, fillsInStoredData: true },
  component: MeyerGame,
});
