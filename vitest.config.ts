import { defineConfig } from 'vitest/config';

// Unit and backend suites. Browser suites (tests/e2e) have their own config because they need a
// production build and a real Chromium.
export default defineConfig({
  test: {
    environment: 'node',
    include: [
      'src/**/*.test.{ts,tsx}',
      'sync/**/*.test.ts',
      'supabase/**/*.test.ts',
      'scripts/**/*.test.{ts,mjs}',
      'tests/backend/**/*.test.ts',
      'tests/e2e/sequencer.test.ts',
    ],
    exclude: ['node_modules/**', 'dist/**', 'supabase/functions/**'],
    setupFiles: ['./src/test-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
