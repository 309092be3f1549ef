import { ApiError } from '../http/api-error.ts';
import { callJsonApi } from '../platforms/outbound-json.ts';

/**
 * The few Bot API methods the Stars payments need, over HTTPS with a time-out; tests point
 * `apiUrl` at a fake Bot API on loopback.
 */
export interface TelegramBot {
  createInvoiceLink(invoice: {
    title: string;
    description: string;
    payload: string;
    stars: number;
  }): Promise<string>;
  answerPreCheckoutQuery(queryId: string, ok: boolean, errorMessage?: string): Promise<void>;
}

export interface TelegramBotConfig {
  token: string;
  apiUrl: string;
  timeoutMs: number;
}

export function telegramBot(config: TelegramBotConfig): TelegramBot {
  async function call(method: string, params: Record<string, unknown>): Promise<unknown> {
    let answer: { ok?: unknown; result?: unknown };
    try {
      const response = await callJsonApi(`${config.apiUrl}/bot${config.token}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(params),
        timeoutMs: config.timeoutMs,
      });
      answer = (response.json ?? {}) as typeof answer;
    } catch {
      throw new ApiError('PAYMENT_PROVIDER_FAILED');
    }
    if (answer.ok !== true) throw new ApiError('PAYMENT_PROVIDER_FAILED');
    return answer.result;
  }
  return {
    async createInvoiceLink(invoice) {
      const link = await call('createInvoiceLink', {
        title: invoice.title,
        description: invoice.description,
        payload: invoice.payload,
        provider_token: '',
        currency: 'XTR',
        prices: [{ label: invoice.title, amount: invoice.stars }],
      });
      if (typeof link !== 'string' || !link.startsWith('https://'))
        throw new ApiError('PAYMENT_PROVIDER_FAILED');
      return link;
    },
    async answerPreCheckoutQuery(queryId, ok, errorMessage) {
      await call('answerPreCheckoutQuery', {
        pre_checkout_query_id: queryId,
        ok,
        ...(ok ? {} : { error_message: errorMessage ?? 'Payment declined' }),
      });
    },
  };
}
