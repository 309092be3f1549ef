import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/**
 * A form of another site posts with the player's cookie (SameSite=Lax does not stop every such
 * request) but can set no header and does not know the token. So a state-changing request whose
 * session comes from the cookie alone must come from the game's own page or an allowed origin;
 * a session in the Authorization header or the address (the game's own calls, the host
 * platforms' frames) is not concerned.
 */
const GAME = 'https://game.test';
const MIRROR = 'https://mirror.game.test';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { allowedOrigins: [MIRROR] } });
});
afterAll(() => t.close());

const MUTE = '/api/player/updateSoundMute';
const fromSite = (origin: string, site = 'cross-site') => ({ host: 'game.test', origin, 'sec-fetch-site': site });

describe('a state-changing request authenticated by the cookie alone', () => {
  it('is refused from another site, JSON or form, whatever it tries to do', async () => {
    const { token } = await t.guest();
    const evil = fromSite('https://evil.test');
    expectRefusal(await t.post(MUTE, { soundMute: true }, { token, via: 'cookie', headers: evil }), 403, 'CROSS_SITE_REFUSED');
    expectRefusal(
      await t.post(MUTE, { soundMute: 'true' }, { token, via: 'cookie', form: true, headers: evil }),
      403,
      'CROSS_SITE_REFUSED',
    );
    // A form of a sandboxed frame or a data: page sends Origin "null".
    expectRefusal(
      await t.post(MUTE, { soundMute: true }, { token, via: 'cookie', headers: { host: 'game.test', origin: 'null' } }),
      403,
      'CROSS_SITE_REFUSED',
    );
    // A browser that marks it as from another site without an Origin.
    expectRefusal(
      await t.post(MUTE, { soundMute: true }, { token, via: 'cookie', headers: { 'sec-fetch-site': 'cross-site' } }),
      403,
      'CROSS_SITE_REFUSED',
    );
    // Registering a guest's account (a password an attacker would know) is such a request too.
    const register = { name: `csrf_${Math.floor(Math.random() * 1e6)}`, password: 'secret-123' };
    expectRefusal(
      await t.post('/api/security/register', register, { token, via: 'cookie', form: true, headers: evil }),
      403,
      'CROSS_SITE_REFUSED',
    );
  });

  it('is refused when a dead token in the address or a header hides the cookie that authenticates', async () => {
    const { token } = await t.guest();
    const evil = fromSite('https://evil.test');
    const res = await t.post(MUTE, { soundMute: true }, {
      token,
      via: 'cookie',
      query: { JSESSIONID: 'x'.repeat(43) },
      headers: { ...evil, authorization: 'y'.repeat(43) },
    });
    expectRefusal(res, 403, 'CROSS_SITE_REFUSED');
    // A state-changing GET (an image of another site, in a browser that names no site) likewise.
    const take = await t.get('/api/resourcePlace/1/take', { token, via: 'cookie', query: { JSESSIONID: 'x'.repeat(43) } });
    expectRefusal(take, 403, 'CROSS_SITE_REFUSED');
  });

  it("passes from the game's own page, an allowed origin, or a client that is no browser", async () => {
    const { token } = await t.guest();
    const pages: Record<string, string>[] = [
      fromSite(GAME, 'same-origin'),
      { host: 'game.test', origin: GAME },
      fromSite(MIRROR),
      {},
    ];
    for (const headers of pages) {
      const res = await t.post(MUTE, { soundMute: true }, { token, via: 'cookie', headers });
      expect(res.statusCode, `${JSON.stringify(headers)}: ${res.body}`).toBe(200);
    }
  });
});

describe('a request authenticated by a header or the address', () => {
  it('passes from another site: the host platforms frame the game and send the token', async () => {
    const { token } = await t.guest();
    for (const via of ['authorization', 'bearer', 'query'] as const) {
      const res = await t.post(MUTE, { soundMute: true }, { token, via, headers: fromSite('https://vk.com') });
      expect(res.statusCode, `${via}: ${res.body}`).toBe(200);
    }
  });

  it('reads are not concerned', async () => {
    const { token } = await t.guest();
    const res = await t.get('/api/player/info/current', { token, via: 'cookie', headers: fromSite('https://evil.test') });
    expect(res.statusCode).toBe(200);
  });
});
