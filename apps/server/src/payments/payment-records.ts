import type { GemPack } from '@rol/rules/content/gem-packs';
import type { Tx, Db } from '../db/database.ts';
import type { PaymentRow } from '../db/schema/payments.ts';
import { lockPlayer } from '../http/acting-player.ts';
import { actionTransaction } from '../http/action-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { applyLedger } from '../ledger/apply-ledger.ts';
import { applyLedgerBatch, type BatchEntry } from '../ledger/apply-ledger-batch.ts';
import type { BalancesAfter } from '../ledger/balances.ts';
import { reclaimPurchaseRewards, rewardPurchases, type Buyer } from './purchase-rewards.ts';
import { refundedShare } from './refund-share.ts';
import {
  insertPayment,
  markGrantedTaken,
  moveStatus,
  paymentById,
  paymentByTransaction,
} from './payment-queries.ts';

/**
 * The life of a payment (docs/platforms.md, "Payments"): STARTED → GEMS_GRANTED → GEMS_TAKEN, or
 * REFUNDED. Gems move only in `takeGrantedGems` (with the purchase's rewards) and `refundPayment`, through the ledger, in the
 * transaction that changes the status.
 */

export interface Confirmed {
  playerId: number;
  provider: string;
  transactionId: string;
  pack: GemPack;
  amount: number;
  currency: string;
  now: Date;
}

/** The payment of a platform transaction and whether this delivery recorded it (false: a duplicate). */
export interface Granted {
  row: PaymentRow;
  fresh: boolean;
}

/** A platform-confirmed payment without an order of ours: GEMS_GRANTED once per transaction id. */
export async function grantPayment(tx: Tx, paid: Confirmed): Promise<Granted> {
  const inserted = await insertPayment(tx, {
    playerId: paid.playerId,
    provider: paid.provider,
    transactionId: paid.transactionId,
    productId: paid.pack.id,
    gems: paid.pack.gems,
    amount: paid.amount,
    currency: paid.currency,
    status: 'GEMS_GRANTED',
    now: paid.now,
  });
  if (inserted !== null) return { row: inserted, fresh: true };
  const existing = await paymentByTransaction(tx, paid.provider, paid.transactionId);
  if (existing === null) throw new Error('a conflicting payment vanished');
  return { row: existing, fresh: false };
}

/** Our STARTED order, confirmed by the platform under its transaction id: GEMS_GRANTED once. */
export async function confirmOrder(
  tx: Tx,
  order: { orderId: number; provider: string; transactionId: string; now: Date },
): Promise<Granted> {
  const known = await paymentByTransaction(tx, order.provider, order.transactionId);
  if (known !== null) return { row: known, fresh: false };
  const moved = await moveStatus(tx, order.orderId, 'STARTED', {
    status: 'GEMS_GRANTED',
    transactionId: order.transactionId,
    now: order.now,
  });
  if (moved !== null) return { row: moved, fresh: true };
  // A concurrent delivery of the same transaction confirmed it first.
  const again = await paymentByTransaction(tx, order.provider, order.transactionId);
  if (again !== null) return { row: again, fresh: false };
  throw new ApiError('PAYMENT_ORDER_NOT_FOUND');
}

/** What a take credited: the emeralds (with their bonuses) and the balances after it. */
export interface TakenGems {
  gems: number;
  balances: BalancesAfter;
}

/**
 * Credits the gems of every GEMS_GRANTED payment of the player the caller has locked (and read):
 * GEMS_TAKEN, one ledger credit per payment and what the purchases earn besides
 * (purchase-rewards.ts: bonus points, golden tickets, the tier's and the offer's extra emeralds, the
 * inviter's share), all the ledger entries in one batch, in the caller's transaction.
 */
export async function takeGrantedGems(tx: Tx, player: Buyer, now: Date): Promise<TakenGems> {
  const taken = (await markGrantedTaken(tx, player.id, now)).sort((a, b) => a.id - b.id);
  if (taken.length === 0) return { gems: 0, balances: {} };
  const entries: BatchEntry[] = taken.map((payment) => ({
    resource: 'mithril',
    delta: payment.gems,
    reason: 'payment',
    reference: `payment:${payment.id}`,
  }));
  entries.push(...(await rewardPurchases(tx, player, taken, now)));
  const balances = await applyLedgerBatch(tx, { playerId: player.id, entries, now });
  const gems = entries.reduce((sum, entry) => sum + (entry.resource === 'mithril' ? entry.delta : 0), 0);
  return { gems, balances };
}

/**
 * A platform's refund (docs/platforms.md, "Refunds"): `refunded` is the money given back so far in
 * the payment's unit (a provider that refunds only whole payments leaves it out). Its share of the
 * gems is due back (`refund-share.ts`, rounded down); the payment becomes REFUNDED once the whole
 * amount is back. Gems not taken yet simply stay with the payment (a take credits only what is
 * kept); gems taken are taken back from the balance as far as it holds them — spent gems are not
 * pursued (the balance never goes below zero), the shortfall stays on the record for the
 * moderators. A delivery that adds nothing changes nothing. Null when the platform names a
 * transaction we never had.
 */
export async function refundPayment(
  db: Db,
  refund: { provider: string; transactionId: string; now: Date; refunded?: number },
): Promise<PaymentRow | null> {
  const found = await paymentByTransaction(db, refund.provider, refund.transactionId);
  if (found === null) return null;
  return actionTransaction(db, async (tx) => {
    // The player first, then the payment: the order every take uses, so the two never deadlock.
    const player = await lockPlayer(tx, found.playerId);
    const row = await paymentById(tx, found.id, true);
    if (player === null || row === null) return null;
    const whole = refund.refunded === undefined || refund.refunded >= row.amount;
    const refunded = whole ? row.amount : refund.refunded!;
    if (row.status === 'REFUNDED' || (!whole && refunded <= row.refundedAmount)) return row;
    const due = (all: number) =>
      refundedShare(all, row, whole ? Infinity : refunded) - refundedShare(all, row, row.refundedAmount);
    let reclaimed = 0;
    if (row.status === 'GEMS_TAKEN') {
      reclaimed = Math.min(Number(player.mithril), due(row.gems));
      if (reclaimed > 0)
        await applyLedger(tx, {
          playerId: row.playerId,
          resource: 'mithril',
          delta: -reclaimed,
          reason: 'payment-refund',
          reference: `payment:${row.id}`,
          now: refund.now,
        });
      await reclaimPurchaseRewards(tx, player, row, due, refund.now);
    }
    return moveStatus(tx, row.id, row.status, {
      status: whole ? 'REFUNDED' : row.status,
      refundedAmount: refunded,
      gemsReclaimed: row.gemsReclaimed + reclaimed,
      now: refund.now,
    });
  });
}
