import { createFileRoute } from '@tanstack/react-router';
import { LoveGamePage } from '../../features/misc';

export const Route = createFileRoute('/misc/user-card-love-game')({
  staticData: { layout: 'games' },
  component: LoveGamePage,
});
