import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRONT_VERSION } from '@rol/protocol/game-version';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { bodyLimit: 4096 },
    extend(app) {
      app.get('/api/test/redirect', async (_request, reply) =>
        reply.redirectClient('https://example.com/elsewhere'),
      );
      app.get('/api/test/reload', async (_request, reply) => reply.reloadClient());
      app.get('/api/test/bug', async () => {
        throw new Error('a bug');
      });
    },
  });
});
afterAll(() => t.close());

const raw = (payload: string, contentType: string | undefined, url = '/api/security/login') =>
  t.app.inject({ method: 'POST', url, payload, headers: contentType ? { 'content-type': contentType } : {} });

describe('bodies (docs/architecture.md, "Wire contract")', () => {
  it('accepts JSON and form-encoded bodies alike', async () => {
    await t.player('Twin', 'pw-twin');
    expect(
      (await raw(JSON.stringify({ name: 'Twin', password: 'pw-twin' }), 'application/json; charset=utf-8'))
        .statusCode,
    ).toBe(200);
    expect((await raw('name=Twin&password=pw-twin', 'application/x-www-form-urlencoded')).statusCode).toBe(
      200,
    );
  });

  it('takes an empty JSON body as no body', async () => {
    expect((await raw('', 'application/json', '/api/security/logout')).statusCode).toBe(200);
    expect((await raw('   ', 'application/json', '/api/security/registerTrial')).statusCode).toBe(200);
  });

  it('answers 400 BAD_REQUEST to malformed JSON', async () => {
    for (const payload of ['{', '{"name":', 'nul', '{"a":1}}'])
      expectRefusal(await raw(payload, 'application/json'), 400, 'BAD_REQUEST');
  });

  it('answers 413 PAYLOAD_TOO_LARGE and 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    expectRefusal(
      await raw(JSON.stringify({ name: 'x'.repeat(5000), password: 'p' }), 'application/json'),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    expectRefusal(await raw('<login/>', 'application/xml'), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers VALIDATION_FAILED with the field paths', async () => {
    const envelope = expectRefusal(
      await raw(JSON.stringify({ name: 5 }), 'application/json'),
      400,
      'VALIDATION_FAILED',
    );
    expect(envelope.details).toMatchObject({
      field: 'name',
      issues: [
        { in: 'body', path: 'name', code: 'invalid_type' },
        { in: 'body', path: 'password', code: 'invalid_type' },
      ],
    });
  });
});

describe('unknown addresses and faults', () => {
  it('answers 404 NOT_FOUND envelopes for unknown /api routes', async () => {
    expectRefusal(await t.get('/api/no/such/route'), 404, 'NOT_FOUND');
    expectRefusal(await t.post('/api/no/such/route', {}), 404, 'NOT_FOUND');
    expectRefusal(await t.get('/'), 404, 'NOT_FOUND');
  });

  it('answers 400 BAD_REQUEST to a malformed address', async () => {
    expectRefusal(
      await t.app.inject({ method: 'POST', url: '/api/player/set/quality/%E0%A4%A' }),
      400,
      'BAD_REQUEST',
    );
  });

  it('turns a bug into a logged 500 INTERNAL_ERROR envelope', async () => {
    expectRefusal(await t.get('/api/test/bug'), 500, 'INTERNAL_ERROR');
  });
});

describe('language of error texts', () => {
  const unauthorized = async (options: Parameters<TestApp['get']>[1]) =>
    expectRefusal(await t.get('/api/player/id/current', options), 401, 'UNAUTHORIZED').message;

  it('is Russian by default and English by Accept-Language or the lang parameter', async () => {
    expect(await unauthorized({})).toBe('Нужно войти в игру.');
    expect(await unauthorized({ headers: { 'accept-language': 'en-US,en;q=0.9' } })).toBe('Please sign in.');
    expect(await unauthorized({ headers: { 'accept-language': 'ru,en;q=0.8' } })).toBe('Нужно войти в игру.');
    expect(await unauthorized({ query: { lang: 'en' } })).toBe('Please sign in.');
    const body = expectRefusal(
      await t.post('/api/security/login', { name: 'x', lang: 'en' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(body.message).toBe('Please check what you entered.');
  });

  it("follows the session player's language over everything else", async () => {
    const guest = await t.guest();
    await t.post('/api/player/lang/switch/ru', {}, { token: guest.token });
    const res = await t.post(
      '/api/security/name/set',
      { name: 'yo' },
      { token: guest.token, headers: { 'accept-language': 'en' }, query: { lang: 'en' } },
    );
    expect(expectRefusal(res, 400, 'NICKNAME_TOO_SHORT').message).toBe(
      'Никнейм слишком короткий: минимум 3 символа.',
    );
  });
});

describe('client signals (§7)', () => {
  it('offers 204 (reload routine) and 307 with the address as the body, without a Location header', async () => {
    const reload = await t.get('/api/test/reload');
    expect(reload.statusCode).toBe(204);
    expect(reload.body).toBe('');
    const redirect = await t.get('/api/test/redirect');
    expect(redirect.statusCode).toBe(307);
    expect(redirect.body).toBe('https://example.com/elsewhere');
    expect(redirect.headers.location).toBeUndefined();
  });

  it('answers VERSION_OUTDATED to a non-init player fetch from an older build', async () => {
    const guest = await t.guest();
    const info = (query: Record<string, string | number>) =>
      t.get('/api/player/info/current', { token: guest.token, query });
    expectRefusal(await info({ frontVersion: FRONT_VERSION - 1 }), 409, 'VERSION_OUTDATED');
    expectRefusal(await info({ frontVersion: FRONT_VERSION - 1, init: 'false' }), 409, 'VERSION_OUTDATED');
    expect((await info({ frontVersion: FRONT_VERSION - 1, init: 'true' })).statusCode).toBe(200);
    expect((await info({ frontVersion: FRONT_VERSION })).statusCode).toBe(200);
    expect((await info({ frontVersion: FRONT_VERSION + 1 })).statusCode).toBe(200);
    expect((await info({})).statusCode).toBe(200);
  });
});
