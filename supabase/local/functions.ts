import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type Stripe from 'stripe';
import { HttpError } from './http.ts';
import { createStripeStandIn, type StandInState, type StripeStandIn } from './stripe-stand-in.ts';

// Edge functions and Stripe, locally. `/functions/v1/<name>` runs the real code of
// supabase/functions/<name> under Deno: one Deno process (supabase/functions/_dev/serve.ts),
// started on the first call and stopped with the backend. The functions talk to the Stripe
// stand-in (stripe-stand-in.ts, served here at /v1/* and /stripe/*) through the SDK's
// host/port/protocol options, and to this backend's Auth and Data API as on a hosted project.
// The stand-in signs its webhook events with the real SDK and posts them to stripe-webhook.

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const FUNCTIONS_DIR = join(REPO, 'supabase/functions');

export interface FunctionsOptions {
  baseUrl: () => string;
  anonKey: string;
  serviceRoleKey: string;
  /** The app's address: where checkout may send the browser back (SITE_URLS), and nowhere else. */
  siteUrl: string;
  /** False: the stand-in records its events but posts none (tests deliver them). */
  deliverWebhooks: boolean;
  /** The backend's data folder: the stand-in keeps its state there; omitted = in memory. */
  dataDir?: string;
  /** Real Stripe (test mode) with the environment's keys and prices instead of the stand-in. */
  realStripe: boolean;
}

export interface LocalFunctions {
  stripe: StripeStandIn;
  /** The stand-in's secret key (what STRIPE_SECRET_KEY is for the local functions). */
  stripeSecretKey: string;
  route(
    req: IncomingMessage,
    res: ServerResponse,
    method: string,
    url: URL,
    raw: Buffer,
  ): Promise<void>;
  /** Starts Deno now rather than on the first call; resolves once it listens. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Whether the environment names a real Stripe account (STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET): `npm start` and `npm run backend` then run the local functions against
 * Stripe's test mode, its events forwarded by `stripe listen --forward-to
 * <backend>/functions/v1/stripe-webhook`. Tests always use the stand-in.
 */
export const stripeKeysInEnvironment = () =>
  Boolean(process.env.STRIPE_SECRET_KEY && process.env.STRIPE_WEBHOOK_SECRET);

/** The deno binary the npm package installed; its launcher script where that is missing. */
function denoCommand(): { command: string; args: string[] } {
  const pkg = dirname(createRequire(import.meta.url).resolve('deno/package.json'));
  const exe = join(pkg, process.platform === 'win32' ? 'deno.exe' : 'deno');
  if (existsSync(exe)) return { command: exe, args: [] };
  return { command: process.execPath, args: [join(pkg, 'bin.cjs')] };
}

const FORWARDED = [
  'authorization',
  'apikey',
  'content-type',
  'origin',
  'stripe-signature',
  'x-client-info',
];

/** The stand-in's state in one JSON file, written after each change (one write at a time). */
function standInFile(file: string) {
  let writing: Promise<void> = Promise.resolve();
  return {
    load(): StandInState | null {
      try {
        return JSON.parse(readFileSync(file, 'utf8')) as StandInState;
      } catch {
        return null;
      }
    },
    save(state: StandInState) {
      const text = JSON.stringify(state);
      writing = writing
        .then(() => writeFile(file, text, { mode: 0o600 }))
        .catch((e: unknown) => console.warn(`[stripe-stand-in] could not save: ${String(e)}`));
    },
  };
}

export function createFunctions(options: FunctionsOptions): LocalFunctions {
  const stripeSecretKey = `sk_test_local_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_local_${randomBytes(16).toString('hex')}`;
  // The SDK (about 0.1 s to load) is loaded with the first event to sign, not with every backend.
  let signer: Promise<Stripe> | null = null;
  const sdk = () =>
    (signer ??= import('stripe').then(({ default: StripeSdk }) => new StripeSdk(stripeSecretKey)));

  let child: ChildProcess | null = null;
  let ready: Promise<number> | null = null;
  let closed = false;

  function start(): Promise<number> {
    const { command, args } = denoCommand();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DENO_DIR: process.env.DENO_DIR ?? join(REPO, 'node_modules/.cache/deno'),
      DENO_NO_UPDATE_CHECK: '1',
      NO_COLOR: '1',
      SUPABASE_URL: options.baseUrl(),
      SUPABASE_ANON_KEY: options.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: options.serviceRoleKey,
      SITE_URLS: options.siteUrl,
    };
    if (options.realStripe) {
      // Stripe test mode: the keys, prices and `stripe listen`'s secret come from the developer.
      delete env.STRIPE_API_BASE;
    } else {
      Object.assign(env, {
        STRIPE_SECRET_KEY: stripeSecretKey,
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_BASE: options.baseUrl(),
      });
      delete env.STRIPE_PRICES;
    }
    const proc = spawn(
      command,
      [
        ...args,
        'run',
        '--allow-net',
        '--allow-env',
        '--allow-read',
        '--config',
        join(FUNCTIONS_DIR, 'deno.json'),
        join(FUNCTIONS_DIR, '_dev/serve.ts'),
      ],
      { env, stdio: ['pipe', 'pipe', 'inherit'] },
    );
    child = proc;
    // A backend that dies without close() still takes Deno with it (stdin closes too).
    const killOnExit = () => proc.kill('SIGKILL');
    process.once('exit', killOnExit);
    proc.once('exit', () => {
      process.removeListener('exit', killOnExit);
      if (child === proc) {
        child = null;
        ready = null;
      }
    });
    return new Promise<number>((resolvePort, reject) => {
      const lines = createInterface({ input: proc.stdout });
      lines.on('line', (line) => {
        try {
          const msg = JSON.parse(line) as { port?: number };
          if (typeof msg.port === 'number') return resolvePort(msg.port);
        } catch {
          // a function's own console output
        }
        console.log(`[functions] ${line}`);
      });
      proc.once('error', reject);
      proc.once('exit', (code) =>
        reject(new Error(`the functions runtime (Deno) exited with ${code}`)),
      );
    });
  }

  const portOf = () => {
    if (closed) throw new HttpError(503, { error: 'The local backend is stopping' });
    ready ??= start();
    return ready;
  };

  const stripe = createStripeStandIn({
    secretKey: stripeSecretKey,
    webhookSecret,
    baseUrl: options.baseUrl,
    sign: async (payload, secret, timestamp) =>
      (await sdk()).webhooks.generateTestHeaderString({ payload, secret, timestamp }),
    deliver: options.deliverWebhooks ? deliver : undefined,
    storage: options.dataDir
      ? standInFile(join(options.dataDir, 'stripe-stand-in.json'))
      : undefined,
  });

  async function deliver(payload: string, signature: string): Promise<number> {
    const res = await fetch(`http://127.0.0.1:${await portOf()}/stripe-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    await res.arrayBuffer();
    return res.status;
  }

  async function route(
    req: IncomingMessage,
    res: ServerResponse,
    method: string,
    url: URL,
    raw: Buffer,
  ): Promise<void> {
    if (url.pathname.startsWith('/functions/v1/')) {
      const name = url.pathname.slice('/functions/v1/'.length);
      if (!/^[a-z0-9-]+$/.test(name)) throw new HttpError(404, { error: 'Function not found' });
      const headers: Record<string, string> = {};
      for (const h of FORWARDED) {
        const v = req.headers[h];
        if (typeof v === 'string') headers[h] = v;
      }
      const answer = await fetch(`http://127.0.0.1:${await portOf()}/${name}${url.search}`, {
        method,
        headers,
        body: method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(raw),
      });
      const body = Buffer.from(await answer.arrayBuffer());
      res.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'application/json',
      });
      res.end(body);
      return;
    }
    // The Stripe stand-in: its API (/v1/*) and the local checkout page (/stripe/*).
    const answer = await stripe.handle(
      new Request(url, {
        method,
        headers: Object.entries(req.headers).flatMap(([k, v]) =>
          typeof v === 'string' ? [[k, v] as [string, string]] : [],
        ),
        body: method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(raw),
      }),
    );
    if (!answer) throw new HttpError(404, { message: `not found: ${url.pathname}` });
    const headers: Record<string, string> = {};
    answer.headers.forEach((v, k) => (headers[k] = v));
    const body = Buffer.from(await answer.arrayBuffer());
    res.writeHead(answer.status, headers);
    res.end(body);
  }

  return {
    stripe,
    stripeSecretKey,
    route,
    warmUp: async () => {
      await portOf();
    },
    async close() {
      closed = true;
      const proc = child;
      if (!proc) return;
      await new Promise<void>((done) => {
        proc.once('exit', () => done());
        proc.kill('SIGTERM');
        setTimeout(() => proc.kill('SIGKILL'), 2000).unref();
      });
    },
  };
}
