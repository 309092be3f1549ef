import { bankCurrency, GEM_PACKS, priceText } from '@rol/rules/content/gem-packs';
import { gemsPlusBonusGems } from '@rol/rules/economy/gems-plus-campaign';
import { packSaleAt, packSaleBonusGems } from '@rol/rules/economy/pack-sale';
import type { BankDto } from '@rol/protocol/payment-routes';
import type { DbOrTx, Tx } from '../db/database.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { balancesOf } from '../ledger/balances.ts';
import { markNoticeSeen, paymentNotices } from './payment-queries.ts';
import { takeGrantedGems } from './payment-records.ts';

/**
 * `bank/get`: the packs priced in the player's currency, each with its wheel tickets and what the
 * GEMS_PLUS_50 campaign and the pack sale add to a purchase made at `nowMs`, the sale (running or
 * next), and the payment banners.
 */
export async function getBank(
  db: DbOrTx,
  player: Pick<PlayerRow, 'id' | 'userSource'>,
  requested: string | undefined,
  nowMs: number,
  checkout: boolean,
): Promise<BankDto> {
  const currency = bankCurrency(player.userSource, requested);
  return {
    currency,
    packs: GEM_PACKS.map((pack) => ({
      id: pack.id,
      gems: pack.gems,
      bonus: pack.bonus,
      wheelTickets: pack.wheelTickets,
      campaignBonus: gemsPlusBonusGems(pack.gems, nowMs),
      saleBonus: packSaleBonusGems(pack.gems, nowMs),
      price: pack.prices[currency],
      priceText: priceText(pack, currency),
    })),
    sale: packSaleAt(nowMs),
    notices: await paymentNotices(db, player.id),
    checkout,
  };
}

/** Every confirmed payment's gems into the locked player's balance (ledger), with the banners after it. */
export async function takeBankIn(tx: Tx, player: PlayerRow, now: Date) {
  const taken = await takeGrantedGems(tx, player, now);
  return {
    taken: taken.gems,
    balances: balancesOf({ ...player, ...taken.balances }),
    notices: await paymentNotices(tx, player.id),
  };
}

/** `bank/take`: every confirmed payment's gems into the balance (ledger), in one action. */
export async function takeBank(ctx: AppContext, who: ActingPlayer) {
  const now = new Date(ctx.clock());
  return inPlayerTransaction(ctx.db, who, (tx, player) => takeBankIn(tx, player, now));
}

/** `bank/notice/seen`: closes a payment's banner. */
export async function closeNotice(db: DbOrTx, playerId: number, id: number) {
  if (!(await markNoticeSeen(db, playerId, id))) throw new ApiError('PAYMENT_ORDER_NOT_FOUND');
  return { notices: await paymentNotices(db, playerId) };
}
