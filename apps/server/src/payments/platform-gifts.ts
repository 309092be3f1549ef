import { PLATFORM_GIFTS, type GiftPlatform } from '@rol/rules/content/platform-gifts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { balancesOf } from '../ledger/balances.ts';
import { platformUserIdOf } from '../platforms/platform-account-queries.ts';
import { insertPayment } from './payment-queries.ts';
import { takeGrantedGems } from './payment-records.ts';

/**
 * The gifts of Fotostrana and VK Play (docs/platforms.md, "Gifts from platforms"): a player of that
 * platform receives its gift once per platform account. The gift is a payment row of provider
 * `foto-gift` / `mystore-gift` keyed on the platform user id (amount 0), so the unique transaction
 * key refuses a second acceptance, and the moderators see it with the payments.
 */
export async function acceptPlatformGift(ctx: AppContext, who: ActingPlayer, platform: GiftPlatform) {
  const gift = PLATFORM_GIFTS[platform];
  const now = new Date(ctx.clock());
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    const account = await platformUserIdOf(tx, player.id, platform);
    if (account === null) throw new ApiError('PAYMENT_WRONG_PLATFORM');
    const recorded = await insertPayment(tx, {
      playerId: player.id,
      provider: `${platform}-gift`,
      transactionId: account.userId,
      productId: gift.id,
      gems: gift.gems,
      amount: 0,
      currency: 'GIFT',
      status: 'GEMS_GRANTED',
      now,
    });
    if (recorded === null) throw new ApiError('PAYMENT_GIFT_TAKEN');
    const taken = await takeGrantedGems(tx, player, now);
    return {
      gems: gift.gems,
      balances: balancesOf({ ...player, ...taken.balances }),
    };
  });
}
