import type { FastifyInstance } from 'fastify';

/** How long a stop waits for the requests in flight before it cuts their connections. */
export const STOP_GRACE_MS = 5_000;
/** How often, meanwhile, the connections gone idle are closed. */
const IDLE_SWEEP_MS = 100;

/**
 * Stops the app: no new connections; kept-alive connections closed as soon as they are idle; the
 * requests in flight given `graceMs` to finish; then every HTTP connection left is cut. Node's own
 * close shuts the idle connections only once, at its start: one busy then and idle a moment later
 * would hold the stop for its whole keep-alive time (HTTP_KEEP_ALIVE_TIMEOUT, 72 s). Realtime
 * sockets are the realtime gateway's to close.
 */
export async function closeApp(app: FastifyInstance, graceMs = STOP_GRACE_MS): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
}
