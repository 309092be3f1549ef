import { gemPackOf } from '@rol/rules/content/gem-packs';
import type { AppContext } from '../http/app-context.ts';
import { together } from '../db/together.ts';
import { ApiError } from '../http/api-error.ts';
import { inPlayerTransaction } from '../http/acting-player.ts';
import { balancesOf } from '../ledger/balances.ts';
import { kongregateUseItem, kongregateUserItems } from '../platforms/kongregate-items-client.ts';
import { platformUserIdOf } from '../platforms/platform-account-queries.ts';
import { grantPayment, takeGrantedGems } from './payment-records.ts';

/**
 * Kongregate purchases (docs/platforms.md, "Payments"): the player buys a pack as a Kongregate item
 * (priced in kreds in our Kongregate catalogue, whose identifier is the pack's id). The server lists
 * the player's items on Kongregate, credits each pack item once per instance id, and only then uses
 * the items up: an item Kongregate failed to use stays listed and is used at the next call, never
 * credited twice.
 */
export async function kongBuy(ctx: AppContext, playerId: number, token: string) {
  const config = ctx.config.platforms.kongregate;
  if (config === null) throw new ApiError('PLATFORM_NOT_CONFIGURED', { source: 'kong' });
  const account = await platformUserIdOf(ctx.db, playerId, 'kong');
  if (account === null) throw new ApiError('PAYMENT_WRONG_PLATFORM');
  const items = (await kongregateUserItems(config, account.userId)).filter(
    (item) => item.remainingUses > 0 && gemPackOf(item.identifier) !== null,
  );
  const now = new Date(ctx.clock());
  const result = await inPlayerTransaction(ctx.db, playerId, async (tx, player) => {
    // The account's check and the items' payments go out together; a mismatch rolls the payments back.
    const [held, granted] = await together(
      platformUserIdOf(tx, player.id, 'kong'),
      together(
        ...items.map((item) =>
          grantPayment(tx, {
            playerId: player.id,
            provider: 'kong',
            transactionId: item.id,
            pack: gemPackOf(item.identifier)!,
            amount: 0,
            currency: 'KRED',
            now,
          }),
        ),
      ),
    );
    if (held?.userId !== account.userId) throw new ApiError('PAYMENT_WRONG_PLATFORM');
    const used = items.filter((_, i) => granted[i]?.row.playerId === player.id).map((item) => item.id);
    const taken = await takeGrantedGems(tx, player, now);
    return {
      credited: taken.gems,
      balances: balancesOf({ ...player, ...taken.balances }),
      used,
    };
  });
  // Each item is used up on Kongregate at once; one that fails stays listed for the next call.
  const usedUp = await Promise.all(
    result.used.map((itemId) => kongregateUseItem(config, { userId: account.userId, token, itemId })),
  );
  const tokens = result.used.filter((_, i) => usedUp[i]);
  return { credited: result.credited, balances: result.balances, tokens };
}
