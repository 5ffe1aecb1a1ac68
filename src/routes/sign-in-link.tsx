import { createFileRoute } from '@tanstack/react-router';
import { EmailRequestPage } from '../features/account/email-link-pages';
import { authSearch } from '../features/account/return-to';

export const Route = createFileRoute('/sign-in-link')({
  staticData: {
    head: { title: 'head.signInLink.title', description: 'head.signInLink.description' },
  },
  validateSearch: authSearch,
  component: function SignInLinkRoute() {
    const { redirect } = Route.useSearch();
    return <EmailRequestPage kind="link" redirect={redirect} />;
  },
});
