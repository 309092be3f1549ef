import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoadPositionDto } from '@rol/protocol/place-dto';
import { nextBlocker } from '@rol/rules/road/blockers';
import { guardCoordinate, stairOfCoordinate } from '@rol/rules/road/coordinates';
import { placesInRange } from '@rol/rules/road/places-in-range';
import { placeIdOf } from '@rol/rules/road/road-place';
import { players } from '../../src/db/schema/players.ts';
import { lockPlayer } from '../../src/http/acting-player.ts';
import { storeBattleOutcome } from '../../src/battle/battle-outcome.ts';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { defeatGuards, ensure, moveTo, positionOf } from './road-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const positionIn = (res: { json<T>(): T }) => res.json<{ position: RoadPositionDto }>().position;

describe('POST /api/player/v3/coordinate/set', () => {
  it('walks a newcomer up to the first guard, no further, and back', async () => {
    const guest = await t.guest();
    const start = await ensure(t, guest.token, 0, 1000);
    expect(start).toMatchObject({
      coordinate: 0,
      minCoordinate: 0,
      maxCoordinate: guardCoordinate(1),
      loadedTo: 1000,
      stair: 1,
      battleStair: 1,
      bestVictoryStair: 0,
    });
    const walked = await moveTo(t, guest.token, 50, start.contextId);
    expect(walked.statusCode, walked.body).toBe(200);
    expect(positionIn(walked)).toMatchObject({ coordinate: 50, stair: 1, battleStair: 1, maxCoordinate: 80 });
    expect(positionIn(await moveTo(t, guest.token, 80, start.contextId))).toMatchObject({ coordinate: 80 });
    const blocked = expectRefusal(await moveTo(t, guest.token, 81, start.contextId), 400, 'ROAD_BLOCKED');
    expect(blocked.details).toMatchObject({ maxCoordinate: 80, battleStair: 1 });
    expect(positionIn(await moveTo(t, guest.token, 10.5, start.contextId))).toMatchObject({
      coordinate: 10.5,
    });
    expect(await positionOf(t, guest.playerId)).toMatchObject({
      coordinate: 10.5,
      stair: 1,
      maxCoordinate: 80,
    });
    // Form-encoded bodies work as well.
    const form = await t.post(
      '/api/player/v3/coordinate/set',
      { coordinate: '20', contextId: String(start.contextId) },
      { token: guest.token, form: true },
    );
    expect(positionIn(form)).toMatchObject({ coordinate: 20 });
  });

  it('opens the road as guards fall and keeps stair and battleStair consistent', async () => {
    const guest = await t.guest();
    await defeatGuards(t, guest.playerId, 1, 3);
    const start = await ensure(t, guest.token, 0, 1000);
    expect(start).toMatchObject({ battleStair: 4, maxCoordinate: guardCoordinate(4) });
    const walked = positionIn(await moveTo(t, guest.token, 250, start.contextId));
    expect(walked).toMatchObject({ coordinate: 250, stair: 3, battleStair: 4, maxCoordinate: 380 });
    expectRefusal(await moveTo(t, guest.token, 381, start.contextId), 400, 'ROAD_BLOCKED');
    expect(await positionOf(t, guest.playerId)).toMatchObject({ stair: 3, battleStair: 4, coordinate: 250 });
  });

  it('refuses a move beyond the loaded world or below minCoordinate', async () => {
    const guest = await t.guest();
    await defeatGuards(t, guest.playerId, 1, 20);
    const start = await ensure(t, guest.token, 0, 300);
    expect(start.maxCoordinate).toBe(300);
    expectRefusal(await moveTo(t, guest.token, 301, start.contextId), 400, 'COORDINATE_OUT_OF_RANGE');
    expectRefusal(await moveTo(t, guest.token, -1, start.contextId), 400, 'COORDINATE_OUT_OF_RANGE');
    // A range not touching the loaded world does not extend it.
    expect((await ensure(t, guest.token, 900, 1000)).loadedTo).toBe(300);
    expect((await ensure(t, guest.token, 300, 700)).loadedTo).toBe(700);
    expect(positionIn(await moveTo(t, guest.token, 650, start.contextId))).toMatchObject({
      coordinate: 650,
      stair: 7,
    });
  });

  it('refuses a stale contextId with the current position, and moves during a battle', async () => {
    const guest = await t.guest();
    const start = await ensure(t, guest.token, 0, 500);
    const stale = expectRefusal(await moveTo(t, guest.token, 10, start.contextId + 1), 409, 'CONTEXT_STALE');
    expect(stale.details).toMatchObject({ coordinate: 0, contextId: start.contextId });
    await t.db.update(players).set({ battleId: 7 }).where(eq(players.id, guest.playerId));
    expectRefusal(await moveTo(t, guest.token, 10, start.contextId), 409, 'PLAYER_IN_BATTLE');
    await t.db.update(players).set({ battleId: null }).where(eq(players.id, guest.playerId));
  });

  it('refuses bad input and no session', async () => {
    const guest = await t.guest();
    for (const body of [
      {},
      { coordinate: 'x', contextId: 0 },
      { coordinate: 5 },
      { coordinate: 5, contextId: -1 },
      { coordinate: 1e12, contextId: 0 },
    ])
      expectRefusal(
        await t.post('/api/player/v3/coordinate/set', body, { token: guest.token }),
        400,
        'VALIDATION_FAILED',
      );
    expectRefusal(await moveTo(t, '', 5, 0), 401, 'UNAUTHORIZED');
  });
});

describe('no sequence of moves passes a blocker (property)', () => {
  it('never stands beyond the first undefeated blocker (rules nextBlocker as the oracle)', async () => {
    const world = placesInRange(t.app.config.worldSeed, 0, 2000);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: 18 }), { maxLength: 18 }),
        fc.array(
          fc.oneof(fc.integer({ min: -50, max: 2100 }), fc.double({ min: 0, max: 2000, noNaN: true })),
          {
            minLength: 1,
            maxLength: 10,
          },
        ),
        async (defeatedStairs, targets) => {
          const guest = await t.guest();
          for (const stair of defeatedStairs) await defeatGuards(t, guest.playerId, stair, stair);
          const defeated = new Set(defeatedStairs.map((s) => placeIdOf(s, 0)));
          const blocker = nextBlocker(world, 0, (id) => defeated.has(id));
          const limit = blocker?.posY ?? 2000;
          const start = await ensure(t, guest.token, 0, 2000);
          expect(start.maxCoordinate).toBe(limit);
          for (const target of targets) {
            const res = await moveTo(t, guest.token, target, start.contextId);
            const row = await positionOf(t, guest.playerId);
            expect(row.coordinate).toBeLessThanOrEqual(limit);
            expect(row.coordinate).toBeGreaterThanOrEqual(0);
            if (target > limit || target < 0) expect(res.statusCode).toBe(400);
            else {
              expect(res.statusCode, res.body).toBe(200);
              expect(row).toMatchObject({
                coordinate: target,
                maxCoordinate: limit,
                stair: stairOfCoordinate(target),
              });
              expect(guardCoordinate(row.battleStair)).toBe(limit);
            }
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe('storeBattleOutcome (the road after battle/complete)', () => {
  it('opens the road on a win and marks a loss, keeping the position consistent', async () => {
    const guest = await t.guest();
    const start = await ensure(t, guest.token, 0, 1000);
    const record = (placeId: number, won: boolean) =>
      t.db.transaction(async (tx) => {
        const player = await lockPlayer(tx, guest.playerId);
        if (!player) throw new Error('no player');
        return storeBattleOutcome(tx, { player, placeId, won, now: new Date(t.clock()), closing: {} });
      });
    const lost = await record(placeIdOf(1, 0), false);
    const stored = { battleStair: 1, maxCoordinate: 80, bestVictoryStair: 0 };
    expect(lost.player).toMatchObject(stored);
    expect(lost.position).toMatchObject(stored);
    const won = await record(placeIdOf(1, 0), true);
    const opened = { battleStair: 2, maxCoordinate: 180, bestVictoryStair: 1 };
    expect(won.player).toMatchObject(opened);
    expect(won.position).toMatchObject(opened);
    const row = await positionOf(t, guest.playerId);
    const { coordinate, minCoordinate, maxCoordinate, loadedTo, stair, battleStair, contextId } = row;
    expect(won.position).toEqual({
      ...{ coordinate, minCoordinate, maxCoordinate, loadedTo, stair, battleStair, contextId },
      bestVictoryStair: row.bestVictoryStair,
    });
    const ensured = await t.get('/api/place/v3/ensure', {
      token: guest.token,
      query: { coordFrom: 0, coordTo: 100 },
    });
    expect(ensured.json<{ places: unknown[] }>().places).toContainEqual(
      expect.objectContaining({ id: placeIdOf(1, 0), defeated: true, battleLost: false, creatureId: null }),
    );
    expect(positionIn(await moveTo(t, guest.token, 180, start.contextId))).toMatchObject({
      stair: 2,
      battleStair: 2,
    });
  });
});
