import { eq } from 'drizzle-orm';
import { players } from '../../src/db/schema/players.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeEnsureRoute, placeSpecialGetRoute } from '@rol/protocol/place-routes';
import { MAX_RANGE_SPAN } from '@rol/rules/road/coordinates';
import { placesInRange } from '@rol/rules/road/places-in-range';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { defeatGuards, placePlayerAt } from './road-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ensure = (token: string, query: Record<string, string | number>) =>
  t.get('/api/place/v3/ensure', { token, query });

describe('GET /api/place/v3/ensure', () => {
  it('answers the world’s places in range with the player’s state, position and everyday reward', async () => {
    const guest = await t.guest();
    const res = await ensure(guest.token, { coordFrom: 0, coordTo: 1200 });
    expect(res.statusCode, res.body).toBe(200);
    const body = placeEnsureRoute.response.parse(res.json());
    const world = placesInRange(t.app.config.worldSeed, 0, 1200);
    expect(body.places.map((p) => p.id)).toEqual(world.map((p) => p.id));
    expect(body.places.every((p) => !p.taken && !p.used && !p.defeated && !p.battleLost)).toBe(true);
    const guard = body.places.find((p) => p.stair === 1 && p.index === 0);
    expect(guard).toMatchObject({ posY: 80, creatureId: expect.any(String), inReach: true });
    expect(guard?.guard?.members.length).toBeGreaterThan(0);
    expect(body.places.filter((p) => p.stair > 1).every((p) => !p.inReach)).toBe(true);
    expect(body.position).toMatchObject({ coordinate: 0, maxCoordinate: 80, loadedTo: 1200, battleStair: 1 });
    expect(body.everydayReward).toMatchObject({ available: true, nextAt: null });
  });

  it('shows the everyday reward taken today until the next server day', async () => {
    const guest = await t.guest();
    const take = await t.post('/api/player/everyday/reward/take', undefined, { token: guest.token });
    expect(take.statusCode, take.body).toBe(200);
    const reward = async () =>
      placeEnsureRoute.response.parse((await ensure(guest.token, { coordFrom: 0, coordTo: 100 })).json())
        .everydayReward;
    expect(await reward()).toMatchObject({ available: false, nextAt: expect.any(Number) });
    t.clock.advance(24 * 3_600_000);
    expect(await reward()).toMatchObject({ available: true, nextAt: null });
  });

  it('shows a defeated guard without its creature', async () => {
    const guest = await t.guest();
    await defeatGuards(t, guest.playerId, 1, 1);
    const body = placeEnsureRoute.response.parse(
      (await ensure(guest.token, { coordFrom: 0, coordTo: 100 })).json(),
    );
    expect(body.places.find((p) => p.index === 0)).toMatchObject({ defeated: true, creatureId: null });
    expect(body.position).toMatchObject({ battleStair: 2, maxCoordinate: 100 });
  });

  it('refuses reversed, too long and malformed ranges', async () => {
    const guest = await t.guest();
    const queries: Record<string, string | number>[] = [
      { coordFrom: 100, coordTo: 50 },
      { coordFrom: 0, coordTo: MAX_RANGE_SPAN + 1 },
      { coordFrom: 'x', coordTo: 5 },
      { coordFrom: 0 },
      { coordFrom: 'Infinity', coordTo: 5 },
    ];
    for (const query of queries) expectRefusal(await ensure(guest.token, query), 400, 'VALIDATION_FAILED');
    expectRefusal(await ensure('', { coordFrom: 0, coordTo: 10 }), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/place/special/get', () => {
  it('lists the next boss, the next portal and unused story places ahead', async () => {
    const guest = await t.guest();
    const res = await t.get('/api/place/special/get', { token: guest.token });
    expect(res.statusCode, res.body).toBe(200);
    const { places } = placeSpecialGetRoute.response.parse(res.json());
    const types = places.map((p) => `${p.placeType}@${p.stair}`);
    expect(types).toEqual(expect.arrayContaining(['CUSTOM_PLACE@10', 'PORTAL@25', 'SCRIPT@1', 'TALKER@3']));
    expect(places.map((p) => p.posY)).toEqual([...places.map((p) => p.posY)].sort((a, b) => a - b));

    const far = await t.guest();
    await placePlayerAt(t, far, 3000);
    const later = placeSpecialGetRoute.response.parse(
      (await t.get('/api/place/special/get', { token: far.token })).json(),
    );
    expect(later.places.every((p) => p.stair >= 31)).toBe(true);
    expectRefusal(await t.get('/api/place/special/get'), 401, 'UNAUTHORIZED');
  });

  it('asks the road for them (requestSpecialPlaces) once the first-steps tutorial is over', async () => {
    const guest = await t.guest();
    const asks = async () =>
      (await t.get('/api/player/info/current', { token: guest.token, query: { init: 'true' } })).json<{
        player: { requestSpecialPlaces: boolean };
      }>().player.requestSpecialPlaces;
    expect(await asks()).toBe(true);
    await t.db.update(players).set({ tutorialSteps: 0 }).where(eq(players.id, guest.playerId));
    expect(await asks()).toBe(false);
  });

  it('shows a story place done once its story was read, and no longer lists it ahead', async () => {
    const guest = await t.guest();
    const talkerOf = async () =>
      placeEnsureRoute.response
        .parse((await ensure(guest.token, { coordFrom: 0, coordTo: 400 })).json())
        .places.find((p) => p.placeType === 'TALKER');
    expect(await talkerOf()).toMatchObject({ used: false });
    const read = await t.post('/api/marker/add', { marker: 'talker_nun' }, { token: guest.token });
    expect(read.statusCode, read.body).toBe(200);
    expect(await talkerOf()).toMatchObject({ used: true, payload: { type: 'TALKER', talkerId: 'nun' } });
    const script = placeEnsureRoute.response
      .parse((await ensure(guest.token, { coordFrom: 0, coordTo: 400 })).json())
      .places.find((p) => p.placeType === 'SCRIPT');
    expect(script?.used).toBe(false);
    const ahead = placeSpecialGetRoute.response.parse(
      (await t.get('/api/place/special/get', { token: guest.token })).json(),
    );
    expect(ahead.places.some((p) => p.placeType === 'TALKER' && p.stair === 3)).toBe(false);
    expect(ahead.places.some((p) => p.placeType === 'SCRIPT' && p.stair === 1)).toBe(true);
  });
});
