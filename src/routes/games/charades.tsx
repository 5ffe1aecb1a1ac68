import { createFileRoute } from '@tanstack/react-router';
import { CharadesGame } from '../../features/games/charades/game';

export const Route = createFileRoute('/games/charades')({
  component: CharadesGame,
});
