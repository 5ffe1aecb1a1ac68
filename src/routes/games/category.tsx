import { createFileRoute } from '@tanstack/react-router';
import { CategoryGame } from '../../features/games/category/game';

export const Route = createFileRoute('/games/category')({
  component: CategoryGame,
});
