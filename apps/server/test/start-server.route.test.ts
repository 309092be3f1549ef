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
});
