import { bankCurrency, gemPackOf } from '@rol/rules/content/gem-packs';
import type { AppContext } from '../http/app-context.ts';
import { actionTransaction } from '../http/action-scope.ts';
import { verifyMailSign } from '../platforms/mail-signature.ts';
import { findPlatformPlayerId } from '../platforms/platform-account-queries.ts';
import { grantPayment } from './payment-records.ts';

/**
 * The billing callback of Mail.ru games and VK Play (mystore), docs/platforms.md: `GET ?uid=&sum=&tid=
 * &merchant_param=&sign=`, signed like the launch (sorted `k=v` + the store's secret, md5). `tid` is
 * unique: a repeated callback gets the same success. `merchant_param` carries the pack (`packIdOf`).
 * Unconfirmed (third-party code only): the answer
 * format `{status:"1"}` / `{status:"2", errcode}` (2: do not retry), its error codes, and `sum`
 * being in whole units of the player's currency (roubles unless mystore reports USD or EUR in `currency`).
 */

/**
 * The pack a payment is for. The page asks the payment window with `merchant_param` an object (the
 * amount, currency and description the window shows, and our `item_id`), which the store hands back
 * to the callback as its JSON text, sometimes URL-encoded once more; a bare pack id is read as it is.
 */
export function packIdOf(merchantParam: string): string {
  for (const text of [merchantParam, safeDecode(merchantParam)]) {
    if (!text.startsWith('{')) continue;
    try {
      const parsed: unknown = JSON.parse(text);
      const item = parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>).item_id : undefined;
      return typeof item === 'string' ? item : '';
    } catch {
      return '';
    }
  }
  return merchantParam;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export type MailAnswer = { status: '1' } | { status: '2'; errcode: string };

const refuse = (errcode: string): MailAnswer => ({ status: '2', errcode });

export async function mailPayment(
  ctx: AppContext,
  store: 'mail' | 'mystore',
  query: Record<string, string>,
): Promise<MailAnswer> {
  const secret = store === 'mail' ? ctx.config.platforms.mailSecret : ctx.config.platforms.mystoreSecret;
  if (secret === null) return refuse('701');
  const params = new Map(Object.entries(query));
  try {
    verifyMailSign(params, secret);
  } catch {
    return refuse('700');
  }
  const tid = params.get('tid') ?? '';
  const pack = gemPackOf(packIdOf(params.get('merchant_param') ?? ''));
  const sum = Number(params.get('sum'));
  if (!/^[0-9A-Za-z_-]{1,64}$/.test(tid) || pack === null || !Number.isFinite(sum)) return refuse('702');
  const currency = bankCurrency(store, params.get('currency'));
  const amount = Math.round(sum * 100);
  if (amount < pack.prices[currency]) return refuse('703');
  const playerId = await findPlatformPlayerId(ctx.db, store, params.get('uid') ?? '');
  if (playerId === null) return refuse('704');
  const now = new Date(ctx.clock());
  await actionTransaction(ctx.db, (tx) =>
    grantPayment(tx, { playerId, provider: store, transactionId: tid, pack, amount, currency, now }),
  );
  return { status: '1' };
}
