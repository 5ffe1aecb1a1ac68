import { createFileRoute } from '@tanstack/react-router';
import { MoreOrLessEndingPage } from '../../../features/games/more-or-less/game';

export const Route = createFileRoute('/games/more-or-less/ending')({
  component: MoreOrLessEndingPage,
});
