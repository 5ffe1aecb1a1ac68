import { createFileRoute } from '@tanstack/react-router';
import { UserCardDarePage } from '../../features/misc';

export const Route = createFileRoute('/misc/user-card-dare')({
  component: UserCardDarePage,
});
