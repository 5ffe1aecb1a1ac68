// `npm run bench`: every benchmark with all its samples, one suite at a time on a quiet machine,
// each figure printed beside its baseline from the same run, then all of them gathered as JSON in
// test-artifacts/bench.json. The README's "Benchmarks" section says what each row means.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { BENCH_DIR, BACKEND_BENCHMARKS, BROWSER_BENCHMARKS } from './bench-files.mjs';

const OUTPUT = 'test-artifacts/bench.json';
rmSync(BENCH_DIR, { recursive: true, force: true });
const env = { ...process.env, BENCH: 'full' };
const started = Date.now();

function step(name, command, args) {
  console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}`);
  const outcome = spawnSync(command, args, { stdio: 'inherit', env });
  const ok = outcome.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${name}`);
  return ok;
}

const results = [
  step('route tree', 'npx', ['tsr', 'generate']) &&
    step('production build', 'npx', ['vite', 'build', '--logLevel', 'warn']) &&
    step('browser benchmarks (Chromium)', 'npx', [
      'vitest',
      'run',
      '-c',
      'tests/e2e/vitest.config.ts',
      '--maxWorkers=1',
      ...BROWSER_BENCHMARKS,
    ]),
  step('backend benchmarks', 'npx', ['vitest', 'run', '--maxWorkers=1', ...BACKEND_BENCHMARKS]),
];

const figures = {};
if (existsSync(BENCH_DIR))
  for (const file of readdirSync(BENCH_DIR).sort())
    figures[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(`${BENCH_DIR}/${file}`, 'utf8'));
const seconds = Math.round((Date.now() - started) / 1000);
writeFileSync(
  OUTPUT,
  JSON.stringify({ ranAt: new Date().toISOString(), seconds, figures }, null, 2),
);
console.log(
  `\nBenchmarks: ${Object.keys(figures).length} suites' figures in ${OUTPUT} (${seconds} s)`,
);
process.exit(results.every(Boolean) ? 0 : 1);
