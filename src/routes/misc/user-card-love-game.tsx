import { createFileRoute } from '@tanstack/react-router';
import { LoveGamePage } from '../../features/misc';

export const Route = createFileRoute('/misc/user-card-love-game')({
  staticData: {
    head: {
      title: 'Love game',
      description:
        'Questions and small tasks for two, taken in turns: answer honestly, do it, or pass.',
    },
    layout: 'games',
  },
  component: LoveGamePage,
});
