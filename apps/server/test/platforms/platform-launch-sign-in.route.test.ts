import { generateKeyPairSync, verify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerSign } from '../../src/platforms/launch-signatures.ts';
import { NO_PLATFORMS } from '../../src/platforms/platform-config.ts';
import { md5Hex } from '../../src/platforms/proof-checks.ts';
import { signRs256 } from './platform-test-kit.ts';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, testClock, type TestApp } from '../test-app.ts';

const NOW_S = 1_760_000_000;
const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
const rustore = generateKeyPairSync('rsa', { modulusLength: 2048 });
const RU_TOKEN = 'rustore-jwe';
const PURCHASES: Record<string, { status: string; user_id: string }> = {
  'p-paid': { status: 'PAID', user_id: 'ru-user-1' },
  'p-confirmed': { status: 'CONFIRMED', user_id: 'ru-user-1' },
  'p-cancelled': { status: 'CANCELLED', user_id: 'ru-user-2' },
};

/** Google's key set and RuStore's public API on loopback: the fakes check what the server sends. */
function fakePlatforms(): Server {
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'max-age=600' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/certs')
      return send(200, {
        keys: [{ ...google.publicKey.export({ format: 'jwk' }), kid: 'g1', alg: 'RS256', use: 'sig' }],
      });
    if (url.pathname === '/public/auth') {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        const body = JSON.parse(text) as { keyId: string; timestamp: string; signature: string };
        const good =
          body.keyId === 'ru-key' &&
          verify(
            'RSA-SHA512',
            Buffer.from(body.keyId + body.timestamp),
            rustore.publicKey,
            Buffer.from(body.signature, 'base64'),
          );
        send(good ? 200 : 401, good ? { code: 'OK', body: { jwe: RU_TOKEN, ttl: 900 } } : { code: 'ERROR' });
      });
      return;
    }
    const purchase = /^\/public\/purchases\/(.+)$/.exec(url.pathname);
    if (purchase) {
      if (request.headers['public-token'] !== RU_TOKEN) return send(401, { code: 'ERROR' });
      const found = PURCHASES[purchase[1] ?? ''];
      return found ? send(200, { code: 'OK', body: found }) : send(404, { code: 'ERROR' });
    }
    send(500, {});
  });
}

let t: TestApp;
let fake: Server;
beforeAll(async () => {
  fake = fakePlatforms();
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  t = await createTestApp({
    clock: testClock(NOW_S * 1000),
    config: {
      platforms: {
        ...NO_PLATFORMS,
        launch: {
          foto: { appId: '77', secret: 'foto-secret' },
          exeSecret: 'exe-secret',
          beelineSecret: 'beeline-secret',
          google: { clientId: 'rol-client', keysUrl: `${base}/certs`, timeoutMs: 5000 },
          rustore: { keyId: 'ru-key', privateKey: rustore.privateKey, baseUrl: base, timeoutMs: 5000 },
        },
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});

const launch = (source: string, params: string, token?: string) =>
  t.post('/api/integration/launch/authenticate', { source, params }, token ? { token } : {});
const fotoParams = (uid: string, appId = '77', secret = 'foto-secret') =>
  new URLSearchParams({ fotoUid: uid, appId, authKey: md5Hex(`${appId}_${uid}_${secret}`) }).toString();
const partnerParams = (fields: Record<string, string>, secret: string) => {
  const query = new URLSearchParams(fields);
  query.set('sign', partnerSign(new Map(Object.entries(fields)), secret));
  return query.toString();
};
const idToken = (claims: Record<string, unknown>, key = google.privateKey, kid = 'g1') =>
  signRs256(
    { iss: 'https://accounts.google.com', aud: 'rol-client', exp: NOW_S + 600, iat: NOW_S, ...claims },
    key,
    kid,
  );

describe('POST /api/integration/launch/authenticate: foto, exe, beeline, google', () => {
  it('signs in a Fotostrana player at every launch with its static key, and refuses a changed one', async () => {
    const first = await launch('foto', fotoParams('555'));
    expect(first.json()).toMatchObject({ userSource: 'foto', how: 'created' });
    expect((await launch('foto', fotoParams('555'))).json()).toMatchObject({
      playerId: first.json<{ playerId: number }>().playerId,
      how: 'existing',
    });
    expectRefusal(
      await launch('foto', fotoParams('555').replace('fotoUid=555', 'fotoUid=556')),
      403,
      'PLATFORM_PROOF_INVALID',
    );
    expectRefusal(await launch('foto', fotoParams('555', '78')), 403, 'PLATFORM_PROOF_INVALID');
    expectRefusal(await launch('foto', fotoParams('555', '77', 'forged')), 403, 'PLATFORM_PROOF_INVALID');
    expectRefusal(await launch('foto', 'fotoUid=555&appId=77'), 400, 'PLATFORM_PROOF_MALFORMED');
  });

  it('signs in exe and beeline partner links once, fresh and unchanged', async () => {
    const exe = partnerParams({ exe_user: 'e1', ts: String(NOW_S - 10), name: 'Exeman' }, 'exe-secret');
    const res = await launch('exe', exe);
    expect(res.json()).toMatchObject({ userSource: 'exe', how: 'created' });
    const token = res.headers.jsession as string;
    expect((await launch('exe', exe, token)).json()).toMatchObject({ how: 'existing' });
    expectRefusal(await launch('exe', exe), 409, 'PLATFORM_PROOF_REPLAYED');
    expectRefusal(
      await launch('exe', exe.replace('exe_user=e1', 'exe_user=e2')),
      403,
      'PLATFORM_PROOF_INVALID',
    );
    expectRefusal(
      await launch('exe', partnerParams({ exe_user: 'e1', ts: String(NOW_S - 90_000) }, 'exe-secret')),
      403,
      'PLATFORM_PROOF_EXPIRED',
    );
    expectRefusal(
      await launch('exe', partnerParams({ exe_user: 'e1', ts: String(NOW_S) }, 'beeline-secret')),
      403,
      'PLATFORM_PROOF_INVALID',
    );
    expectRefusal(await launch('exe', 'exe_user=e1&ts=1'), 400, 'PLATFORM_PROOF_MALFORMED');
    const beeline = await launch(
      'beeline',
      partnerParams({ beeline_login: 'b.one', ts: String(NOW_S) }, 'beeline-secret'),
    );
    expect(beeline.json()).toMatchObject({ userSource: 'beeline', how: 'created' });
    expectRefusal(
      await launch('beeline', partnerParams({ exe_user: 'b', ts: String(NOW_S) }, 'beeline-secret')),
      400,
      'PLATFORM_PROOF_MALFORMED',
    );
  });

  it("signs in a Google ID token against Google's published keys; refuses other audiences, keys and old tokens", async () => {
    const res = await launch('google', `id_token=${idToken({ sub: 'g-100', name: 'Gina' })}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ userSource: 'google', how: 'created' });
    expectRefusal(
      await launch('google', `id_token=${idToken({ sub: 'g-100', aud: 'other' })}`),
      403,
      'PLATFORM_PROOF_INVALID',
    );
    expectRefusal(
      await launch('google', `id_token=${idToken({ sub: 'g-100' }, stranger.privateKey)}`),
      403,
      'PLATFORM_PROOF_INVALID',
    );
    expectRefusal(
      await launch('google', `id_token=${idToken({ sub: 'g-100', exp: NOW_S - 5 })}`),
      403,
      'PLATFORM_PROOF_EXPIRED',
    );
    expectRefusal(
      await launch('google', `id_token=${idToken({ sub: 'g-100', iss: 'evil' })}`),
      403,
      'PLATFORM_PROOF_INVALID',
    );
    expectRefusal(await launch('google', 'token=x'), 400, 'PLATFORM_PROOF_MALFORMED');
  });

  it('answers PLATFORM_NOT_CONFIGURED for a platform without its secret, and refuses unknown sources', async () => {
    expectRefusal(await launch('vk', 'vk_user_id=1&sign=x'), 400, 'PLATFORM_NOT_CONFIGURED');
    expectRefusal(await launch('gamedistrib', 'x=1'), 400, 'VALIDATION_FAILED');
  });
});

describe('POST /api/integration/rustore/authenticate', () => {
  it("names the player by a paid purchase's owner through RuStore's API", async () => {
    const res = await t.post('/api/integration/rustore/authenticate', { purchaseId: 'p-paid', lang: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ userSource: 'rustore', how: 'created' });
    const again = await t.post('/api/integration/rustore/authenticate', { purchaseId: 'p-confirmed' });
    expect(again.json()).toMatchObject({
      playerId: res.json<{ playerId: number }>().playerId,
      how: 'existing',
    });
  });

  it('refuses unknown and unpaid purchases, odd ids, and a platform that does not answer', async () => {
    const ru = (purchaseId: unknown) => t.post('/api/integration/rustore/authenticate', { purchaseId });
    expectRefusal(await ru('p-unknown'), 403, 'PLATFORM_PROOF_INVALID');
    expectRefusal(await ru('p-cancelled'), 403, 'PLATFORM_PROOF_INVALID');
    expectRefusal(await ru('../auth'), 400, 'PLATFORM_PROOF_MALFORMED');
    expectRefusal(await ru(''), 400, 'VALIDATION_FAILED');
    expectRefusal(await ru(5), 400, 'VALIDATION_FAILED');
    const offline = await createTestApp({
      config: {
        platforms: {
          ...NO_PLATFORMS,
          launch: {
            ...NO_PLATFORMS.launch,
            rustore: {
              keyId: 'ru-key',
              privateKey: rustore.privateKey,
              baseUrl: 'http://127.0.0.1:9',
              timeoutMs: 500,
            },
          },
        },
      },
    });
    try {
      expectRefusal(
        await offline.post('/api/integration/rustore/authenticate', { purchaseId: 'p-paid' }),
        400,
        'PLATFORM_REFUSED',
      );
    } finally {
      await offline.close();
    }
  });
});
