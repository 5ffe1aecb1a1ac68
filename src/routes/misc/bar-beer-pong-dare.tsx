import { createFileRoute } from '@tanstack/react-router';
import { BeerPongDarePage } from '../../features/misc';

export const Route = createFileRoute('/misc/bar-beer-pong-dare')({
  staticData: {
    head: { title: 'head.beerPongDare.title', description: 'head.beerPongDare.description' },
    layout: 'games',
  },
  component: BeerPongDarePage,
});
