import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformAccounts } from '../../src/db/schema/platform-accounts.ts';
import { gamePushHmacHex } from '../../src/platforms/gamepush-signature.ts';
import { NO_PLATFORMS } from '../../src/platforms/platform-config.ts';
import { mailLaunch, okLaunch, signRs256, vkLaunch, yandexSign } from './platform-test-kit.ts';
import { expectRefusal } from '../envelope.ts';
import { ledgerMismatches } from '../ledger-check.ts';
import { createTestApp, testClock, type TestApp } from '../test-app.ts';

// Telegram's published vector A: the clock stands a minute after its auth_date.
const TG_TOKEN = '5768337691:AAGDAe6rjxu1cUgxK4BizYi--Utc3J9v5AU';
const TG_DATA =
  'user=%7B%22id%22%3A279058397%2C%22first_name%22%3A%22Vladislav%22%2C%22last_name%22%3A%22Kibenko%22%2C%22username%22%3A%22vdkfrost%22%2C%22language_code%22%3A%22en%22%2C%22is_premium%22%3Atrue%2C%22allows_write_to_pm%22%3Atrue%7D&chat_instance=-3788475317572404878&chat_type=private&auth_date=1709144340&hash=371697738012ebd26a111ace4aff23ee265596cd64026c8c3677956a85ca1827';
const NOW_S = 1709144340 + 60;
const SECRETS = {
  ya: 'ya-secret',
  vk: 'vk-secret',
  ok: 'ok-secret',
  mail: 'mail-secret',
  mystore: 'mystore-secret',
  gp: 'gp-secret',
};
const crazy = generateKeyPairSync('rsa', { modulusLength: 2048 });

let t: TestApp;
let kong: Server;
beforeAll(async () => {
  kong = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const ok =
      url.searchParams.get('user_id') === '42' && url.searchParams.get('game_auth_token') === 'kong-token';
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(ok ? { success: true, user_id: 42, username: 'kong_user' } : { success: false }),
    );
  });
  await new Promise<void>((resolve) => kong.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({
    clock: testClock(NOW_S * 1000),
    config: {
      platforms: {
        ...NO_PLATFORMS,
        telegramBotToken: TG_TOKEN,
        yandexSecret: SECRETS.ya,
        vkSecret: SECRETS.vk,
        okSecret: SECRETS.ok,
        mailSecret: SECRETS.mail,
        mystoreSecret: SECRETS.mystore,
        gamePushSecret: SECRETS.gp,
        crazyGames: { publicKey: crazy.publicKey, gameId: 'rol' },
        kongregate: {
          apiKey: 'k',
          baseUrl: `http://127.0.0.1:${(kong.address() as AddressInfo).port}`,
          timeoutMs: 5000,
        },
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  kong.closeAllConnections();
  await new Promise((resolve) => kong.close(resolve));
});

const current = async (token: string) =>
  (await t.get('/api/player/current', { token })).json<{
    id: number;
    userSource: string;
    nickname: string;
    lang: string;
  }>();
const yaPlayer = (uniqueID: string, issuedAt = NOW_S) =>
  yandexSign(
    {
      algorithm: 'HMAC-SHA256',
      issuedAt,
      requestPayload: '',
      data: { uniqueID, publicName: 'Yana', lang: 'ru' },
    },
    SECRETS.ya,
  );
const gpSigned = (value: unknown, secret = SECRETS.gp) => {
  const payload = Buffer.from(JSON.stringify(value)).toString('base64');
  return `${payload}.${gamePushHmacHex(payload, secret)}`;
};

describe('POST /api/integration/telegram/authenticate', () => {
  it('creates the Telegram player from the published vector, with its name and language', async () => {
    const res = await t.post('/api/integration/telegram/authenticate', { initData: TG_DATA });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ userSource: 'tg', how: 'created' });
    const token = res.headers.jsession as string;
    expect(await current(token)).toMatchObject({
      userSource: 'tg',
      nickname: 'Vladislav Kibenko',
      lang: 'EN',
    });
    // A reload on the same session re-sends the same initData: accepted, same player.
    const again = await t.post('/api/integration/telegram/authenticate', { initData: TG_DATA }, { token });
    expect(again.json()).toMatchObject({
      playerId: res.json<{ playerId: number }>().playerId,
      how: 'existing',
    });
    // The same initData from anywhere else is a replay.
    expectRefusal(
      await t.post('/api/integration/telegram/authenticate', { initData: TG_DATA }),
      409,
      'PLATFORM_PROOF_REPLAYED',
    );
    const guest = await t.guest();
    expectRefusal(
      await t.post('/api/integration/telegram/authenticate', { initData: TG_DATA }, { token: guest.token }),
      409,
      'PLATFORM_PROOF_REPLAYED',
    );
  });

  it('refuses forged, tampered, expired and malformed initData', async () => {
    const forged = TG_DATA.replace(/hash=[0-9a-f]+/, `hash=${'1'.repeat(64)}`);
    expectRefusal(
      await t.post('/api/integration/telegram/authenticate', { initData: forged }),
      403,
      'PLATFORM_PROOF_INVALID',
    );
    const tampered = TG_DATA.replace('279058397', '1');
    expectRefusal(
      await t.post('/api/integration/telegram/authenticate', { initData: tampered }),
      403,
      'PLATFORM_PROOF_INVALID',
    );
    expectRefusal(
      await t.post('/api/integration/telegram/authenticate', { initData: 'user=1' }),
      400,
      'PLATFORM_PROOF_MALFORMED',
    );
    expectRefusal(await t.post('/api/integration/telegram/authenticate', {}), 400, 'VALIDATION_FAILED');
    expectRefusal(
      await t.post('/api/integration/telegram/authenticate', { initData: '' }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(
      await t.post('/api/integration/telegram/authenticate', { initData: 5 }),
      400,
      'VALIDATION_FAILED',
    );
    t.clock.advance(2 * 86_400_000);
    try {
      expectRefusal(
        await t.post('/api/integration/telegram/authenticate', { initData: TG_DATA }),
        403,
        'PLATFORM_PROOF_EXPIRED',
      );
    } finally {
      t.clock.advance(-2 * 86_400_000);
    }
  });
});

describe('POST /api/integration/ya/authenticate', () => {
  it("keeps a guest's progress when the guest signs in, and finds the same player next time", async () => {
    const guest = await t.guest();
    const res = await t.post(
      '/api/integration/ya/authenticate',
      { signature: yaPlayer('yaUser1'), uniqueIds: 'x' },
      { token: guest.token },
    );
    expect(res.json()).toEqual({ playerId: guest.playerId, userSource: 'ya', how: 'linked-guest' });
    const token = res.headers.jsession as string;
    expect(token).not.toBe(guest.token);
    expect(await current(token)).toMatchObject({ id: guest.playerId, userSource: 'ya' });
    // Another device: a fresh signature of the same Yandex player reaches the same account.
    const other = await t.post('/api/integration/ya/authenticate', {
      signature: yaPlayer('yaUser1', NOW_S - 5),
    });
    expect(other.json()).toEqual({ playerId: guest.playerId, userSource: 'ya', how: 'existing' });
    const rows = await t.db
      .select()
      .from(platformAccounts)
      .where(eq(platformAccounts.platformUserId, 'yaUser1'));
    expect(rows).toHaveLength(1);
  });

  it('refuses a signature under another secret, an old one and garbage', async () => {
    const foreign = yandexSign(
      { algorithm: 'HMAC-SHA256', issuedAt: NOW_S, data: { uniqueID: 'u' } },
      'other',
    );
    expectRefusal(
      await t.post('/api/integration/ya/authenticate', { signature: foreign }),
      403,
      'PLATFORM_PROOF_INVALID',
    );
    expectRefusal(
      await t.post('/api/integration/ya/authenticate', { signature: yaPlayer('yaOld', NOW_S - 86_401) }),
      403,
      'PLATFORM_PROOF_EXPIRED',
    );
    expectRefusal(
      await t.post('/api/integration/ya/authenticate', { signature: 'abc' }),
      400,
      'PLATFORM_PROOF_MALFORMED',
    );
    expectRefusal(
      await t.post('/api/integration/ya/authenticate', { uniqueIds: 'x' }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('creates one player when 20 sign-ins of one new identity race', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.post('/api/integration/ya/authenticate', { signature: yaPlayer('yaRace', NOW_S - i) }),
      ),
    );
    const ids = new Set(answers.map((res) => res.json<{ playerId: number }>().playerId));
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});

describe('launch-parameter sign-in: vk, ok, mail', () => {
  it('signs in each platform from its signed launch parameters', async () => {
    const vk = vkLaunch(
      { vk_user_id: '5001', vk_ts: String(NOW_S), vk_app_id: '1', vk_language: 'ru' },
      SECRETS.vk,
    );
    const ok = okLaunch('6001', 'session-1', SECRETS.ok);
    const mail = mailLaunch({ uid: '7001', appid: '3' }, SECRETS.mail);
    for (const [source, params] of [
      ['vk', vk],
      ['ok', ok],
      ['mail', mail],
    ] as const) {
      const res = await t.post('/api/integration/launch/authenticate', { source, params });
      expect(res.json(), res.body).toMatchObject({ userSource: source, how: 'created' });
    }
  });

  it('refuses forged parameters, an old VK launch, an unknown source', async () => {
    const vk = vkLaunch({ vk_user_id: '5002', vk_ts: String(NOW_S), vk_app_id: '1' }, 'forged');
    expectRefusal(
      await t.post('/api/integration/launch/authenticate', { source: 'vk', params: vk }),
      403,
      'PLATFORM_PROOF_INVALID',
    );
    const old = vkLaunch({ vk_user_id: '5002', vk_ts: String(NOW_S - 90_000), vk_app_id: '1' }, SECRETS.vk);
    expectRefusal(
      await t.post('/api/integration/launch/authenticate', { source: 'vk', params: old }),
      403,
      'PLATFORM_PROOF_EXPIRED',
    );
    const ok = okLaunch('6002', 'session-2', 'forged');
    expectRefusal(
      await t.post('/api/integration/launch/authenticate', { source: 'ok', params: ok }),
      403,
      'PLATFORM_PROOF_INVALID',
    );
    expectRefusal(
      await t.post('/api/integration/launch/authenticate', { source: 'mail', params: 'uid=1' }),
      400,
      'PLATFORM_PROOF_MALFORMED',
    );
    expectRefusal(
      await t.post('/api/integration/launch/authenticate', { source: 'own', params: 'x' }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('mystore, CrazyGames, GamePush, Kongregate sign-in', () => {
  it('signs a mystore player in when uid matches the signed parameters', async () => {
    const params = mailLaunch({ uid: '8001', appid: '9', lang: 'en' }, SECRETS.mystore);
    const res = await t.post('/api/integration/mystore/client/authenticate', {
      uid: '8001',
      currency: 'RUB',
      params,
    });
    expect(res.json()).toMatchObject({ userSource: 'mystore', how: 'created' });
    const other = mailLaunch({ uid: '8002', appid: '9' }, SECRETS.mystore);
    expectRefusal(
      await t.post('/api/integration/mystore/client/authenticate', { uid: '8003', params: other }),
      400,
      'PLATFORM_PROOF_MALFORMED',
    );
    expectRefusal(
      await t.post('/api/integration/mystore/client/authenticate', { params: other }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('signs a CrazyGames player in and refuses a token for another game', async () => {
    const claims = { userId: 'cg1', gameId: 'rol', username: 'Crazy', iat: NOW_S, exp: NOW_S + 3600 };
    const res = await t.post('/api/integration/crazy/authenticate', {
      token: signRs256(claims, crazy.privateKey),
    });
    expect(res.json()).toMatchObject({ userSource: 'crazygames', how: 'created' });
    const foreign = signRs256({ ...claims, gameId: 'other' }, crazy.privateKey);
    expectRefusal(
      await t.post('/api/integration/crazy/authenticate', { token: foreign }),
      403,
      'PLATFORM_PROOF_INVALID',
    );
    expectRefusal(
      await t.post('/api/integration/crazy/authenticate', { token: 'a.b.c' }),
      400,
      'PLATFORM_PROOF_MALFORMED',
    );
  });

  it('signs a GamePush player in on its gp source', async () => {
    const res = await t.post('/api/integration/gp/authenticate', {
      playerId: '9',
      platform: 'gp_playdeck',
      signature: gpSigned({ playerId: 9 }),
    });
    expect(res.json()).toMatchObject({ userSource: 'gp_playdeck', how: 'created' });
    expectRefusal(
      await t.post('/api/integration/gp/authenticate', { signature: gpSigned({ playerId: 9 }, 'forged') }),
      403,
      'PLATFORM_PROOF_INVALID',
    );
    expectRefusal(
      await t.post('/api/integration/gp/authenticate', { signature: gpSigned({}), platform: 'x' }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('asks Kongregate and takes its answer; a missing or wrong token is refused', async () => {
    const res = await t.post('/api/integration/kong/authenticate', {
      kongId: '42',
      username: 'spoof',
      token: 'kong-token',
    });
    expect(res.json()).toMatchObject({ userSource: 'kong', how: 'created' });
    expect(await current(res.headers.jsession as string)).toMatchObject({ nickname: 'kong_user' });
    const again = await t.post('/api/integration/kong/authenticate', {
      kongId: '42',
      username: 'x',
      token: 'kong-token',
    });
    expect(again.json()).toMatchObject({
      playerId: res.json<{ playerId: number }>().playerId,
      how: 'existing',
    });
    expectRefusal(
      await t.post('/api/integration/kong/authenticate', { kongId: '42', username: 'x', token: 'bad' }),
      403,
      'PLATFORM_PROOF_INVALID',
    );
    expectRefusal(
      await t.post('/api/integration/kong/authenticate', { kongId: '42', username: 'x' }),
      400,
      'PLATFORM_PROOF_MALFORMED',
    );
    expectRefusal(
      await t.post('/api/integration/kong/authenticate', { username: 'x' }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('a server without platform secrets', () => {
  it('answers PLATFORM_NOT_CONFIGURED', async () => {
    const bare = await createTestApp({ clock: testClock(NOW_S * 1000) });
    try {
      expectRefusal(
        await bare.post('/api/integration/telegram/authenticate', { initData: TG_DATA }),
        400,
        'PLATFORM_NOT_CONFIGURED',
      );
      expectRefusal(
        await bare.post('/api/integration/launch/authenticate', { source: 'ok', params: 'a=1' }),
        400,
        'PLATFORM_NOT_CONFIGURED',
      );
    } finally {
      await bare.close();
    }
  });
});
