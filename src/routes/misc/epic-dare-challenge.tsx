import { createFileRoute } from '@tanstack/react-router';
import { EpicChallengePage } from '../../features/misc';

export const Route = createFileRoute('/misc/epic-dare-challenge')({
  staticData: {
    head: {
      title: 'Epic dare challenge',
      description:
        'Dares in rising levels: each one done scores its level in points, and every skip costs some.',
    },
    layout: 'challenge',
  },
  component: EpicChallengePage,
});
