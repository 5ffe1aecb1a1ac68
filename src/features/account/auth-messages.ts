// What a person reads when signing in or up goes wrong: one plain sentence, never a raw code.
// Supabase Auth answers with `code` (e.g. "invalid_credentials"); docs/spec/messages.md names the identity
// service's codes in its own spelling ("wrong-password"); both map here.

import { t, type MessageKey } from '../../lib/i18n';

/** What the identity service said, as supabase-js hands it over. */
export interface AuthFailure {
  code?: string | undefined;
  status?: number | undefined;
  name?: string | undefined;
}

const MESSAGE_KEYS = {
  offline: 'account.error.offline',
  badCredentials: 'account.error.badCredentials',
  emailTaken: 'account.error.emailTaken',
  weakPassword: 'account.error.weakPassword',
  badEmail: 'account.error.badEmail',
  tooMany: 'account.error.tooMany',
  notConfirmed: 'account.error.notConfirmed',
  linkExpired: 'account.error.linkExpired',
  samePassword: 'account.error.samePassword',
  noAccount: 'account.error.noAccount',
  emailWait: 'account.error.emailWait',
  recentLogin: 'account.error.recentLogin',
  domain: 'account.error.domain',
  popupBlocked: 'account.error.popupBlocked',
  popupClosed: 'account.error.popupClosed',
  signupClosed: 'account.error.signupClosed',
  sessionEnded: 'account.error.sessionEnded',
  noServer: 'account.error.noServer',
  unknown: 'account.error.unknown',
} as const satisfies Record<string, MessageKey>;

export type AuthMessageId = keyof typeof MESSAGE_KEYS;

/**
 * Each sentence in the language the app is showing (src/lib/i18n messages/<lang>/account.ts),
 * read when it is shown.
 */
export const AUTH_MESSAGES = {} as Readonly<Record<AuthMessageId, string>>;
for (const id of Object.keys(MESSAGE_KEYS) as AuthMessageId[]) {
  Object.defineProperty(AUTH_MESSAGES, id, { enumerable: true, get: () => t(MESSAGE_KEYS[id]) });
}

const BY_CODE: Readonly<Record<string, AuthMessageId>> = {
  // Supabase Auth
  invalid_credentials: 'badCredentials',
  user_not_found: 'badCredentials',
  user_already_exists: 'emailTaken',
  email_exists: 'emailTaken',
  weak_password: 'weakPassword',
  email_address_invalid: 'badEmail',
  validation_failed: 'badEmail',
  over_request_rate_limit: 'tooMany',
  over_email_send_rate_limit: 'emailWait',
  otp_expired: 'linkExpired',
  flow_state_expired: 'linkExpired',
  flow_state_not_found: 'linkExpired',
  bad_code_verifier: 'linkExpired',
  same_password: 'samePassword',
  otp_disabled: 'noAccount',
  email_not_confirmed: 'notConfirmed',
  reauthentication_needed: 'recentLogin',
  signup_disabled: 'signupClosed',
  email_provider_disabled: 'signupClosed',
  session_expired: 'sessionEnded',
  session_not_found: 'sessionEnded',
  refresh_token_not_found: 'sessionEnded',
  // docs/spec/messages.md identity codes
  'wrong-password': 'badCredentials',
  'user-not-found': 'badCredentials',
  'invalid-credential': 'badCredentials',
  'invalid-email': 'badEmail',
  'email-already-in-use': 'emailTaken',
  'weak-password': 'weakPassword',
  'too-many-requests': 'tooMany',
  'network-request-failed': 'offline',
  'requires-recent-login': 'recentLogin',
  'unauthorized-domain': 'domain',
  'popup-blocked': 'popupBlocked',
  'popup-closed-by-user': 'popupClosed',
  'no-backend': 'noServer',
};

/** One sentence for a failed sign-in or sign-up; unknown codes get a calm generic line. */
export function authMessage(failure: AuthFailure): string {
  if (failure.code && Object.hasOwn(BY_CODE, failure.code))
    return AUTH_MESSAGES[BY_CODE[failure.code]!];
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
  if (!email.trim()) return t('account.error.enterEmail');
  if (!EMAIL.test(email.trim())) return AUTH_MESSAGES.badEmail;
  return undefined;
}

/** A new password's problem, if any: the same rule on sign-up and on the set-new-password page. */
export function checkNewPassword(password: string): string | undefined {
  if (!password) return t('account.error.enterNewPassword');
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
  if (!password) problems.password = t('account.error.enterPassword');
  else if (mode === 'sign-up' && password.length < MIN_PASSWORD_LENGTH) {
    problems.password = AUTH_MESSAGES.weakPassword;
  }
  return problems;
}
