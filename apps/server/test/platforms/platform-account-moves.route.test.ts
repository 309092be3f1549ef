import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamePushHmacHex } from '../../src/platforms/gamepush-signature.ts';
import { NO_PLATFORMS } from '../../src/platforms/platform-config.ts';
import { yandexSign } from './platform-test-kit.ts';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, testClock, type TestApp } from '../test-app.ts';

const NOW_S = 1_760_000_000;
const YA = 'ya-secret';
const GP = 'gp-secret';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clock: testClock(NOW_S * 1000),
    config: { platforms: { ...NO_PLATFORMS, yandexSecret: YA, gamePushSecret: GP } },
  });
});
afterAll(async () => {
  await t.close();
});

let serial = 0;
const gpSigned = (playerId: string, secret = GP) => {
  serial += 1;
  const payload = Buffer.from(JSON.stringify({ playerId, name: `Gp${playerId}`, n: serial })).toString(
    'base64',
  );
  return `${payload}.${gamePushHmacHex(payload, secret)}`;
};
const yaSigned = (uniqueID: string, issuedAt = NOW_S, secret = YA) => {
  serial += 1;
  return yandexSign(
    { algorithm: 'HMAC-SHA256', issuedAt, requestPayload: String(serial), data: { uniqueID } },
    secret,
  );
};
const currentId = async (token: string) =>
  (await t.get('/api/player/current', { token })).json<{ id: number }>().id;

async function gpSignIn(playerId: string) {
  const res = await t.post('/api/integration/gp/authenticate', { signature: gpSigned(playerId) });
  expect(res.statusCode, res.body).toBe(200);
  return { token: res.headers.jsession as string, playerId: res.json<{ playerId: number }>().playerId };
}

async function yaSignIn(uniqueID: string, token?: string, signature = yaSigned(uniqueID)) {
  const res = await t.post('/api/integration/ya/authenticate', { signature }, token ? { token } : {});
  expect(res.statusCode, res.body).toBe(200);
  return {
    token: (res.headers.jsession as string | undefined) ?? token ?? '',
    playerId: res.json<{ playerId: number }>().playerId,
    signature,
  };
}

describe('POST /api/integration/gp/login', () => {
  it('carries the account to the new GamePush id; the old id no longer reaches it', async () => {
    const a = await gpSignIn('gp-old');
    const res = await t.post(
      '/api/integration/gp/login',
      { oldPlayerId: 'gp-old', newPlayerId: 'gp-new', signature: gpSigned('gp-new') },
      { token: a.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ playerId: a.playerId, userSource: 'gp', how: 'existing', moved: true });
    expect(await currentId(a.token)).toBe(a.playerId);
    expect((await gpSignIn('gp-new')).playerId).toBe(a.playerId);
    expect((await gpSignIn('gp-old')).playerId).not.toBe(a.playerId);
  });

  it('signs in the player who already holds the new id, in a new session', async () => {
    const a = await gpSignIn('gp-a');
    const b = await gpSignIn('gp-b');
    const res = await t.post(
      '/api/integration/gp/login',
      { oldPlayerId: 'gp-a', newPlayerId: 'gp-b', signature: gpSigned('gp-b') },
      { token: a.token },
    );
    expect(res.json()).toMatchObject({ playerId: b.playerId, moved: false });
    const token = res.headers.jsession as string;
    expect(token).not.toBe(a.token);
    expect(await currentId(token)).toBe(b.playerId);
    expect((await t.get('/api/player/current', { token: a.token })).statusCode).toBe(401);
  });

  it('refuses an id the session does not hold, a forged or mismatched signature, a replay and no session', async () => {
    const a = await gpSignIn('gp-c');
    const b = await gpSignIn('gp-d');
    const move = (body: Record<string, unknown>, token?: string) =>
      t.post('/api/integration/gp/login', body, token ? { token } : {});
    expectRefusal(
      await move({ oldPlayerId: 'gp-d', newPlayerId: 'gp-x', signature: gpSigned('gp-x') }, a.token),
      403,
      'PLATFORM_ACCOUNT_NOT_YOURS',
    );
    expectRefusal(
      await move({ oldPlayerId: 'gp-c', newPlayerId: 'gp-x', signature: gpSigned('gp-x', 'other') }, a.token),
      403,
      'PLATFORM_PROOF_INVALID',
    );
    expectRefusal(
      await move({ oldPlayerId: 'gp-c', newPlayerId: 'gp-y', signature: gpSigned('gp-x') }, a.token),
      400,
      'PLATFORM_PROOF_MALFORMED',
    );
    const used = gpSigned('gp-z');
    expect(
      (await move({ oldPlayerId: 'gp-d', newPlayerId: 'gp-z', signature: used }, b.token)).statusCode,
    ).toBe(200);
    expectRefusal(
      await move({ oldPlayerId: 'gp-c', newPlayerId: 'gp-z', signature: used }, a.token),
      409,
      'PLATFORM_PROOF_REPLAYED',
    );
    expectRefusal(
      await move({ oldPlayerId: 'gp-c', newPlayerId: 'gp-q', signature: gpSigned('gp-q') }),
      401,
      'UNAUTHORIZED',
    );
    expectRefusal(
      await move({ oldPlayerId: 'gp-c', newPlayerId: 7, signature: 'x' }, a.token),
      400,
      'VALIDATION_FAILED',
    );
    expect(await currentId(a.token)).toBe(a.playerId);
  });
});

describe('POST /api/integration/ya/v2/search and /ya/v2/remap', () => {
  it('lets the new Yandex identity choose the account an earlier one played, once proved', async () => {
    const anon = await yaSignIn('ya-anon');
    // The player logs into Yandex while playing: a new identity, a new player, a new session.
    const logged = await yaSignIn('ya-acct', anon.token);
    expect(logged.playerId).not.toBe(anon.playerId);
    const forged = yaSigned('ya-anon', NOW_S, 'other');
    const search = await t.post(
      '/api/integration/ya/v2/search',
      { previous: [anon.signature, logged.signature, forged, 'garbage'] },
      { token: logged.token },
    );
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json()).toEqual({
      accounts: [{ playerId: anon.playerId, nickname: expect.any(String), level: 1, proofIndex: 0 }],
    });
    // A week later the earlier signature is long expired for sign-in, still good as proof of the account.
    t.clock.advance(7 * 86_400_000);
    const remap = await t.post(
      '/api/integration/ya/v2/remap',
      { currId: logged.playerId, chosenId: anon.playerId, proof: anon.signature },
      { token: logged.token },
    );
    t.clock.advance(-7 * 86_400_000);
    expect(remap.statusCode, remap.body).toBe(200);
    expect(remap.json()).toEqual({ playerId: anon.playerId, userSource: 'ya', how: 'existing' });
    const token = remap.headers.jsession as string;
    expect(await currentId(token)).toBe(anon.playerId);
    // From now on the logged-in identity reaches the chosen account; the anonymous id is let go.
    expect((await yaSignIn('ya-acct')).playerId).toBe(anon.playerId);
    const fresh = await yaSignIn('ya-anon');
    expect([anon.playerId, logged.playerId]).not.toContain(fresh.playerId);
  });

  it('refuses another player as currId, an account the proof did not sign in, forged proofs and non-Yandex sessions', async () => {
    const one = await yaSignIn('ya-one');
    const two = await yaSignIn('ya-two');
    const three = await yaSignIn('ya-three');
    const remap = (body: Record<string, unknown>, token?: string) =>
      t.post('/api/integration/ya/v2/remap', body, token ? { token } : {});
    expectRefusal(
      await remap({ currId: one.playerId, chosenId: two.playerId, proof: two.signature }, three.token),
      403,
      'PLATFORM_ACCOUNT_NOT_YOURS',
    );
    expectRefusal(
      await remap({ currId: three.playerId, chosenId: two.playerId, proof: one.signature }, three.token),
      403,
      'PLATFORM_ACCOUNT_NOT_YOURS',
    );
    expectRefusal(
      await remap(
        { currId: three.playerId, chosenId: two.playerId, proof: yaSigned('ya-two', NOW_S, 'other') },
        three.token,
      ),
      403,
      'PLATFORM_PROOF_INVALID',
    );
    expectRefusal(
      await remap({ currId: three.playerId, chosenId: two.playerId, proof: 'x' }, three.token),
      400,
      'PLATFORM_PROOF_MALFORMED',
    );
    expectRefusal(
      await remap({ currId: three.playerId, chosenId: two.playerId, proof: two.signature }),
      401,
      'UNAUTHORIZED',
    );
    expectRefusal(
      await remap({ currId: 'a', chosenId: two.playerId, proof: two.signature }, three.token),
      400,
      'VALIDATION_FAILED',
    );
    const guest = await t.guest();
    expectRefusal(
      await t.post('/api/integration/ya/v2/search', { previous: [one.signature] }, { token: guest.token }),
      403,
      'PLATFORM_ACCOUNT_NOT_YOURS',
    );
    expectRefusal(
      await t.post(
        '/api/integration/ya/v2/search',
        { previous: Array(6).fill(one.signature) },
        { token: three.token },
      ),
      400,
      'VALIDATION_FAILED',
    );
    expect(await currentId(three.token)).toBe(three.playerId);
  });
});
