import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamePushHmacHex } from '../../src/platforms/gamepush-signature.ts';
import { NO_LAUNCH_PLATFORMS } from '../../src/platforms/launch-platform-config.ts';
import { NO_PLATFORMS } from '../../src/platforms/platform-config.ts';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, testClock, type TestApp } from '../test-app.ts';
import { mailLaunch, okLaunch, signRs256, vkLaunch, yandexSign } from './platform-test-kit.ts';

// Every verifier that records its proof: a second use of one proof from another session is refused.
const NOW_S = 1_760_000_000;
const crazy = generateKeyPairSync('rsa', { modulusLength: 2048 });
const google = generateKeyPairSync('rsa', { modulusLength: 2048 });

let t: TestApp;
let keys: Server;
beforeAll(async () => {
  keys = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'max-age=600' });
    response.end(
      JSON.stringify({ keys: [{ ...google.publicKey.export({ format: 'jwk' }), kid: 'g1', alg: 'RS256', use: 'sig' }] }),
    );
  });
  await new Promise<void>((resolve) => keys.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({
    clock: testClock(NOW_S * 1000),
    config: {
      platforms: {
        ...NO_PLATFORMS,
        yandexSecret: 'ya-secret',
        vkSecret: 'vk-secret',
        okSecret: 'ok-secret',
        mailSecret: 'mail-secret',
        mystoreSecret: 'mystore-secret',
        gamePushSecret: 'gp-secret',
        crazyGames: { publicKey: crazy.publicKey, gameId: 'rol' },
        launch: {
          ...NO_LAUNCH_PLATFORMS,
          google: {
            clientId: 'rol-client',
            keysUrl: `http://127.0.0.1:${(keys.address() as AddressInfo).port}/certs`,
            timeoutMs: 5000,
          },
        },
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  keys.closeAllConnections();
  await new Promise((resolve) => keys.close(resolve));
});

const gpSigned = (value: unknown) => {
  const payload = Buffer.from(JSON.stringify(value)).toString('base64');
  return `${payload}.${gamePushHmacHex(payload, 'gp-secret')}`;
};
const launch = (source: string, params: string) => ({
  path: '/api/integration/launch/authenticate',
  body: { source, params },
});

/** One sign-in per platform, each with a proof of its own. */
const PROOFS: Record<string, { path: string; body: Record<string, unknown> }> = {
  ya: {
    path: '/api/integration/ya/authenticate',
    body: {
      signature: yandexSign(
        { algorithm: 'HMAC-SHA256', issuedAt: NOW_S, requestPayload: '', data: { uniqueID: 'replay-ya' } },
        'ya-secret',
      ),
    },
  },
  vk: launch('vk', vkLaunch({ vk_user_id: '91001', vk_ts: String(NOW_S), vk_app_id: '1' }, 'vk-secret')),
  ok: launch('ok', okLaunch('92001', 'replay-session', 'ok-secret')),
  mail: launch('mail', mailLaunch({ uid: '93001', appid: '3' }, 'mail-secret')),
  mystore: {
    path: '/api/integration/mystore/client/authenticate',
    body: { uid: '94001', params: mailLaunch({ uid: '94001', appid: '9' }, 'mystore-secret') },
  },
  crazygames: {
    path: '/api/integration/crazy/authenticate',
    body: {
      token: signRs256(
        { userId: 'replay-cg', gameId: 'rol', username: 'Crazy', iat: NOW_S, exp: NOW_S + 3600 },
        crazy.privateKey,
      ),
    },
  },
  gp: {
    path: '/api/integration/gp/authenticate',
    body: { playerId: '95001', signature: gpSigned({ playerId: 95001 }) },
  },
  google: launch(
    'google',
    `id_token=${signRs256(
      { iss: 'https://accounts.google.com', aud: 'rol-client', exp: NOW_S + 600, iat: NOW_S, sub: 'replay-g' },
      google.privateKey,
      'g1',
    )}`,
  ),
};

describe('a proof signs in once: PLATFORM_PROOF_REPLAYED from any other session', () => {
  for (const [source, proof] of Object.entries(PROOFS)) {
    it(source, async () => {
      const first = await t.post(proof.path, proof.body, { token: null });
      expect(first.statusCode, first.body).toBe(200);
      const { playerId } = first.json<{ playerId: number }>();
      const token = first.headers.jsession as string;
      // A reload on the session it signed in re-sends it: the same player.
      const reload = await t.post(proof.path, proof.body, { token });
      expect(reload.json(), reload.body).toMatchObject({ playerId, how: 'existing' });
      expectRefusal(await t.post(proof.path, proof.body, { token: null }), 409, 'PLATFORM_PROOF_REPLAYED');
      const guest = await t.guest();
      expectRefusal(await t.post(proof.path, proof.body, { token: guest.token }), 409, 'PLATFORM_PROOF_REPLAYED');
      // The guest was not turned into the platform's player by the refused proof.
      const me = await t.get('/api/player/current', { token: guest.token });
      expect(me.json()).toMatchObject({ id: guest.playerId, userSource: 'own' });
    });
  }

  it("gp: one signature is one proof whichever GamePush partner the request names", async () => {
    const signature = gpSigned({ playerId: 95002 });
    const first = await t.post('/api/integration/gp/authenticate', { signature, platform: 'gp' }, { token: null });
    expect(first.statusCode, first.body).toBe(200);
    for (const platform of ['gp_partner', 'gp_playdeck'])
      expectRefusal(
        await t.post('/api/integration/gp/authenticate', { signature, platform }, { token: null }),
        409,
        'PLATFORM_PROOF_REPLAYED',
      );
  });
});
