import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { longestFirst, SUITE_SECONDS } from './sequencer';

describe('the order the browser suites start in', () => {
  it('knows how long every browser suite takes, so a new one does not start last by chance', () => {
    const suites = readdirSync('tests/e2e').filter((name) => name.endsWith('.e2e.test.ts'));
    expect(suites.filter((name) => !(name in SUITE_SECONDS))).toEqual([]);
    expect(Object.keys(SUITE_SECONDS).filter((name) => !suites.includes(name))).toEqual([]);
  });

  it('starts the longest first, and a suite not in the table among the middling ones', () => {
    const files = [
      '/r/tests/e2e/account.e2e.test.ts',
      '/r/tests/e2e/new.e2e.test.ts',
      '/r/tests/e2e/perf-bench.e2e.test.ts',
      '/r/tests/e2e/games-table.e2e.test.ts',
      '/r/tests/e2e/contact.e2e.test.ts',
    ];
    expect(longestFirst(files, (file) => file).map((file) => file.split('/').pop())).toEqual([
      'perf-bench.e2e.test.ts',
      'games-table.e2e.test.ts',
      'new.e2e.test.ts',
      'contact.e2e.test.ts',
      'account.e2e.test.ts',
    ]);
  });
});
