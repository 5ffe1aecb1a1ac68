import { createFileRoute } from '@tanstack/react-router';
import { EpicChallengePage } from '../../features/misc';

export const Route = createFileRoute('/misc/epic-dare-challenge')({
  staticData: {
    head: { title: 'head.epicDare.title', description: 'head.epicDare.description' },
    layout: 'challenge',
  },
  component: EpicChallengePage,
});
