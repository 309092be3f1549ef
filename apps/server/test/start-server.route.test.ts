import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer } from '../src/start-server.ts';

describe('startServer', () => {
  it('migrates a fresh PGlite folder, listens on a free port and keeps data across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rol-start-'));
    try {
      const first = await startServer({ port: 0, host: '127.0.0.1', dataDir, config: { logger: false } });
      expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(await (await fetch(`${first.url}/api/connection/isConnectionExists`)).json()).toBe(true);
      const trial = await fetch(`${first.url}/api/security/registerTrial`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      const token = trial.headers.get('jsession') ?? '';
      expect(trial.headers.get('access-control-expose-headers')).toBe('jsession, authorization');
      await first.close();

      const second = await startServer({ port: 0, host: '127.0.0.1', dataDir, config: { logger: false } });
      const id = await fetch(`${second.url}/api/player/id/current`, { headers: { authorization: token } });
      expect(id.status).toBe(200);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('serves Prometheus metrics on METRICS_PORT only, closing it with the server', async () => {
    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: 'memory://',
      metricsPort: 0,
      config: { logger: false },
    });
    const metricsUrl = `http://127.0.0.1:${server.metricsPort}/metrics`;
    try {
      await fetch(`${server.url}/api/connection/isConnectionExists`);
      const text = await (await fetch(metricsUrl)).text();
      expect(text).toContain(
        'http_request_duration_seconds_count{method="GET",route="/api/connection/isConnectionExists",status_code="200"} 1',
      );
    } finally {
      await server.close();
    }
    await expect(fetch(metricsUrl)).rejects.toThrow();
  }, 120_000);
});
