import { createFileRoute } from '@tanstack/react-router';
import { PartyStreamGame } from '../../features/games/party-stream/game';

export const Route = createFileRoute('/games/party-stream')({
  // Prerendered: How to play paints from HTML, the saved game or a fresh setup fills in once read.
  staticData: { paintsWithoutData: true, fillsInStoredData: true },
  component: PartyStreamGame,
});
