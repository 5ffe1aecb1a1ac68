// The payment functions as this app calls them: through the signed-in supabase-js client (loaded on
// demand by the sync feature, never with the first screen), which sends the user's token and the
// anon key with every call.
import { activeUser } from '../../db';
import type { PremiumState } from '../account';
import { backendClient, hasBackend } from '../sync';
import { checkPremiumForProfile } from './premium-check';
import { PaymentCallError, type InvokePayment, type PaymentFunction } from './subscription';

/** The function's own `{ error }` sentence when it answered with one, for the console. */
async function describeFailure(name: PaymentFunction, error: unknown): Promise<PaymentCallError> {
  const context = (error as { context?: unknown } | null)?.context;
  if (typeof Response !== 'undefined' && context instanceof Response) {
    let detail = `${name} answered ${context.status}`;
    try {
      const body = (await context.clone().json()) as { error?: unknown };
      if (typeof body.error === 'string') detail = body.error;
    } catch {
      // Not JSON: the status says enough.
    }
    return new PaymentCallError(name, detail, context.status);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new PaymentCallError(name, message || `${name} could not be reached`);
}

export const invokePayment: InvokePayment = async (name, body) => {
  if (!hasBackend()) {
    return {
      data: null,
      error: new PaymentCallError(name, 'This copy of Party Dojo has no server'),
    };
  }
  try {
    const client = await backendClient();
    if (!client) throw new Error('This copy of Party Dojo has no server');
    const answer: { data: unknown; error: unknown } = await client.functions.invoke<unknown>(name, {
      body,
    });
    if (answer.error) return { data: null, error: await describeFailure(name, answer.error) };
    return { data: answer.data, error: null };
  } catch (error) {
    return { data: null, error: await describeFailure(name, error) };
  }
};

/** The signed-in user's id, or null. */
export function signedInUserId(): string | null {
  return activeUser.get().userId;
}

/** The signed-in user's email as the session holds it, or null. */
export async function signedInEmail(): Promise<string | null> {
  try {
    const client = await backendClient();
    const { data } = (await client?.auth.getSession()) ?? { data: { session: null } };
    return data.session?.user.email ?? null;
  } catch {
    return null;
  }
}

/** docs/spec/accounts.md "Profile load": the premium check after a load, for the signed-in user. */
export async function refreshPremiumFromServer(userId: string): Promise<PremiumState | null> {
  if (!hasBackend()) return null;
  return checkPremiumForProfile({
    invoke: invokePayment,
    userId,
    userEmail: await signedInEmail(),
  });
}
