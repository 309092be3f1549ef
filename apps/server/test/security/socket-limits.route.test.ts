import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CONNECT, rawClient } from '../realtime/stomp-test-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/** Sockets are capped per session and per address, and only the game's own pages (or allowed origins) open them. */
let t: TestApp;
let port = 0;
let wsUrl = '';
beforeAll(async () => {
  t = await createTestApp({
    config: {
      socketLimits: { perSession: 2, perAddress: 4 },
      allowedOrigins: ['https://games.platform.example'],
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  wsUrl = `ws://127.0.0.1:${port}/api/websocket`;
});
afterAll(() => t.close());

async function connect(token: string) {
  const client = await rawClient(wsUrl);
  client.send(CONNECT(token));
  await Promise.race([client.frame('CONNECTED'), client.frame('ERROR')]);
  return client;
}
/** The HTTP status of an upgrade from a page of `origin`. */
function upgradeStatus(origin: string | undefined): Promise<number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(wsUrl, origin ? { origin } : {});
    socket.on('open', () => {
      socket.close();
      resolve(101);
    });
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.on('error', () => undefined);
  });
}

describe('socket limits', () => {
  it('refuses a session’s socket beyond its cap, and frees the place when one closes', async () => {
    const guest = await t.guest();
    const first = await connect(guest.token);
    const second = await connect(guest.token);
    const third = await connect(guest.token);
    expect(third.frames.find((f) => f.command === 'ERROR')?.headers['error-code']).toBe(
      'TOO_MANY_CONNECTIONS',
    );
    expect(first.frames.some((f) => f.command === 'CONNECTED')).toBe(true);
    expect(second.frames.some((f) => f.command === 'CONNECTED')).toBe(true);
    // Another session of the same player is counted on its own.
    const other = (
      await t.post('/api/security/register', {
        name: 'Tabs',
        password: 'secret-123',
        agreement: true,
        cookies: true,
      })
    ).headers.jsession as string;
    const elsewhere = await connect(other);
    expect(elsewhere.frames.some((f) => f.command === 'CONNECTED')).toBe(true);
    first.socket.close();
    await first.closed;
    const again = await connect(guest.token);
    expect(again.frames.some((f) => f.command === 'CONNECTED')).toBe(true);
    // 4 open from 127.0.0.1 (second, elsewhere, again, and third until it closes): the address cap.
    await third.closed;
    const fourth = await rawClient(wsUrl);
    expect(await upgradeStatus(undefined)).toBe(429);
    for (const c of [second, elsewhere, again, fourth]) c.socket.close();
    await Promise.all([second, elsewhere, again, fourth].map((c) => c.closed));
  });

  it('refuses an upgrade from a foreign page, and lets the game’s own and allowed origins in', async () => {
    expect(await upgradeStatus('https://evil.example')).toBe(403);
    expect(await upgradeStatus('null')).toBe(403);
    expect(await upgradeStatus(`http://127.0.0.1:${port}`)).toBe(101);
    expect(await upgradeStatus('https://games.platform.example')).toBe(101);
    expect(await upgradeStatus(undefined)).toBe(101);
  });
});
