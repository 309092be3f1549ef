import { randomBytes } from 'node:crypto';
import { json, jsonBody, type FakeAnswer, type FakeRequest } from './fake-request.ts';

interface Invoice {
  payload: string;
  currency: string;
  amount: number;
}

const badRequest = (description: string) => json(400, { ok: false, error_code: 400, description: `Bad Request: ${description}` });

/**
 * Telegram's Bot API on loopback, as the bench's server calls it (`POST /bot<token>/<method>`, a JSON
 * body, `{ ok, result }` back): `createInvoiceLink` for Stars (currency XTR, an empty provider token,
 * one price) answers a `https://t.me/$…` link; `answerPreCheckoutQuery` accepts an answer to a query
 * this fake sent once. It also plays Telegram's side of a payment: the `pre_checkout_query` and the
 * `successful_payment` updates Telegram posts to the bot's webhook for an invoice it made.
 */
export class TelegramBotFake {
  /** A token of the Bot API's form (`<bot id>:<secret>`). */
  readonly token = '7000000001:bench-bot-token_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
  /** What `setWebhook` would be given and Telegram sends as `X-Telegram-Bot-Api-Secret-Token`. */
  readonly webhookSecret = 'bench-webhook-secret';
  private readonly invoices = new Map<string, Invoice>();
  /** Pre-checkout queries sent, and the bot's answer (null until answered). */
  private readonly queries = new Map<string, boolean | null>();
  private updateId = 1;

  handle = (request: FakeRequest): FakeAnswer | null => {
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url.pathname);
    if (!match) return null;
    if (match[1] !== this.token) return json(401, { ok: false, error_code: 401, description: 'Unauthorized' });
    const params = jsonBody(request.text);
    if (params === null) return badRequest('a JSON object is expected');
    if (match[2] === 'createInvoiceLink') return this.createInvoiceLink(params);
    if (match[2] === 'answerPreCheckoutQuery') return this.answerPreCheckoutQuery(params);
    return json(404, { ok: false, error_code: 404, description: 'Not Found' });
  };

  private createInvoiceLink(params: Record<string, unknown>): FakeAnswer {
    const { title, description, payload, currency, provider_token: providerToken, prices } = params;
    const text = (value: unknown, max: number) => typeof value === 'string' && value.length >= 1 && value.length <= max;
    if (!text(title, 32) || !text(description, 255)) return badRequest('invoice title or description is invalid');
    if (typeof payload !== 'string' || !text(payload, 128)) return badRequest('invoice payload is invalid');
    if (currency !== 'XTR' || (providerToken !== undefined && providerToken !== ''))
      return badRequest('Stars invoices take currency XTR and an empty provider token');
    const price = Array.isArray(prices) && prices.length === 1 ? (prices[0] as Record<string, unknown>) : null;
    if (!price || !text(price.label, 64) || !Number.isInteger(price.amount) || (price.amount as number) < 1)
      return badRequest('Stars invoices take exactly one price');
    const link = `https://t.me/$${randomBytes(12).toString('base64url')}`;
    this.invoices.set(link, { payload, currency, amount: price.amount as number });
    return json(200, { ok: true, result: link });
  }

  private answerPreCheckoutQuery(params: Record<string, unknown>): FakeAnswer {
    const id = params.pre_checkout_query_id;
    if (typeof id !== 'string' || this.queries.get(id) !== null)
      return badRequest('query is too old and response timeout expired or query ID is invalid');
    if (typeof params.ok !== 'boolean') return badRequest('ok must be a boolean');
    if (!params.ok && !(typeof params.error_message === 'string' && params.error_message.length > 0))
      return badRequest('an error message is required when ok is false');
    this.queries.set(id, params.ok);
    return json(200, { ok: true, result: true });
  }

  private invoiceOf(link: string): Invoice {
    const invoice = this.invoices.get(link);
    if (!invoice) throw new Error(`telegram: no invoice ${link}`);
    return invoice;
  }

  /** The update Telegram posts when the player presses Pay on the invoice `link`, and its query id. */
  preCheckoutQuery(link: string, from: number): { queryId: string; update: Record<string, unknown> } {
    const { payload, currency, amount } = this.invoiceOf(link);
    const queryId = randomBytes(8).toString('hex');
    this.queries.set(queryId, null);
    const update = {
      update_id: this.updateId++,
      pre_checkout_query: {
        id: queryId,
        from: { id: from, is_bot: false, first_name: 'Bench' },
        currency,
        total_amount: amount,
        invoice_payload: payload,
      },
    };
    return { queryId, update };
  }

  /** The bot's answer to a pre-checkout query (null while unanswered); forgotten once read. */
  takeAnswer(queryId: string): boolean | null {
    const answer = this.queries.get(queryId) ?? null;
    if (answer !== null) this.queries.delete(queryId);
    return answer;
  }

  /** The update Telegram posts once the Stars of the invoice `link` are paid (a new charge id each time). */
  successfulPayment(link: string, from: number): Record<string, unknown> {
    const { payload, currency, amount } = this.invoiceOf(link);
    this.invoices.delete(link);
    return {
      update_id: this.updateId++,
      message: {
        message_id: this.updateId,
        from: { id: from, is_bot: false, first_name: 'Bench' },
        chat: { id: from, type: 'private', first_name: 'Bench' },
        date: Math.floor(Date.now() / 1000),
        successful_payment: {
          currency,
          total_amount: amount,
          invoice_payload: payload,
          telegram_payment_charge_id: `stxbench${randomBytes(12).toString('hex')}`,
          provider_payment_charge_id: '',
        },
      },
    };
  }
}
