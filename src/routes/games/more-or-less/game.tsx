import { createFileRoute } from '@tanstack/react-router';
import { MoreOrLessGamePage } from '../../../features/games/more-or-less/game';

export const Route = createFileRoute('/games/more-or-less/game')({
  component: MoreOrLessGamePage,
});
