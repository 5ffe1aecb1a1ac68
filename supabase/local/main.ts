import { resolve } from 'node:path';
import { startLocalBackend } from './server.ts';

// `npm run backend`: the local Supabase stand-in on PORT (default 54321), data in
// .local-data/backend (or BACKEND_DATA_DIR). For development and tests only; never deployed.
const port = Number(process.env.PORT ?? 54321);
const dataDir = resolve(process.env.BACKEND_DATA_DIR ?? '.local-data/backend');
const host = process.env.HOST ?? '127.0.0.1';

const backend = await startLocalBackend({ port, dataDir, host });
console.log(`Local Supabase stand-in listening on ${backend.url}`);
console.log(`  data:             ${dataDir}`);
console.log(`  VITE_SUPABASE_URL=${backend.url}`);
console.log(`  VITE_SUPABASE_ANON_KEY=${backend.anonKey}`);

const stop = () => {
  void backend.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
