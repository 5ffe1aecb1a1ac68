import { createFileRoute } from '@tanstack/react-router';
import { CountryIslandCityGame } from '../../features/games/cic-game';

export const Route = createFileRoute('/games/country-island-city')({
  staticData: { layout: 'games', inGame: true },
  component: CountryIslandCityGame,
});
