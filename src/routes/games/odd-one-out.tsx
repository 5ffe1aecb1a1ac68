import { createFileRoute } from '@tanstack/react-router';
import { OddOneOutGame } from '../../features/games/odd-one-out/game';

export const Route = createFileRoute('/games/odd-one-out')({
  // Prerendered: How to play paints from HTML, the saved game or a fresh setup fills in once read.
  staticData: { paintsWithoutData: true, fillsInStoredData: true },
  component: OddOneOutGame,
});
