import { createFileRoute } from '@tanstack/react-router';
import { EmailRequestPage } from '../features/account/email-link-pages';
import { authSearch } from '../features/account/return-to';

export const Route = createFileRoute('/forgot-password')({
  staticData: {
    head: { title: 'head.forgotPassword.title', description: 'head.forgotPassword.description' },
  },
  validateSearch: authSearch,
  component: function ForgotPasswordRoute() {
    const { redirect } = Route.useSearch();
    return <EmailRequestPage kind="reset" redirect={redirect} />;
  },
});
