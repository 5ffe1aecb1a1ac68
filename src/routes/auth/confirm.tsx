import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailLinkPage } from '../../features/account/email-link-pages';
import { emailLinkSearch } from '../../features/account/return-to';

// Where the links in our emails lead (confirmation, password reset, sign-in by link).
export const Route = createFileRoute('/auth/confirm')({
  validateSearch: emailLinkSearch,
  component: function ConfirmRoute() {
    const { token_hash, type, redirect } = Route.useSearch();
    return <ConfirmEmailLinkPage tokenHash={token_hash} type={type} redirect={redirect} />;
  },
});
