import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../src/app-config.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/**
 * Slow clients are cut: a request whose headers, or whole body, do not arrive in time is answered
 * 408 REQUEST_TIMEOUT and its connection closed, and an idle kept-alive connection is closed, so
 * a crowd of half-sent requests cannot hold the server's sockets. Short timeouts here (the
 * defaults are seconds); real clients, and the realtime socket once upgraded, are not cut.
 */
const TIMEOUTS = { headersMs: 400, requestMs: 700, keepAliveMs: 400, checkIntervalMs: 50 };
let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await createTestApp({ config: { httpTimeouts: TIMEOUTS } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

interface Probe {
  received: () => string;
  closedAfterMs: Promise<number>;
  socket: net.Socket;
}

/** A raw client that sends `data` and records what it gets back and when the server closes it. */
function probe(data: string): Probe {
  const started = Date.now();
  const socket = net.connect(port, '127.0.0.1', () => socket.write(data));
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', () => {});
  const closedAfterMs = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - started)));
  return { received: () => received, closedAfterMs, socket };
}

describe('slow clients', () => {
  it('are cut once their headers or their body are late, with the 408 envelope', async () => {
    const half = [
      probe(''),
      probe('POST /api/player/updateSoundMute HTTP/1.1\r\nHost: game.test\r\nX-Slow: '),
      probe('GET /api/player/info/current HTTP/1.1\r\nHost: game.test\r\n'),
    ];
    const slowBody = probe(
      'POST /api/player/updateSoundMute HTTP/1.1\r\nHost: game.test\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"sound',
    );
    // Keeps the body trickling in, a byte at a time, well within any per-read limit.
    const trickle = setInterval(() => slowBody.socket.write(' '), 100);
    try {
      for (const client of half) {
        expect(await client.closedAfterMs).toBeLessThan(TIMEOUTS.headersMs + 1_000);
        expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
        expect(client.received()).toContain('"error":"REQUEST_TIMEOUT"');
      }
      expect(await slowBody.closedAfterMs).toBeLessThan(TIMEOUTS.requestMs + 1_000);
      expect(slowBody.received()).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      clearInterval(trickle);
    }
  });

  it('answer a request too malformed to read with the 400 envelope', async () => {
    const client = probe('NOT HTTP AT ALL\r\n\r\n');
    await client.closedAfterMs;
    expect(client.received()).toMatch(/^HTTP\/1\.1 400 /);
    expect(client.received()).toContain('"error":"BAD_REQUEST"');
  });

  it('keep a real request going, and close the idle connection it leaves open', async () => {
    const client = probe('GET /api/connection/isConnectionExists HTTP/1.1\r\nHost: game.test\r\n\r\n');
    const closedAfter = await client.closedAfterMs;
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(closedAfter).toBeGreaterThanOrEqual(TIMEOUTS.keepAliveMs - 50);
    expect(closedAfter).toBeLessThan(TIMEOUTS.keepAliveMs + 2_000);
  });

  it('leave an upgraded realtime socket open past every timeout', async () => {
    const key = Buffer.from('0123456789abcdef').toString('base64');
    const socket = probe(
      `GET /api/websocket HTTP/1.1\r\nHost: game.test\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: ${key}\r\n\r\n`,
    );
    await new Promise((resolve) => setTimeout(resolve, TIMEOUTS.requestMs + 500));
    expect(socket.received()).toMatch(/^HTTP\/1\.1 101 /);
    expect(socket.socket.destroyed).toBe(false);
    socket.socket.destroy();
  });

  it('have defaults that cut in seconds and outlast a proxy’s idle connections', () => {
    expect(DEFAULT_CONFIG.httpTimeouts).toEqual({
      headersMs: 5_000,
      requestMs: 15_000,
      keepAliveMs: 72_000,
      checkIntervalMs: 1_000,
    });
  });
});
