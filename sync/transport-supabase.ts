// The SyncTransport over supabase-js: push(), push_anonymous() and pull() are RPCs, the session
// is supabase-js's (push_anonymous also works with the anon key alone).
// Its one job beyond the calls is to classify failures (engine.ts TransportErrorKind), because
// that decides between retrying, refreshing, bisecting and quarantining. Each pulled change is
// checked against its kind's shape (pull-validation.ts) before the engine sees the page.

import { isAuthRetryableFetchError, type SupabaseClient } from '@supabase/supabase-js';
import type { Database, Json } from './database.types';
import { TransportError, type SyncTransport, type TransportErrorKind } from './engine';
import type {
  AnonymousOp,
  Op,
  PullKeysResponse,
  PullResponse,
  PushAnonymousResponse,
  PushResponse,
} from './protocol';
import { malformedChange, UNREADABLE_PULL_MESSAGE } from './pull-validation';

export interface SupabaseTransportOptions {
  /** A request with no answer after this long counts as no answer (offline). */
  timeoutMs?: number;
}

/** HTTP status → what the engine does about it. */
export function classifyStatus(status: number): TransportErrorKind {
  if (status === 0) return 'offline';
  if (status === 401 || status === 403) return 'auth';
  // 400: malformed batch; 413: too large; 422: unprocessable. Resending the same will not help.
  if (status === 400 || status === 413 || status === 422) return 'permanent';
  // 404 (an RPC missing during a deploy), 408, 429 and 5xx pass with time.
  return 'server';
}

interface RpcAnswer {
  data: unknown;
  error: { message: string } | null;
  status: number;
}

/**
 * `signal` is the request's own timeout: when it has fired, a missing answer means a slow link
 * (the request went out), not a missing one, and the engine sends a push again smaller.
 */
function check(answer: RpcAnswer, what: string, signal?: AbortSignal): unknown {
  if (answer.error || answer.status >= 300 || answer.status === 0) {
    if (answer.status === 0 && signal?.aborted) {
      throw new TransportError('timeout', `${what} got no answer in time`, 0);
    }
    const kind = classifyStatus(answer.status);
    const detail = answer.error?.message ?? `HTTP ${answer.status}`;
    throw new TransportError(kind, `${what} failed: ${detail}`, answer.status);
  }
  if (answer.data === null || typeof answer.data !== 'object') {
    throw new TransportError('server', `${what} answered without a body`, answer.status);
  }
  return answer.data;
}

/** A refresh that failed for want of a network or a healthy server says nothing about the session. */
function throwIfTransient(error: { message: string; status?: number }): void {
  const status = error.status ?? 0;
  if (isAuthRetryableFetchError(error) || status === 0) {
    throw new TransportError('offline', `refreshing the session failed: ${error.message}`);
  }
  if (status >= 500 || status === 429) {
    throw new TransportError('server', `refreshing the session failed: ${error.message}`, status);
  }
}

export function createSupabaseTransport(
  client: SupabaseClient<Database>,
  options: SupabaseTransportOptions = {},
): Required<SyncTransport> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  return {
    async push(ops: readonly Op[]): Promise<PushResponse> {
      const signal = AbortSignal.timeout(timeoutMs);
      const answer = await client.rpc('push', { ops: ops as unknown as Json }).abortSignal(signal);
      return check(answer, 'push', signal) as PushResponse;
    },
    async pushAnonymous(ops: readonly AnonymousOp[]): Promise<PushAnonymousResponse> {
      const signal = AbortSignal.timeout(timeoutMs);
      const answer = await client
        .rpc('push_anonymous', { ops: ops as unknown as Json })
        .abortSignal(signal);
      return check(answer, 'push_anonymous', signal) as PushAnonymousResponse;
    },
    async pull(cursor: string | null, limit: number): Promise<PullResponse> {
      const signal = AbortSignal.timeout(timeoutMs);
      const answer = await client
        .rpc('pull', cursor === null ? { limit } : { cursor, limit })
        .abortSignal(signal);
      const body = check(answer, 'pull', signal);
      if (malformedChange(body)) {
        // refused whole: the engine stores nothing of this page and retries later
        throw new TransportError('server', UNREADABLE_PULL_MESSAGE, answer.status);
      }
      return body as PullResponse;
    },
    async pullKeys(keys: readonly string[]): Promise<PullKeysResponse> {
      const signal = AbortSignal.timeout(timeoutMs);
      const answer = await client.rpc('pull_keys', { keys: [...keys] }).abortSignal(signal);
      const body = check(answer, 'pull_keys', signal);
      if (malformedChange(body)) {
        throw new TransportError('server', UNREADABLE_PULL_MESSAGE, answer.status);
      }
      return body as PullKeysResponse;
    },
    async refreshSession(): Promise<boolean> {
      // getSession() itself refreshes an expired token; offline it fails without dropping it.
      const { data: current, error: loadError } = await client.auth.getSession();
      if (loadError) throwIfTransient(loadError);
      if (!current.session) return false;
      const { data, error } = await client.auth.refreshSession();
      if (error) {
        throwIfTransient(error);
        return false;
      }
      return data.session !== null;
    },
  };
}
