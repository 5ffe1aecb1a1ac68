import { createFileRoute } from '@tanstack/react-router';
import { MoreOrLessTeamSelectPage } from '../../../features/games/more-or-less/game';

export const Route = createFileRoute('/games/more-or-less/team-select')({
  component: MoreOrLessTeamSelectPage,
});
