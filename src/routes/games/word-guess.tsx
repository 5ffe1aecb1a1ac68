import { createFileRoute } from '@tanstack/react-router';
import { WordGuessGame } from '../../features/games/word-guess/game';

export const Route = createFileRoute('/games/word-guess')({
  component: WordGuessGame,
});
