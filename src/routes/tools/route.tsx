import { createFileRoute } from '@tanstack/react-router';

// The tools sit at the table like the games: the games layout, sound switch and all.
export const Route = createFileRoute('/tools')({
  staticData: { layout: 'games', inGame: true, paintsWithoutData: true },
});
