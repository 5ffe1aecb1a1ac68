import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createAppClient } from './client';
import {
  createServerClockFetch,
  localExpiry,
  REFRESH_BURST,
  REFRESH_FIRST_WAIT_MS,
} from './server-clock';
import { syncHeadline } from './sync-status';

const DAY_MS = 24 * 3600 * 1000;

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** An auth server whose clock is `skewMs` off this device's: it answers every grant with a token. */
function authServer(skewMs: number, options: { dateHeader?: boolean } = {}) {
  const grants: string[] = [];
  let n = 0;
  const fetch = vi.fn((input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const serverNow = Date.now() + skewMs;
    const headers = new Headers({ 'content-type': 'application/json' });
    if (options.dateHeader !== false) headers.set('date', new Date(serverNow).toUTCString());
    if (!url.includes('/auth/v1/token'))
      return Promise.resolve(new Response('{}', { status: 200, headers }));
    grants.push(new URL(url).searchParams.get('grant_type') ?? '');
    n += 1;
    const iat = Math.floor(serverNow / 1000);
    const user = { id: 'u1', aud: 'authenticated', email: 'ana@example.test', role: '' };
    const body = {
      access_token: `${base64url({ alg: 'HS256' })}.${base64url({ sub: 'u1', iat, exp: iat + 3600 })}.sig`,
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: iat + 3600,
      refresh_token: `refresh-${n}`,
      user,
    };
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers }));
  });
  return { fetch, grants, refreshes: () => grants.filter((g) => g === 'refresh_token').length };
}

afterEach(() => vi.unstubAllGlobals());

describe('token expiry against the server clock', () => {
  it.each([
    ['a day ahead', -DAY_MS],
    ['a day behind', DAY_MS],
    ['two hours ahead', -2 * 3600_000],
  ])(
    '[I9] a device whose clock runs %s uses a fresh token without refreshing it',
    async (_label, skew) => {
      const server = authServer(skew);
      vi.stubGlobal('fetch', server.fetch);
      // supabase-js builds a realtime client; Node 20 has no WebSocket of its own.
      vi.stubGlobal('WebSocket', WebSocket);
      const client = createAppClient('http://backend.test', 'anon');
      await client.auth.stopAutoRefresh();
      const { error } = await client.auth.signInWithPassword({
        email: 'ana@example.test',
        password: 'pw',
      });
      expect(error).toBeNull();
      for (let i = 0; i < 8; i += 1) {
        const { data } = await client.auth.getSession();
        expect(data.session?.user.id).toBe('u1');
      }
      expect(server.refreshes()).toBe(0);
      // The stored expiry is an hour from now in this device's clock.
      const { data } = await client.auth.getSession();
      const left = data.session!.expires_at! - Date.now() / 1000;
      expect(left).toBeGreaterThan(3500);
      expect(left).toBeLessThanOrEqual(3601);
    },
  );

  it("reads the offset from the token's iat when the answer has no Date header", async () => {
    const server = authServer(-DAY_MS, { dateHeader: false });
    const clock = createServerClockFetch(server.fetch);
    const answer = await clock.fetch('http://backend.test/auth/v1/token?grant_type=password', {
      method: 'POST',
    });
    const body = (await answer.json()) as { expires_at: number };
    expect(body.expires_at - Date.now() / 1000).toBeGreaterThan(3500);
    expect(clock.offsetMs()).toBeNull();
  });

  it('keeps expires_at as it is when both clocks agree', () => {
    const now = 1_800_000_000_000;
    expect(localExpiry({ expires_at: 1_800_003_600, expires_in: 3600 }, 300, now)).toBe(
      1_800_003_600,
    );
    expect(localExpiry({ expires_in: 60 }, null, now)).toBe(1_800_000_060);
  });
});

describe('refreshing is never a loop', () => {
  it('[I9] past a few refreshes a minute, each next one waits longer, and says so', async () => {
    const server = authServer(0);
    let t = 0;
    const sleeps: number[] = [];
    const waits: (number | null)[] = [];
    const clock = createServerClockFetch(server.fetch, {
      monotonic: () => t,
      now: () => 1_000_000 + t,
      sleep: (ms) => {
        sleeps.push(ms);
        t += ms;
        return Promise.resolve();
      },
      onRefreshWait: (until) => waits.push(until),
    });
    const refresh = () =>
      clock.fetch('http://backend.test/auth/v1/token?grant_type=refresh_token', { method: 'POST' });
    for (let i = 0; i < REFRESH_BURST + 3; i += 1) await refresh();
    expect(server.refreshes()).toBe(REFRESH_BURST + 3);
    expect(sleeps).toEqual([
      REFRESH_FIRST_WAIT_MS,
      REFRESH_FIRST_WAIT_MS * 2,
      REFRESH_FIRST_WAIT_MS * 4,
    ]);
    expect(waits.filter((w) => w !== null)).toHaveLength(3);
    expect(waits.at(-1)).toBeNull();
    // A quiet minute later the next refresh goes at once again.
    t += 61_000;
    await refresh();
    expect(sleeps).toHaveLength(3);
    // Other requests are never held back.
    for (let i = 0; i < 10; i += 1) await clock.fetch('http://backend.test/rest/v1/rpc/pull');
    expect(sleeps).toHaveLength(3);
  });
});

describe('the badge while a refresh waits', () => {
  it('[I9] says Retrying, and why, in plain words', () => {
    const ui = { configured: true, online: true, authRetryAt: 1_000 };
    const pulling = { phase: 'pulling' } as Parameters<typeof syncHeadline>[0]['engine'];
    const headline = syncHeadline({ ...ui, engine: pulling }, 'u1', undefined);
    expect(headline.label).toBe('Retrying');
    expect(headline.detail).toMatch(/Renewing your sign-in failed several times/);
    expect(headline.detail).toMatch(/date or time is wrong/);
    expect(syncHeadline({ ...ui, authRetryAt: null, engine: pulling }, 'u1', undefined).label).toBe(
      'Syncing',
    );
  });
});
