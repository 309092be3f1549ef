import type { PlaceDto, RoadPositionDto } from '@rol/protocol/place-dto';
import { PLACE_REACH } from '@rol/protocol/place-routes';
import type { RoadPlace } from '@rol/rules/road/road-place';
import { isStoryRead } from '@rol/rules/road/story-marker';
import type { PlayerPlaceRow } from '../db/schema/player-places.ts';
import { gainableFill } from './gainable-fill.ts';

/**
 * Reach (a place may be taken or used): its posY within PLACE_REACH of the player's coordinate and
 * not beyond maxCoordinate, so nothing behind an undefeated blocker is ever in reach.
 */
export function isInReach(place: RoadPlace, position: RoadPositionDto): boolean {
  return Math.abs(place.posY - position.coordinate) <= PLACE_REACH && place.posY <= position.maxCoordinate;
}

/**
 * A place with the player's state of it (`state` null: untouched). A story place (SCRIPT, TALKER)
 * is used once visited or once its story was read (`markers` holds the story's marker).
 */
export function toPlaceDto(
  place: RoadPlace,
  state: PlayerPlaceRow | null | undefined,
  position: RoadPositionDto,
  nowMs: number,
  markers: ReadonlySet<string> = new Set(),
): PlaceDto {
  const defeated = state?.defeated ?? false;
  const fill =
    place.payload.type === 'GAINABLE'
      ? gainableFill(place.payload, state?.gainedAt?.getTime() ?? null, nowMs)
      : null;
  return {
    id: place.id,
    stair: place.stair,
    index: place.index,
    posX: place.posX,
    posY: place.posY,
    placeType: place.placeType,
    tileSize: place.tileSize,
    payload: place.payload,
    creatureId: place.guard && !defeated ? (place.guard.members[0]?.monsterId ?? null) : null,
    guard: place.guard
      ? { boss: place.guard.boss, strength: place.guard.strength, members: place.guard.members }
      : null,
    taken: state?.takenAt != null,
    used: state?.usedAt != null || isStoryRead(place.payload, markers),
    defeated,
    battleLost: state?.battleLost ?? false,
    markers: state?.markers ?? [],
    gainableAmount: fill?.amount ?? null,
    gainableFullAt: fill?.fullAt ?? null,
    inReach: isInReach(place, position),
  };
}
