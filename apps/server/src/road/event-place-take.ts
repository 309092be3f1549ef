import { isNull, lt, or, sql } from 'drizzle-orm';
import type { PlaceDto } from '@rol/protocol/place-dto';
import type { RoadPlace } from '@rol/rules/road/road-place';
import { activeEvents, type EventRun } from '@rol/rules/world/events-calendar';
import { EVENT_PLACE_INDEX, eventPlaceById, eventPlacesInRange } from '@rol/rules/world/event-places';
import { PLACES_PER_STAIR } from '@rol/rules/road/road-place';
import type { DbOrTx } from '../db/database.ts';
import { playerPlaces, type PlayerPlaceRow } from '../db/schema/player-places.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { applyLedger } from '../ledger/apply-ledger.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { balancesOf } from '../ledger/balances.ts';
import { isInReach, toPlaceDto } from './place-view.ts';
import { roadPositionAndPlaceState } from './road-position.ts';
import { recordGameEvent } from '../progress/record-game-event.ts';
import { together } from '../db/together.ts';

/** Whether `placeId` is an event place's id (the last index of a stair). */
export function isEventPlaceId(placeId: number): boolean {
  return placeId % PLACES_PER_STAIR === EVENT_PLACE_INDEX;
}

/**
 * The player's state of an event place during `run`: a place of the same id taken in an earlier run
 * (the same stair's place a year before) counts as not taken.
 */
export function eventPlaceState(
  state: PlayerPlaceRow | null | undefined,
  run: EventRun,
): PlayerPlaceRow | null {
  if (!state) return null;
  return state.takenAt && state.takenAt.getTime() < run.startMs ? { ...state, takenAt: null } : state;
}

/** Marks the event place taken in this run, once (null: taken already in this run). */
async function markEventPlaceTaken(
  db: DbOrTx,
  params: { playerId: number; placeId: number; run: EventRun; now: Date },
) {
  const [row] = await db
    .insert(playerPlaces)
    .values({
      playerId: params.playerId,
      placeId: params.placeId,
      takenAt: params.now,
      updatedAt: params.now,
    })
    .onConflictDoUpdate({
      target: [playerPlaces.playerId, playerPlaces.placeId],
      set: { takenAt: sql`excluded.taken_at`, updatedAt: sql`excluded.updated_at` },
      setWhere: or(isNull(playerPlaces.takenAt), lt(playerPlaces.takenAt, new Date(params.run.startMs))),
    })
    .returning();
  return row ?? null;
}

/**
 * `resourcePlace/{id}/take` for an EVENT_CURRENCY place: it exists only while its event runs for the
 * player (PLACE_NOT_FOUND otherwise, so after the event nothing of it can be taken); in reach; taken
 * once per run; the currency through the ledger; counted for the event tasks.
 */
export async function takeEventPlace(ctx: AppContext, who: ActingPlayer, placeId: number) {
  const now = new Date(ctx.clock());
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    if (player.battleId !== null) throw new ApiError('PLAYER_IN_BATTLE', { battleId: player.battleId });
    const found = eventPlaceById(ctx.config.worldSeed, placeId, activeEvents(now.getTime(), player.lang));
    if (!found) throw new ApiError('PLACE_NOT_FOUND', { placeId });
    const { place, run } = found;
    const { position } = await roadPositionAndPlaceState(tx, player, place.id);
    if (!isInReach(place, position))
      throw new ApiError('PLACE_NOT_IN_REACH', {
        placeId,
        posY: place.posY,
        coordinate: position.coordinate,
        maxCoordinate: position.maxCoordinate,
      });
    const amount = place.payload.type === 'RESOURCE' ? place.payload.amount : 0;
    const actor = { playerId: player.id, tutorialSteps: player.tutorialSteps };
    // Sent together (one round trip): a place taken already throws, and the transaction then rolls
    // the credit and the task's progress back with it.
    const [state, balance] = await together(
      markEventPlaceTaken(tx, { playerId: player.id, placeId, run, now }).then((taken) => {
        if (!taken) throw new ApiError('PLACE_ALREADY_TAKEN', { placeId });
        return taken;
      }),
      applyLedger(tx, {
        playerId: player.id,
        resource: 'eventCurrency',
        delta: amount,
        reason: 'event-place',
        reference: `place:${placeId}:${run.key}`,
        now,
      }),
      recordGameEvent(tx, actor, 'RESOURCE_TAKEN', 1, now.getTime()),
      recordGameEvent(tx, actor, 'EVENT_CURRENCY_TAKEN', amount, now.getTime()),
    );
    const dto: PlaceDto = toPlaceDto(place, state, position, now.getTime());
    return {
      place: dto,
      resource: 'EVENT_CURRENCY' as const,
      amount,
      balances: balancesOf({ ...player, eventCurrency: balance }),
    };
  });
}

/** The event places among [coordFrom, coordTo] for the player now, each with the run it belongs to. */
export function eventPlacesFor(
  ctx: AppContext,
  lang: string,
  nowMs: number,
  range: { coordFrom: number; coordTo: number },
): { place: RoadPlace; run: EventRun }[] {
  const runs = activeEvents(nowMs, lang);
  if (runs.length === 0) return [];
  const out: { place: RoadPlace; run: EventRun }[] = [];
  for (const run of runs)
    for (const place of eventPlacesInRange(ctx.config.worldSeed, range.coordFrom, range.coordTo, [run]))
      out.push({ place, run });
  return out;
}
