import { createFileRoute } from '@tanstack/react-router';

// Every page under /games plays in the games layout (SPEC §2), set once here.
export const Route = createFileRoute('/games')({
  // The layout itself reads nothing stored; each game says whether it paints before the data.
  staticData: { layout: 'games', inGame: true, paintsWithoutData: true },
});
