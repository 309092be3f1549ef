import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as accountRoutes from '@rol/protocol/account-routes';
import * as playerRoutes from '@rol/protocol/player-routes';
import type { RouteDef } from '@rol/protocol/route';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const isRoute = (value: unknown): value is RouteDef =>
  typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'auth' in value;
const playerOnlyRoutes = ([...Object.values(accountRoutes), ...Object.values(playerRoutes)] as unknown[])
  .filter(isRoute)
  .filter((r) => r.auth === 'player');
const concretePath = (path: string) =>
  path.replace(/:(\w+)/g, (_, name: string) => (name === 'q' ? 'high' : 'en'));

describe('session transport (docs/architecture.md, "Wire contract", §7)', () => {
  it('writes the token in the jsession and authorization headers and an httpOnly lax cookie', async () => {
    const res = await t.post('/api/security/registerTrial', {});
    const token = res.headers.jsession as string;
    expect(res.headers.authorization).toBe(token);
    expect(res.headers['access-control-expose-headers']).toBe('jsession, authorization');
    const cookie = res.cookies.find((c) => c.name === 'JSESSIONID');
    expect(cookie).toMatchObject({ value: token, path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.maxAge).toBeGreaterThan(30 * 24 * 3600);
  });

  it('reads the token from the JSESSIONID query, the cookie, and Authorization raw or Bearer', async () => {
    const guest = await t.guest();
    for (const via of ['query', 'cookie', 'authorization', 'bearer'] as const) {
      const res = await t.get('/api/player/id/current', { token: guest.token, via });
      expect(res.statusCode, via).toBe(200);
      expect(res.body).toBe(String(guest.playerId));
      expect(res.headers.jsession).toBe(guest.token);
      expect(res.headers.authorization).toBe(guest.token);
    }
  });

  it('sets the cookie only when the request did not already carry it', async () => {
    const guest = await t.guest();
    const byCookie = await t.get('/api/player/id/current', { token: guest.token, via: 'cookie' });
    expect(byCookie.cookies).toEqual([]);
    const byHeader = await t.get('/api/player/id/current', { token: guest.token });
    expect(byHeader.cookies.map((c) => c.name)).toEqual(['JSESSIONID']);
  });

  it('uses the first valid token when several are offered', async () => {
    const guest = await t.guest();
    const stale = 'A'.repeat(43);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/player/id/current?JSESSIONID=${stale}`,
      headers: { authorization: 'Bearer garbage' },
      cookies: { JSESSIONID: guest.token },
    });
    expect(res.body).toBe(String(guest.playerId));
  });

  it.each(playerOnlyRoutes.map((r) => [r.method, r.path] as const))(
    '%s %s answers 401 UNAUTHORIZED without a valid session',
    async (method, path) => {
      for (const token of [null, 'not-a-token', 'B'.repeat(43)]) {
        const res = await t.app.inject({
          method,
          url: concretePath(path),
          headers: token ? { authorization: token } : {},
          payload: method === 'POST' ? {} : undefined,
        });
        expectRefusal(res, 401, 'UNAUTHORIZED');
        expect(res.headers.jsession).toBeUndefined();
      }
    },
  );

  it('forgets a session unused for longer than its lifetime', async () => {
    const guest = await t.guest();
    t.clock.advance(364 * 24 * 3600_000);
    expect((await t.get('/api/player/id/current', { token: guest.token })).statusCode).toBe(200);
    t.clock.advance(364 * 24 * 3600_000);
    expect((await t.get('/api/player/id/current', { token: guest.token })).statusCode).toBe(200);
    t.clock.advance(366 * 24 * 3600_000);
    expectRefusal(await t.get('/api/player/id/current', { token: guest.token }), 401, 'UNAUTHORIZED');
  });
});
