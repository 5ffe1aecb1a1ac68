import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../features/account/profile-page';

export const Route = createFileRoute('/profile')({
  staticData: {
    head: { title: 'head.profile.title', description: 'head.profile.description' },
  },
  component: ProfilePage,
});
