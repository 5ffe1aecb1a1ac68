import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './sequencer';

// Browser suites: real Chromium (Debian's) driven by playwright-core against the production build
// in dist/, served by Vite's preview server. `npm test` builds first.
// Suites are independent (each starts its own browser, and the sync suites their own backend, all
// serving the one dist/ build: tests/sync/browser-harness.ts), so two run at once; `npm test` runs the load-timing suites afterwards on their
// own (scripts/test-all.mjs says why). In CI a failed test is tried once more, its browser traced
// (newContext in browser.ts), and a pass on that retry is reported as a flake by name
// (scripts/flake-reporter.mjs): the run stays green and says which test to mend.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    maxWorkers: 2,
    // The longest suites start first (sequencer.ts), so both workers stay busy to the end.
    sequence: { sequencer: LongestFirstSequencer },
    retry: process.env.CI ? 1 : 0,
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // expect.poll waits for what the app does a moment later (a save after the paint, a sync):
    // on a loaded 2-core machine that moment can pass a second, the default.
    expect: { poll: { timeout: 10_000 } },
  },
});
