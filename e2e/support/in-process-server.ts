import { join } from 'node:path';
import { startServer, type RunningServer } from '../../apps/server/src/start-server.ts';

const repoRoot = join(import.meta.dirname, '..', '..');

export interface InProcessServer {
  url: string;
  /** Sets players' levels with a direct SQL update (no backdoor route exists, and none should). */
  setLevel(playerIds: readonly number[], level: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real server started inside the test process (as `npm start` does: the built web app and the
 * API on one port) on a fresh in-memory PGlite, so a journey can reach its database.
 */
export async function startInProcessServer(): Promise<InProcessServer> {
  const server: RunningServer = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    config: { webDistDir: join(repoRoot, 'apps/web/dist'), logger: false },
  });
  if (!server.app.config.webDistDir) {
    await server.close();
    throw new Error('apps/web/dist is missing: run `npm run build -w @rol/web` first');
  }
  const { database } = server;
  const query = (text: string, params: unknown[]): Promise<unknown> =>
    database.kind === 'pglite' ? database.client.query(text, params) : database.pool.query(text, params);
  return {
    url: server.url,
    async setLevel(playerIds, level) {
      await query('UPDATE players SET level = $1 WHERE id = ANY($2::int[])', [level, [...playerIds]]);
    },
    close: () => server.close(),
  };
}
