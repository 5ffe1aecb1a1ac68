// The benchmarks: `npm run bench` runs these with every sample, one at a time; `npm test` runs
// them as smokes among the other suites (tests/bench/mode.ts).
export const BROWSER_BENCHMARKS = [
  'tests/e2e/perf-bench.e2e.test.ts',
  'tests/e2e/games-bench.e2e.test.ts',
  'tests/e2e/editor-bench.e2e.test.ts',
  'tests/e2e/editor-landing-bench.e2e.test.ts',
  'tests/e2e/sync-bench.e2e.test.ts',
];
export const BACKEND_BENCHMARKS = [
  'tests/backend/sync-bench.test.ts',
  'tests/backend/rooms-bench.test.ts',
  'supabase/tests/gallery-pg15.test.ts',
];
/** Where each benchmark suite writes its figures as JSON in `npm run bench`. */
export const BENCH_DIR = 'test-artifacts/bench';
