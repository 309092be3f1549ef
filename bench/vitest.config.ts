import { defineConfig } from 'vitest/config';

/**
 * The bench's own unit tests (pure helpers: addresses, /proc parsing): `npm test -w @rol/bench`.
 * The root config's projects cover packages/ and apps/ only.
 */
export default defineConfig({
  test: { root: import.meta.dirname, include: ['src/**/*.test.ts'] },
});
