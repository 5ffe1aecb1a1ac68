import { createFileRoute } from '@tanstack/react-router';
import { SquiffyReview } from '../../features/games/squiffy/review';

export const Route = createFileRoute('/games/squiffy-review')({
  staticData: {
    head: {
      title: 'Review Squiffy',
      description:
        'Tell us how your Squiffy game went: a thumbs up or down, and a note if you like.',
    },
  },
  component: SquiffyReview,
});
