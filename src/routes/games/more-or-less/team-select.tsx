import { createFileRoute } from '@tanstack/react-router';
import { whenDanish } from '../../../lib/i18n';
import { MoreOrLessTeamSelectPage } from '../../../features/games/more-or-less/game';

export const Route = createFileRoute('/games/more-or-less/team-select')({
  // A Danish page's content is loaded before the game shows (issue 39).
  loader: ({ location }) =>
    whenDanish(() =>
      import('../../../features/games/core/danish-content').then((m) =>
        m.loadContentForPage(location.pathname),
      ),
    ),
  // Prerendered: How to play paints from HTML, the saved game's setup fills in once read.
  staticData: { paintsWithoutData: true, fillsInStoredData: true },
  component: MoreOrLessTeamSelectPage,
});
