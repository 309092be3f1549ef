import { defineConfig } from 'vitest/config';

/**
 * `unit`: pure tests next to the code. `routes`: server route tests that boot the whole app with
 * `inject` on a database chosen by TEST_DATABASE_URL (unset: an in-memory PGlite).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/**/*.test.{ts,tsx}', 'bench/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.route.test.ts'],
          // Property tests run for seconds; a CI machine's two busy cores may double that.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'routes',
          include: ['apps/server/**/*.route.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
