import { randomUUID } from 'node:crypto';
import { callJsonApi } from '../platforms/outbound-json.ts';
import type { PaymentMethod } from '@rol/rules/payment-methods';
import { ApiError } from '../http/api-error.ts';

/**
 * YooKassa's API v3 (the own site's provider): create a payment with a redirect confirmation, read
 * a payment back. Basic auth with the shop id and secret key; tests point `apiUrl` at a fake on loopback.
 */
export interface YooKassaConfig {
  shopId: string;
  secretKey: string;
  apiUrl: string;
  returnUrl: string;
  timeoutMs: number;
}

export interface YooKassaPayment {
  id: string;
  status: string;
  paid: boolean;
  amount: { value: string; currency: string };
  metadata: Record<string, string>;
  confirmationUrl: string | null;
  /** What was given back so far (`refunded_amount.value`), "0" when nothing. */
  refunded: string;
  /** A payment of a test shop (`test: true`): no money moved. */
  test: boolean;
}

function paymentOf(value: unknown): YooKassaPayment {
  const record = (value ?? {}) as Record<string, unknown>;
  const amount = (record.amount ?? {}) as Record<string, unknown>;
  const confirmation = (record.confirmation ?? {}) as Record<string, unknown>;
  if (typeof record.id !== 'string' || typeof record.status !== 'string')
    throw new ApiError('PAYMENT_PROVIDER_FAILED');
  return {
    id: record.id,
    status: record.status,
    paid: record.paid === true,
    amount: { value: String(amount.value ?? ''), currency: String(amount.currency ?? '') },
    metadata: (record.metadata ?? {}) as Record<string, string>,
    confirmationUrl: typeof confirmation.confirmation_url === 'string' ? confirmation.confirmation_url : null,
    refunded: String((record.refunded_amount as { value?: unknown } | undefined)?.value ?? '0'),
    test: record.test === true,
  };
}

export function yooKassa(config: YooKassaConfig) {
  const auth = `Basic ${Buffer.from(`${config.shopId}:${config.secretKey}`).toString('base64')}`;
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<YooKassaPayment> {
    try {
      const response = await callJsonApi(`${config.apiUrl}${path}`, {
        method,
        headers: {
          authorization: auth,
          'content-type': 'application/json',
          ...(method === 'POST' ? { 'idempotence-key': randomUUID() } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        timeoutMs: config.timeoutMs,
      });
      if (response.status < 200 || response.status > 299) throw new ApiError('PAYMENT_PROVIDER_FAILED');
      return paymentOf(response.json);
    } catch {
      throw new ApiError('PAYMENT_PROVIDER_FAILED');
    }
  }
  return {
    /** `method`: the player's payment method (settings); `auto` leaves the choice to YooKassa's page. */
    createPayment: (order: { orderId: number; value: string; description: string; method?: PaymentMethod }) =>
      call('POST', '/v3/payments', {
        amount: { value: order.value, currency: 'RUB' },
        ...(order.method && order.method !== 'auto' ? { payment_method_data: { type: order.method } } : {}),
        capture: true,
        confirmation: { type: 'redirect', return_url: config.returnUrl },
        description: order.description,
        metadata: { orderId: String(order.orderId) },
      }),
    getPayment: (id: string) => call('GET', `/v3/payments/${encodeURIComponent(id)}`),
  };
}
