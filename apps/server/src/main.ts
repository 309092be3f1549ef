import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_ACCOUNT_SIGNUPS,
  DEFAULT_GUEST_SIGNUPS,
  DEFAULT_MESSAGE_FLOOD,
  worldSeedFrom,
} from './app-config.ts';
import { isPostgresUrl, poolMaxFrom } from './db/database.ts';
import { EmbeddedDatabaseError } from './db/embedded/embedded-database-error.ts';
import { allowedOriginsFrom } from './http/allowed-origins.ts';
import { frameAncestorsFrom } from './http/frame-ancestors.ts';
import { httpTimeoutsFrom } from './http/http-timeouts.ts';
import { logLimitsFrom } from './logs/log-limits-from.ts';
import { startServer } from './start-server.ts';
import { metricsPortFrom } from './metrics/metrics-port.ts';
import { platformConfigFrom } from './platforms/platform-config.ts';
import { paymentConfigFrom } from './payments/payment-config.ts';
import { trustProxyFrom } from './trust-proxy.ts';
import { windowLimitFrom } from './window-limit.ts';

/**
 * `npm start`: PORT (default 8080), DATA_DIR (the embedded PostgreSQL's folder, default ./data from
 * the working directory, i.e. the repository root), DATABASE_URL (postgres://…: a PostgreSQL of your own),
 * TRUST_PROXY (proxy hops or addresses whose X-Forwarded-For is believed; docs/security.md), WORLD_SEED (the seed of the road's places; keep it for the
 * database's life), DATABASE_POOL_MAX (PostgreSQL connections of this process, default 10),
 * MESSAGE_FLOOD_LIMIT (`N/S`: chat messages, and mails, per player in S seconds; default 5/10),
 * GUEST_SIGNUP_LIMIT (`N/S`: new guests per IP address in S seconds; default 30/3600),
 * ACCOUNT_SIGNUP_LIMIT (`N/S`: new accounts per IP address; default 10/3600), METRICS_PORT
 * (Prometheus metrics at /metrics on this port; unset: none) and METRICS_HOST (its address,
 * default 127.0.0.1), the log limits (CLIENT_ERROR_LIMIT, CLIENT_ERROR_IP_LIMIT, LOAD_LOG_LIMIT,
 * LOAD_LOG_IP_LIMIT, LOG_RETENTION_DAYS; docs/limits.md), FRAME_ANCESTORS (the platforms whose
 * pages may frame the game; docs/security.md), HTTP_HEADERS_TIMEOUT, HTTP_REQUEST_TIMEOUT and
 * HTTP_KEEP_ALIVE_TIMEOUT (seconds; docs/limits.md), TUTORIAL=off
 * (new players start with the first-steps tutorial done). Serves
 * apps/web/dist (found from this file, whatever the working directory) when it has been built.
 */
/** A count setting: unset or empty is `fallback`; otherwise 1–100000, or the server refuses to start. */
function countFrom(variable: string, value: string | undefined, fallback: number): number {
  const text = value?.trim() ?? '';
  if (text === '') return fallback;
  const count = /^\d{1,6}$/.test(text) ? Number(text) : 0;
  if (!(count >= 1 && count <= 100_000))
    throw new Error(`${variable} must be a count from 1 to 100000, got "${text}"`);
  return count;
}

const cwd = process.cwd();
const databaseUrl = isPostgresUrl(process.env.DATABASE_URL) ? process.env.DATABASE_URL : undefined;
let server: Awaited<ReturnType<typeof startServer>>;
try {
  server = await startServer({
    port: Number(process.env.PORT || 8080),
    databaseUrl,
    poolMax: poolMaxFrom(process.env.DATABASE_POOL_MAX),
    dataDir: resolve(cwd, process.env.DATA_DIR || './data'),
    // The embedded database's progress (first start, start time, recovery) as the server's log lines.
    log: (msg) => process.stdout.write(`${JSON.stringify({ level: 30, time: Date.now(), msg })}\n`),
    metricsPort: metricsPortFrom(process.env.METRICS_PORT),
    metricsHost: process.env.METRICS_HOST || undefined,
    config: {
      webDistDir: fileURLToPath(new URL('../../web/dist', import.meta.url)),
      trustProxy: trustProxyFrom(process.env.TRUST_PROXY),
      allowedOrigins: allowedOriginsFrom(process.env.ALLOWED_ORIGINS),
      frameAncestors: frameAncestorsFrom(process.env.FRAME_ANCESTORS),
      httpTimeouts: httpTimeoutsFrom(process.env),
      logLimits: logLimitsFrom(process.env),
      socketLimits: {
        perSession: countFrom('SOCKETS_PER_SESSION', process.env.SOCKETS_PER_SESSION, 5),
        perAddress: countFrom('SOCKETS_PER_IP', process.env.SOCKETS_PER_IP, 50),
      },
      worldSeed: worldSeedFrom(process.env.WORLD_SEED),
      tutorial: process.env.TUTORIAL !== 'off',
      platforms: platformConfigFrom(process.env),
      payments: paymentConfigFrom(process.env),
      messageFlood: windowLimitFrom(
        'MESSAGE_FLOOD_LIMIT',
        process.env.MESSAGE_FLOOD_LIMIT,
        DEFAULT_MESSAGE_FLOOD,
      ),
      guestSignups: windowLimitFrom(
        'GUEST_SIGNUP_LIMIT',
        process.env.GUEST_SIGNUP_LIMIT,
        DEFAULT_GUEST_SIGNUPS,
      ),
      accountSignups: windowLimitFrom(
        'ACCOUNT_SIGNUP_LIMIT',
        process.env.ACCOUNT_SIGNUP_LIMIT,
        DEFAULT_ACCOUNT_SIGNUPS,
      ),
    },
  });
} catch (error) {
  // A folder another game owns, a database that will not start: one clear line, no stack.
  if (error instanceof EmbeddedDatabaseError) {
    console.error(`Road of Legends did not start: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
server.app.log.info(
  `Road of Legends at ${server.url.replace('127.0.0.1', 'localhost')} (${server.embedded ? `embedded PostgreSQL ${server.embedded.version}` : 'PostgreSQL'})`,
);
if (!server.app.config.webDistDir)
  server.app.log.warn('apps/web/dist not found: serving the API only (npm run build)');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error(error);
        process.exit(1);
      },
    );
  });
}
