import { defineConfig } from 'vitest/config';

/** Browser journeys: a real server on a fresh embedded database, driven in Debian's Chromium. */
export default defineConfig({
  test: {
    name: 'journeys',
    root: import.meta.dirname,
    include: ['journeys/**/*.journey.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
