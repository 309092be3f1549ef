import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerInfoDto } from '@rol/protocol/player-dto';
import { BALANCES } from '@rol/rules/content/resources';
import { applyLedger } from '../../src/ledger/apply-ledger.ts';
import { NO_PLATFORMS } from '../../src/platforms/platform-config.ts';
import { expectRefusal } from '../envelope.ts';
import { ledgerMismatches } from '../ledger-check.ts';
import { okLaunch, yandexSign } from '../platforms/platform-test-kit.ts';
import { createTestApp, testClock, type TestApp } from '../test-app.ts';

const NOW_S = 1_760_000_000;
const YA_SECRET = 'ya-secret';
const OK_SECRET = 'ok-secret';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clock: testClock(NOW_S * 1000),
    config: { platforms: { ...NO_PLATFORMS, yandexSecret: YA_SECRET, okSecret: OK_SECRET } },
  });
});
afterAll(() => t.close());

let proofs = 0;
/** A fresh Yandex signature of `uniqueID` (each proof signs in once). */
const yaSignIn = (uniqueID: string, publicName: string, token?: string) =>
  t.post(
    '/api/integration/ya/authenticate',
    {
      signature: yandexSign(
        {
          algorithm: 'HMAC-SHA256',
          issuedAt: NOW_S - proofs++,
          requestPayload: '',
          data: { uniqueID, publicName, lang: 'ru' },
        },
        YA_SECRET,
      ),
    },
    token ? { token } : {},
  );
const okSignIn = (userId: string) =>
  t.post('/api/integration/launch/authenticate', {
    source: 'ok',
    params: okLaunch(userId, `session-${proofs++}`, OK_SECRET),
  });
const sessionOf = (res: {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
  json: <T>() => T;
}) => {
  expect(res.statusCode, res.body).toBe(200);
  return { token: res.headers.jsession as string, playerId: res.json<{ playerId: number }>().playerId };
};
const form = (name: string, over: Record<string, unknown> = {}) => ({
  name,
  password: 'secret-123',
  passwordRepeat: 'secret-123',
  agreement: true,
  cookies: true,
  ...over,
});
const register = (body: unknown, token: string) => t.post('/api/security/register', body, { token });
const login = (name: string, password = 'secret-123') =>
  t.post('/api/security/login', { name, password, lang: 'ru' });
const infoOf = async (token: string) =>
  playerInfoDto.parse((await t.get('/api/player/info/current', { token })).json()).player;
const balancesOf = (player: Awaited<ReturnType<typeof infoOf>>) =>
  Object.fromEntries(BALANCES.map((resource) => [resource, player[resource]]));

describe('a platform player adds a nickname and password through register', () => {
  it('keeps the same player, logs in with them elsewhere and still signs in on the platform', async () => {
    const ya = sessionOf(await yaSignIn('yaPass1', 'Yana'));
    await t.db.transaction(async (tx) => {
      const base = {
        playerId: ya.playerId,
        reason: 'test-grant',
        reference: 'accounts',
        now: new Date(t.clock()),
      };
      await applyLedger(tx, { ...base, resource: 'gold', delta: 12_345 });
      await applyLedger(tx, { ...base, resource: 'mithril', delta: 77 });
    });
    const before = await infoOf(ya.token);
    expect(before).toMatchObject({ userSource: 'ya', accessLevel: 'PLAYER', hasPassword: false });

    const res = await register(form('YanaOnSite', { optionalMailOrPhone: 'yana@example.com' }), ya.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ playerId: ya.playerId });
    const renewed = res.headers.jsession as string;
    expect(renewed).not.toBe(ya.token);
    expect((await t.get('/api/security/isPlayerExist', { token: ya.token })).json()).toBe(false);
    const after = await infoOf(renewed);
    expect(after).toMatchObject({
      id: ya.playerId,
      nickname: 'YanaOnSite',
      hasPassword: true,
      userSource: 'ya',
      accessLevel: 'PLAYER',
      mailOrPhone: 'yana@example.com',
    });
    expect(balancesOf(after)).toEqual(balancesOf(before));

    // Our own site, a fresh browser: the normal login lands on the same player and balances.
    const site = await login('yanaonsite');
    expect(site.json()).toEqual({ status: 'OK', playerId: ya.playerId });
    const siteInfo = await infoOf(site.headers.jsession as string);
    expect(siteInfo).toMatchObject({ id: ya.playerId, userSource: 'ya', gold: before.gold });
    expect(balancesOf(siteInfo)).toEqual(balancesOf(before));
    expectRefusal(await login('YanaOnSite', 'wrong-one'), 400, 'LOGIN_FAILED');

    // Another device on Yandex Games: the platform still signs in to it.
    const again = await yaSignIn('yaPass1', 'Yana');
    expect(again.json()).toEqual({ playerId: ya.playerId, userSource: 'ya', how: 'existing' });

    // A password once set: registering again is refused, the password stays.
    expectRefusal(await register(form('YanaTwice'), renewed), 409, 'ALREADY_REGISTERED');
    expect((await login('YanaOnSite')).statusCode).toBe(200);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('may keep the nickname the platform gave it, and then keeps a mail already set', async () => {
    const ya = sessionOf(await yaSignIn('yaPass2', 'Keeper'));
    expect((await infoOf(ya.token)).nickname).toBe('Keeper');
    await t.post('/api/security/mailOrPhone/set', { mailOrPhone: '+7 912 345-67-89' }, { token: ya.token });
    const res = await register(form('keeper'), ya.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(await infoOf(res.headers.jsession as string)).toMatchObject({
      id: ya.playerId,
      nickname: 'keeper',
      mailOrPhone: '+7 912 345-67-89',
    });
  });

  it('lets one of two concurrent additions win (an OK player)', async () => {
    const ok = sessionOf(await okSignIn('ok-777'));
    expect((await infoOf(ok.token)).userSource).toBe('ok');
    const results = await Promise.all([
      register(form('OkFirst', { password: 'first-pass', passwordRepeat: 'first-pass' }), ok.token),
      register(form('OkSecond', { password: 'second-pass', passwordRepeat: 'second-pass' }), ok.token),
    ]);
    // The loser is refused either way, never made a second account: 409 when it reached the
    // player's row after the winner, 401 when the winner had already replaced its session.
    const codes = results.map((r) => r.statusCode).sort();
    expect([[200, 409], [200, 401]], results.map((r) => r.body).join(' / ')).toContainEqual(codes);
    const lost = results.find((r) => r.statusCode !== 200)!;
    if (lost.statusCode === 409) expectRefusal(lost, 409, 'ALREADY_REGISTERED');
    else expectRefusal(lost, 401, 'UNAUTHORIZED');
    const won = results.findIndex((r) => r.statusCode === 200);
    const [name, password] = won === 0 ? ['OkFirst', 'first-pass'] : ['OkSecond', 'second-pass'];
    const [otherName, otherPassword] = won === 0 ? ['OkSecond', 'second-pass'] : ['OkFirst', 'first-pass'];
    expect((await login(name, password)).json()).toEqual({ status: 'OK', playerId: ok.playerId });
    expectRefusal(await login(otherName, otherPassword), 400, 'LOGIN_FAILED');
    expectRefusal(await login(name, otherPassword), 400, 'LOGIN_FAILED');
    const info = await infoOf(results[won]!.headers.jsession as string);
    expect(info).toMatchObject({ id: ok.playerId, nickname: name, userSource: 'ok', hasPassword: true });
  });

  it("refuses bad input with the registration's codes and leaves the player as it was", async () => {
    await t.player('Occupied');
    const ok = sessionOf(await okSignIn('ok-888'));
    const before = await infoOf(ok.token);
    const cases: Array<[Record<string, unknown>, number, string, string]> = [
      [form('OCCUPIED'), 409, 'NICKNAME_TAKEN', 'name'],
      // Cyrillic О, с and у in place of the Latin letters: a look-alike of Occupied.
      [form('Оссuрied'), 409, 'NICKNAME_LOOKALIKE', 'name'],
      [form('Admin_Ok'), 400, 'NICKNAME_RESERVED', 'name'],
      [form('ab'), 400, 'NICKNAME_TOO_SHORT', 'name'],
      [form('OkPlayer', { password: '   ' }), 400, 'PASSWORD_BLANK', 'password'],
      [form('OkPlayer', { passwordRepeat: 'other' }), 400, 'PASSWORDS_DIFFER', 'passwordRepeat'],
      [
        form('OkPlayer', { optionalMailOrPhone: '89123456789' }),
        400,
        'MAIL_OR_PHONE_INVALID',
        'optionalMailOrPhone',
      ],
      [form('OkPlayer', { cookies: false }), 400, 'AGREEMENT_REQUIRED', 'cookies'],
    ];
    for (const [body, status, code, field] of cases) {
      const envelope = expectRefusal(await register(body, ok.token), status, code as never);
      expect(envelope.details?.field, code).toBe(field);
    }
    expectRefusal(await register({ ...form('OkPlayer'), name: 42 }, ok.token), 400, 'VALIDATION_FAILED');
    expect(await infoOf(ok.token)).toEqual(before);
  });

  it('still answers ALREADY_REGISTERED to a player of our own site', async () => {
    const own = await t.player('SiteOnly');
    expectRefusal(await register(form('SiteAgain'), own.token), 409, 'ALREADY_REGISTERED');
  });
});
