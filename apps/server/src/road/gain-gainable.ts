import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { applyLedger } from '../ledger/apply-ledger.ts';
import { findPlayerById } from '../players/player-queries.ts';
import { balancesOf, RESOURCE_OF_KIND } from '../ledger/balances.ts';
import { gainableFill } from './gainable-fill.ts';
import { withPlaceAction } from './place-action.ts';
import { moveGainedAt } from './place-state-queries.ts';
import { toPlaceDto } from './place-view.ts';

/**
 * `place/gainable/{id}/gain`: credits what the GAINABLE has accumulated (GAINABLE_EMPTY when
 * nothing) and starts refilling. `gained_at` moves with a compare-and-set, so concurrent gains credit
 * the accumulated amount once.
 */
export function gainGainablePlace(ctx: AppContext, playerId: number, placeId: number) {
  return withPlaceAction(ctx, { who: playerId, placeId, types: ['GAINABLE'] }, async (a) => {
    if (a.place.payload.type !== 'GAINABLE') throw new ApiError('PLACE_WRONG_TYPE');
    const previous = a.state?.gainedAt ?? null;
    const fill = gainableFill(a.place.payload, previous?.getTime() ?? null, a.now.getTime());
    if (fill.amount <= 0) throw new ApiError('GAINABLE_EMPTY', { placeId, fullAt: fill.fullAt });
    const state = await moveGainedAt(a.tx, {
      playerId,
      placeId,
      previous,
      next: new Date(fill.nextGainedAt),
      now: a.now,
    });
    if (!state) throw new ApiError('GAINABLE_EMPTY', { placeId });
    const resource = a.place.payload.resource;
    await applyLedger(a.tx, {
      playerId,
      resource: RESOURCE_OF_KIND[resource],
      delta: fill.amount,
      reason: 'road-gainable',
      reference: `place:${placeId}:${fill.nextGainedAt}`,
      now: a.now,
    });
    const player = await findPlayerById(a.tx, playerId);
    if (!player) throw new Error(`player ${playerId} vanished`);
    return {
      place: toPlaceDto(a.place, state, a.position, a.now.getTime()),
      resource,
      amount: fill.amount,
      balances: balancesOf(player),
    };
  });
}
