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

const trial = (body?: Record<string, unknown>, headers?: Record<string, string>) =>
  t.post('/api/security/registerTrial', body, headers ? { headers } : {});
const infoOf = async (token: string) =>
  playerInfoDto.parse((await t.get('/api/player/info/current', { token })).json());

describe('POST /api/security/registerTrial', () => {
  it('creates a TRIAL guest with the registration info, the chosen squad and a session', async () => {
    const res = await trial({
      characterAndCompanion: 'sorcerer:female:dryad',
      domain: 'rol.example',
      lang: 'en',
      sw: 1920,
      sh: 1080,
      cw: 600,
      ch: 900,
      frontVersion: 631,
      h_session: 'hw-1',
      ref: 'friend42',
    });
    expect(res.statusCode).toBe(200);
    const { playerId } = res.json<{ playerId: number }>();
    const token = res.headers.jsession as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.headers.authorization).toBe(token);
    const info = await infoOf(token);
    expect(info.player).toMatchObject({
      id: playerId,
      accessLevel: 'TRIAL',
      lang: 'EN',
      gender: 'female',
      hasPassword: false,
      gold: 300,
      mithril: 10,
    });
    expect(info.player.nickname).toMatch(/^Guest\d{5,}$/);
    expect(info.player.creatures.map((c) => [c.imageId, c.warriorClass, c.slot, c.inSquad, c.level])).toEqual(
      [
        ['hero_sorcerer_f', 'mag', 0, true, 1],
        ['companion_dryad', 'serpent', 1, true, 1],
      ],
    );
  });

  it('stores the registration info on the player row', async () => {
    const { players } = await import('../../src/db/schema/players.ts');
    const { eq } = await import('drizzle-orm');
    const res = await trial(
      { domain: 'd.example', sw: 1, sh: 2, cw: 3, ch: 4, frontVersion: 630, h_session: 'hs', ref: 'r1' },
      { 'accept-language': 'en' },
    );
    const [row] = await t.db
      .select()
      .from(players)
      .where(eq(players.id, res.json<{ playerId: number }>().playerId));
    expect(row).toMatchObject({
      domain: 'd.example',
      screenWidth: 1,
      screenHeight: 2,
      canvasWidth: 3,
      canvasHeight: 4,
      frontVersion: 630,
      hSession: 'hs',
      ref: 'r1',
      userSource: 'own',
      lang: 'EN',
    });
  });

  it('creates a guest without heroes when no choice (or a blank one) is sent', async () => {
    for (const body of [undefined, {}, { characterAndCompanion: '   ' }]) {
      const res = await trial(body);
      expect(res.statusCode).toBe(200);
      const info = await infoOf(res.headers.jsession as string);
      expect(info.player.creatures).toEqual([]);
      expect(info.player.lang).toBe('RU');
    }
  });

  it('accepts a form-encoded body', async () => {
    const res = await t.post(
      '/api/security/registerTrial',
      { characterAndCompanion: 'knight:male:golem', sw: '800', lang: 'ru' },
      { form: true },
    );
    expect(res.statusCode).toBe(200);
    const info = await infoOf(res.headers.jsession as string);
    expect(info.player.creatures[0]?.imageId).toBe('hero_knight_m');
  });

  it('refuses an invalid character choice with CHARACTER_INVALID and creates nothing', async () => {
    for (const choice of [
      'knight:male',
      'dragon:male:wolf',
      'knight:other:wolf',
      'knight:male:wolf:extra',
      'wolf:male:knight',
    ]) {
      const res = await trial({ characterAndCompanion: choice });
      expectRefusal(res, 400, 'CHARACTER_INVALID');
      expect(res.headers.jsession).toBeUndefined();
    }
  });

  it('refuses wrong types and too long values with VALIDATION_FAILED naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ sw: 'wide' }, 'sw'],
      [{ frontVersion: -1 }, 'frontVersion'],
      [{ ch: 1.5 }, 'ch'],
      [{ h_session: 'x'.repeat(101) }, 'h_session'],
      [{ characterAndCompanion: 'k'.repeat(101) }, 'characterAndCompanion'],
      [{ domain: 42 }, 'domain'],
      [{ lang: 'english-please' }, 'lang'],
    ];
    for (const [body, field] of cases) {
      const envelope = expectRefusal(await trial(body), 400, 'VALIDATION_FAILED');
      expect(envelope.details?.field).toBe(field);
    }
  });

  it('gives every guest a distinct name and a distinct session', async () => {
    const guests = await Promise.all(Array.from({ length: 6 }, () => t.guest()));
    const names = await Promise.all(guests.map(async (g) => (await infoOf(g.token)).player.nickname));
    expect(new Set(names).size).toBe(6);
    expect(new Set(guests.map((g) => g.token)).size).toBe(6);
  });

  it('credits the starting resources through the ledger', async () => {
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
