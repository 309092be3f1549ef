import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticateKongregate, type KongregateConfig } from './kongregate-client.ts';
import { asyncCodeOf } from '../../test/platforms/platform-test-kit.ts';

/** A loopback stand-in for Kongregate's authenticate API: user 42 with token good-token. */
let server: Server;
let config: KongregateConfig;
const seen: URLSearchParams[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    seen.push(url.searchParams);
    if (url.pathname !== '/api/authenticate.json') return void response.writeHead(404).end();
    if (url.searchParams.get('user_id') === '500') return void response.writeHead(500).end();
    if (url.searchParams.get('user_id') === 'slow') return; // never answers
    const ok =
      url.searchParams.get('user_id') === '42' &&
      url.searchParams.get('game_auth_token') === 'good-token' &&
      url.searchParams.get('api_key') === 'api-key';
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(
        ok ? { success: true, user_id: 42, username: 'kong_user' } : { success: false, error: 403 },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  config = {
    apiKey: 'api-key',
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    timeoutMs: 5000,
  };
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('Kongregate client', () => {
  it('takes the identity from the platform answer', async () => {
    const identity = await authenticateKongregate(config, {
      kongId: '42',
      token: 'good-token',
      username: 'spoofed',
    });
    expect(identity).toMatchObject({ source: 'kong', userId: '42', name: 'kong_user', proofKey: null });
    expect(seen.at(-1)?.get('api_key')).toBe('api-key');
  });

  it('refuses a wrong token', async () => {
    expect(
      await asyncCodeOf(() => authenticateKongregate(config, { kongId: '42', token: 'bad', username: 'x' })),
    ).toBe('PLATFORM_PROOF_INVALID');
  });

  it('reports the platform failing, hanging or unreachable as refused', async () => {
    expect(
      await asyncCodeOf(() => authenticateKongregate(config, { kongId: '500', token: 't', username: 'x' })),
    ).toBe('PLATFORM_REFUSED');
    expect(
      await asyncCodeOf(() =>
        authenticateKongregate({ ...config, timeoutMs: 300 }, { kongId: 'slow', token: 't', username: 'x' }),
      ),
    ).toBe('PLATFORM_REFUSED');
    const closed = { ...config, baseUrl: 'http://127.0.0.1:1' };
    expect(
      await asyncCodeOf(() =>
        authenticateKongregate(closed, { kongId: '42', token: 'good-token', username: 'x' }),
      ),
    ).toBe('PLATFORM_REFUSED');
  });
});
