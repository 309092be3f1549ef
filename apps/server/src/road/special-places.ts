import { SPECIAL_PLACES_AHEAD } from '@rol/protocol/place-routes';
import { BOSS_EVERY } from '@rol/rules/content/monster-curve';
import { SCRIPTS, TALKERS } from '@rol/rules/content/story';
import { PORTAL_EVERY } from '@rol/rules/road/free-place-payloads';
import { placeIdOf, type RoadPlace } from '@rol/rules/road/road-place';
import { placeById } from '@rol/rules/road/places-in-range';
import { stairPlaces } from '@rol/rules/road/stair-places';
import type { AppContext } from '../http/app-context.ts';
import { listPlayerMarkers } from '../players/marker-queries.ts';
import { findPlayerById } from '../players/player-queries.ts';
import { listPlaceStates } from './place-state-queries.ts';
import { toPlaceDto } from './place-view.ts';
import { roadPositionOf } from './road-position.ts';

const nextMultiple = (stair: number, every: number) => Math.ceil(stair / every) * every;

/**
 * `place/special/get`: what lies ahead within SPECIAL_PLACES_AHEAD stairs of the player's stair —
 * the next boss guard, the next portal and the story places (SCRIPT, TALKER) not yet used nor read — lowest first.
 */
export async function getSpecialPlaces(ctx: AppContext, playerId: number) {
  const player = await findPlayerById(ctx.db, playerId);
  if (!player) throw new Error(`player ${playerId} vanished`);
  const seed = ctx.config.worldSeed;
  const from = player.stair;
  const to = from + SPECIAL_PLACES_AHEAD;
  const candidates: RoadPlace[] = [];
  const boss = placeById(seed, placeIdOf(nextMultiple(from, BOSS_EVERY), 0));
  if (boss) candidates.push(boss);
  const portalStair = nextMultiple(from, PORTAL_EVERY);
  candidates.push(...stairPlaces(seed, portalStair).filter((p) => p.placeType === 'PORTAL'));
  for (const story of [...Object.values(SCRIPTS), ...Object.values(TALKERS)]) {
    if (story.stair < from || story.stair > to) continue;
    candidates.push(
      ...stairPlaces(seed, story.stair).filter((p) => p.placeType === 'SCRIPT' || p.placeType === 'TALKER'),
    );
  }
  const states = await listPlaceStates(ctx.db, { playerId, fromStair: from, toStair: to });
  const position = await roadPositionOf(ctx.db, player);
  const markers = new Set(await listPlayerMarkers(ctx.db, playerId));
  const nowMs = ctx.clock();
  const places = [...new Map(candidates.map((p) => [p.id, p])).values()]
    .filter((p) => p.stair <= to && states.get(p.id)?.defeated !== true)
    .map((p) => toPlaceDto(p, states.get(p.id), position, nowMs, markers))
    .filter((p) => !p.used)
    .sort((a, b) => a.posY - b.posY || a.id - b.id);
  return { places };
}
