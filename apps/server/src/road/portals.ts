import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { serverDay } from '@rol/rules/server-day';
import { insertDailyClaim, upsertDailyClaim } from '../players/daily-claim-queries.ts';
import { findPlayerById } from '../players/player-queries.ts';
import { applyAmounts, balancesOf } from '../ledger/balances.ts';
import { requirePlace, withPlaceAction } from './place-action.ts';
import {
  discountFor,
  discountedPrice,
  PORTAL_DISCOUNT_CHOSEN,
  PORTAL_DISCOUNT_USED,
  portalInfoOf,
  portalOfferOf,
} from './portal-offer.ts';
import { portalOfStair, visitPortals } from './portal-places.ts';
import { relocatePlayer } from './road-position.ts';
import { assertTutorialAllows } from '../progress/tutorial-service.ts';

export async function getPortalOffer(ctx: AppContext, playerId: number) {
  return { offer: await portalOfferOf(ctx.db, playerId, ctx.clock()) };
}

/** `portal/{id}/info`: anywhere on the road (no reach needed to read it). */
export async function getPortalInfo(ctx: AppContext, playerId: number, placeId: number) {
  const portal = requirePlace(ctx, placeId, ['PORTAL']);
  return portalInfoOf(portal, await portalOfferOf(ctx.db, playerId, ctx.clock()));
}

/** `portal/mark/discount/chosen`: the day's discount goes to `portalId` (PORTAL_DISCOUNT_INVALID when not the offer's or used). */
export async function choosePortalDiscount(
  ctx: AppContext,
  playerId: number,
  portalId: number,
  discount: number,
) {
  const portal = requirePlace(ctx, portalId, ['PORTAL']);
  const nowMs = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const offer = await portalOfferOf(tx, playerId, nowMs);
    if (offer.used || discount !== offer.discount)
      throw new ApiError('PORTAL_DISCOUNT_INVALID', { discount, offered: offer.discount, used: offer.used });
    const day = serverDay(nowMs);
    await upsertDailyClaim(tx, {
      playerId,
      kind: PORTAL_DISCOUNT_CHOSEN,
      day,
      reference: portal.id,
      now: new Date(nowMs),
    });
    return portalInfoOf(portal, { ...offer, chosenPortalId: portal.id });
  });
}

/**
 * `portal/{id}/use`: from a PORTAL in reach to the portal of `targetStair` (one of its targets,
 * PORTAL_TARGET_INVALID otherwise), paying its price through the ledger, less `discount` when that
 * is the day's discount chosen for this portal (used once: PORTAL_DISCOUNT_INVALID after).
 */
export function usePortal(
  ctx: AppContext,
  playerId: number,
  placeId: number,
  body: { discount?: number | undefined; targetStair?: number | undefined } = {},
) {
  return withPlaceAction(ctx, { who: playerId, placeId, types: ['PORTAL'] }, async (a) => {
    if (a.place.payload.type !== 'PORTAL') throw new ApiError('PLACE_WRONG_TYPE');
    assertTutorialAllows(a.player, 'portal');
    const targetStair = body.targetStair ?? a.place.payload.targetStairs[0];
    const target = targetStair === undefined ? null : portalOfStair(ctx.config.worldSeed, targetStair);
    if (!target || targetStair === undefined || !a.place.payload.targetStairs.includes(targetStair))
      throw new ApiError('PORTAL_TARGET_INVALID', {
        targetStair,
        targetStairs: a.place.payload.targetStairs,
      });
    let discount: number | null = null;
    if (body.discount) {
      const offer = await portalOfferOf(a.tx, playerId, a.now.getTime());
      discount = discountFor(offer, a.place.id);
      if (discount !== body.discount)
        throw new ApiError('PORTAL_DISCOUNT_INVALID', { discount: body.discount });
      const day = serverDay(a.now.getTime());
      const claimed = await insertDailyClaim(a.tx, {
        playerId,
        kind: PORTAL_DISCOUNT_USED,
        day,
        reference: a.place.id,
        now: a.now,
      });
      if (!claimed) throw new ApiError('PORTAL_DISCOUNT_INVALID', { discount: body.discount });
    }
    const paid = discountedPrice(a.place.payload.price, discount);
    await applyAmounts(a.tx, {
      playerId,
      amounts: paid,
      sign: -1,
      reason: 'portal',
      reference: `place:${placeId}>${target.id}`,
      now: a.now,
    });
    await visitPortals(a.tx, { playerId, portals: [a.place, target], now: a.now });
    const moved = await relocatePlayer(a.tx, a.player, target.posY);
    const player = await findPlayerById(a.tx, playerId);
    if (!player) throw new Error(`player ${playerId} vanished`);
    return { position: moved.position, paid, balances: balancesOf(player) };
  });
}
