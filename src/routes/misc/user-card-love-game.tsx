import { createFileRoute } from '@tanstack/react-router';
import { LoveGamePage } from '../../features/misc';

export const Route = createFileRoute('/misc/user-card-love-game')({
  staticData: {
    head: { title: 'head.loveGame.title', description: 'head.loveGame.description' },
    layout: 'games',
  },
  component: LoveGamePage,
});
