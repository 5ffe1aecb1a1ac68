import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../features/account/profile-page';

export const Route = createFileRoute('/profile')({
  staticData: {
    head: {
      title: 'Your profile',
      description:
        'Your Party Dojo account: dojo coins, rewards, the packs you made and liked, and your settings.',
    },
  },
  component: ProfilePage,
});
