// The emailed links of an account (confirmation again, password reset, sign-in by link, opening
// a link, a new password). Apart from ./index so they load with the account pages that use them,
// never with the first screen.
import { backendClient, emailLinkTarget, type AccountResult } from './account';
import { adoptSignedOutChanges } from './quarantine';

const NO_BACKEND: AccountResult = { error: { code: 'no-backend' } };

function failure(error: { code?: string; status?: number; name?: string }): AccountResult {
  return { error: { code: error.code, status: error.status, name: error.name } };
}

/** The sign-up confirmation email again, for an account still waiting for it. */
export async function resendConfirmation(email: string, returnTo?: string): Promise<AccountResult> {
  const client = await backendClient();
  if (!client) return NO_BACKEND;
  const { error } = await client.auth.resend({
    type: 'signup',
    email,
    options: { emailRedirectTo: emailLinkTarget(returnTo) },
  });
  return error ? failure(error) : { error: null };
}

/** The "choose a new password" email; the answer is the same whether or not the address has an account. */
export async function requestPasswordReset(
  email: string,
  returnTo?: string,
): Promise<AccountResult> {
  const client = await backendClient();
  if (!client) return NO_BACKEND;
  const { error } = await client.auth.resetPasswordForEmail(email, {
    redirectTo: emailLinkTarget(returnTo),
  });
  return error ? failure(error) : { error: null };
}

/** A one-tap sign-in link by email, for an existing account. */
export async function sendSignInLink(email: string, returnTo?: string): Promise<AccountResult> {
  const client = await backendClient();
  if (!client) return NO_BACKEND;
  const { error } = await client.auth.signInWithOtp({
    email,
    options: { shouldCreateUser: false, emailRedirectTo: emailLinkTarget(returnTo) },
  });
  return error ? failure(error) : { error: null };
}

export type EmailLinkType = 'signup' | 'recovery' | 'magiclink' | 'email' | 'invite';

/**
 * Opens an emailed link (its token hash and type): the account is confirmed if it was waiting,
 * and this device is signed in; what it did while signed out becomes the account's.
 */
export async function verifyEmailLink(
  tokenHash: string,
  type: EmailLinkType,
): Promise<AccountResult> {
  const client = await backendClient();
  if (!client) return NO_BACKEND;
  const { data, error } = await client.auth.verifyOtp({ token_hash: tokenHash, type });
  if (error) return failure(error);
  if (data.user) await adoptSignedOutChanges(data.user.id);
  return { error: null };
}

/** Saves a new password for the signed-in account (after a reset link, or from the profile). */
export async function setNewPassword(password: string): Promise<AccountResult> {
  const client = await backendClient();
  if (!client) return NO_BACKEND;
  const { error } = await client.auth.updateUser({ password });
  return error ? failure(error) : { error: null };
}
