import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * About how long each browser suite takes, in seconds, on a 2-core machine with two suites at once
 * (a CI run of 2026-11-28). The two workers take the longest suites first, so the run never ends
 * on one long suite while the other worker sits idle: ordered by file size (vitest's order without
 * a cache of earlier runs, as on a fresh clone), the 75-second accessibility sweep started last and
 * ran alone for a minute. Only the order depends on these figures; a stale one costs a little time,
 * never a result.
 */
export const SUITE_SECONDS: Record<string, number> = {
  'perf-bench.e2e.test.ts': 110,
  'games-table.e2e.test.ts': 100,
  'games.e2e.test.ts': 98,
  'accessibility.e2e.test.ts': 150,
  'editor.e2e.test.ts': 70,
  'premium.e2e.test.ts': 66,
  'sync.e2e.test.ts': 64,
  'feel.e2e.test.ts': 58,
  'qr-kit.e2e.test.ts': 130,
  'shell-behaviour.e2e.test.ts': 45,
  'games-own.e2e.test.ts': 43,
  'charades.e2e.test.ts': 30,
  'misc-pages.e2e.test.ts': 41,
  'email-links.e2e.test.ts': 39,
  'shell.e2e.test.ts': 39,
  'reading.e2e.test.ts': 37,
  'editor-publish.e2e.test.ts': 36,
  'gallery.e2e.test.ts': 34,
  'moderation.e2e.test.ts': 25,
  'dice-games.e2e.test.ts': 35,
  'coins.e2e.test.ts': 29,
  'squiffy.e2e.test.ts': 33,
  'party-stream.e2e.test.ts': 52,
  'contact.e2e.test.ts': 26,
  'more-or-less.e2e.test.ts': 22,
  'table-link.e2e.test.ts': 150,
  'table-truth-or-dare.e2e.test.ts': 40,
  'table-category.e2e.test.ts': 30,
  'table-word-guess.e2e.test.ts': 45,
  'profile.e2e.test.ts': 21,
  'setup-start.e2e.test.ts': 20,
  'games-liked.e2e.test.ts': 18,
  'account.e2e.test.ts': 17,
  'games-bench.e2e.test.ts': 10,
  'editor-bench.e2e.test.ts': 6,
  'editor-landing-bench.e2e.test.ts': 6,
  'sync-bench.e2e.test.ts': 5,
  'rooms.e2e.test.ts': 150,
  'rooms-games.e2e.test.ts': 110,
  'languages.e2e.test.ts': 38,
  // Run on their own after the others (scripts/test-all.mjs), one at a time.
  'prerender.e2e.test.ts': 96,
  'tools.e2e.test.ts': 30,
};
/** A suite not in the table yet: placed as a middling one. */
const UNKNOWN_SECONDS = 30;

/** Longest suite first (the greedy order that packs two workers best), ties by name. */
export function longestFirst<T>(items: T[], fileOf: (item: T) => string): T[] {
  const seconds = (item: T) => SUITE_SECONDS[basename(fileOf(item))] ?? UNKNOWN_SECONDS;
  return [...items].sort(
    (a, b) => seconds(b) - seconds(a) || basename(fileOf(a)).localeCompare(basename(fileOf(b))),
  );
}

export default class LongestFirstSequencer extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return Promise.resolve(longestFirst(files, (file) => file.moduleId));
  }
}
