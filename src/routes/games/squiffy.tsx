import { createFileRoute } from '@tanstack/react-router';
import { SquiffyGame } from '../../features/games/squiffy/game';

export const Route = createFileRoute('/games/squiffy')({
  component: SquiffyGame,
});
