import { defineConfig } from 'vitest/config';

/**
 * Browser journeys: a real server on a fresh clone of the migrated template database (on the
 * PostgreSQL of TEST_DATABASE_URL, or a throw-away embedded one the global set-up starts), driven
 * in Debian's Chromium.
 */
export default defineConfig({
  test: {
    name: 'journeys',
    root: import.meta.dirname,
    include: ['journeys/**/*.journey.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    globalSetup: ['../apps/server/test/postgres-global-setup.ts'],
  },
});
