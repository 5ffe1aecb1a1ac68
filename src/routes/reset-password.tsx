import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/account/email-link-pages';
import { authSearch } from '../features/account/return-to';

export const Route = createFileRoute('/reset-password')({
  validateSearch: authSearch,
  component: function ResetPasswordRoute() {
    const { redirect } = Route.useSearch();
    return <ResetPasswordPage redirect={redirect} />;
  },
});
