import { eq, sql } from 'drizzle-orm';
import {
  BONUS_POINTS_PER_EMERALD,
  goldenTicketsEarned,
  packBonusGems,
} from '@rol/rules/economy/bonus-status';
import { gemsPlusBonusGems } from '@rol/rules/economy/gems-plus-campaign';
import { packSaleBonusGems } from '@rol/rules/economy/pack-sale';
import { referralPurchaseShare } from '@rol/rules/economy/referral';
import { packWheelTickets } from '@rol/rules/content/gem-packs';
import type { Tx } from '../db/database.ts';
import { playerReferrals } from '../db/schema/player-referrals.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import { applyLedger } from '../ledger/apply-ledger.ts';
import type { BatchEntry } from '../ledger/apply-ledger-batch.ts';
import { gemsOfferExtra } from '../offers/offer-view.ts';

/** What a purchase's rewards read of the buyer: the row the caller locked and read. */
export type Buyer = Pick<
  PlayerRow,
  'id' | 'createdAt' | 'level' | 'stair' | 'bestVictoryStair' | 'bonusPoints' | 'ref'
>;

/**
 * Everything an emerald purchase earns besides its emeralds, in the transaction that credits them
 * (docs/economy.md, "Bonus points status", "Golden tickets", "Offers", "Referral"), one payment at a
 * time in their order:
 * - the tier's extra emeralds (by the points held before this payment), the gems ×2 offer's, the
 *   GEMS_PLUS_50 campaign's (+50 % when it ran as the payment was made) and the pack sale's (when
 *   this pack was on sale as the payment was made), through the ledger;
 * - one bonus point per emerald of the pack, the golden tickets the new points cross and the pack's
 *   wheel tickets, through the ledger;
 * - the inviter's share, added to the friendship row, where it waits for `referral/bonus/take`.
 * The ledger entries are returned for the caller to apply with the payments' own, in one batch.
 */
export async function rewardPurchases(
  tx: Tx,
  buyer: Buyer,
  taken: readonly { id: number; gems: number; createdAt: Date }[],
  now: Date,
): Promise<BatchEntry[]> {
  const entries: BatchEntry[] = [];
  let points = Number(buyer.bonusPoints);
  const ledger = (resource: 'mithril' | 'bonusPoints' | 'goldenTickets' | 'tickets', delta: number, reason: string, reference: string) => {
    if (delta > 0) entries.push({ resource, delta, reason, reference });
  };
  let share = 0;
  for (const payment of taken) {
    const reference = `payment:${payment.id}`;
    ledger('mithril', packBonusGems(points, payment.gems), 'bonus-status', reference);
    const offer = await gemsOfferExtra(tx, { ...buyer, bonusPoints: points }, payment, now);
    ledger('mithril', offer.extra, 'offer', offer.reference ?? reference);
    ledger('mithril', gemsPlusBonusGems(payment.gems, payment.createdAt.getTime()), 'campaign-gems-plus', reference);
    ledger('mithril', packSaleBonusGems(payment.gems, payment.createdAt.getTime()), 'pack-sale', reference);
    const gained = payment.gems * BONUS_POINTS_PER_EMERALD;
    ledger('goldenTickets', goldenTicketsEarned(points, gained), 'golden-ticket', reference);
    ledger('tickets', packWheelTickets(payment.gems), 'pack-wheel-tickets', reference);
    ledger('bonusPoints', gained, 'payment', reference);
    points += gained;
    share += referralPurchaseShare(payment.gems);
  }
  // A friendship row exists only for a player who registered with an accepted code, which `ref` keeps.
  if (share > 0 && buyer.ref !== null)
    await tx
      .update(playerReferrals)
      .set({
        shareEarned: sql`${playerReferrals.shareEarned} + ${share}`,
        shareWaiting: sql`${playerReferrals.shareWaiting} + ${share}`,
      })
      .where(eq(playerReferrals.playerId, buyer.id));
  return entries;
}

/**
 * A refunded payment's rewards, taken back in the refund's transaction (the player's row locked) as
 * far as they are held: `due` gives the part of each whole that this refund takes back (all of it
 * for a whole refund, the refunded share for a partial one): of its bonus points, the golden tickets
 * those points crossed, the pack's wheel tickets, the inviter's share still waiting. Extra emeralds
 * went with the pack's and are not pursued further.
 */
export async function reclaimPurchaseRewards(
  tx: Tx,
  player: { id: number; bonusPoints: number; goldenTickets: number; tickets: number },
  payment: { id: number; gems: number },
  due: (whole: number) => number,
  now: Date,
): Promise<void> {
  const reference = `payment:${payment.id}`;
  const points = Math.min(Number(player.bonusPoints), due(payment.gems * BONUS_POINTS_PER_EMERALD));
  const tickets = Math.min(Number(player.goldenTickets), goldenTicketsEarned(Number(player.bonusPoints) - points, points));
  const debit = async (resource: 'bonusPoints' | 'goldenTickets' | 'tickets', amount: number) => {
    if (amount > 0)
      await applyLedger(tx, { playerId: player.id, resource, delta: -amount, reason: 'payment-refund', reference, now });
  };
  await debit('bonusPoints', points);
  await debit('goldenTickets', tickets);
  await debit('tickets', Math.min(Number(player.tickets), due(packWheelTickets(payment.gems))));
  const share = due(referralPurchaseShare(payment.gems));
  if (share > 0)
    await tx
      .update(playerReferrals)
      .set({ shareWaiting: sql`greatest(0, ${playerReferrals.shareWaiting} - ${share})` })
      .where(eq(playerReferrals.playerId, player.id));
}
