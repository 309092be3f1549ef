import type { FastifyInstance } from 'fastify';
import { PROMO_GIFT, PROMO_GIFT_ID } from '@rol/rules/community/gift-rules';
import { playerPromotions } from '../db/schema/player-promotions.ts';
import { ApiError } from '../http/api-error.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { applyAmounts, balancesOf } from '../ledger/balances.ts';

/** §7 promo gift: accepted once per player (the primary key), credited through the ledger. */
export async function acceptPromoGift(app: FastifyInstance, who: ActingPlayer) {
  const now = new Date(app.clock());
  return inPlayerTransaction(app.db, who, async (tx, player) => {
    const used = await tx
      .insert(playerPromotions)
      .values({ playerId: player.id, promotion: PROMO_GIFT_ID, usedAt: now })
      .onConflictDoNothing()
      .returning({ playerId: playerPromotions.playerId });
    if (used.length === 0) throw new ApiError('PROMOTION_ALREADY_USED');
    const after = await applyAmounts(tx, {
      playerId: player.id,
      amounts: PROMO_GIFT,
      sign: 1,
      reason: 'promo-gift',
      reference: PROMO_GIFT_ID,
      now,
    });
    return { reward: { ...PROMO_GIFT } as Record<string, number>, balances: balancesOf({ ...player, ...after }) };
  });
}
