import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../../src/db/schema/players.ts';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (body: unknown, options: { token?: string; ip?: string } = {}) =>
  t.post('/api/security/login', body, {
    token: options.token ?? null,
    remoteAddress: options.ip ?? '10.0.0.1',
  });
const idOf = async (token: string) => (await t.get('/api/player/id/current', { token })).json<number>();

describe('POST /api/security/login', () => {
  it('signs in by name in any case, sets the language and issues a new session', async () => {
    const player = await t.player('Knight', 'pw-knight');
    const res = await login({ name: 'kNIGHT', password: 'pw-knight', lang: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'OK', playerId: player.playerId });
    const token = res.headers.jsession as string;
    expect(token).not.toBe(player.token);
    expect(await idOf(token)).toBe(player.playerId);
    expect((await t.get('/api/player/current', { token })).json()).toMatchObject({ lang: 'EN' });
  });

  it('answers LOGIN_FAILED alike for a wrong password and an unknown name', async () => {
    await t.player('Archer', 'pw-archer');
    const wrong = expectRefusal(
      await login({ name: 'Archer', password: 'nope' }, { ip: '10.0.1.1' }),
      400,
      'LOGIN_FAILED',
    );
    const unknown = expectRefusal(
      await login({ name: 'Nobody', password: 'nope' }, { ip: '10.0.1.1' }),
      400,
      'LOGIN_FAILED',
    );
    expect(wrong).toEqual(unknown);
    expect(wrong.details).toBeUndefined();
  });

  it('never signs in to a guest (no password)', async () => {
    const guest = await t.guest();
    const nickname = (await t.get('/api/player/current', { token: guest.token })).json<{ nickname: string }>()
      .nickname;
    expectRefusal(
      await login({ name: nickname, password: 'anything' }, { ip: '10.0.2.1' }),
      400,
      'LOGIN_FAILED',
    );
  });

  it('refuses missing fields, wrong types, over-long values and blanks', async () => {
    expectRefusal(await login({ password: 'x' }), 400, 'VALIDATION_FAILED');
    expectRefusal(await login({ name: 'x' }), 400, 'VALIDATION_FAILED');
    expectRefusal(await login({ name: ['a'], password: 'x' }), 400, 'VALIDATION_FAILED');
    expectRefusal(await login({ name: 'n'.repeat(81), password: 'x' }), 400, 'VALIDATION_FAILED');
    expectRefusal(await login({ name: 'ok', password: 'x', lang: 'toolonglang' }), 400, 'VALIDATION_FAILED');
    expectRefusal(await login({ name: '  ', password: 'x' }), 400, 'NICKNAME_EMPTY');
    expectRefusal(await login({ name: 'Knight', password: '' }), 400, 'PASSWORD_BLANK');
  });

  it('leaves a guest behind when the guest signs in to an account', async () => {
    await t.player('Mage', 'pw-mage');
    const guest = await t.guest();
    const res = await login({ name: 'Mage', password: 'pw-mage' }, { token: guest.token });
    expect(res.json()).toMatchObject({ status: 'OK' });
    expect(res.headers.jsession).not.toBe(guest.token);
    expectRefusal(await t.get('/api/player/id/current', { token: guest.token }), 401, 'UNAUTHORIZED');
  });

  it('renews the session when it already holds the same player', async () => {
    const player = await t.player('Paladin', 'pw-paladin');
    const res = await login({ name: 'paladin', password: 'pw-paladin' }, { token: player.token });
    expect(res.json()).toEqual({ status: 'OK', playerId: player.playerId });
    expect(res.headers.jsession).not.toBe(player.token);
    expect(await idOf(res.headers.jsession as string)).toBe(player.playerId);
    expectRefusal(await t.get('/api/player/id/current', { token: player.token }), 401, 'UNAUTHORIZED');
  });

  it('answers PLAYER_EXISTS without switching when the session holds another registered player', async () => {
    await t.player('Druid', 'pw-druid');
    const other = await t.player('Bard', 'pw-bard');
    const res = await login({ name: 'Druid', password: 'pw-druid' }, { token: other.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'PLAYER_EXISTS', playerId: null });
    expect(await idOf(other.token)).toBe(other.playerId);
    // §7: the client logs out and signs in again.
    await t.post('/api/security/logout', {}, { token: other.token });
    expect(
      (await login({ name: 'Druid', password: 'pw-druid' }, { token: other.token })).json(),
    ).toMatchObject({ status: 'OK' });
  });

  it('rate-limits failures per name, with the seconds to wait, across IPs', async () => {
    await t.player('Target', 'pw-target');
    for (let i = 0; i < 10; i += 1) {
      expectRefusal(
        await login({ name: 'Target', password: `guess-${i}` }, { ip: `10.1.0.${i}` }),
        400,
        'LOGIN_FAILED',
      );
    }
    const limited = expectRefusal(
      await login({ name: 'target', password: 'pw-target' }, { ip: '10.1.1.1' }),
      429,
      'RATE_LIMITED',
    );
    expect(limited.details?.seconds).toBe(900);
    expect(limited.message).toContain('900');
    t.clock.advance(10 * 60_000);
    expect(
      expectRefusal(await login({ name: 'Target', password: 'pw-target' }), 429, 'RATE_LIMITED').details
        ?.seconds,
    ).toBe(300);
    t.clock.advance(5 * 60_000 + 1);
    expect((await login({ name: 'Target', password: 'pw-target' })).statusCode).toBe(200);
  });

  it('rate-limits failures per IP across names', async () => {
    await t.player('Victim', 'pw-victim');
    for (let i = 0; i < 30; i += 1) {
      expectRefusal(
        await login({ name: `nobody${i}`, password: 'x' }, { ip: '10.2.0.1' }),
        400,
        'LOGIN_FAILED',
      );
    }
    expectRefusal(
      await login({ name: 'Victim', password: 'pw-victim' }, { ip: '10.2.0.1' }),
      429,
      'RATE_LIMITED',
    );
    expect((await login({ name: 'Victim', password: 'pw-victim' }, { ip: '10.2.0.2' })).statusCode).toBe(200);
  });

  it('refuses a banned player with until and reason, and lets them in once the ban is over', async () => {
    const banned = await t.player('Rogue', 'pw-rogue');
    const until = new Date(t.clock() + 3600_000);
    await t.db
      .update(players)
      .set({ banUntil: until, banReason: 'flood' })
      .where(eq(players.id, banned.playerId));
    const refusal = expectRefusal(
      await login({ name: 'Rogue', password: 'pw-rogue', lang: 'en' }),
      403,
      'PLAYER_BANNED',
    );
    expect(refusal.details).toEqual({
      until: until.toISOString(),
      untilMs: until.getTime(),
      reason: 'flood',
    });
    expect(refusal.message).toContain('flood');
    // A wrong password reveals nothing about the ban.
    expectRefusal(await login({ name: 'Rogue', password: 'wrong' }, { ip: '10.3.0.1' }), 400, 'LOGIN_FAILED');
    // The open session is refused on player routes, but player info shows the ban.
    expectRefusal(await t.get('/api/player/current', { token: banned.token }), 403, 'PLAYER_BANNED');
    expectRefusal(await t.post('/api/player/ui/switch', {}, { token: banned.token }), 403, 'PLAYER_BANNED');
    // Action routes lock the player in the session lookup: the ban refuses them there, nothing written.
    expectRefusal(
      await t.post('/api/player/v3/coordinate/set', { coordinate: 5, contextId: 0 }, { token: banned.token }),
      403,
      'PLAYER_BANNED',
    );
    expectRefusal(await t.post('/api/battle/skip', undefined, { token: banned.token }), 403, 'PLAYER_BANNED');
    const info = await t.get('/api/player/info/current', { token: banned.token });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ player: { ban: { until: until.getTime(), reason: 'flood' } } });
    t.clock.advance(3600_000);
    expect((await login({ name: 'Rogue', password: 'pw-rogue' })).statusCode).toBe(200);
    expect((await t.get('/api/player/info/current', { token: banned.token })).json()).toMatchObject({
      player: { ban: null },
    });
  });
});
