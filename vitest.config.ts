import { defineConfig } from 'vitest/config';

/**
 * `unit`: pure tests next to the code. `routes`: server route tests that boot the whole app with
 * `inject`, each file on its own clone of a migrated template database, on the PostgreSQL of
 * TEST_DATABASE_URL (unset: a throw-away embedded PostgreSQL the global set-up starts).
 */
const UNIT_TESTS = ['packages/**/*.test.ts', 'apps/**/*.test.{ts,tsx}', 'bench/src/**/*.test.ts', 'scripts/**/*.test.ts'];

/** Unit test files that replace modules or globals (`vi.mock`, `vi.stubGlobal`, fake timers): each runs apart. */
export const MOCKING_UNIT_TESTS = [
  'apps/web/src/app/chunk-load.test.ts',
  'apps/web/src/app/realtime-bridge.test.ts',
  'apps/web/src/platforms/adapters/rustore-adapter.test.ts',
  'apps/web/src/platforms/platform-start.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: UNIT_TESTS,
          exclude: ['**/node_modules/**', '**/*.route.test.ts', ...MOCKING_UNIT_TESTS],
          // A worker keeps its modules from file to file: starting a fresh one per file was three
          // quarters of the stage (258 files: 124 s isolated, 31 s shared). Files that replace
          // modules or globals run in `unit-isolated`.
          isolate: false,
          // Property tests run for seconds; a CI machine's two busy cores may double that.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'unit-isolated',
          include: MOCKING_UNIT_TESTS,
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
