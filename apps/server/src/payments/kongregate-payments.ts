import { gemPackOf } from '@rol/rules/content/gem-packs';
import type { AppContext } from '../http/app-context.ts';
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
  const account = await platformUserIdOf(ctx.db, playerId, ['kong']);
  if (account === null) throw new ApiError('PAYMENT_WRONG_PLATFORM');
  const items = (await kongregateUserItems(config, account.userId)).filter(
    (item) => item.remainingUses > 0 && gemPackOf(item.identifier) !== null,
  );
  const now = new Date(ctx.clock());
  const result = await inPlayerTransaction(ctx.db, playerId, async (tx, player) => {
    const held = await platformUserIdOf(tx, player.id, ['kong']);
    if (held?.userId !== account.userId) throw new ApiError('PAYMENT_WRONG_PLATFORM');
    const used: string[] = [];
    for (const item of items) {
      const { row } = await grantPayment(tx, {
        playerId: player.id,
        provider: 'kong',
        transactionId: item.id,
        pack: gemPackOf(item.identifier)!,
        amount: 0,
        currency: 'KRED',
        now,
      });
      if (row.playerId === player.id) used.push(item.id);
    }
    const taken = await takeGrantedGems(tx, player, now);
    return {
      credited: taken.gems,
      balances: balancesOf({ ...player, ...taken.balances }),
      used,
    };
  });
  const tokens: string[] = [];
  for (const itemId of result.used)
    if (await kongregateUseItem(config, { userId: account.userId, token, itemId })) tokens.push(itemId);
  return { credited: result.credited, balances: result.balances, tokens };
}
