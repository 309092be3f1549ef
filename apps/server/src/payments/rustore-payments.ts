import { gemPackOf } from '@rol/rules/content/gem-packs';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { inPlayerTransaction } from '../http/acting-player.ts';
import { balancesOf } from '../ledger/balances.ts';
import { platformUserIdOf } from '../platforms/platform-account-queries.ts';
import { idText, malformed } from '../platforms/proof-checks.ts';
import { PAID_STATES, ruStorePurchase } from '../platforms/rustore-client.ts';
import { grantPayment, takeGrantedGems } from './payment-records.ts';
import { assertTestPaymentAllowed } from './test-payments.ts';

/**
 * RuStore purchases (docs/platforms.md, "Payments"): the client names the purchase it made; the
 * server reads it back from RuStore's public API with the console key and credits it once per
 * purchase id, to the player who holds the purchase owner's RuStore account.
 */

export interface RuStorePurchaseFacts {
  status: string;
  ownerId: string | null;
  productId: string;
  /** The price in the smallest unit of `currency` (kopecks), when RuStore states it. */
  amount: number | null;
  currency: string;
  /** A test payment of RuStore's sandbox (`sandbox: true`). */
  sandbox: boolean;
}

/**
 * The fields of RuStore's purchase that matter here. Unconfirmed: the public API's field names are
 * documented for the SDKs (`productId`, `amount` in minor units, `currency`, `sandbox` for a test
 * payment), not for the server's answer, so both spellings are read in this one function.
 */
export function ruStorePurchaseFacts(purchase: Record<string, unknown>): RuStorePurchaseFacts {
  const text = (...values: unknown[]) => values.find((v) => typeof v === 'string') as string | undefined;
  const amount = Number(purchase.amount ?? purchase.price);
  return {
    status: String(purchase.status ?? purchase.purchaseState ?? ''),
    ownerId: idText(purchase.user_id ?? purchase.userId),
    productId: text(purchase.product_code, purchase.productId, purchase.product_id) ?? '',
    amount: Number.isInteger(amount) && amount >= 0 ? amount : null,
    currency: (text(purchase.currency) ?? 'RUB').toUpperCase().slice(0, 8),
    sandbox: purchase.sandbox === true,
  };
}

/** `rustore/buy?product_id` `{ purchaseId }`: the purchase read back and credited once. */
export async function ruStoreBuy(ctx: AppContext, playerId: number, productId: string, purchaseId: string) {
  const config = ctx.config.platforms.launch.rustore;
  if (config === null) throw new ApiError('PLATFORM_NOT_CONFIGURED', { source: 'rustore' });
  const pack = gemPackOf(productId);
  if (pack === null) throw new ApiError('PAYMENT_PRODUCT_UNKNOWN', { productId });
  // The platform is asked before the player's row is locked: no lock waits on the network.
  const facts = ruStorePurchaseFacts(await ruStorePurchase(config, purchaseId, ctx.clock()));
  if (!PAID_STATES.includes(facts.status)) throw new ApiError('PAYMENT_NOT_PAID', { status: facts.status });
  assertTestPaymentAllowed(ctx, facts.sandbox);
  if (facts.productId !== pack.id) throw malformed('product_id');
  if (facts.amount !== null && facts.currency === 'RUB' && facts.amount < pack.prices.RUB)
    throw new ApiError('PAYMENT_AMOUNT_MISMATCH', { amount: facts.amount, price: pack.prices.RUB });
  const now = new Date(ctx.clock());
  return inPlayerTransaction(ctx.db, playerId, async (tx, player) => {
    const account = await platformUserIdOf(tx, player.id, 'rustore');
    if (account === null) throw new ApiError('PAYMENT_WRONG_PLATFORM');
    if (facts.ownerId === null || account.userId !== facts.ownerId)
      throw new ApiError('PLATFORM_ACCOUNT_NOT_YOURS', { field: 'purchaseId' });
    await grantPayment(tx, {
      playerId: player.id,
      provider: 'rustore',
      transactionId: purchaseId,
      pack,
      amount: facts.amount ?? pack.prices.RUB,
      currency: facts.currency,
      now,
    });
    const taken = await takeGrantedGems(tx, player, now);
    return {
      credited: taken.gems,
      balances: balancesOf({ ...player, ...taken.balances }),
      tokens: [purchaseId],
    };
  });
}
