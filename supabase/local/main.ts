import { resolve } from 'node:path';
import { stripeKeysInEnvironment } from './functions.ts';
import { startLocalBackend } from './server.ts';

// `npm run backend`: the local Supabase stand-in on PORT (default 54321), data in
// .local-data/backend (or BACKEND_DATA_DIR). For development and tests only; never deployed.
// HOST=0.0.0.0 listens on the network too (ALLOWED_HOSTS adds names it may be reached by); the
// inbox stays on this computer unless INBOX_ON_NETWORK=1 (supabase/local/host-guard.ts).
const port = Number(process.env.PORT ?? 54321);
const dataDir = resolve(process.env.BACKEND_DATA_DIR ?? '.local-data/backend');
const host = process.env.HOST ?? '127.0.0.1';

// Like a hosted project with "Confirm email" on: a new account goes through the local inbox.
// REQUIRE_EMAIL_CONFIRMATION=0 starts sessions at sign-up instead. SITE_URL is where links lead.
const backend = await startLocalBackend({
  port,
  dataDir,
  host,
  // Real PostgreSQL unless PGlite is asked for (one request at a time).
  engine: process.env.BACKEND_ENGINE === 'pglite' ? 'pglite' : 'postgres',
  requireEmailConfirmation: process.env.REQUIRE_EMAIL_CONFIRMATION !== '0',
  siteUrl: process.env.SITE_URL ?? 'http://127.0.0.1:4173',
  realStripe: stripeKeysInEnvironment(),
  // Names besides its own address that reach it (e.g. a laptop's name on the LAN), comma-separated.
  allowedHosts: (process.env.ALLOWED_HOSTS ?? '').split(','),
  inboxOnNetwork: process.env.INBOX_ON_NETWORK === '1',
});
console.log(`Local Supabase stand-in listening on ${backend.url}`);
console.log(
  `  data:             ${dataDir} (${backend.db.engine === 'pglite' ? 'PGlite, one request at a time' : 'PostgreSQL'})`,
);
console.log(`  inbox:            ${backend.inboxUrl}  (every email the backend sends lands here)`);
if (backend.inboxLoopbackOnly)
  console.log(
    `  The inbox holds sign-in and reset links, so it opens only on this computer, not at ${host}: set INBOX_ON_NETWORK=1 to open it to the network.`,
  );
console.log(`  VITE_SUPABASE_URL=${backend.url}`);
console.log(`  VITE_SUPABASE_ANON_KEY=${backend.anonKey}`);

const stop = () => {
  void backend.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
