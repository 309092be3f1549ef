import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerInfoDto } from '@rol/protocol/player-dto';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const trial = (body: Record<string, unknown>) => t.post('/api/security/registerTrial', body);

describe('POST /api/security/registerTrial', () => {
  it('creates a TRIAL guest with the registration info and a session', async () => {
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
    const info = playerInfoDto.parse((await t.get('/api/player/info/current', { token })).json());
    expect(info.player).toMatchObject({ id: playerId, accessLevel: 'TRIAL', lang: 'EN', gender: 'female', hasPassword: false, gold: 300, mithril: 10 });
    expect(info.player.nickname).toMatch(/^Guest\d{5,}$/);
    expect(info.player.creatures.map((c) => [c.imageId, c.slot, c.inSquad, c.level])).toEqual([
      ['hero_sorcerer_f', 0, true, 1],
      ['companion_dryad', 1, true, 1],
    ]);
  });
});
