import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerDto, playerInfoDto } from '@rol/protocol/player-dto';
import { FRONT_VERSION } from '@rol/protocol/game-version';
import { campaignTypesFor } from '@rol/rules/economy/promotions-gate';
import { experienceToNextLevel } from '@rol/rules/experience';
import { players } from '../../src/db/schema/players.ts';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const info = (
  token: string,
  query: Record<string, string | number> = { frontVersion: FRONT_VERSION, init: 'true' },
) => t.get('/api/player/info/current', { token, query });

describe('GET /api/player/info/current', () => {
  it('answers the complete §3 player info with real values', async () => {
    const guest = await t.guest('knight:female:wolf');
    const res = await info(guest.token);
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(Object.keys(playerInfoDto.shape).sort());
    expect(Object.keys(body.player as object).sort()).toEqual(Object.keys(playerDto.shape).sort());
    const parsed = playerInfoDto.parse(body);
    expect(parsed).toMatchObject({
      serverTimeMs: t.clock(),
      admined: false,
      version: FRONT_VERSION,
      quality: 'AUTO',
      // The campaigns of the calendar running at the test clock that a level-1 player is shown: none
      // of the free promotions, which open at a level (the portal discount only).
      campaignTypes: campaignTypesFor(1, t.clock()),
      // A campaign with a gift is a free promotion: none is announced below the promotions' level.
      optionalUnseenCampaign: null,
      referralBonus: { startBonus: 0, refClanBonus: 0, refBonus: 0 },
      hammerDto: { currenCount: 0, maxCount: 2 },
      cardState: {},
      sale: null,
      idToStore: null,
      maxLevelAmongAccs: 1,
      artifactIdsToLoad: [],
      artifactImageMaxStair: 3,
      tiles: [],
    });
    expect(parsed.player).toMatchObject({
      id: guest.playerId,
      accessLevel: 'TRIAL',
      userSource: 'own',
      gender: 'female',
      level: 1,
      currentExp: 0,
      maxExp: experienceToNextLevel(1),
      stair: 1,
      battleStair: 1,
      bestVictoryStair: 0,
      battleId: null,
      clanId: null,
      ban: null,
      chatBanUntil: null,
      interfaceMode: 'ORIGINAL',
      moveSpeedMode: 'DEFAULT_MODE',
      soundMute: false,
      gold: 300,
      mithril: 10,
      crystal: 0,
      haveCompletedTasks: false,
      playerMarkers: [],
      arenaLeague: 'novice',
      createdAt: t.clock(),
    });
    // The tasks of a newcomer: the story chain's first, the day's five and the side tasks, none begun.
    expect(parsed.player.tasks.map((task) => [task.kind, task.progress])).toEqual([
      ['scenario', 0],
      ['daily', 0],
      ['daily', 0],
      ['daily', 0],
      ['daily', 0],
      ['daily', 0],
      ['side', 0],
      ['side', 0],
      ['side', 0],
      ['side', 0],
      ['side', 0],
    ]);
    expect(parsed.player.creatures[0]).toMatchObject({
      imageId: 'hero_knight_f',
      faction: 'none',
      attack: 12,
      defence: 8,
      health: 60,
      maxHealth: 60,
    });
    expect(parsed.footer).toContain('game-icons.net');
    expect(parsed.footer).toContain('CC BY 3.0');
    expect(parsed.header).toContain('Road of Legends');
  });

  it('keeps the client uuid stable and follows the database', async () => {
    const guest = await t.guest();
    const first = playerInfoDto.parse((await info(guest.token)).json());
    await t.db
      .update(players)
      .set({ accessLevel: 'ADMIN', level: 7, bestVictoryStair: 40, lang: 'RU' })
      .where(eq(players.id, guest.playerId));
    t.clock.advance(1000);
    const second = playerInfoDto.parse((await info(guest.token)).json());
    expect(second.clientUuid).toBe(first.clientUuid);
    expect(second).toMatchObject({
      admined: true,
      maxLevelAmongAccs: 7,
      artifactImageMaxStair: 43,
      serverTimeMs: first.serverTimeMs + 1000,
    });
    expect(second.player.maxExp).toBe(experienceToNextLevel(7));
    expect(second.footer).toContain('Политика конфиденциальности');
  });

  it('tells a page older than the server VERSION_OUTDATED, except on its first fetch', async () => {
    const guest = await t.guest();
    expect((await info(guest.token, { frontVersion: FRONT_VERSION - 1, init: 'true' })).statusCode).toBe(200);
    const outdated = await info(guest.token, { frontVersion: FRONT_VERSION - 1 });
    expectRefusal(outdated, 409, 'VERSION_OUTDATED');
    expect(outdated.json<{ details: unknown }>().details).toEqual({ frontVersion: FRONT_VERSION });
    expect((await info(guest.token, { frontVersion: FRONT_VERSION })).statusCode).toBe(200);
    expect((await info(guest.token, {})).statusCode).toBe(200);
  });

  it('refuses bad query values and a missing session', async () => {
    const guest = await t.guest();
    expectRefusal(await info(guest.token, { frontVersion: 'new' }), 400, 'VALIDATION_FAILED');
    expectRefusal(await info(guest.token, { frontVersion: -5 }), 400, 'VALIDATION_FAILED');
    expectRefusal(await info(guest.token, { init: 'perhaps' }), 400, 'VALIDATION_FAILED');
    expectRefusal(await t.get('/api/player/info/current'), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/player/id/current and /api/player/current', () => {
  it('answer the bare id and the player', async () => {
    const guest = await t.guest();
    const id = await t.get('/api/player/id/current', { token: guest.token });
    expect(id.body).toBe(String(guest.playerId));
    expect(id.headers['content-type']).toContain('application/json');
    const current = playerDto.parse((await t.get('/api/player/current', { token: guest.token })).json());
    expect(current.id).toBe(guest.playerId);
    expectRefusal(await t.get('/api/player/current'), 401, 'UNAUTHORIZED');
    expectRefusal(await t.get('/api/player/id/current'), 401, 'UNAUTHORIZED');
  });
});
