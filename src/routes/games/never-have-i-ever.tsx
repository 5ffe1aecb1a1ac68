import { createFileRoute } from '@tanstack/react-router';
import { NeverHaveIEverGame } from '../../features/games/never-have-i-ever/game';

export const Route = createFileRoute('/games/never-have-i-ever')({
  component: NeverHaveIEverGame,
});
