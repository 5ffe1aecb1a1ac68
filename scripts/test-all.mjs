// `npm test`: every check the project has, in the order a failure is cheapest to find.
// Runs them all (skipping only what depends on a failed build), then prints one tally line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';

const REPORTS = 'test-artifacts/reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const results = [];
let passed = 0;
let failed = 0;
let skipped = 0;

function run(name, command, args, { env } = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}`);
  const outcome = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = outcome.status === 0;
  results.push({ name, ok, seconds });
  console.log(`${ok ? '✔' : '✘'} ${name} (${seconds}s)`);
  return ok;
}

/** Adds a vitest JSON report's counts to the tally. */
function count(report) {
  if (!existsSync(report)) return;
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed += json.numPassedTests ?? 0;
  failed += json.numFailedTests ?? 0;
  skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
}

function vitest(name, extraArgs, report) {
  const ok = run(name, 'npx', [
    'vitest',
    'run',
    ...extraArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  count(report);
  return ok;
}

run('route tree', 'npx', ['tsr', 'generate']);
run('types (app)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
run('types (service worker)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.sw.json']);
run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
run('format', 'npx', ['prettier', '--check', '.']);
vitest('unit and backend tests', [], `${REPORTS}/unit.json`);

if (
  existsSync('supabase/functions') &&
  readdirSync('supabase/functions').some((f) => !f.startsWith('.'))
) {
  // Deno keeps the npm packages it fetches (stripe) in DENO_DIR: inside node_modules, never
  // committed, shared with the local backend's functions runtime.
  run(
    'edge functions (Deno)',
    'npx',
    [
      'deno',
      'test',
      '--allow-all',
      '--config',
      'supabase/functions/deno.json',
      'supabase/functions',
    ],
    {
      env: {
        DENO_DIR: process.env.DENO_DIR ?? 'node_modules/.cache/deno',
        DENO_NO_UPDATE_CHECK: '1',
      },
    },
  );
}

const built = run('production build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
if (built) {
  run('first-screen budget', 'node', ['scripts/budget.mjs']);
  vitest(
    'browser tests (Chromium)',
    ['-c', 'tests/e2e/vitest.config.ts', '--exclude', '**/*-bench.e2e.test.ts'],
    `${REPORTS}/e2e.json`,
  );
  vitest(
    'benchmarks (Chromium, alone)',
    ['-c', 'tests/e2e/vitest.config.ts', '--maxWorkers=1', 'bench.e2e.test.ts'],
    `${REPORTS}/bench.json`,
  );
} else {
  console.log('Build failed: skipping the budget check and the browser tests.');
  failed += 1;
}

console.log('\nSummary');
for (const { name, ok, seconds } of results)
  console.log(`  ${ok ? '✔' : '✘'} ${name.padEnd(28)} ${seconds}s`);
const checksFailed = results.filter((r) => !r.ok).length;
if (checksFailed && failed === 0) failed = checksFailed;
console.log(`\nTotal: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
