import { defineConfig } from 'vitest/config';

/**
 * `unit`: pure tests next to the code. `routes`: server route tests that boot the whole app with
 * `inject`, each file on its own clone of a migrated template database, on the PostgreSQL of
 * TEST_DATABASE_URL (unset: a throw-away embedded PostgreSQL the global set-up starts).
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
          globalSetup: ['apps/server/test/postgres-global-setup.ts'],
          // Every file imports the whole server: a worker keeps its modules from file to file
          // instead of importing them again for each (each file still builds its own app on its
          // own database, so nothing a file makes reaches the next).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
