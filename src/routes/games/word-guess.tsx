import { createFileRoute } from '@tanstack/react-router';
import { WordGuessGame } from '../../features/games/word-guess/game';

export const Route = createFileRoute('/games/word-guess')({
  // Prerendered: How to play paints from HTML, the saved game or a fresh setup fills in once read.
  staticData: { paintsWithoutData: true, fillsInStoredData: true },
  component: WordGuessGame,
});
