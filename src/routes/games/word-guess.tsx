import { createFileRoute } from '@tanstack/react-router';
import { WordGuessGame } from '../../features/games/word-guess/game';
import { loadContentForPage } from '../../features/games/core/danish-content';

export const Route = createFileRoute('/games/word-guess')({
  // A Danish page's content is loaded before the game shows (issue 39).
  loader: ({ location }) => loadContentForPage(location.pathname),
  // Prerendered: How to play paints from HTML, the saved game or a fresh setup fills in once read.
  staticData: { paintsWithoutData: true, fillsInStoredData: true },
  component: WordGuessGame,
});
