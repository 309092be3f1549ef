import { gemPackOf } from '@rol/rules/content/gem-packs';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { actionTransaction } from '../http/action-scope.ts';
import { verifyGamePushSigned } from '../platforms/gamepush-signature.ts';
import { findPlatformPlayerId } from '../platforms/platform-account-queries.ts';
import { idText } from '../platforms/proof-checks.ts';
import { grantPayment } from './payment-records.ts';

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

export function gamePushPurchaseOf(data: Record<string, unknown>): GamePushPurchase | null {
  const result = (data.result ?? {}) as Record<string, unknown>;
  const product = (result.product ?? {}) as Record<string, unknown>;
  const isPurchase =
    result.__typename === 'PlayerPurchase' ||
    (typeof data.event === 'string' && /purchase/i.test(data.event));
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
  const purchase = gamePushPurchaseOf(verifyGamePushSigned(body.trim(), secret));
  if (purchase === null) return { ok: true }; // another event: nothing to credit
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
