import { yandexDeveloperPayload } from '@rol/protocol/payment-routes';
import { gemPackOf } from '@rol/rules/content/gem-packs';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { balancesOf } from '../ledger/balances.ts';
import { malformed } from '../platforms/proof-checks.ts';
import { platformUserIdOf } from '../platforms/platform-account-queries.ts';
import {
  verifyYandexSignature,
  yandexPurchases,
  type YandexPurchase,
} from '../platforms/yandex-signature.ts';
import { grantPayment, takeGrantedGems } from './payment-records.ts';

/**
 * Yandex Games purchases (docs/platforms.md, "Payments"): the client sends the signed answer of
 * `purchase()` or `getPurchases()`; each purchase token is credited once, then the client consumes
 * the tokens we answer. Yandex puts a `status` in the signed data ("waiting" in its published
 * example); its documentation does not say whether it can be anything but paid once `purchase()`
 * resolves, so the signature alone is taken as the platform's confirmation. The receipt's developer
 * payload names the Yandex account that bought (`yandexDeveloperPayload`): only its player is credited.
 */

function secretOf(ctx: AppContext): string {
  const secret = ctx.config.platforms.yandexSecret;
  if (secret === null) throw new ApiError('PLATFORM_NOT_CONFIGURED');
  return secret;
}

/** The price of each purchase (`product.price.value` in `code`), by token, when the data holds it. */
function pricesOf(signature: string, secret: string): Map<string, { amount: number; currency: string }> {
  const { data } = verifyYandexSignature(signature, secret);
  const prices = new Map<string, { amount: number; currency: string }>();
  for (const item of Array.isArray(data) ? data : [data]) {
    const record = (item ?? {}) as {
      token?: unknown;
      product?: { price?: { code?: unknown; value?: unknown } };
    };
    const value = Number(record.product?.price?.value);
    const code = record.product?.price?.code;
    if (typeof record.token === 'string' && Number.isFinite(value) && typeof code === 'string')
      prices.set(record.token, { amount: Math.round(value * 100), currency: code.slice(0, 8) });
  }
  return prices;
}

/**
 * Whether a purchase is the player's: its developer payload names the Yandex account the player
 * holds. A purchase without a payload was made before the client sent one and is taken as before,
 * on the signature alone.
 */
function boughtBy(purchase: YandexPurchase, yandexUserId: string | null): boolean {
  if (purchase.developerPayload === null || purchase.developerPayload === '') return true;
  return yandexUserId !== null && purchase.developerPayload === yandexDeveloperPayload(yandexUserId);
}

async function creditPurchases(
  ctx: AppContext,
  who: ActingPlayer,
  signature: string,
  onlyProduct: string | null,
) {
  const secret = secretOf(ctx);
  const purchases = yandexPurchases(signature, secret);
  const prices = pricesOf(signature, secret);
  if (onlyProduct !== null) {
    if (purchases.length !== 1) throw malformed('signature');
    if (purchases[0]!.productId !== onlyProduct) throw malformed('product');
    if (gemPackOf(onlyProduct) === null)
      throw new ApiError('PAYMENT_PRODUCT_UNKNOWN', { productId: onlyProduct });
  }
  const now = new Date(ctx.clock());
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    if (player.userSource !== 'ya') throw new ApiError('PAYMENT_WRONG_PLATFORM');
    const account = await platformUserIdOf(tx, player.id, 'ya');
    const isTheirs = (purchase: YandexPurchase) => boughtBy(purchase, account?.userId ?? null);
    if (onlyProduct !== null && !isTheirs(purchases[0]!))
      throw new ApiError('PLATFORM_ACCOUNT_NOT_YOURS', { field: 'developerPayload' });
    const tokens: string[] = [];
    for (const purchase of purchases) {
      const pack = gemPackOf(purchase.productId);
      if (pack === null) continue; // not ours to credit (another product of the game's catalogue)
      if (!isTheirs(purchase)) continue; // another Yandex account's: neither credited nor consumed here
      const price = prices.get(purchase.token) ?? { amount: 0, currency: 'YAN' };
      const { row } = await grantPayment(tx, {
        playerId: player.id,
        provider: 'ya',
        transactionId: purchase.token,
        pack,
        amount: price.amount,
        currency: price.currency,
        now,
      });
      // A token another account has already cashed is not this player's to consume.
      if (row.playerId === player.id) tokens.push(purchase.token);
    }
    const taken = await takeGrantedGems(tx, player, now);
    return {
      credited: taken.gems,
      balances: balancesOf({ ...player, ...taken.balances }),
      tokens,
    };
  });
}

/** `ya/buy?product_id`: the signed `purchase()` of that pack. */
export function yandexBuy(ctx: AppContext, who: ActingPlayer, productId: string, signature: string) {
  return creditPurchases(ctx, who, signature, productId);
}

/** `ya/promocode/save`: the signed `getPurchases()` at start: unconsumed purchases replayed once. */
export function yandexReplay(ctx: AppContext, who: ActingPlayer, signature: string) {
  return creditPurchases(ctx, who, signature, null);
}
