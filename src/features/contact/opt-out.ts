import { useCallback, useEffect, useState } from 'react';
import { useActiveUserId } from '../../db';
import { backendClient } from '../sync';

// Email opt-outs live on the server only (supabase/migrations/*_email_opt_outs.sql): a mail sender
// must see them, so they cannot wait in an outbox. Every call here needs a connection, and says so
// when there is none instead of pretending it worked.

export type OptOutFailure =
  /** no connection: nothing was recorded */
  | { status: 'offline' }
  /** this copy of the app has no server */
  | { status: 'no-server' }
  /** the server answered with an error: nothing was recorded */
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
  return { status: 'error', message: answer.error?.message ?? `HTTP ${answer.status}` };
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
  const data = answer.data as { status?: unknown; already?: unknown } | null;
  if (data?.status === 'unsubscribed') return { status: 'unsubscribed', already: !!data.already };
  if (data?.status === 'invalid') return { status: 'invalid' };
  if (data?.status === 'expired') return { status: 'expired' };
  if (data?.status === 'no-account') return { status: 'no-account' };
  return { status: 'error', message: 'The server sent an answer this page does not know.' };
}

export type OptOutRead = { status: 'ok'; optedOut: boolean } | OptOutFailure;

/** Whether the signed-in user asked for no email. */
export async function readEmailOptOut(): Promise<OptOutRead> {
  const answer = await call((client) => client.rpc('my_email_opt_out'));
  if (isFailure(answer)) return answer;
  if (answer.error || answer.status >= 300) return failure(answer);
  return { status: 'ok', optedOut: answer.data === true };
}

/** Turns email off (true) or back on (false) for the signed-in user. */
export async function setEmailOptOut(optedOut: boolean): Promise<OptOutRead> {
  const answer = await call((client) =>
    client.rpc('set_my_email_opt_out', { opted_out: optedOut }),
  );
  if (isFailure(answer)) return answer;
  if (answer.error || answer.status >= 300) return failure(answer);
  return { status: 'ok', optedOut: answer.data === true };
}

export interface EmailOptOutState {
  /** 'signed-out': there is no account to set it for */
  status: 'signed-out' | 'loading' | 'saving' | 'ready' | OptOutFailure['status'];
  /** the server's value, once read (null until then) */
  optedOut: boolean | null;
  /** why the last read or save failed, in plain words */
  error: string | null;
  /** reads the value again (after going back online) */
  reload: () => void;
  /** saves a new value; resolves when the server has it (or failed) */
  set: (optedOut: boolean) => Promise<void>;
}

function describe(failed: OptOutFailure, doing: string): string {
  if (failed.status === 'offline') return `${doing} needs a connection, and you are offline.`;
  if (failed.status === 'no-server') return 'This copy of Party Dojo has no server to ask.';
  return `${doing} failed: ${failed.message}`;
}

/**
 * The signed-in user's email opt-out, for the profile page and /info/unsubscribe: read from the
 * server on mount, saved on the server by `set`. Never shows a value the server has not confirmed.
 */
export function useEmailOptOut(): EmailOptOutState {
  const userId = useActiveUserId();
  const [optedOut, setOptedOut] = useState<boolean | null>(null);
  const [status, setStatus] = useState<EmailOptOutState['status']>('loading');
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!userId) {
      setStatus('signed-out');
      setOptedOut(null);
      return;
    }
    let live = true;
    setStatus('loading');
    void readEmailOptOut().then((read) => {
      if (!live) return;
      if (read.status === 'ok') {
        setOptedOut(read.optedOut);
        setStatus('ready');
        setError(null);
      } else {
        setStatus(read.status);
        setError(describe(read, 'Checking your email setting'));
      }
    });
    return () => {
      live = false;
    };
  }, [userId, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const set = useCallback(async (next: boolean) => {
    setStatus('saving');
    const saved = await setEmailOptOut(next);
    if (saved.status === 'ok') {
      setOptedOut(saved.optedOut);
      setStatus('ready');
      setError(null);
    } else {
      // the value on screen stays the server's last one
      setStatus('ready');
      setError(describe(saved, 'Changing your email setting'));
    }
  }, []);

  return { status, optedOut, error, reload, set };
}
