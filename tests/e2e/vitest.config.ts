import { defineConfig } from 'vitest/config';

// Browser suites: real Chromium (Debian's) driven by playwright-core against the production build
// in dist/, served by Vite's preview server. `npm test` builds first.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
