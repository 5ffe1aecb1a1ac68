import { createFileRoute } from '@tanstack/react-router';
import { MostLikelyToGame } from '../../features/games/most-likely-to/game';

export const Route = createFileRoute('/games/most-likely-to')({
  component: MostLikelyToGame,
});
