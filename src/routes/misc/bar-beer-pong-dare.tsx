import { createFileRoute } from '@tanstack/react-router';
import { BeerPongDarePage } from '../../features/misc';

export const Route = createFileRoute('/misc/bar-beer-pong-dare')({
  staticData: {
    head: {
      title: 'Beer pong dare',
      description: 'The dare for the defender when a cup is sunk at the beer pong table.',
    },
    layout: 'games',
  },
  component: BeerPongDarePage,
});
