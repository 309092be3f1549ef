import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { RoadPositionDto } from '@rol/protocol/place-dto';
import type { PlaceType } from '@rol/rules/content/places';
import { guardCoordinate, stairOfCoordinate } from '@rol/rules/road/coordinates';
import { placeIdOf, type RoadPlace } from '@rol/rules/road/road-place';
import { stairPlaces } from '@rol/rules/road/stair-places';
import { playerPlaces } from '../../src/db/schema/player-places.ts';
import { players } from '../../src/db/schema/players.ts';
import type { TestApp } from '../test-app.ts';

/** The first place of `type` from `fromStair` up (optionally also matching `where`). */
export function findPlace(
  t: TestApp,
  type: PlaceType,
  where: (p: RoadPlace) => boolean = () => true,
  fromStair = 1,
): RoadPlace {
  for (let stair = fromStair; stair < fromStair + 2000; stair += 1) {
    const place = stairPlaces(t.app.config.worldSeed, stair).find((p) => p.placeType === type && where(p));
    if (place) return place;
  }
  throw new Error(`no ${type} place from stair ${fromStair}`);
}

/** Marks the guards of stairs [from, to] defeated, as a won battle will. */
export async function defeatGuards(t: TestApp, playerId: number, from: number, to: number): Promise<void> {
  if (to < from) return;
  const now = new Date(t.clock());
  const rows = [];
  for (let stair = from; stair <= to; stair += 1)
    rows.push({ playerId, placeId: placeIdOf(stair, 0), defeated: true, updatedAt: now });
  await t.db
    .insert(playerPlaces)
    .values(rows)
    .onConflictDoUpdate({ target: [playerPlaces.playerId, playerPlaces.placeId], set: { defeated: true } });
}

/**
 * Puts the player at `coordinate` with every guard below it defeated (as if they had walked and
 * fought there), loads the world up to `loadedTo` and returns the position the server answers.
 */
export async function placePlayerAt(
  t: TestApp,
  player: { token: string; playerId: number },
  coordinate: number,
  loadedTo = coordinate + 500,
): Promise<RoadPositionDto> {
  const stair = stairOfCoordinate(coordinate);
  await defeatGuards(t, player.playerId, 1, guardCoordinate(stair) < coordinate ? stair : stair - 1);
  await t.db
    .update(players)
    .set({ coordinate, stair, loadedTo, bestVictoryStair: stair - 1 })
    .where(eq(players.id, player.playerId));
  return ensure(t, player.token, Math.max(0, coordinate - 100), coordinate + 100);
}

export async function ensure(
  t: TestApp,
  token: string,
  coordFrom: number,
  coordTo: number,
): Promise<RoadPositionDto> {
  const res = await t.get('/api/place/v3/ensure', { token, query: { coordFrom, coordTo } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ position: RoadPositionDto }>().position;
}

export async function positionOf(t: TestApp, playerId: number) {
  const [row] = await t.db.select().from(players).where(eq(players.id, playerId));
  if (!row) throw new Error('no player');
  return row;
}

export function moveTo(t: TestApp, token: string, coordinate: number, contextId: number) {
  return t.post('/api/player/v3/coordinate/set', { coordinate, contextId }, { token });
}
