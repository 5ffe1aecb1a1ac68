import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeFailures, failuresIn } from './failures.mjs';

// A report as vitest's JSON reporter writes it: one file with a failed and a passed test, one
// whose beforeAll threw (its test skipped), one whose import threw, and one that passed.
const root = '/repo';
const report = {
  numFailedTests: 1,
  testResults: [
    {
      name: '/repo/tests/e2e/games.e2e.test.ts',
      status: 'failed',
      message: '',
      assertionResults: [
        {
          fullName: 'games deals the next card',
          status: 'failed',
          failureMessages: [
            '\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n\n    at games.e2e.test.ts:2:62\n    at runner.js:1:1\n    at runner.js:2:2\n    at runner.js:3:3',
          ],
        },
        { fullName: 'games shows the rules', status: 'passed', failureMessages: [] },
      ],
    },
    {
      name: '/repo/tests/e2e/sync.e2e.test.ts',
      status: 'failed',
      message: 'Error: the local backend did not start',
      assertionResults: [{ fullName: 'sync pushes', status: 'skipped', failureMessages: [] }],
    },
    {
      name: '/repo/src/broken.test.ts',
      status: 'failed',
      message: 'import broke',
      assertionResults: [],
    },
    {
      name: '/repo/src/fine.test.ts',
      status: 'passed',
      message: '',
      assertionResults: [{ fullName: 'fine', status: 'passed', failureMessages: [] }],
    },
  ],
};

function written(json) {
  const path = join(mkdtempSync(join(tmpdir(), 'failures-')), 'report.json');
  writeFileSync(path, JSON.stringify(json));
  return path;
}

describe('failuresIn', () => {
  it('names each failed test and each file that failed before its tests ran, with the error', () => {
    expect(failuresIn(written(report), { root })).toEqual([
      {
        file: 'tests/e2e/games.e2e.test.ts',
        test: 'games deals the next card',
        error: [
          'AssertionError: expected 1 to be 2',
          '    at games.e2e.test.ts:2:62',
          '    at runner.js:1:1',
          '    at runner.js:2:2',
        ],
      },
      {
        file: 'tests/e2e/sync.e2e.test.ts',
        test: null,
        error: ['Error: the local backend did not start'],
      },
      { file: 'src/broken.test.ts', test: null, error: ['import broke'] },
    ]);
  });

  it('keeps as many lines of each error as asked', () => {
    const [first] = failuresIn(written(report), { root, lines: 1 });
    expect(first.error).toEqual(['AssertionError: expected 1 to be 2']);
  });

  it('finds nothing in a report that was never written (a run that could not start)', () => {
    expect(failuresIn('/nonexistent/report.json')).toEqual([]);
  });
});

describe('describeFailures', () => {
  it('prints one line per failure, its error indented under it', () => {
    const lines = describeFailures(failuresIn(written(report), { root, lines: 1 }));
    expect(lines).toEqual([
      '  ✘ tests/e2e/games.e2e.test.ts › games deals the next card',
      '      AssertionError: expected 1 to be 2',
      '  ✘ tests/e2e/sync.e2e.test.ts',
      '      Error: the local backend did not start',
      '  ✘ src/broken.test.ts',
      '      import broke',
    ]);
  });
});
