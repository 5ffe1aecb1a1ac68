import { createFileRoute } from '@tanstack/react-router';
import { BeerPongDarePage } from '../../features/misc';

export const Route = createFileRoute('/misc/bar-beer-pong-dare')({
  staticData: { layout: 'games' },
  component: BeerPongDarePage,
});
