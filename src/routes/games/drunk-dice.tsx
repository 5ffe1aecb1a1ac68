import { createFileRoute } from '@tanstack/react-router';
import { DrunkDiceGame } from '../../features/games/drunk-dice/game';

export const Route = createFileRoute('/games/drunk-dice')({
  // Prerendered: How to play paints from HTML, the saved game or a fresh setup fills in once read.
  staticData: { paintsWithoutData: true, fillsInStoredData: true },
  component: DrunkDiceGame,
});
