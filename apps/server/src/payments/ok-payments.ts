import { gemPackOf } from '@rol/rules/content/gem-packs';
import type { AppContext } from '../http/app-context.ts';
import { actionTransaction } from '../http/action-scope.ts';
import { verifyOkSig } from '../platforms/ok-signature.ts';
import { findPlatformPlayerId } from '../platforms/platform-account-queries.ts';
import { grantPayment } from './payment-records.ts';

/**
 * OK's payment callback (`callbacks.payment`, docs/platforms.md): GET parameters signed like every
 * OK request; retried up to three times, so a transaction already recorded is answered the same
 * success. OK's prices are in OKs, one OK to the rouble.
 */

export type OkAnswer = { ok: true } | { ok: false; code: 104 | 1001 | 9999; message: string };

export async function okPayment(ctx: AppContext, query: Record<string, string>): Promise<OkAnswer> {
  const secret = ctx.config.platforms.okSecret;
  if (secret === null) return { ok: false, code: 9999, message: 'payments are not configured' };
  const params = new Map(Object.entries(query));
  try {
    verifyOkSig(params, secret);
  } catch {
    return { ok: false, code: 104, message: 'bad signature' };
  }
  const uid = params.get('uid') ?? '';
  const transactionId = params.get('transaction_id') ?? '';
  const pack = gemPackOf(params.get('product_code') ?? '');
  const amount = Number(params.get('amount'));
  if (!/^[0-9A-Za-z_-]{1,64}$/.test(transactionId) || pack === null || !Number.isInteger(amount))
    return { ok: false, code: 1001, message: 'unknown product or transaction' };
  if (amount * 100 < pack.prices.RUB) return { ok: false, code: 1001, message: 'price does not match' };
  const playerId = await findPlatformPlayerId(ctx.db, 'ok', uid);
  if (playerId === null) return { ok: false, code: 1001, message: 'unknown user' };
  const now = new Date(ctx.clock());
  await actionTransaction(ctx.db, (tx) =>
    grantPayment(tx, {
      playerId,
      provider: 'ok',
      transactionId,
      pack,
      amount: amount * 100,
      currency: 'OK',
      now,
    }),
  );
  return { ok: true };
}

/** OK's XML answers: success, or `error_response` (sent with the `Invocation-error` header). */
export function okAnswerXml(answer: OkAnswer): string {
  if (answer.ok)
    return '<?xml version="1.0" encoding="UTF-8"?>\n<callbacks_payment_response xmlns="http://api.forticom.com/1.0/">true</callbacks_payment_response>';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<ns2:error_response xmlns:ns2="http://api.forticom.com/1.0/"><error_code>${answer.code}</error_code><error_msg>${answer.message}</error_msg></ns2:error_response>`;
}
