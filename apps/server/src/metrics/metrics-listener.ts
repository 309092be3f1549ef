import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export const METRICS_PATH = '/metrics';

export interface MetricsListener {
  port: number;
  close(): Promise<void>;
}

/**
 * Serves `GET /metrics` (Prometheus's text format) on a port of its own, apart from the game's
 * public port: an operator exposes it to Prometheus only (METRICS_PORT, METRICS_HOST).
 */
export async function startMetricsListener(
  registry: Registry,
  { port, host }: { port: number; host: string },
): Promise<MetricsListener> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`${String(error)}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
