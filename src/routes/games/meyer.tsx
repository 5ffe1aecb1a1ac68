import { createFileRoute } from '@tanstack/react-router';
import { MeyerGame } from '../../features/games/meyer/game';

export const Route = createFileRoute('/games/meyer')({
  component: MeyerGame,
});
