import { createFileRoute } from '@tanstack/react-router';
import { CountryIslandCityGame } from '../../features/games/country-island-city/game';

export const Route = createFileRoute('/games/country-island-city')({
  component: CountryIslandCityGame,
});
