// Test projects: `unit` (pure and in-process), `api-sqlite` and `api-postgres` (one API suite
// run unchanged on both engines), `e2e` (Debian's Chromium against the built server).
import { defineConfig } from 'vitest/config';

const api = (engine: 'sqlite' | 'postgres') => ({
  test: {
    name: `api-${engine}`,
    include: ['apps/server/test/api/**/*.test.ts'],
    env: { TEST_DB: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One database per file; files run one after another to keep PostgreSQL load small.
    fileParallelism: false,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/web/test/**/*.test.{ts,tsx}',
            'apps/server/test/unit/**/*.test.ts',
            'apps/server/test/media/**/*.test.ts',
            'apps/server/test/demo/**/*.test.ts',
            'apps/server/test/net/**/*.test.ts',
            'apps/server/test/links/**/*.test.ts',
          ],
          testTimeout: 30_000,
        },
      },
      api('sqlite'),
      api('postgres'),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 240_000,
          fileParallelism: false,
          // A poll waits for what a click brings: a server answer and a render. On a busy 2-core
          // machine that takes seconds, not the 1 s vitest allows by default.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
