// Makes `npm start` and `npm test` all the set-up a fresh clone needs: installs dependencies when
// node_modules is missing or older than package-lock.json, and does nothing otherwise.
//
// `npm install`, not `npm ci`: the registry this project's machines reach lacks a few other
// platforms' optional packages (e.g. rollup and deno binaries for macOS/Windows) at the locked
// versions, so npm leaves them out of the lock and `npm ci`'s strict check refuses it. `npm
// install` installs exactly the locked versions for this platform and leaves the lock unchanged.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const marker = 'node_modules/.package-lock.json';
const stale =
  !existsSync(marker) || statSync(marker).mtimeMs < statSync('package-lock.json').mtimeMs;
if (stale) {
  console.log('Installing dependencies (npm install, about a minute the first time)…');
  // Errors only: npm's warnings here worry a newcomer about nothing. EBADENGINE names a test-only
  // tool (@axe-core/playwright, for the accessibility suite) that asks for a newer Node than the
  // app needs; "install scripts not yet covered by allowScripts" is npm's advisory list (esbuild,
  // deno, the embedded PostgreSQL binaries), whose scripts do run. A failed install still says why.
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
