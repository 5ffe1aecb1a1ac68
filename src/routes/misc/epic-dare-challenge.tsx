import { createFileRoute } from '@tanstack/react-router';
import { EpicChallengePage } from '../../features/misc';

export const Route = createFileRoute('/misc/epic-dare-challenge')({
  staticData: { layout: 'challenge' },
  component: EpicChallengePage,
});
