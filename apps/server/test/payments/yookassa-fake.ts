import { createServer, type IncomingMessage, type Server } from 'node:http';
import { DEFAULT_PAYMENTS, type PaymentConfig } from '../../src/payments/payment-config.ts';
import { listenOnLoopback } from '../loopback-server.ts';
import { createTestApp, type TestApp, type TestClock } from '../test-app.ts';

/**
 * Tests only: YooKassa's API on loopback. It creates payments (pending, `test` as the shop is a test
 * shop or not), reads them back, and counts every call; the tests set statuses and refunds.
 */
export interface FakeYooKassa {
  url: string;
  payments: Map<string, Record<string, unknown>>;
  /** Every call the game made, `POST /v3/payments` or `GET /v3/payments/<id>`. */
  calls: string[];
  /** Payments created from now on are a test shop's (`test: true`). */
  testShop: boolean;
  close(): Promise<void>;
}

const AUTH = `Basic ${Buffer.from('shop:key').toString('base64')}`;

async function jsonOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
}

export async function fakeYooKassa(): Promise<FakeYooKassa> {
  const fake: FakeYooKassa = { url: '', payments: new Map(), calls: [], testShop: false, close: async () => {} };
  const server: Server = createServer((request, response) => {
    void jsonOf(request).then((body) => {
      fake.calls.push(`${request.method} ${request.url}`);
      const send = (status: number, answer: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
      };
      if (request.headers.authorization !== AUTH) return send(401, {});
      if (request.method === 'POST') {
        const id = `2d${String(fake.payments.size).padStart(6, '0')}-000f-5000-9000-1b68e7b15f3f`;
        const { amount, metadata, description } = body;
        const payment = { id, status: 'pending', paid: false, test: fake.testShop, amount, metadata, description };
        fake.payments.set(id, payment);
        const confirmation = { type: 'redirect', confirmation_url: `https://yoomoney.ru/checkout/${id}` };
        return send(200, { ...payment, confirmation });
      }
      const payment = fake.payments.get(decodeURIComponent((request.url ?? '').split('/').pop() ?? ''));
      send(payment ? 200 : 404, payment ?? { type: 'error', code: 'not_found' });
    });
  });
  Object.assign(fake, await listenOnLoopback(server));
  return fake;
}

/** The payments' settings of a game that sells through `fake`. */
export const yooKassaPayments = (fake: FakeYooKassa, testMode = false): PaymentConfig => ({
  ...DEFAULT_PAYMENTS,
  testMode,
  yookassa: { shopId: 'shop', secretKey: 'key', apiUrl: fake.url, returnUrl: 'https://game.example/', timeoutMs: 5000 },
});

/** A game selling through `fake`, and YooKassa's notification as it POSTs it (unsigned, anonymous). */
export async function yooKassaGame(fake: FakeYooKassa, options: { testMode?: boolean; clock?: TestClock } = {}) {
  const t = await createTestApp({
    ...(options.clock ? { clock: options.clock } : {}),
    config: { payments: yooKassaPayments(fake, options.testMode) },
  });
  const hook = (event: string, object: Record<string, unknown>) =>
    t.post('/api/integration/yookassa/webhook', { type: 'notification', event, object }, { token: null });
  return { t, hook };
}

/** A paid checkout of `productId` for `token`: our order and YooKassa's payment id. */
export async function paidCheckout(t: TestApp, fake: FakeYooKassa, token: string, productId = 'gems_110') {
  const res = await t.get('/api/bank/checkout', { token, query: { product_id: productId } });
  if (res.statusCode !== 200) throw new Error(res.body);
  const { orderId } = res.json<{ orderId: number }>();
  const [id, payment] = [...fake.payments].at(-1)!;
  fake.payments.set(id, { ...payment, status: 'succeeded', paid: true });
  return { orderId, id, metadata: { orderId: String(orderId) } };
}
