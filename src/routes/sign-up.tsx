import { createFileRoute } from '@tanstack/react-router';
import { AuthPage } from '../features/account/auth-page';
import { authSearch } from '../features/account/return-to';

export const Route = createFileRoute('/sign-up')({
  validateSearch: authSearch,
  component: function SignUpRoute() {
    const { redirect } = Route.useSearch();
    return <AuthPage mode="sign-up" redirect={redirect} />;
  },
});
