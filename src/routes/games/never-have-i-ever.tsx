import { createFileRoute } from '@tanstack/react-router';
import { NeverHaveIEverGame } from '../../features/games/never-have-i-ever/game';

export const Route = createFileRoute('/games/never-have-i-ever')({
  // Prerendered: the intro paints from HTML, the saved game fills in once read.
  staticData: { paintsWithoutData: true, fillsInStoredData: true },
  component: NeverHaveIEverGame,
});
