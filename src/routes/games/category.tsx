import { createFileRoute } from '@tanstack/react-router';
import { CategoryGame } from '../../features/games/category-game';

export const Route = createFileRoute('/games/category')({
  staticData: { layout: 'games', inGame: true },
  component: CategoryGame,
});
