import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerInfoDto } from '@rol/protocol/player-dto';
import { expectRefusal } from '../envelope.ts';
import { ledgerMismatches } from '../ledger-check.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const form = (over: Record<string, unknown> = {}) => ({
  name: 'Hero',
  password: 'secret-123',
  agreement: true,
  cookies: true,
  ...over,
});
const register = (body: unknown, token?: string, headers?: Record<string, string>) =>
  t.post('/api/security/register', body, { token: token ?? null, ...(headers ? { headers } : {}) });
const infoOf = async (token: string) =>
  playerInfoDto.parse((await t.get('/api/player/info/current', { token })).json());

describe('POST /api/security/register', () => {
  it('turns the session guest into a PLAYER keeping its progress, with a new session', async () => {
    const guest = await t.guest('ranger:female:golem');
    const res = await register(
      form({ name: 'Ranger', passwordRepeat: 'secret-123', optionalMailOrPhone: ' hero@example.com ' }),
      guest.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ playerId: guest.playerId });
    const info = await infoOf(res.headers.jsession as string);
    expect(info.player).toMatchObject({
      id: guest.playerId,
      nickname: 'Ranger',
      accessLevel: 'PLAYER',
      hasPassword: true,
      mailOrPhone: 'hero@example.com',
    });
    expect(info.player.creatures).toHaveLength(2);
  });

  it('creates a new PLAYER with a session when there is none', async () => {
    const res = await register(form({ name: 'Newcomer' }));
    expect(res.statusCode).toBe(200);
    const token = res.headers.jsession as string;
    const info = await infoOf(token);
    expect(info.player).toMatchObject({
      nickname: 'Newcomer',
      accessLevel: 'PLAYER',
      gold: 300,
      mithril: 10,
      creatures: [],
    });
  });

  it('treats a blank mail-or-phone as absent', async () => {
    const res = await register(form({ name: 'NoMail', optionalMailOrPhone: '   ' }));
    expect((await infoOf(res.headers.jsession as string)).player.mailOrPhone).toBeNull();
  });

  it('accepts a form-encoded body with checkbox values', async () => {
    const res = await t.post(
      '/api/security/register',
      { name: 'FormHero', password: 'pw-pw-pw', agreement: 'on', cookies: 'true' },
      { form: true },
    );
    expect(res.statusCode).toBe(200);
  });

  it('checks §5 rules in form order with translated texts', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '   ' }, 'NICKNAME_EMPTY', 'name'],
      [{ name: 'ab' }, 'NICKNAME_TOO_SHORT', 'name'],
      [{ name: 'a'.repeat(21) }, 'NICKNAME_TOO_LONG', 'name'],
      [{ name: '<script>' }, 'NICKNAME_INVALID', 'name'],
      [{ password: '   ' }, 'PASSWORD_BLANK', 'password'],
      [{ password: 'p'.repeat(65) }, 'PASSWORD_TOO_LONG', 'password'],
      [{ passwordRepeat: 'other' }, 'PASSWORDS_DIFFER', 'passwordRepeat'],
      [{ optionalMailOrPhone: '89123456789' }, 'MAIL_OR_PHONE_INVALID', 'optionalMailOrPhone'],
      [{ agreement: false }, 'AGREEMENT_REQUIRED', 'agreement'],
      [{ cookies: 'no' }, 'AGREEMENT_REQUIRED', 'cookies'],
      [{ name: 'ab', agreement: false }, 'NICKNAME_TOO_SHORT', 'name'],
    ];
    for (const [over, code, field] of cases) {
      const envelope = expectRefusal(await register(form(over)), 400, code as never);
      expect(envelope.details?.field, code).toBe(field);
    }
    const short = expectRefusal(await register(form({ name: 'ab' })), 400, 'NICKNAME_TOO_SHORT');
    expect(short.message).toBe('Никнейм слишком короткий: минимум 3 символа.');
    const english = expectRefusal(
      await register(form({ name: 'ab' }), undefined, { 'accept-language': 'en-GB,en;q=0.9' }),
      400,
      'NICKNAME_TOO_SHORT',
    );
    expect(english.message).toBe('The nickname is too short: at least 3 characters.');
  });

  it('refuses missing fields, wrong types and over-long values with VALIDATION_FAILED', async () => {
    const cases: Array<[unknown, string]> = [
      [{ password: 'x', agreement: true, cookies: true }, 'name'],
      [form({ password: undefined }), 'password'],
      [form({ name: 12345 }), 'name'],
      [form({ agreement: 'maybe' }), 'agreement'],
      [form({ cookies: undefined }), 'cookies'],
      [form({ name: 'n'.repeat(81) }), 'name'],
      [form({ password: 'p'.repeat(257) }), 'password'],
      [form({ optionalMailOrPhone: 'm'.repeat(401) }), 'optionalMailOrPhone'],
      [['not', 'an', 'object'], ''],
    ];
    for (const [body, field] of cases) {
      const envelope = expectRefusal(await register(body), 400, 'VALIDATION_FAILED');
      expect(envelope.details?.field).toBe(field);
    }
  });

  it('refuses a nickname taken in any letter case', async () => {
    await t.player('Taken');
    expectRefusal(await register(form({ name: 'tAKEN' })), 409, 'NICKNAME_TAKEN');
    const guest = await t.guest();
    expectRefusal(await register(form({ name: 'TAKEN' }), guest.token), 409, 'NICKNAME_TAKEN');
    expect((await infoOf(guest.token)).player.accessLevel).toBe('TRIAL');
  });

  it('answers ALREADY_REGISTERED on a session that holds a registered player', async () => {
    const player = await t.player('Settled');
    expectRefusal(await register(form({ name: 'Another' }), player.token), 409, 'ALREADY_REGISTERED');
  });

  it('lets exactly one of two concurrent registrations of a nickname win', async () => {
    const results = await Promise.all([register(form({ name: 'Racer' })), register(form({ name: 'RACER' }))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [a, b] = await Promise.all([t.guest(), t.guest()]);
    const upgrades = await Promise.all([
      register(form({ name: 'Sprinter' }), a.token),
      register(form({ name: 'sprinter' }), b.token),
    ]);
    expect(upgrades.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('keeps the ledger equal to the balances', async () => {
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
