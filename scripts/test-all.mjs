// `npm test`: every check the project has, in the order a failure is cheapest to find.
// Runs them all (skipping only what depends on a failed build), then prints one tally line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { describeFailures, failuresIn } from './failures.mjs';
import { describeFlakes, flakesIn } from './flake-reporter.mjs';

const REPORTS = 'test-artifacts/reports';
/** Tests that passed only on their retry (CI retries a failed browser test once). */
const FLAKES = `${REPORTS}/flakes.jsonl`;
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const results = [];
let passed = 0;
let failed = 0;
let skipped = 0;
/** Each vitest check's JSON report, read again at the end for what failed. */
const reports = [];

const banner = (name, command, args) => console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}`);

/** Prints a check's verdict and time; its result for the summary. */
function verdict(name, ok, started) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${ok ? '✔' : '✘'} ${name} (${seconds}s)`);
  return { name, ok, seconds };
}

function run(name, command, args, { env } = {}) {
  const started = Date.now();
  banner(name, command, args);
  const outcome = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const result = verdict(name, outcome.status === 0, started);
  results.push(result);
  return result.ok;
}

/**
 * Runs `lanes` at once, each lane's checks one after another, with each check's output held and
 * printed whole when it ends: the static checks are single-threaded, and two lanes keep both of a
 * 2-core machine's cores busy (lint alone takes as long as the rest together).
 */
async function runLanes(lanes) {
  const one = ([name, command, args, options = {}]) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn(command, args, { env: { ...process.env, ...options.env } });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      // A command that cannot start (npx missing) fails its check instead of ending the run.
      child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
      child.on('close', (code) => {
        banner(name, command, args);
        process.stdout.write(Buffer.concat(output));
        resolve(verdict(name, code === 0, started));
      });
    });
  const outcomes = await Promise.all(
    lanes.map(async (lane) => {
      const done = [];
      for (const check of lane) done.push(await one(check));
      return done;
    }),
  );
  // The summary lists them in the order written here, whichever ended first.
  for (const lane of outcomes) results.push(...lane);
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
  const ok = run(
    name,
    'npx',
    [
      'vitest',
      'run',
      ...extraArgs,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      '--reporter=./scripts/flake-reporter.mjs',
    ],
    { env: { FLAKE_REPORT: FLAKES } },
  );
  count(report);
  reports.push(report);
  return ok;
}

run('route tree', 'npx', ['tsr', 'generate']);
const hasEdgeFunctions =
  existsSync('supabase/functions') &&
  readdirSync('supabase/functions').some((f) => !f.startsWith('.'));
// Deno keeps the npm packages it fetches (stripe) in DENO_DIR: inside node_modules, never
// committed, shared with the local backend's functions runtime.
const denoEnv = {
  DENO_DIR: process.env.DENO_DIR ?? 'node_modules/.cache/deno',
  DENO_NO_UPDATE_CHECK: '1',
};
const denoTest = [
  'edge functions (Deno)',
  'npx',
  ['deno', 'test', '--allow-all', '--config', 'supabase/functions/deno.json', 'supabase/functions'],
  { env: denoEnv },
];
// Lint alone takes about as long as everything in the second lane together.
await runLanes([
  [['lint', 'npx', ['eslint', '.', '--max-warnings=0']]],
  [
    ['types (app)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
    ['types (service worker)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.sw.json']],
    ['format', 'npx', ['prettier', '--check', '.']],
    ['production build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
    ...(hasEdgeFunctions ? [denoTest] : []),
  ],
]);
const built = results.find((result) => result.name === 'production build')?.ok ?? false;
// The unit and backend suites on both cores (vitest's own default is one worker fewer than the
// machine's cores: a single one on a 2-core machine). The backend benchmarks run among them as
// smokes (tests/bench/mode.ts); `npm run bench` takes their figures.
vitest('unit and backend tests', ['--maxWorkers=2'], `${REPORTS}/unit.json`);

// Browser suites that run after the others, one at a time: the suites that check what a slow
// phone shows as a page loads (nothing moves, at 4x CPU on a slow network). Beside another suite's
// browser the whole machine is slow, not only the page: storage and the network answer late too,
// in orders no phone throttled this way shows, and those checks then see shifts of a few pixels
// they never see alone (issue 17's closing note lists the ones seen). The benchmarks run among the
// other suites as smokes; `npm run bench` measures them alone.
const ALONE = ['prerender.e2e.test.ts', 'tools.e2e.test.ts'];

if (built) {
  run('first-screen budget', 'node', ['scripts/budget.mjs']);
  vitest(
    'browser tests (Chromium)',
    ['-c', 'tests/e2e/vitest.config.ts', ...ALONE.flatMap((name) => ['--exclude', `**/*${name}`])],
    `${REPORTS}/e2e.json`,
  );
  vitest(
    'load checks (alone)',
    ['-c', 'tests/e2e/vitest.config.ts', '--maxWorkers=1', ...ALONE],
    `${REPORTS}/load.json`,
  );
} else {
  console.log('Build failed: skipping the budget check and the browser tests.');
  failed += 1;
}

console.log('\nSummary');
for (const { name, ok, seconds } of results)
  console.log(`  ${ok ? '✔' : '✘'} ${name.padEnd(28)} ${seconds}s`);
const failures = reports.flatMap((report) => failuresIn(report));
if (failures.length) console.log(['\nFailed', ...describeFailures(failures)].join('\n'));
const flakes = existsSync(FLAKES) ? flakesIn(readFileSync(FLAKES, 'utf8')) : [];
if (flakes.length)
  console.log(['\nFlaky: failed, then passed on a retry', ...describeFlakes(flakes)].join('\n'));
const checksFailed = results.filter((r) => !r.ok).length;
if (checksFailed && failed === 0) failed = checksFailed;
console.log(`\nFlakes: ${flakes.length} (tests that passed only on their retry)`);
console.log(`Total: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
