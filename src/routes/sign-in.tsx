import { createFileRoute } from '@tanstack/react-router';
import { AuthPage } from '../features/account/auth-page';
import { authSearch } from '../features/account/return-to';

export const Route = createFileRoute('/sign-in')({
  staticData: {
    head: {
      title: 'Sign in',
      description: 'Sign in to Party Dojo to keep your packs, coins and rewards on every device.',
    },
  },
  validateSearch: authSearch,
  component: function SignInRoute() {
    const { redirect } = Route.useSearch();
    return <AuthPage mode="sign-in" redirect={redirect} />;
  },
});
