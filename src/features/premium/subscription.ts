import * as v from 'valibot';
import { currentLang, t } from '../../lib/i18n';

// docs/spec/accounts.md "The payment service" and docs/spec/messages.md "Subscription", with the call itself passed in, so every
// path (and every wait between retries) is tested without a server (subscription.test.ts). The
// app's wiring to the payment functions is in ./functions.ts. Every answer is read through its
// schema below (the premium surface's side of `src/lib/api-answer.ts`): a malformed one is a
// failed call, never a guess.

/** The payment functions the client calls (the webhook is the payment service's alone). */
export type PaymentFunction =
  'create-checkout-session' | 'cancel-subscription' | 'check-subscription';

/** One call: the function's JSON answer, or what went wrong. Never throws. */
export type InvokePayment = (
  name: PaymentFunction,
  body: Record<string, unknown>,
) => Promise<{ data: unknown; error: unknown }>;

/** docs/spec/accounts.md "Subscription status (as read from the server)", plus the period end. */
export interface ServerSubscriptionStatus {
  isPremium: boolean;
  isCanceled: boolean;
  isPastDue: boolean;
  message: string;
  /** Unix seconds, or null when the server has none. */
  currentPeriodEnd: number | null;
}

/** docs/spec/accounts.md: 3 attempts, 2000 ms before the second, doubling after each failure. */
export const RETRY_ATTEMPTS = 3;
export const FIRST_RETRY_WAIT_MS = 2000;

export const ALL_RETRIES_FAILED = 'All retries failed';
export const NO_RESPONSE_AFTER_RETRIES = 'No response after retries';

/** docs/spec/accounts.md: any failure counts as not premium, not canceled, not past due. */
export function notPremiumStatus(message: string): ServerSubscriptionStatus {
  return { isPremium: false, isCanceled: false, isPastDue: false, message, currentPeriodEnd: null };
}

/** Who a check is about; each field is sent as null when it is missing (docs/spec/accounts.md). */
export interface SubscriptionIdentity {
  customerId?: string | null;
  userEmail?: string | null;
  userId?: string | null;
}

export function checkPayload(identity: SubscriptionIdentity): Record<string, unknown> {
  return {
    customerId: identity.customerId ?? null,
    userEmail: identity.userEmail ?? null,
    userId: identity.userId ?? null,
  };
}

/** check-subscription's answer (supabase/functions/_shared/premium.ts `SubscriptionStatus`). */
const StatusAnswer = v.object({
  isPremium: v.boolean(),
  isCanceled: v.boolean(),
  isPastDue: v.optional(v.boolean(), false),
  message: v.optional(v.string(), ''),
  currentPeriodEnd: v.optional(v.nullable(v.number()), null),
});

/** create-checkout-session's answer: where to send the buyer. */
const CheckoutAnswer = v.object({
  url: v.pipe(v.string(), v.url()),
  sessionId: v.optional(v.nullable(v.string()), null),
});

const UNREADABLE_CANCEL_ANSWER = 'The cancellation answer was unreadable';

/** cancel-subscription's answer (`ended` only with `immediately`). */
const CancelAnswer = v.object({
  isCanceled: v.boolean(),
  currentPeriodEnd: v.optional(v.nullable(v.number()), null),
  ended: v.optional(v.boolean(), false),
});

/** A check's answer as docs/spec/accounts.md reads it, or null when it is not one. */
export function readStatus(data: unknown): ServerSubscriptionStatus | null {
  const parsed = v.safeParse(StatusAnswer, data);
  return parsed.success ? parsed.output : null;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'The subscription check failed';
}

export type Sleep = (ms: number) => Promise<void>;
export const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** How a round of retried attempts ended. */
export type RetryOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; message: typeof ALL_RETRIES_FAILED | typeof NO_RESPONSE_AFTER_RETRIES };

/**
 * Up to RETRY_ATTEMPTS calls of `attempt`, waiting 2000 ms after the first failure and twice as
 * long after each next one (calls at 0, 2000 and 6000 ms). An attempt fails by throwing, or by
 * answering nothing (undefined or null). When the last attempt threw, the outcome is "All retries
 * failed"; when it answered nothing, "No response after retries".
 */
export async function withRetries<T>(
  attempt: () => Promise<T | null | undefined>,
  wait: Sleep = sleep,
): Promise<RetryOutcome<T>> {
  let delay = FIRST_RETRY_WAIT_MS;
  let lastThrew = false;
  for (let i = 0; i < RETRY_ATTEMPTS; i++) {
    if (i > 0) {
      await wait(delay);
      delay *= 2;
    }
    try {
      const value = await attempt();
      if (value !== null && value !== undefined) return { ok: true, value };
      lastThrew = false;
    } catch {
      lastThrew = true;
    }
  }
  return { ok: false, message: lastThrew ? ALL_RETRIES_FAILED : NO_RESPONSE_AFTER_RETRIES };
}

/** One check-subscription call: its answer, null when it answered nothing; throws on an error. */
async function checkOnce(
  invoke: InvokePayment,
  payload: Record<string, unknown>,
): Promise<ServerSubscriptionStatus | null> {
  const { data, error } = await invoke('check-subscription', payload);
  if (error) throw error instanceof Error ? error : new Error(errorMessage(error));
  if (data === null || data === undefined) return null;
  const status = readStatus(data);
  if (!status) throw new Error('The subscription check answered something unreadable');
  return status;
}

/** docs/spec/accounts.md one-shot lookup: one call; on failure, non-premium defaults carrying the error message. */
export async function lookupSubscription(
  invoke: InvokePayment,
  identity: SubscriptionIdentity,
): Promise<ServerSubscriptionStatus> {
  try {
    const status = await checkOnce(invoke, checkPayload(identity));
    return status ?? notPremiumStatus('The subscription check gave no answer');
  } catch (error) {
    return notPremiumStatus(errorMessage(error));
  }
}

/**
 * docs/spec/accounts.md status check with a caller-supplied payload: retried as withRetries does; never throws.
 * After all attempts fail: non-premium defaults with "All retries failed" or, when nothing
 * answered, "No response after retries".
 */
export async function checkSubscriptionWithRetry(
  invoke: InvokePayment,
  payload: Record<string, unknown>,
  wait: Sleep = sleep,
): Promise<ServerSubscriptionStatus> {
  const outcome = await withRetries(() => checkOnce(invoke, payload), wait);
  return outcome.ok ? outcome.value : notPremiumStatus(outcome.message);
}

/** A payment call that failed: logged, and rethrown for the page to say so in one sentence. */
export class PaymentCallError extends Error {
  constructor(
    readonly call: PaymentFunction,
    message: string,
    /** The HTTP status when the function answered, null when it was never reached. */
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'PaymentCallError';
  }
}

function asCallError(call: PaymentFunction, error: unknown): PaymentCallError {
  if (error instanceof PaymentCallError) return error;
  return new PaymentCallError(call, errorMessage(error));
}

export interface CheckoutSession {
  url: string;
  sessionId: string | null;
}

/**
 * docs/spec/accounts.md create-checkout-session; errors are logged and rethrown (docs/spec/messages.md).
 * Stripe's checkout page speaks the page's language (`lang`).
 */
export async function createCheckoutSession(
  invoke: InvokePayment,
  userId: string,
  priceId: string,
  lang = currentLang(),
): Promise<CheckoutSession> {
  try {
    const { data, error } = await invoke('create-checkout-session', {
      userId,
      price_id: priceId,
      lang,
    });
    if (error) throw asCallError('create-checkout-session', error);
    const answer = v.safeParse(CheckoutAnswer, data);
    if (!answer.success) {
      throw new PaymentCallError('create-checkout-session', 'The checkout answer had no address');
    }
    return answer.output;
  } catch (error) {
    console.error('[premium] create-checkout-session', error);
    throw asCallError('create-checkout-session', error);
  }
}

export interface CancelResult {
  isCanceled: boolean;
  /** Unix seconds: the period's end, or with `immediately` the moment it ended. */
  currentPeriodEnd: number | null;
  /** With `immediately`: whether a subscription was ended now (false: there was none to end). */
  ended: boolean;
}

export interface CancelOptions {
  /**
   * End it now rather than at the period's end (no further charge, no refund), as deleting the
   * account needs. The server's 404 "No subscription to cancel" then means nothing is left to
   * end: it resolves with `ended: false` rather than failing.
   */
  immediately?: boolean;
}

/** docs/spec/accounts.md cancel-subscription (at the period's end); errors are logged and rethrown (docs/spec/messages.md). */
export async function cancelSubscription(
  invoke: InvokePayment,
  payload: Record<string, unknown>,
  options: CancelOptions = {},
): Promise<CancelResult> {
  const immediately = options.immediately === true;
  try {
    const { data, error } = await invoke(
      'cancel-subscription',
      immediately ? { ...payload, immediately: true } : payload,
    );
    if (error) throw asCallError('cancel-subscription', error);
    const answer = v.safeParse(CancelAnswer, data);
    if (!answer.success) {
      throw new PaymentCallError('cancel-subscription', UNREADABLE_CANCEL_ANSWER);
    }
    return { ...answer.output, ended: immediately && answer.output.ended };
  } catch (error) {
    if (immediately && error instanceof PaymentCallError && error.status === 404) {
      return { isCanceled: false, currentPeriodEnd: null, ended: false };
    }
    console.error('[premium] cancel-subscription', error);
    throw asCallError('cancel-subscription', error);
  }
}

/**
 * cancel-subscription with `resume`: takes back a cancel at the period's end while the period
 * still runs, so premium renews as before. Errors are logged and rethrown.
 */
export async function resumeSubscription(
  invoke: InvokePayment,
  payload: Record<string, unknown>,
): Promise<Omit<CancelResult, 'ended'>> {
  try {
    const { data, error } = await invoke('cancel-subscription', { ...payload, resume: true });
    if (error) throw asCallError('cancel-subscription', error);
    const answer = v.safeParse(CancelAnswer, data);
    if (!answer.success) {
      throw new PaymentCallError('cancel-subscription', UNREADABLE_CANCEL_ANSWER);
    }
    return {
      isCanceled: answer.output.isCanceled,
      currentPeriodEnd: answer.output.currentPeriodEnd,
    };
  } catch (error) {
    console.error('[premium] resume subscription', error);
    throw asCallError('cancel-subscription', error);
  }
}

/** The one plain sentence a person sees when resuming did not work. */
export function resumeFailureSentence(error: unknown, online: boolean): string {
  if (!online) return t('premium.profile.offlineResume');
  if (error instanceof PaymentCallError && error.status === 404) {
    return t('premium.error.resumeEnded');
  }
  if (error instanceof PaymentCallError && error.message === UNREADABLE_CANCEL_ANSWER) {
    return t('premium.error.resumeUnreadable');
  }
  return t('premium.error.resumeFailed');
}

/** The one plain sentence a person sees when checkout could not start. */
export function checkoutFailureSentence(error: unknown, online: boolean): string {
  if (!online) return t('premium.error.offlineCheckout');
  if (error instanceof PaymentCallError && error.status === 401) {
    return t('premium.error.signInExpired');
  }
  if (error instanceof PaymentCallError && error.status === 409) {
    return t('premium.error.alreadyPremium');
  }
  if (error instanceof PaymentCallError && error.status === 404) {
    return t('premium.error.accountSettingUp');
  }
  return t('premium.error.checkoutFailed');
}

/** The one plain sentence a person sees when cancelling did not go through. */
export function cancelFailureSentence(error: unknown, online: boolean): string {
  if (!online) return t('premium.profile.offlineCancel');
  if (error instanceof PaymentCallError && error.status === 404) {
    return t('premium.error.nothingToCancel');
  }
  if (error instanceof PaymentCallError && error.message === UNREADABLE_CANCEL_ANSWER) {
    // The server may well have cancelled it: never tell the person it is unchanged.
    return t('premium.error.cancelUnreadable');
  }
  return t('premium.error.cancelFailed');
}
