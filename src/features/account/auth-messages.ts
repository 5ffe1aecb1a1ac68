// What a person reads when signing in or up goes wrong: one plain sentence, never a raw code.
// Supabase Auth answers with `code` (e.g. "invalid_credentials"); docs/spec/messages.md names the identity
// service's codes in its own spelling ("wrong-password"); both map here.

/** What the identity service said, as supabase-js hands it over. */
export interface AuthFailure {
  code?: string | undefined;
  status?: number | undefined;
  name?: string | undefined;
}

export const AUTH_MESSAGES = {
  offline:
    'Signing in needs a connection. Everything else keeps working offline, and what you do is kept on this device.',
  badCredentials: "That email and password don't match an account. Check both and try again.",
  emailTaken: 'An account with this email already exists. Sign in instead.',
  weakPassword: 'Choose a longer password: at least 8 characters.',
  badEmail: "That doesn't look like an email address.",
  tooMany: 'Too many tries in a short time. Wait a minute, then try again.',
  notConfirmed: 'Confirm your email first: open the link we sent you, then sign in.',
  linkExpired: 'This link has expired or was already used. Ask for a new one below.',
  samePassword: 'That is already your password. Choose a different one.',
  noAccount: 'No account uses this email yet. Create one instead.',
  emailWait: 'We just sent you an email. Wait a minute before asking for another one.',
  recentLogin: 'For your safety, sign in again before doing that.',
  domain: "Signing in isn't allowed from this address.",
  popupBlocked:
    'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  popupClosed: 'The sign-in window closed before you finished. Try again when you are ready.',
  signupClosed: "New accounts can't be made right now. Try again later.",
  sessionEnded: 'Your session has ended. Sign in again.',
  noServer: 'This copy of Party Dojo has no server to sign in to.',
  unknown: 'Something went wrong on our side. Try again in a moment.',
} as const;

const BY_CODE: Readonly<Record<string, string>> = {
  // Supabase Auth
  invalid_credentials: AUTH_MESSAGES.badCredentials,
  user_not_found: AUTH_MESSAGES.badCredentials,
  user_already_exists: AUTH_MESSAGES.emailTaken,
  email_exists: AUTH_MESSAGES.emailTaken,
  weak_password: AUTH_MESSAGES.weakPassword,
  email_address_invalid: AUTH_MESSAGES.badEmail,
  validation_failed: AUTH_MESSAGES.badEmail,
  over_request_rate_limit: AUTH_MESSAGES.tooMany,
  over_email_send_rate_limit: AUTH_MESSAGES.emailWait,
  otp_expired: AUTH_MESSAGES.linkExpired,
  flow_state_expired: AUTH_MESSAGES.linkExpired,
  flow_state_not_found: AUTH_MESSAGES.linkExpired,
  bad_code_verifier: AUTH_MESSAGES.linkExpired,
  same_password: AUTH_MESSAGES.samePassword,
  otp_disabled: AUTH_MESSAGES.noAccount,
  email_not_confirmed: AUTH_MESSAGES.notConfirmed,
  reauthentication_needed: AUTH_MESSAGES.recentLogin,
  signup_disabled: AUTH_MESSAGES.signupClosed,
  email_provider_disabled: AUTH_MESSAGES.signupClosed,
  session_expired: AUTH_MESSAGES.sessionEnded,
  session_not_found: AUTH_MESSAGES.sessionEnded,
  refresh_token_not_found: AUTH_MESSAGES.sessionEnded,
  // docs/spec/messages.md identity codes
  'wrong-password': AUTH_MESSAGES.badCredentials,
  'user-not-found': AUTH_MESSAGES.badCredentials,
  'invalid-credential': AUTH_MESSAGES.badCredentials,
  'invalid-email': AUTH_MESSAGES.badEmail,
  'email-already-in-use': AUTH_MESSAGES.emailTaken,
  'weak-password': AUTH_MESSAGES.weakPassword,
  'too-many-requests': AUTH_MESSAGES.tooMany,
  'network-request-failed': AUTH_MESSAGES.offline,
  'requires-recent-login': AUTH_MESSAGES.recentLogin,
  'unauthorized-domain': AUTH_MESSAGES.domain,
  'popup-blocked': AUTH_MESSAGES.popupBlocked,
  'popup-closed-by-user': AUTH_MESSAGES.popupClosed,
  'no-backend': AUTH_MESSAGES.noServer,
};

/** One sentence for a failed sign-in or sign-up; unknown codes get a calm generic line. */
export function authMessage(failure: AuthFailure): string {
  if (failure.code && Object.hasOwn(BY_CODE, failure.code)) return BY_CODE[failure.code]!;
  // supabase-js reports a request that never reached the server as a retryable fetch error.
  if (failure.name === 'AuthRetryableFetchError' || failure.status === 0) {
    return AUTH_MESSAGES.offline;
  }
  if (failure.status === 429) return AUTH_MESSAGES.tooMany;
  return AUTH_MESSAGES.unknown;
}

/** Our own minimum, checked before asking the server, so the rule is the same everywhere. */
export const MIN_PASSWORD_LENGTH = 8;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The email field's problem, if any. */
export function checkEmailAddress(email: string): string | undefined {
  if (!email.trim()) return 'Enter your email address.';
  if (!EMAIL.test(email.trim())) return AUTH_MESSAGES.badEmail;
  return undefined;
}

/** A new password's problem, if any: the same rule on sign-up and on the set-new-password page. */
export function checkNewPassword(password: string): string | undefined {
  if (!password) return 'Enter a new password.';
  if (password.length < MIN_PASSWORD_LENGTH) return AUTH_MESSAGES.weakPassword;
  return undefined;
}

export function checkCredentials(
  email: string,
  password: string,
  mode: 'sign-in' | 'sign-up',
): { email?: string; password?: string } {
  const problems: { email?: string; password?: string } = {};
  const emailProblem = checkEmailAddress(email);
  if (emailProblem) problems.email = emailProblem;
  if (!password) problems.password = 'Enter your password.';
  else if (mode === 'sign-up' && password.length < MIN_PASSWORD_LENGTH) {
    problems.password = AUTH_MESSAGES.weakPassword;
  }
  return problems;
}
