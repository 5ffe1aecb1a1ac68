import { createFileRoute } from '@tanstack/react-router';
import { DrunkDiceGame } from '../../features/games/drunk-dice/game';

export const Route = createFileRoute('/games/drunk-dice')({
  component: DrunkDiceGame,
});
