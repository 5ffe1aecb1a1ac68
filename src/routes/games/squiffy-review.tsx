import { createFileRoute } from '@tanstack/react-router';
import { SquiffyReview } from '../../features/games/squiffy/review';

export const Route = createFileRoute('/games/squiffy-review')({
  staticData: {
    head: { title: 'head.squiffyReview.title', description: 'head.squiffyReview.description' },
  },
  component: SquiffyReview,
});
