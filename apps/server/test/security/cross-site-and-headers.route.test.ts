import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../envelope.ts';
import { PROTOCOL_ROUTES, pathWith } from '../reliability/protocol-routes.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/**
 * GETs that change the game (the takes) refuse what another site could send; every answer carries
 * the security headers, with the configured host platforms as the only pages allowed to frame it.
 */
const PLATFORM = 'https://games.platform.test';
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ config: { frameAncestors: [PLATFORM], allowedOrigins: ['https://mirror.game.test'] } });
  ({ token } = await t.guest());
});
afterAll(() => t.close());

const TAKES = PROTOCOL_ROUTES.filter((route) => route.method === 'GET' && route.changesState === true);
const urlOf = (path: string) => pathWith(PROTOCOL_ROUTES.find((r) => r.path === path)!, { id: '1' });

describe('state-changing GETs', () => {
  it('are marked wherever a GET path takes, accepts, sets, marks or chooses', () => {
    const paths = TAKES.map((route) => route.path);
    for (const path of ['/api/resourcePlace/:id/take', '/api/skill/place/:id/take', '/api/artifactPlace/:id/take'])
      expect(paths).toContain(path);
    const unmarked = PROTOCOL_ROUTES.filter(
      (route) =>
        route.method === 'GET' &&
        route.changesState !== true &&
        /\/(take|accept|set|mark|chosen|ensure)(\/|$)/.test(route.path),
    );
    expect(unmarked.map((route) => route.path)).toEqual([]);
  });

  it('refuse a session carried by the cookie alone, as a link or an image of another site sends it', async () => {
    for (const route of TAKES) {
      const res = await t.get(pathWith(route, { id: '1' }), { token, via: 'cookie' });
      expectRefusal(res, 403, 'CROSS_SITE_REFUSED');
    }
  });

  it('refuse a call the browser marks as from another site, unless from an allowed origin', async () => {
    const path = urlOf('/api/resourcePlace/:id/take');
    const crossSite = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.test' };
    expectRefusal(await t.get(path, { token, headers: crossSite }), 403, 'CROSS_SITE_REFUSED');
    expectRefusal(await t.get(path, { token, via: 'query', headers: { 'sec-fetch-site': 'cross-site' } }), 403, 'CROSS_SITE_REFUSED');
    const allowed = await t.get(path, { token, headers: { 'sec-fetch-site': 'cross-site', origin: 'https://mirror.game.test' } });
    expect(allowed.json()).not.toMatchObject({ error: 'CROSS_SITE_REFUSED' });
  });

  it("let the game's own calls through (session in a header or the address, same origin)", async () => {
    for (const route of TAKES) {
      for (const via of ['authorization', 'query'] as const) {
        const res = await t.get(pathWith(route, { id: '1' }), { token, via, headers: { 'sec-fetch-site': 'same-origin' } });
        expect(res.statusCode, `${route.path} via ${via}`).toBeLessThan(500);
        expect((res.json() as { error?: string }).error, `${route.path} via ${via}`).not.toBe('CROSS_SITE_REFUSED');
      }
    }
    // The game's resource take works end to end: the first place of the road is taken or refused by its own rule.
    const take = await t.get(urlOf('/api/resourcePlace/:id/take'), { token });
    expect(take.json()).not.toMatchObject({ error: 'CROSS_SITE_REFUSED' });
  });
});

describe('security headers', () => {
  it('carry a CSP with the configured frame ancestors, nosniff and no X-Frame-Options', async () => {
    for (const path of ['/api/player/current', '/api/no/such/route']) {
      const res = await t.get(path, { token });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      // Scripts from the game's origin and the music engine's blob: audio worklet only; no inline script.
      expect(csp).toContain("script-src 'self' blob:;");
      expect(csp).not.toContain("'unsafe-inline' blob:");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain(`frame-ancestors 'self' ${PLATFORM}`);
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('let the API reference page run its inline script, and no other page', async () => {
    const docs = await t.get('/api/docs', { token });
    const csp = String(docs.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' 'unsafe-inline';");
    expect(csp).toContain(`frame-ancestors 'self' ${PLATFORM}`);
    const other = await t.get('/api/docsx', { token });
    expect(String(other.headers['content-security-policy'])).toContain("script-src 'self' blob:;");
  });
});
