// The fetch the app's supabase-js client goes through. A phone's clock can be hours off; the auth
// server stamps `expires_at` with its own clock, and supabase-js judges it against the phone's.
// A phone an hour or more ahead then takes every fresh token for an expired one and asks for a
// new one before each request, for ever. So:
//  - each token answer's `expires_at` is restated in this device's clock, using the offset to the
//    server's clock read from that answer's `Date` header (else from the token's `iat`);
//  - refreshing is never a loop: past a few refreshes in a minute, each next one waits, longer
//    each time (and the sync badge says so), whatever the reason.

type Fetch = typeof fetch;

export interface ServerClockOptions {
  /** this device's wall clock, ms (Date.now) */
  now?: () => number;
  /** a clock that only moves forward, ms (performance.now): spacing of refreshes */
  monotonic?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** told when a refresh starts waiting (the wall-clock ms it goes at) and when it went (null) */
  onRefreshWait?: (until: number | null) => void;
}

/** Refreshes allowed within REFRESH_WINDOW_MS before the next one waits. */
export const REFRESH_BURST = 3;
export const REFRESH_WINDOW_MS = 60_000;
export const REFRESH_FIRST_WAIT_MS = 5_000;
export const REFRESH_MAX_WAIT_MS = 5 * 60_000;

export interface ServerClockFetch {
  fetch: Fetch;
  /** server clock minus this device's clock, ms; null until a response said */
  offsetMs(): number | null;
}

function requestUrl(input: Parameters<Fetch>[0]): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

function isRefresh(url: string): boolean {
  return /\/auth\/v1\/token\b/.test(url) && /grant_type=refresh_token/.test(url);
}

function isAuth(url: string): boolean {
  return url.includes('/auth/v1/');
}

/** The `iat` (seconds) of a JWT, if it has one. */
export function tokenIssuedAt(token: string): number | null {
  try {
    const part = token.split('.')[1];
    if (!part) return null;
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const iat = (JSON.parse(json) as { iat?: unknown }).iat;
    return typeof iat === 'number' && Number.isFinite(iat) ? iat : null;
  } catch {
    return null;
  }
}

interface TokenAnswer {
  access_token?: unknown;
  expires_at?: unknown;
  expires_in?: unknown;
}

/**
 * `expires_at` (server seconds) in this device's clock. `offsetMs` is the server's clock minus
 * the device's when the answer came; without it the token's `iat` (issued just now) stands in.
 */
export function localExpiry(
  answer: TokenAnswer,
  offsetMs: number | null,
  nowMs: number,
): number | null {
  const nowSec = Math.round(nowMs / 1000);
  if (typeof answer.expires_at === 'number') {
    let offsetSec: number | null = offsetMs === null ? null : Math.round(offsetMs / 1000);
    if (offsetSec === null && typeof answer.access_token === 'string') {
      const iat = tokenIssuedAt(answer.access_token);
      if (iat !== null) offsetSec = iat - nowSec;
    }
    if (offsetSec !== null) return answer.expires_at - offsetSec;
  }
  if (typeof answer.expires_in === 'number') return nowSec + answer.expires_in;
  return null;
}

export function createServerClockFetch(
  base: Fetch = (...args) => globalThis.fetch(...args),
  options: ServerClockOptions = {},
): ServerClockFetch {
  const now = options.now ?? (() => Date.now());
  const monotonic = options.monotonic ?? (() => globalThis.performance.now());
  const sleep = options.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));
  let offset: number | null = null;
  let recentRefreshes: number[] = [];
  let waits = 0;

  async function paceRefresh(): Promise<void> {
    const at = monotonic();
    recentRefreshes = recentRefreshes.filter((t) => at - t < REFRESH_WINDOW_MS);
    if (recentRefreshes.length === 0) waits = 0;
    if (recentRefreshes.length >= REFRESH_BURST) {
      const wait = Math.min(REFRESH_MAX_WAIT_MS, REFRESH_FIRST_WAIT_MS * 2 ** waits);
      waits += 1;
      options.onRefreshWait?.(now() + wait);
      try {
        await sleep(wait);
      } finally {
        options.onRefreshWait?.(null);
      }
    }
    recentRefreshes.push(monotonic());
  }

  const clockFetch: Fetch = async (input, init) => {
    const url = requestUrl(input);
    if (isRefresh(url)) await paceRefresh();
    const sentAt = now();
    const response = await base(input, init);
    const receivedAt = now();
    const date = Date.parse(response.headers.get('date') ?? '');
    // `Date` has whole seconds; the middle of the round trip is the best guess of when it was read.
    const answerOffset = Number.isNaN(date) ? null : date - (sentAt + receivedAt) / 2;
    if (answerOffset !== null) offset = answerOffset;
    if (!isAuth(url) || !response.ok) return response;
    if (!(response.headers.get('content-type') ?? '').includes('json')) return response;
    let body: TokenAnswer;
    try {
      body = (await response.clone().json()) as TokenAnswer;
    } catch {
      return response;
    }
    if (body === null || typeof body !== 'object' || typeof body.access_token !== 'string') {
      return response;
    }
    const expiresAt = localExpiry(body, answerOffset, receivedAt);
    if (expiresAt === null || expiresAt === body.expires_at) return response;
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    headers.delete('content-encoding');
    return new Response(JSON.stringify({ ...body, expires_at: expiresAt }), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };

  return { fetch: clockFetch, offsetMs: () => offset };
}
