import { startLocalBackend } from './server.ts';

// The embedded backend for the edge functions' Deno tests (supabase/functions/_test): in memory
// (PGlite), on a free port, with the Stripe stand-in recording its events instead of posting
// them, so the tests deliver them to the webhook themselves, in any order. Prints one JSON line
// with what the tests need, and stops when the test process closes our stdin.
const backend = await startLocalBackend({ port: 0, engine: 'pglite', stripeWebhooks: false });
console.log(
  JSON.stringify({
    url: backend.url,
    anonKey: backend.anonKey,
    serviceRoleKey: backend.serviceRoleKey,
    stripeSecretKey: backend.stripeSecretKey,
  }),
);
process.stdin.resume();
process.stdin.once('end', () => {
  void backend.close().then(() => process.exit(0));
});
