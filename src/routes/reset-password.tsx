import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/account/email-link-pages';
import { authSearch } from '../features/account/return-to';

export const Route = createFileRoute('/reset-password')({
  staticData: {
    head: { title: 'head.resetPassword.title', description: 'head.resetPassword.description' },
  },
  validateSearch: authSearch,
  component: function ResetPasswordRoute() {
    const { redirect } = Route.useSearch();
    return <ResetPasswordPage redirect={redirect} />;
  },
});
