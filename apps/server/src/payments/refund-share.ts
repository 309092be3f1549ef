/**
 * Refunds in proportion (docs/platforms.md, "Refunds"): once `refunded` of a payment's `amount` has
 * been given back, the same share of what the payment brought is due back, rounded down: in the
 * player's favour, and never more than the money returned. Partial refunds add up (the platform
 * reports the total given back so far); the whole amount brings everything back. A payment recorded
 * without an amount (Kongregate, GamePush, gifts) is only ever refunded whole.
 */
export function refundedShare(whole: number, payment: { amount: number }, refunded: number): number {
  if (refunded <= 0) return 0;
  if (payment.amount <= 0 || refunded >= payment.amount) return whole;
  return Math.floor((whole * refunded) / payment.amount);
}

/** The gems a payment still brings the player: its gems but the refunded share (all of them until a refund). */
export function keptGems(payment: { gems: number; amount: number; refundedAmount: number }): number {
  return payment.gems - refundedShare(payment.gems, payment, payment.refundedAmount);
}
