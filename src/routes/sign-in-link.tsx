import { createFileRoute } from '@tanstack/react-router';
import { EmailRequestPage } from '../features/account/email-link-pages';
import { authSearch } from '../features/account/return-to';

export const Route = createFileRoute('/sign-in-link')({
  staticData: {
    head: {
      title: 'Sign in by email',
      description: 'Get an email with a link that signs you in to Party Dojo, no password needed.',
    },
  },
  validateSearch: authSearch,
  component: function SignInLinkRoute() {
    const { redirect } = Route.useSearch();
    return <EmailRequestPage kind="link" redirect={redirect} />;
  },
});
