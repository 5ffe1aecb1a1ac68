import { createFileRoute } from '@tanstack/react-router';
import { whenDanish } from '../../lib/i18n';
import { OddOneOutGame } from '../../features/games/odd-one-out/game';

export const Route = createFileRoute('/games/odd-one-out')({
  // A Danish page's words are loaded before the game deals (issue 39).
  loader: () =>
    whenDanish(() =>
      import('../../features/games/odd-one-out/danish-words').then((m) => m.loadOddOneOutForPage()),
    ),
  // Prerendered: How to play paints from HTML, the saved game or a fresh setup fills in once read.
  staticData: { paintsWithoutData: true, fillsInStoredData: true },
  component: OddOneOutGame,
});
