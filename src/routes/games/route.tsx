import { createFileRoute } from '@tanstack/react-router';

// Every page under /games plays in the games layout (docs/spec/screens.md), set once here.
export const Route = createFileRoute('/games')({
  // The layout itself reads nothing stored; each game says whether it paints before the data.
  staticData: { layout: 'games', inGame: true, paintsWithoutData: true },
});
