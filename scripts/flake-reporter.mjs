// A vitest reporter that keeps the flakes: each test that passed only on its retry (CI retries a
// failed browser test once, tests/e2e/vitest.config.ts), with the error its first try ended on.
// `npm test` lists them by name under its summary and counts them beside the total, so a green run
// still says which tests are unreliable. It appends one JSON line a flake to FLAKE_REPORT.
import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';

/** The flakes one report file holds (none when it was never written). */
export function flakesIn(text) {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
}

/** The flakes as the summary prints them: one line naming each, its first error below. */
export function describeFlakes(flakes) {
  return flakes.flatMap(({ file, test, retries, error, trace }) => [
    `  ↻ ${file} › ${test} (passed on try ${retries + 1})`,
    ...(error ? [`      first try: ${error}`] : []),
    ...(trace ? [`      trace of the retry: ${trace}`] : []),
  ]);
}

export default class FlakeReporter {
  onTestCaseResult(testCase) {
    const report = process.env.FLAKE_REPORT;
    const diagnostic = testCase.diagnostic();
    if (!report || !diagnostic?.flaky) return;
    // eslint-disable-next-line no-control-regex -- the colour codes are control characters
    const plain = (text) => text.replace(/\u001b\[[0-9;]*m/g, '').split('\n')[0];
    const error = testCase.result().errors?.[0]?.message;
    const flake = {
      file: relative(process.cwd(), testCase.module.moduleId),
      test: testCase.fullName,
      retries: diagnostic.retryCount,
      error: error ? plain(error) : null,
      trace: testCase.meta().trace ?? null,
    };
    appendFileSync(report, `${JSON.stringify(flake)}\n`);
  }
}
