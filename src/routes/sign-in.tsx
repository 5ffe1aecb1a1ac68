import { createFileRoute } from '@tanstack/react-router';
import { AuthPage } from '../features/account/auth-page';
import { authSearch } from '../features/account/return-to';

export const Route = createFileRoute('/sign-in')({
  staticData: {
    head: { title: 'head.signIn.title', description: 'head.signIn.description' },
  },
  validateSearch: authSearch,
  component: function SignInRoute() {
    const { redirect } = Route.useSearch();
    return <AuthPage mode="sign-in" redirect={redirect} />;
  },
});
