// What failed in a vitest JSON report, in a few lines each: the run's summary repeats them at its
// end, so the last lines of a long run (all that a CI log may keep) still say which check failed
// and why, not only how many.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** The first `lines` non-empty lines of an error, with terminal colours taken out. */
function firstLines(message, lines) {
  return (
    message
      // eslint-disable-next-line no-control-regex -- the colour codes are control characters
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) => line.trimEnd())
      .filter((line) => line.trim() !== '')
      .slice(0, lines)
  );
}

/**
 * Each failed test in the report, and each file that failed without a failed test (a hook or an
 * import that threw): the file relative to `root`, the test's full name, and its error's first
 * lines.
 * @param {string} report path of a vitest JSON report
 * @param {{ root?: string, lines?: number }} [options]
 * @returns {{ file: string, test: string | null, error: string[] }[]}
 */
export function failuresIn(report, { root = process.cwd(), lines = 4 } = {}) {
  if (!existsSync(report)) return [];
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const failures = [];
  for (const file of json.testResults ?? []) {
    const name = relative(root, file.name);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests)
      failures.push({
        file: name,
        test: test.fullName,
        error: firstLines((test.failureMessages ?? []).join('\n'), lines),
      });
    if (file.status === 'failed' && failedTests.length === 0)
      failures.push({ file: name, test: null, error: firstLines(file.message ?? '', lines) });
  }
  return failures;
}

/** The failures as the summary prints them: one line naming each, its error indented below. */
export function describeFailures(failures) {
  return failures.flatMap(({ file, test, error }) => [
    `  ✘ ${file}${test ? ` › ${test}` : ''}`,
    ...error.map((line) => `      ${line}`),
  ]);
}
