import { eq, sql } from 'drizzle-orm';
import {
  BONUS_POINTS_PER_EMERALD,
  goldenTicketsEarned,
  packBonusGems,
} from '@rol/rules/economy/bonus-status';
import { gemsPlusBonusGems } from '@rol/rules/economy/gems-plus-campaign';
import { referralPurchaseShare } from '@rol/rules/economy/referral';
import { packWheelTickets } from '@rol/rules/content/gem-packs';
import type { Tx } from '../db/database.ts';
import { playerReferrals } from '../db/schema/player-referrals.ts';
import { players } from '../db/schema/players.ts';
import { applyLedger } from '../ledger/apply-ledger.ts';
import type { BalancesAfter } from '../ledger/balances.ts';
import { gemsOfferExtra } from '../offers/offer-view.ts';

/** What a purchase's rewards read of the buyer (its row locked by the caller). */
async function buyerOf(tx: Tx, playerId: number) {
  const [row] = await tx
    .select({
      id: players.id,
      createdAt: players.createdAt,
      level: players.level,
      stair: players.stair,
      bestVictoryStair: players.bestVictoryStair,
      bonusPoints: players.bonusPoints,
    })
    .from(players)
    .where(eq(players.id, playerId));
  if (!row) throw new Error(`no player ${playerId}`);
  return row;
}

/**
 * Everything an emerald purchase earns besides its emeralds, in the transaction that credits them
 * (docs/economy.md, "Bonus points status", "Golden tickets", "Offers", "Referral"), one payment at a
 * time in their order:
 * - the tier's extra emeralds (by the points held before this payment), the gems ×2 offer's and the
 *   GEMS_PLUS_50 campaign's (+50 % when it ran as the payment was made), through the ledger;
 * - one bonus point per emerald of the pack, the golden tickets the new points cross and the pack's
 *   wheel tickets, through the ledger;
 * - the inviter's share, added to the friendship row, where it waits for `referral/bonus/take`.
 * The balances after, to add to the caller's.
 */
export async function rewardPurchases(
  tx: Tx,
  playerId: number,
  taken: readonly { id: number; gems: number; createdAt: Date }[],
  now: Date,
): Promise<BalancesAfter> {
  const after: BalancesAfter = {};
  if (taken.length === 0) return after;
  const buyer = await buyerOf(tx, playerId);
  let points = Number(buyer.bonusPoints);
  const ledger = async (resource: 'mithril' | 'bonusPoints' | 'goldenTickets' | 'tickets', delta: number, reason: string, reference: string) => {
    if (delta > 0) after[resource] = await applyLedger(tx, { playerId, resource, delta, reason, reference, now });
  };
  for (const payment of taken) {
    const reference = `payment:${payment.id}`;
    await ledger('mithril', packBonusGems(points, payment.gems), 'bonus-status', reference);
    const offer = await gemsOfferExtra(tx, { ...buyer, bonusPoints: points }, payment, now);
    await ledger('mithril', offer.extra, 'offer', offer.reference ?? reference);
    await ledger('mithril', gemsPlusBonusGems(payment.gems, payment.createdAt.getTime()), 'campaign-gems-plus', reference);
    const gained = payment.gems * BONUS_POINTS_PER_EMERALD;
    await ledger('goldenTickets', goldenTicketsEarned(points, gained), 'golden-ticket', reference);
    await ledger('tickets', packWheelTickets(payment.gems), 'pack-wheel-tickets', reference);
    await ledger('bonusPoints', gained, 'payment', reference);
    points += gained;
    const share = referralPurchaseShare(payment.gems);
    if (share > 0)
      await tx
        .update(playerReferrals)
        .set({
          shareEarned: sql`${playerReferrals.shareEarned} + ${share}`,
          shareWaiting: sql`${playerReferrals.shareWaiting} + ${share}`,
        })
        .where(eq(playerReferrals.playerId, playerId));
  }
  return after;
}

/**
 * A refunded payment's rewards, taken back in the refund's transaction (the player's row locked) as
 * far as they are held: its bonus points, the golden tickets those points crossed, the pack's wheel
 * tickets, the inviter's share still waiting. Extra emeralds went with the pack's and are not pursued further.
 */
export async function reclaimPurchaseRewards(
  tx: Tx,
  player: { id: number; bonusPoints: number; goldenTickets: number; tickets: number },
  payment: { id: number; gems: number },
  now: Date,
): Promise<void> {
  const reference = `payment:${payment.id}`;
  const points = Math.min(Number(player.bonusPoints), payment.gems * BONUS_POINTS_PER_EMERALD);
  const tickets = Math.min(Number(player.goldenTickets), goldenTicketsEarned(Number(player.bonusPoints) - points, points));
  const debit = async (resource: 'bonusPoints' | 'goldenTickets' | 'tickets', amount: number) => {
    if (amount > 0)
      await applyLedger(tx, { playerId: player.id, resource, delta: -amount, reason: 'payment-refund', reference, now });
  };
  await debit('bonusPoints', points);
  await debit('goldenTickets', tickets);
  await debit('tickets', Math.min(Number(player.tickets), packWheelTickets(payment.gems)));
  const share = referralPurchaseShare(payment.gems);
  if (share > 0)
    await tx
      .update(playerReferrals)
      .set({ shareWaiting: sql`greatest(0, ${playerReferrals.shareWaiting} - ${share})` })
      .where(eq(playerReferrals.playerId, player.id));
}
