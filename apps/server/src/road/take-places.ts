import { sql } from 'drizzle-orm';
import type { SkillType } from '@rol/rules/content/skills';
import type { Tx } from '../db/database.ts';
import { playerSkillPoints } from '../db/schema/player-skill-points.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { applyLedger } from '../ledger/apply-ledger.ts';
import type { ActingPlayer } from '../http/acting-player.ts';
import { balancesOf, RESOURCE_OF_KIND } from '../ledger/balances.ts';
import { withPlaceAction, type PlaceAction } from './place-action.ts';
import { markPlaceTaken } from './place-state-queries.ts';
import { toPlaceDto } from './place-view.ts';
import { listSkillPoints } from './skill-point-queries.ts';
import { recordGameEvent } from '../progress/record-game-event.ts';
import { isEventPlaceId, takeEventPlace } from './event-place-take.ts';
import { together } from '../db/together.ts';

/** Marks the place taken exactly once (PLACE_ALREADY_TAKEN for every later or concurrent take). */
export async function takeOnce(a: PlaceAction) {
  const state = await markPlaceTaken(a.tx, { playerId: a.player.id, placeId: a.place.id, now: a.now });
  if (!state) throw new ApiError('PLACE_ALREADY_TAKEN', { placeId: a.place.id });
  return toPlaceDto(a.place, state, a.position, a.now.getTime());
}

/** `resourcePlace/{id}/take`: credits a RESOURCE place's amount through the ledger, once. */
export function takeResourcePlace(ctx: AppContext, who: ActingPlayer, placeId: number) {
  if (isEventPlaceId(placeId)) return takeEventPlace(ctx, who, placeId);
  return withPlaceAction(ctx, { who, placeId, types: ['RESOURCE'] }, async (a) => {
    if (a.place.payload.type !== 'RESOURCE') throw new ApiError('PLACE_WRONG_TYPE');
    const { resource, amount } = a.place.payload;
    const column = RESOURCE_OF_KIND[resource];
    const actor = { playerId: a.player.id, tutorialSteps: a.player.tutorialSteps };
    // Sent together (one round trip): a place taken already throws, and the transaction then rolls
    // the credit and the task's progress back with it.
    const [place, balance] = await together(
      takeOnce(a),
      applyLedger(a.tx, {
        playerId: a.player.id,
        resource: column,
        delta: amount,
        reason: 'road-resource',
        reference: `place:${placeId}`,
        now: a.now,
      }),
      recordGameEvent(a.tx, actor, 'RESOURCE_TAKEN', 1, a.now.getTime()),
      resource === 'EVENT_CURRENCY'
        ? recordGameEvent(a.tx, actor, 'EVENT_CURRENCY_TAKEN', amount, a.now.getTime())
        : Promise.resolve(),
    );
    // The action holds the player's row lock, so the balances are the locked row's with this credit.
    return { place, resource, amount, balances: balancesOf({ ...a.player, [column]: balance }) };
  });
}

/** `skill/place/{id}/take`: a SKILL place's points join the player's unspent skill points, once. */
export function takeSkillPlace(ctx: AppContext, playerId: number, placeId: number) {
  return withPlaceAction(ctx, { who: playerId, placeId, types: ['SKILL'] }, async (a) => {
    if (a.place.payload.type !== 'SKILL') throw new ApiError('PLACE_WRONG_TYPE');
    const { skillType, points } = a.place.payload;
    const place = await takeOnce(a);
    await addSkillPoints(a.tx, { playerId, skillType, points });
    const skillPoints = await listSkillPoints(a.tx, playerId);
    return { place, skillType, points, skillPoints };
  });
}

async function addSkillPoints(tx: Tx, params: { playerId: number; skillType: SkillType; points: number }) {
  await tx
    .insert(playerSkillPoints)
    .values(params)
    .onConflictDoUpdate({
      target: [playerSkillPoints.playerId, playerSkillPoints.skillType],
      set: { points: sql`${playerSkillPoints.points} + ${params.points}` },
    });
}
