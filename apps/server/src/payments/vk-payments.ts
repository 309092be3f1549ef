import { gemPackOf } from '@rol/rules/content/gem-packs';
import type { AppContext } from '../http/app-context.ts';
import { actionTransaction } from '../http/action-scope.ts';
import { verifyOkSig } from '../platforms/ok-signature.ts';
import { findPlatformPlayerId } from '../platforms/platform-account-queries.ts';
import { grantPayment } from './payment-records.ts';
import { refusesTestPayment } from './test-payments.ts';

/**
 * VK's payment notifications (VK's documentation; not in our platform notes, so kept behind this
 * one file): form-encoded POSTs signed with `sig` = md5 of the other parameters sorted, `k=v`
 * joined bare, plus the app's secure key (the same rule as OK's). `get_item` asks for a pack's
 * title and price in votes; `order_status_change` with `status=chargeable` is the payment, granted
 * once per `order_id`. The `_test` variants are the same calls in VK's test mode, answered only with
 * PAYMENTS_TEST_MODE=1 (`test-payments.ts`).
 */

type VkAnswer =
  | { response: Record<string, unknown> }
  | { error: { error_code: number; error_msg: string; critical: boolean } };

const refuse = (code: number, message: string): VkAnswer => ({
  error: { error_code: code, error_msg: message, critical: true },
});

export async function vkPayment(ctx: AppContext, body: Record<string, string>): Promise<VkAnswer> {
  const secret = ctx.config.platforms.vkSecret;
  if (secret === null) return refuse(1, 'payments are not configured');
  const params = new Map(Object.entries(body));
  try {
    verifyOkSig(params, secret);
  } catch {
    return refuse(10, 'signature mismatch');
  }
  const notification = params.get('notification_type') ?? '';
  // VK's test mode (`get_item_test`, `order_status_change_test`) pays nothing: refused before the item is even priced.
  if (refusesTestPayment(ctx, notification.endsWith('_test'))) return refuse(1, 'test payments are off on this server');
  const type = notification.replace(/_test$/, '');
  const pack = gemPackOf(params.get('item') ?? params.get('item_id') ?? '');
  if (type === 'get_item') {
    if (pack === null) return refuse(20, 'no such item');
    return { response: { item_id: pack.id, title: `${pack.gems} emeralds`, price: pack.prices.VOTE } };
  }
  if (type !== 'order_status_change') return refuse(11, 'unknown notification');
  const orderId = params.get('order_id') ?? '';
  if (params.get('status') !== 'chargeable') return refuse(11, 'unknown status');
  if (pack === null) return refuse(20, 'no such item');
  if (!/^\d{1,20}$/.test(orderId) || Number(params.get('item_price')) < pack.prices.VOTE)
    return refuse(11, 'order does not match the item');
  const playerId = await findPlatformPlayerId(ctx.db, 'vk', params.get('user_id') ?? '');
  if (playerId === null) return refuse(22, 'unknown user');
  const now = new Date(ctx.clock());
  const { row } = await actionTransaction(ctx.db, (tx) =>
    grantPayment(tx, {
      playerId,
      provider: 'vk',
      transactionId: orderId,
      pack,
      amount: Number(params.get('item_price')),
      currency: 'VOTE',
      now,
    }),
  );
  return { response: { order_id: Number(orderId), app_order_id: row.id } };
}
