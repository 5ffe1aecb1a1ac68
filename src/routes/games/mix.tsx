import { createFileRoute } from '@tanstack/react-router';
import { MixGame } from '../../features/games/mix/game';

export const Route = createFileRoute('/games/mix')({
  component: MixGame,
});
