import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../src/db/embedded/embedded-postgres.ts';

export interface ThrowAwayPostgres {
  /** The server's `postgres` database: tests create and drop databases of their own from it. */
  adminUrl: string;
  /** Stops the server and deletes its folder. */
  stop(): Promise<void>;
}

/**
 * The game's own embedded PostgreSQL in a temp folder, without durability (no fsync): what the
 * tests run on when no TEST_DATABASE_URL names a server. `max_connections` leaves room for the
 * route files running side by side, each with its pool, and the two-node tests.
 */
export async function startThrowAwayPostgres(): Promise<ThrowAwayPostgres> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rol-test-pg-'));
  const server = await startEmbeddedPostgres({
    dataDir,
    throwAway: true,
    log: () => {},
    settings: { max_connections: '300', shared_buffers: '256MB' },
  });
  return {
    adminUrl: server.adminUrl,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
