import { gemPackOf } from '@rol/rules/content/gem-packs';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { actionTransaction } from '../http/action-scope.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { verifyGamePushSigned } from '../platforms/gamepush-signature.ts';
import { findPlatformPlayerId } from '../platforms/platform-account-queries.ts';
import { idText } from '../platforms/proof-checks.ts';
import { takeBankIn } from './bank-service.ts';
import { takenTransactionIds } from './payment-queries.ts';
import { grantPayment, refundPayment } from './payment-records.ts';
import { refusesTestPayment } from './test-payments.ts';

/**
 * GamePush's webhook (docs/platforms.md, "Payments"): a POST whose body is `base64(JSON).signature`
 * under the project's secret key, `{ event, player: { id }, result, time }`. A purchase grants its
 * pack once per purchase id; the gems land when the player takes them (the bank's banner).
 * Unconfirmed: GamePush documents the envelope but not the purchase event's name nor its result's
 * fields, so a purchase is recognised in `gamePushPurchaseOf` only.
 */

export interface GamePushPurchase {
  playerId: string;
  purchaseId: string;
  /** The product's tag in our GamePush catalogue: a gem pack's id. */
  tag: string;
}

/** A refund event: an event named `…Refund…` (unconfirmed, like the purchase event) and the purchase id. */
export function gamePushRefundOf(data: Record<string, unknown>): string | null {
  if (typeof data.event !== 'string' || !/refund/i.test(data.event)) return null;
  const result = (data.result ?? {}) as Record<string, unknown>;
  const purchaseId = idText(result.purchaseId ?? result.id);
  if (purchaseId === null) throw new ApiError('PLATFORM_PROOF_MALFORMED', { field: 'result' });
  return purchaseId;
}

/**
 * A test purchase: GamePush marks a test player (`player.test`) and the webhooks of its test sites
 * (`test` or `isTest` on the envelope or the result). Credited only where the server allows it.
 */
export function gamePushIsTest(data: Record<string, unknown>): boolean {
  const player = (data.player ?? {}) as Record<string, unknown>;
  const result = (data.result ?? {}) as Record<string, unknown>;
  return [player.test, data.test, data.isTest, result.test, result.isTest].some((flag) => flag === true);
}

export function gamePushPurchaseOf(data: Record<string, unknown>): GamePushPurchase | null {
  const result = (data.result ?? {}) as Record<string, unknown>;
  const product = (result.product ?? {}) as Record<string, unknown>;
  const isPurchase =
    result.__typename === 'PlayerPurchase' ||
    (typeof data.event === 'string' && /purchase/i.test(data.event) && !/refund/i.test(data.event));
  if (!isPurchase) return null;
  const playerId = idText(((data.player ?? {}) as Record<string, unknown>).id ?? result.playerId);
  const purchaseId = idText(result.id);
  const tag = [result.tag, result.productTag, product.tag].find((v) => typeof v === 'string') as
    string | undefined;
  if (playerId === null || purchaseId === null || tag === undefined)
    throw new ApiError('PLATFORM_PROOF_MALFORMED', { field: 'result' });
  return { playerId, purchaseId, tag };
}

const GAMEPUSH_SOURCES = ['gp', 'gp_partner', 'gp_playdeck'] as const;

export async function gamePushWebhook(ctx: AppContext, body: string) {
  const secret = ctx.config.platforms.gamePushSecret;
  if (secret === null) throw new ApiError('PLATFORM_NOT_CONFIGURED', { source: 'gp' });
  const data = verifyGamePushSigned(body.trim(), secret);
  const refunded = gamePushRefundOf(data);
  if (refunded !== null) {
    // A refund of a purchase we never credited (a test purchase, another game) changes nothing.
    await refundPayment(ctx.db, { provider: 'gp', transactionId: refunded, now: new Date(ctx.clock()) });
    return { ok: true };
  }
  const purchase = gamePushPurchaseOf(data);
  if (purchase === null) return { ok: true }; // another event: nothing to credit
  if (refusesTestPayment(ctx, gamePushIsTest(data))) return { ok: true }; // answered, never credited
  const pack = gemPackOf(purchase.tag);
  if (pack === null) throw new ApiError('PAYMENT_PRODUCT_UNKNOWN', { productId: purchase.tag });
  let playerId: number | null = null;
  for (const source of GAMEPUSH_SOURCES)
    playerId ??= await findPlatformPlayerId(ctx.db, source, purchase.playerId);
  if (playerId === null) throw new ApiError('PAYMENT_ORDER_NOT_FOUND', { player: purchase.playerId });
  const now = new Date(ctx.clock());
  const found = playerId;
  await actionTransaction(ctx.db, (tx) =>
    grantPayment(tx, {
      playerId: found,
      provider: 'gp',
      transactionId: purchase.purchaseId,
      pack,
      amount: 0,
      currency: 'GP',
      now,
    }),
  );
  return { ok: true };
}

/**
 * `gp/take` `{ purchaseIds }`: takes every credited payment's gems (as `bank/take`), then answers
 * which of the named GamePush purchases this player has received. Only those may be consumed on
 * GamePush: a purchase whose webhook has not arrived is not listed and stays held there.
 */
export async function gamePushTake(ctx: AppContext, who: ActingPlayer, purchaseIds: readonly string[]) {
  const now = new Date(ctx.clock());
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    const taken = await takeBankIn(tx, player, now);
    return { ...taken, credited: await takenTransactionIds(tx, player.id, 'gp', purchaseIds) };
  });
}
