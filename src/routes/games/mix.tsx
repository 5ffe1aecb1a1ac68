import { createFileRoute } from '@tanstack/react-router';
import { MixGame } from '../../features/games/mix-game';

export const Route = createFileRoute('/games/mix')({
  staticData: { layout: 'games', inGame: true },
  component: MixGame,
});
