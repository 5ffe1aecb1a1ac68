import { createFileRoute } from '@tanstack/react-router';
import { MoreOrLessEndingPage } from '../../../features/games/more-or-less/game';
import { loadContentForPage } from '../../../features/games/core/danish-content';

export const Route = createFileRoute('/games/more-or-less/ending')({
  // A Danish page's content is loaded before the game shows (issue 39).
  loader: ({ location }) => loadContentForPage(location.pathname),
  component: MoreOrLessEndingPage,
});
