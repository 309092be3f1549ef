import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeHandler } from './fake-request.ts';
import { KongregateFake } from './kongregate-fake.ts';
import { RuStoreFake } from './rustore-fake.ts';
import { TelegramBotFake } from './telegram-bot-fake.ts';

/**
 * The platforms' APIs the game server calls (Kongregate, RuStore, Telegram's Bot API), faked on one
 * loopback port in the bench process, with the state the bench's platform players share with them.
 * The server is pointed at them, and given the bench's test secrets, through the environment
 * variables its configuration reads (`env`).
 */
export interface PlatformFakes {
  url: string;
  kongregate: KongregateFake;
  rustore: RuStoreFake;
  telegram: TelegramBotFake;
  /** The server's environment: every platform's secret and the fakes' addresses. */
  env: Record<string, string>;
  close(): Promise<void>;
}

async function textOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Test secrets of the platforms whose proofs the bench signs itself, calling no API (Yandex, OK). */
export const FAKE_SECRETS = { yandex: 'bench-yandex-secret', ok: 'bench-ok-secret' } as const;

export async function startPlatformFakes(): Promise<PlatformFakes> {
  const kongregate = new KongregateFake();
  const rustore = new RuStoreFake();
  const telegram = new TelegramBotFake();
  const handlers: FakeHandler[] = [kongregate.handle, rustore.handle, telegram.handle];
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const text = await textOf(request);
    const url = new URL(request.url ?? '/', 'http://fake');
    const req = { method: request.method ?? 'GET', url, headers: request.headers, text };
    let found = null;
    for (const handle of handlers) if ((found = handle(req))) break;
    const { status, body } = found ?? { status: 404, body: { error: 'not found' } };
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const server = createServer((request, response) => {
    answer(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    kongregate,
    rustore,
    telegram,
    env: {
      YANDEX_GAMES_SECRET: FAKE_SECRETS.yandex,
      OK_APP_SECRET: FAKE_SECRETS.ok,
      TELEGRAM_BOT_TOKEN: telegram.token,
      TELEGRAM_API_URL: url,
      TELEGRAM_WEBHOOK_SECRET: telegram.webhookSecret,
      KONGREGATE_API_KEY: kongregate.apiKey,
      KONGREGATE_API_URL: url,
      RUSTORE_KEY_ID: rustore.keyId,
      RUSTORE_PRIVATE_KEY: rustore.privateKeyPem,
      RUSTORE_API_URL: url,
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
