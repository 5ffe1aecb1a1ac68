import { createFileRoute, redirect } from '@tanstack/react-router';

// The game starts at team select; a bare /games/more-or-less goes there.
export const Route = createFileRoute('/games/more-or-less/')({
  beforeLoad: () => {
    throw redirect({ to: '/games/more-or-less/team-select', replace: true });
  },
});
