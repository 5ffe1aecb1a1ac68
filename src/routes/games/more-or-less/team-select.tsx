import { createFileRoute } from '@tanstack/react-router';
import { MoreOrLessTeamSelectPage } from '../../../features/games/more-or-less/game';

export const Route = createFileRoute('/games/more-or-less/team-select')({
  // Prerendered: How to play paints from HTML, the saved game's setup fills in once read.
  staticData: { paintsWithoutData: true, fillsInStoredData: true },
  component: MoreOrLessTeamSelectPage,
});
