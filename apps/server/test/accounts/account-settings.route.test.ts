import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const current = async (token: string) =>
  (await t.get('/api/player/current', { token })).json<Record<string, unknown>>();

describe('POST /api/security/name/set', () => {
  it('renames, keeps names unique in any case and refuses the current name', async () => {
    const guest = await t.guest();
    const res = await t.post('/api/security/name/set', { name: '  Wanderer ' }, { token: guest.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ nickname: 'Wanderer' });
    expect(await current(guest.token)).toMatchObject({ nickname: 'Wanderer' });
    expectRefusal(
      await t.post('/api/security/name/set', { name: 'WANDERER' }, { token: guest.token }),
      400,
      'NICKNAME_SAME',
    );
    const other = await t.guest();
    expectRefusal(
      await t.post('/api/security/name/set', { name: 'wanderer' }, { token: other.token }),
      409,
      'NICKNAME_TAKEN',
    );
  });

  it('refuses bad input and a missing session', async () => {
    const guest = await t.guest();
    const set = (body: unknown) => t.post('/api/security/name/set', body, { token: guest.token });
    expectRefusal(await set({}), 400, 'VALIDATION_FAILED');
    expectRefusal(await set({ name: 7 }), 400, 'VALIDATION_FAILED');
    expectRefusal(await set({ name: 'x'.repeat(81) }), 400, 'VALIDATION_FAILED');
    expectRefusal(await set({ name: '' }), 400, 'NICKNAME_EMPTY');
    expectRefusal(await set({ name: 'yo' }), 400, 'NICKNAME_TOO_SHORT');
    expectRefusal(await set({ name: 'y'.repeat(21) }), 400, 'NICKNAME_TOO_LONG');
    expectRefusal(await set({ name: 'bad/name' }), 400, 'NICKNAME_INVALID');
    expectRefusal(await t.post('/api/security/name/set', { name: 'Nobody' }), 401, 'UNAUTHORIZED');
  });
});

describe('POST /api/security/mailOrPhone/set', () => {
  it('stores a mail or a phone, trimmed', async () => {
    const guest = await t.guest();
    const set = (mailOrPhone: string) =>
      t.post('/api/security/mailOrPhone/set', { mailOrPhone }, { token: guest.token });
    expect((await set(' hero@example.com ')).json()).toEqual({ mailOrPhone: 'hero@example.com' });
    expect((await set('+7 912 3456789')).json()).toEqual({ mailOrPhone: '+7 912 3456789' });
    expect(await current(guest.token)).toMatchObject({ mailOrPhone: '+7 912 3456789' });
  });

  it('refuses bad input and a missing session', async () => {
    const guest = await t.guest();
    const set = (body: unknown) => t.post('/api/security/mailOrPhone/set', body, { token: guest.token });
    expectRefusal(await set({}), 400, 'VALIDATION_FAILED');
    expectRefusal(await set({ mailOrPhone: true }), 400, 'VALIDATION_FAILED');
    expectRefusal(await set({ mailOrPhone: 'm'.repeat(401) }), 400, 'VALIDATION_FAILED');
    expectRefusal(await set({ mailOrPhone: '   ' }), 400, 'MAIL_OR_PHONE_REQUIRED');
    expectRefusal(await set({ mailOrPhone: '89123456789' }), 400, 'MAIL_OR_PHONE_INVALID');
    expectRefusal(await set({ mailOrPhone: 'hero.example.com' }), 400, 'MAIL_OR_PHONE_INVALID');
    expectRefusal(
      await t.post('/api/security/mailOrPhone/set', { mailOrPhone: 'a@b.cd' }),
      401,
      'UNAUTHORIZED',
    );
  });
});

describe('POST /api/security/password/set', () => {
  const change = (token: string, body: unknown, ip = '10.9.0.1') =>
    t.post('/api/security/password/set', body, { token, remoteAddress: ip });

  it('changes the password, gives this browser a new session and ends every other', async () => {
    const player = await t.player('Smith', 'old-pass');
    const second = (await t.post('/api/security/login', { name: 'Smith', password: 'old-pass' })).headers
      .jsession as string;
    const res = await change(player.token, { passwordCurrent: 'old-pass', passwordNew: 'new-pass' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const renewed = res.headers.jsession as string;
    expect(renewed).not.toBe(player.token);
    expect((await t.get('/api/player/id/current', { token: renewed })).statusCode).toBe(200);
    expectRefusal(await t.get('/api/player/id/current', { token: player.token }), 401, 'UNAUTHORIZED');
    expectRefusal(await t.get('/api/player/id/current', { token: second }), 401, 'UNAUTHORIZED');
    expectRefusal(
      await t.post('/api/security/login', { name: 'Smith', password: 'old-pass' }),
      400,
      'LOGIN_FAILED',
    );
    expect((await t.post('/api/security/login', { name: 'Smith', password: 'new-pass' })).statusCode).toBe(
      200,
    );
  });

  it('is FORBIDDEN for a guest without a password', async () => {
    const guest = await t.guest();
    expectRefusal(await change(guest.token, { passwordCurrent: 'x', passwordNew: 'y' }), 403, 'FORBIDDEN');
  });

  it('needs all fields, a valid new password and the right current one', async () => {
    const player = await t.player('Cooper', 'pw-cooper');
    expectRefusal(await change(player.token, {}), 400, 'PASSWORD_FIELDS_REQUIRED');
    expectRefusal(
      await change(player.token, { passwordCurrent: 'pw-cooper' }),
      400,
      'PASSWORD_FIELDS_REQUIRED',
    );
    expectRefusal(await change(player.token, { passwordNew: 'fresh' }), 400, 'PASSWORD_FIELDS_REQUIRED');
    expectRefusal(
      await change(player.token, { passwordCurrent: 'pw-cooper', passwordNew: '   ' }),
      400,
      'PASSWORD_BLANK',
    );
    expectRefusal(
      await change(player.token, { passwordCurrent: 'pw-cooper', passwordNew: 'p'.repeat(65) }),
      400,
      'PASSWORD_TOO_LONG',
    );
    expectRefusal(
      await change(player.token, { passwordCurrent: 'pw-cooper', passwordNew: 'p'.repeat(257) }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(
      await change(player.token, { passwordCurrent: 5, passwordNew: 'fresh' }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(
      await change(player.token, { passwordCurrent: 'wrong', passwordNew: 'fresh' }),
      400,
      'PASSWORD_WRONG',
    );
    expectRefusal(
      await t.post('/api/security/password/set', { passwordCurrent: 'a', passwordNew: 'b' }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('is rate-limited like login', async () => {
    const player = await t.player('Miller', 'pw-miller');
    for (let i = 0; i < 10; i += 1) {
      expectRefusal(
        await change(player.token, { passwordCurrent: `guess-${i}`, passwordNew: 'fresh' }, `10.8.0.${i}`),
        400,
        'PASSWORD_WRONG',
      );
    }
    expectRefusal(
      await change(player.token, { passwordCurrent: 'pw-miller', passwordNew: 'fresh' }),
      429,
      'RATE_LIMITED',
    );
  });
});

describe('POST /api/security/logout and GET /api/security/isPlayerExist', () => {
  it('answers a bare boolean, ends the session and clears the cookie', async () => {
    const noSession = await t.get('/api/security/isPlayerExist');
    expect(noSession.body).toBe('false');
    const guest = await t.guest();
    expect((await t.get('/api/security/isPlayerExist', { token: guest.token })).body).toBe('true');
    const out = await t.post('/api/security/logout', {}, { token: guest.token, via: 'cookie' });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    expect(out.headers.jsession).toBeUndefined();
    const cleared = out.cookies.find((c) => c.name === 'JSESSIONID');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime() ?? 0).toBeLessThan(Date.now());
    expect((await t.get('/api/security/isPlayerExist', { token: guest.token })).body).toBe('false');
    expectRefusal(await t.get('/api/player/id/current', { token: guest.token }), 401, 'UNAUTHORIZED');
  });

  it('logs out without a session too', async () => {
    const res = await t.post('/api/security/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });
});
