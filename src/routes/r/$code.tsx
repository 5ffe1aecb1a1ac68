import { createFileRoute, redirect } from '@tanstack/react-router';
import { parseInviteCode } from '../../features/account/invite-code';

// An invite link, /r/{code} (the inviter's profile id): on to sign-up, which keeps the code and
// says who invited. A code that is no profile id still opens sign-up, just without an invite.
export const Route = createFileRoute('/r/$code')({
  beforeLoad: ({ params }) => {
    const ref = parseInviteCode(params.code);
    throw redirect({ to: '/sign-up', search: ref ? { ref } : {}, replace: true });
  },
});
