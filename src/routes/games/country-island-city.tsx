import { createFileRoute } from '@tanstack/react-router';
import { CountryIslandCityGame } from '../../features/games/country-island-city/game';

export const Route = createFileRoute('/games/country-island-city')({
  // Prerendered: how a round goes paints from HTML, the saved game or a fresh setup fills in.
  staticData: { paintsWithoutData: true, fillsInStoredData: true },
  component: CountryIslandCityGame,
});
