import { createFileRoute } from '@tanstack/react-router';

// Every page under /games plays in the games layout (SPEC §2), set once here.
export const Route = createFileRoute('/games')({
  staticData: { layout: 'games', inGame: true },
});
