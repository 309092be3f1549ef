import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerDto, playerInfoDto } from '@rol/protocol/player-dto';
import { FRONT_VERSION } from '@rol/protocol/game-version';
import { campaignTypesFor } from '@rol/rules/economy/promotions-gate';
import { experienceToNextLevel } from '@rol/rules/experience';
import { packSaleAt } from '@rol/rules/economy/pack-sale';
import { platformAccounts } from '../../src/db/schema/platform-accounts.ts';
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
      // The pack sale: at 15:00 Moscow on a Wednesday, the next one is Thursday's.
      sale: packSaleAt(t.clock()),
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
    // The tasks of a newcomer: the story chain's first, the day's eight and the side tasks, none begun.
    expect(parsed.player.tasks.map((task) => [task.kind, task.progress])).toEqual([
      ['scenario', 0],
      ['daily', 0],
      ['daily', 0],
      ['daily', 0],
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

  it('gives controlType, roadEffect, idToStore, maxLevelAmongAccs and tiles their sources', async () => {
    const guest = await t.guest();
    const plain = playerInfoDto.parse((await info(guest.token)).json());
    // A page on our own site in mid-January: taps, no event on the road, no platform id.
    expect(plain.player).toMatchObject({ controlType: 'TAP', roadEffect: null });
    expect(plain).toMatchObject({ idToStore: null, maxLevelAmongAccs: 1 });
    // A Yandex player on a device where a level-12 account was played.
    const other = await t.guest();
    await t.db.update(players).set({ hSession: 'device-1', level: 12 }).where(eq(players.id, other.playerId));
    await t.db.update(players).set({ hSession: 'device-1', userSource: 'ya' }).where(eq(players.id, guest.playerId));
    await t.db
      .insert(platformAccounts)
      .values({ source: 'ya', platformUserId: 'ya-unique-1', playerId: guest.playerId, createdAt: new Date(t.clock()) });
    const ya = playerInfoDto.parse((await info(guest.token)).json());
    expect(ya).toMatchObject({ idToStore: 'ya-unique-1', maxLevelAmongAccs: 12 });
    // The phone app swipes; in the New Year days the road is snowy.
    await t.db.update(players).set({ userSource: 'rustore' }).where(eq(players.id, guest.playerId));
    t.clock.advance(-14 * 86_400_000);
    const app = playerInfoDto.parse((await info(guest.token)).json());
    t.clock.advance(14 * 86_400_000);
    expect(app.player).toMatchObject({ controlType: 'SWIPE', roadEffect: 'snow' });
    expect(app.idToStore).toBeNull();
    // player/info preloads the tiles of its range with its artifacts.
    const full = playerInfoDto.parse(
      (await t.get('/api/player/info', { token: guest.token, query: { artifactFrom: 1, artifactTo: 30 } })).json(),
    );
    expect(full.tiles.length).toBeGreaterThan(1);
    expect(full.tiles).toEqual(['SMALL', 'BIG', 'WATER_SMALL', 'WATER_BIG'].filter((s) => full.tiles.includes(s as never)));
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

describe('GET /api/player/session/exists', () => {
  it('says whether the request carries a live session, without refusing one that does not', async () => {
    const guest = await t.guest();
    const yes = await t.get('/api/player/session/exists', { token: guest.token });
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.json()).toEqual({ player: true });
    const no = await t.get('/api/player/session/exists');
    expect(no.statusCode, no.body).toBe(200);
    expect(no.json()).toEqual({ player: false });
  });
});

describe('GET /api/player/find', () => {
  it('finds a player by the nickname the game shows, in any case, and nobody else', async () => {
    const me = await t.guest();
    const other = await t.guest();
    const nickname = playerDto.parse((await t.get('/api/player/current', { token: other.token })).json()).nickname;
    const found = await t.get('/api/player/find', { token: me.token, query: { nickname: ` ${nickname.toUpperCase()} ` } });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual({ id: other.playerId, nickname });
    expectRefusal(await t.get('/api/player/find', { token: me.token, query: { nickname: 'Nobody-Has-This-Name' } }), 404, 'PLAYER_NOT_FOUND');
    expectRefusal(await t.get('/api/player/find', { token: me.token, query: { nickname: '' } }), 400, 'VALIDATION_FAILED');
    expectRefusal(await t.get('/api/player/find', { query: { nickname } }), 401, 'UNAUTHORIZED');
  });
});
