import { createFileRoute } from '@tanstack/react-router';
import { AuthPage } from '../features/account/auth-page';
import { InviteBanner } from '../features/account/invite-banner';
import { parseInviteCode } from '../features/account/invite-code';
import { authSearch } from '../features/account/return-to';

export const Route = createFileRoute('/sign-up')({
  staticData: {
    head: { title: 'head.signUp.title', description: 'head.signUp.description' },
  },
  validateSearch: (search: Record<string, unknown>): { redirect?: string; ref?: string } => {
    const ref = parseInviteCode(search.ref);
    return { ...authSearch(search), ...(ref ? { ref } : {}) };
  },
  component: function SignUpRoute() {
    const { redirect, ref } = Route.useSearch();
    return (
      <>
        <InviteBanner code={ref} />
        <AuthPage mode="sign-up" redirect={redirect} />
      </>
    );
  },
});
