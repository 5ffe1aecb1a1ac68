import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import FlakeReporter, { describeFlakes, flakesIn } from './flake-reporter.mjs';

/** A finished test case as vitest hands it to a reporter. */
function testCase({ flaky, retryCount, errors = [], trace }) {
  return {
    fullName: 'games deals the next card',
    module: { moduleId: join(process.cwd(), 'tests/e2e/games.e2e.test.ts') },
    diagnostic: () => ({ flaky, retryCount }),
    result: () => ({ state: 'passed', errors }),
    meta: () => (trace ? { trace } : {}),
  };
}

describe('the flake reporter', () => {
  const saved = process.env.FLAKE_REPORT;
  afterEach(() => {
    if (saved === undefined) delete process.env.FLAKE_REPORT;
    else process.env.FLAKE_REPORT = saved;
  });

  it('keeps a test that passed on its retry, with its first error and its trace, and no other', () => {
    const report = join(mkdtempSync(join(tmpdir(), 'flakes-')), 'flakes.jsonl');
    process.env.FLAKE_REPORT = report;
    const reporter = new FlakeReporter();
    reporter.onTestCaseResult(testCase({ flaky: false, retryCount: 0 }));
    reporter.onTestCaseResult(
      testCase({
        flaky: true,
        retryCount: 1,
        errors: [{ message: '\u001b[31mexpected 1 to be 2\u001b[39m\n    at games.e2e.test.ts:2' }],
        trace: 'test-artifacts/traces/games-deals',
      }),
    );
    const flakes = flakesIn(readFileSync(report, 'utf8'));
    expect(flakes).toEqual([
      {
        file: 'tests/e2e/games.e2e.test.ts',
        test: 'games deals the next card',
        retries: 1,
        error: 'expected 1 to be 2',
        trace: 'test-artifacts/traces/games-deals',
      },
    ]);
    expect(describeFlakes(flakes)).toEqual([
      '  ↻ tests/e2e/games.e2e.test.ts › games deals the next card (passed on try 2)',
      '      first try: expected 1 to be 2',
      '      trace of the retry: test-artifacts/traces/games-deals',
    ]);
  });

  it('writes nothing when no report file is named', () => {
    delete process.env.FLAKE_REPORT;
    expect(() =>
      new FlakeReporter().onTestCaseResult(testCase({ flaky: true, retryCount: 1 })),
    ).not.toThrow();
    expect(flakesIn('')).toEqual([]);
  });
});
