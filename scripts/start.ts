// `npm start`: build the app and serve it on this machine, with the embedded local backend
// (supabase/local: accounts, sync and pack storage on an embedded PostgreSQL, installed from npm)
// beside it, so a newcomer has everything on one machine with nothing else to install.
//
//   PORT=4173          where the app is served
//   BACKEND_PORT=54321 where the local backend listens
//   BACKEND_DATA_DIR=.local-data/backend  where it keeps its data
//   BACKEND_ENGINE=pglite  PGlite instead of PostgreSQL (one request at a time)
//   REQUIRE_EMAIL_CONFIRMATION=0  new accounts start signed in, without the confirmation email
//   LOCAL_ONLY=1       no backend at all: the app runs on this device's storage alone
//   VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY  use a hosted Supabase project instead
import { build, preview } from 'vite';

const port = Number(process.env.PORT ?? 4173);
const backendPort = Number(process.env.BACKEND_PORT ?? 54321);
const localOnly = process.env.LOCAL_ONLY === '1';
const hosted = process.env.VITE_SUPABASE_URL;

let closeBackend: (() => Promise<void>) | undefined;
/** The start-up summary's lines, printed once everything is up (U1: one calm summary). */
const summary: string[] = [];
if (hosted) {
  summary.push(`Database: the Supabase project at ${hosted}`);
} else if (localOnly) {
  summary.push('Database: none (LOCAL_ONLY=1): the app keeps everything on this device');
} else {
  const { startLocalBackend } = await import('../supabase/local/server.ts');
  const { stripeKeysInEnvironment } = await import('../supabase/local/functions.ts');
  const dataDir = process.env.BACKEND_DATA_DIR ?? '.local-data/backend';
  // As on a hosted project with "Confirm email" on, a newcomer confirms through the local inbox.
  const backend = await startLocalBackend({
    port: backendPort,
    dataDir,
    // Real PostgreSQL unless PGlite is asked for (one request at a time).
    engine: process.env.BACKEND_ENGINE === 'pglite' ? 'pglite' : 'postgres',
    requireEmailConfirmation: process.env.REQUIRE_EMAIL_CONFIRMATION !== '0',
    siteUrl: `http://127.0.0.1:${port}`,
    // Premium checkout: the local Stripe stand-in, or Stripe's test mode when its keys are set.
    realStripe: stripeKeysInEnvironment(),
  });
  process.env.VITE_SUPABASE_URL = backend.url;
  process.env.VITE_SUPABASE_ANON_KEY = backend.anonKey;
  closeBackend = () => backend.close();
  const { rows } = await backend.db.query<{ major: number }>(
    "SELECT current_setting('server_version_num')::int / 10000 AS major",
  );
  const major = rows[0]?.major ?? '';
  const engine =
    backend.db.engine === 'pglite'
      ? `PGlite (PostgreSQL ${major} in WebAssembly, one request at a time)`
      : `embedded PostgreSQL ${major}`;
  summary.push(`Database: ${engine}, data in ${dataDir}`);
  summary.push(`Backend:  ${backend.url}`);
  summary.push(
    `Inbox:    ${backend.inboxUrl}  (every email the app sends: sign-up, sign-in links, password resets)`,
  );
}

// The build writes the route tree itself (the router plugin), then serves what it built.
await build({ logLevel: 'warn' });
const server = await preview({ preview: { port, host: '127.0.0.1', strictPort: true } });
console.log(
  [
    '',
    `Party Dojo is running at http://127.0.0.1:${port}/  (Ctrl+C to stop)`,
    ...summary.map((line) => `  ${line}`),
    '',
  ].join('\n'),
);

const stop = async () => {
  await server.close();
  await closeBackend?.();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
