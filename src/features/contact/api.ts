import * as v from 'valibot';
import { t } from '../../lib/i18n';
import { UNREADABLE_ANSWER } from '../../lib/api-answer';
import { backendClient } from '../sync';

// The contact surface's calls to the server. Email opt-outs live on the server only
// (supabase/migrations/*_email_opt_outs.sql): a mail sender must see them, so they cannot wait in
// an outbox. Every call needs a connection, and says so when there is none instead of pretending
// it worked. Each answer is read against its schema; an unreadable one is a plain sentence and
// changes nothing.

const UnsubscribeAnswer = v.variant('status', [
  v.object({ status: v.literal('unsubscribed'), already: v.optional(v.boolean()) }),
  v.object({ status: v.picklist(['invalid', 'expired', 'no-account']) }),
]);

/** The opt-out flag as the server holds it. */
const OptedOut = v.boolean();

export type OptOutFailure =
  /** no connection: nothing was recorded */
  | { status: 'offline' }
  /** this copy of the app has no server */
  | { status: 'no-server' }
  /** the server refused or sent an unreadable answer: nothing was recorded (a plain sentence) */
  | { status: 'error'; message: string };

export type UnsubscribeResult =
  /** recorded now, or `already` recorded before */
  | { status: 'unsubscribed'; already: boolean }
  /** the token is forged, cut short or from elsewhere: nothing changed */
  | { status: 'invalid' }
  /** a genuine link more than a year old, or sent to an address the account no longer uses */
  | { status: 'expired' }
  /** a genuine link for an account that no longer exists */
  | { status: 'no-account' }
  | OptOutFailure;

function offline(): boolean {
  return globalThis.navigator?.onLine === false;
}

interface RpcAnswer {
  data: unknown;
  error: { message: string } | null;
  status: number;
}

/** Turns a failed RPC into what the person is told; status 0 is "no answer at all". */
function failure(answer: RpcAnswer): OptOutFailure {
  if (answer.status === 0 || offline()) return { status: 'offline' };
  console.error('[opt-out]', answer.error ?? answer.status);
  return { status: 'error', message: t('unsubscribe.refused') };
}

async function call(
  run: (client: NonNullable<Awaited<ReturnType<typeof backendClient>>>) => PromiseLike<RpcAnswer>,
): Promise<RpcAnswer | OptOutFailure> {
  if (offline()) return { status: 'offline' };
  let client: Awaited<ReturnType<typeof backendClient>>;
  try {
    client = await backendClient();
  } catch {
    // the client's code could not load: no connection and not in the cache
    return { status: 'offline' };
  }
  if (!client) return { status: 'no-server' };
  try {
    return await run(client);
  } catch {
    return { status: 'offline' };
  }
}

function isFailure(value: RpcAnswer | OptOutFailure): value is OptOutFailure {
  return 'status' in value && typeof value.status === 'string';
}

/** Records the opt-out an email's signed link asks for. No sign-in needed. */
export async function unsubscribeWithToken(token: string): Promise<UnsubscribeResult> {
  const answer = await call((client) => client.rpc('unsubscribe', { token: token.trim() }));
  if (isFailure(answer)) return answer;
  if (answer.error || answer.status >= 300) return failure(answer);
  const data = v.safeParse(UnsubscribeAnswer, answer.data);
  if (!data.success) return { status: 'error', message: UNREADABLE_ANSWER };
  if (data.output.status === 'unsubscribed') {
    return { status: 'unsubscribed', already: data.output.already === true };
  }
  return { status: data.output.status };
}

export type OptOutRead = { status: 'ok'; optedOut: boolean } | OptOutFailure;

/** Whether the signed-in user asked for no email. */
export async function readEmailOptOut(): Promise<OptOutRead> {
  const answer = await call((client) => client.rpc('my_email_opt_out'));
  if (isFailure(answer)) return answer;
  if (answer.error || answer.status >= 300) return failure(answer);
  return readOptedOut(answer.data);
}

/** Turns email off (true) or back on (false) for the signed-in user. */
export async function setEmailOptOut(optedOut: boolean): Promise<OptOutRead> {
  const answer = await call((client) =>
    client.rpc('set_my_email_opt_out', { opted_out: optedOut }),
  );
  if (isFailure(answer)) return answer;
  if (answer.error || answer.status >= 300) return failure(answer);
  return readOptedOut(answer.data);
}

function readOptedOut(data: unknown): OptOutRead {
  const flag = v.safeParse(OptedOut, data);
  if (!flag.success) return { status: 'error', message: UNREADABLE_ANSWER };
  return { status: 'ok', optedOut: flag.output };
}
