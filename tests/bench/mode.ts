// The benchmarks run in two ways. `npm run bench` (BENCH=full) takes every sample, prints each
// figure beside its baseline and writes them as JSON (test-artifacts/bench/<suite>.json, gathered
// into test-artifacts/bench.json). `npm test` runs each benchmark as a smoke: a few samples, enough
// to prove it still measures what it names (every step runs and returns its samples), with no
// figure asserted and nothing written, so a slow moment on a shared machine never fails a run.

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_DIR } from '../../scripts/bench-files.mjs';

export const FULL_BENCH = process.env.BENCH === 'full';

/** How many samples (runs, taps, rounds, rows) to take: all of them in `npm run bench`. */
export function samples(full: number, smoke: number): number {
  return FULL_BENCH ? full : smoke;
}

/**
 * Prints a suite's figures (`lines`, as the suite lays them out) and, in `npm run bench`, keeps
 * `data` as test-artifacts/bench/<suite>.json for the run's JSON report.
 */
export async function reportBench(suite: string, lines: string, data: unknown): Promise<void> {
  console.log(`\n${FULL_BENCH ? '' : '(smoke run: too few samples for figures) '}${lines}\n`);
  if (!FULL_BENCH) return;
  await mkdir(BENCH_DIR, { recursive: true });
  await writeFile(`${BENCH_DIR}/${suite}.json`, JSON.stringify(data, null, 2));
}

/**
 * The database behind a sync benchmark's backend. `npm run bench` runs on real PostgreSQL (the
 * engine `npm start` and a hosted project use, with its own pool of connections), so a figure
 * weighs the server as it really runs; smokes run on PGlite, which starts in a moment but is one
 * WebAssembly session inside the test's own process, sharing its one thread with the client being
 * measured. BENCH_ENGINE=postgres or BENCH_ENGINE=pglite picks one.
 */
export const BENCH_ENGINE: 'postgres' | 'pglite' =
  (process.env.BENCH_ENGINE ?? (FULL_BENCH ? 'postgres' : 'pglite')) === 'postgres'
    ? 'postgres'
    : 'pglite';

/** A data folder for a benchmark's backend on `BENCH_ENGINE`, and how to remove it after. */
export async function benchBackendStore(): Promise<{
  options: { dataDir?: string; engine: 'postgres' | 'pglite' };
  remove: () => Promise<void>;
}> {
  if (BENCH_ENGINE === 'pglite') return { options: { engine: 'pglite' }, remove: async () => {} };
  const dataDir = await mkdtemp(join(tmpdir(), 'dojo-bench-'));
  return {
    options: { dataDir, engine: 'postgres' },
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}
