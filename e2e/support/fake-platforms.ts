import { createHash, generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from '../../apps/server/src/app-config.ts';
import { DEFAULT_PAYMENTS } from '../../apps/server/src/payments/payment-config.ts';
import { gamePushHmacHex } from '../../apps/server/src/platforms/gamepush-signature.ts';
import { NO_LAUNCH_PLATFORMS } from '../../apps/server/src/platforms/launch-platform-config.ts';
import { okSig } from '../../apps/server/src/platforms/ok-signature.ts';
import { NO_PLATFORMS } from '../../apps/server/src/platforms/platform-config.ts';
import { hmacSha256 } from '../../apps/server/src/platforms/proof-checks.ts';
import { telegramSecret } from '../../apps/server/src/platforms/telegram-init-data.ts';
import { fakeBotApi, type FakeBotApi } from '../../apps/server/test/payments/payment-test-kit.ts';
import { mailSign } from '../../apps/server/src/platforms/mail-signature.ts';
import { mailLaunch, okLaunch, signRs256, vkLaunch, yandexSign } from '../../apps/server/test/platforms/platform-test-kit.ts';

/**
 * The host platforms' side of the platform journeys, in Node: the test secrets the server is
 * configured with, the proofs and callbacks signed with them exactly as each platform signs its
 * own, and the platforms' server APIs (Telegram's Bot API, YooKassa) as fakes on loopback.
 */
export const SECRETS = {
  telegramBot: '424242:journey-bot-token',
  telegramHook: 'journey-hook-secret',
  yandex: 'journey-yandex-secret',
  vk: 'journey-vk-secure-key',
  ok: 'journey-ok-secret-key',
  crazyGameId: 'rol-journey',
  yookassaShop: 'journey-shop',
  yookassaKey: 'journey-key',
  gamePush: 'journey-gamepush-secret',
  fotoAppId: '77001',
  foto: 'journey-foto-secret',
  mystore: 'journey-mystore-secret',
} as const;

const crazyKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const nowS = () => Math.floor(Date.now() / 1000);

/** Telegram Mini App initData for a user, signed with the bot token as Telegram signs it. */
export function telegramInitData(user: { id: number; first_name: string; language_code: string }): string {
  const fields = new URLSearchParams({
    query_id: `AAH${user.id}`,
    user: JSON.stringify(user),
    auth_date: String(nowS()),
  });
  const check = [...fields]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');
  fields.set('hash', hmacSha256(telegramSecret(SECRETS.telegramBot), check).toString('hex'));
  return fields.toString();
}

/** Yandex's signed player (`getPlayer({ signed: true }).signature`). */
export function yandexPlayerSignature(uniqueID: string, publicName: string): string {
  return yandexSign(
    {
      algorithm: 'HMAC-SHA256',
      issuedAt: nowS(),
      requestPayload: '',
      data: { uniqueID, publicName, lang: 'ru' },
    },
    SECRETS.yandex,
  );
}

/** Yandex's signed purchase data: one purchase, or the list of `getPurchases()`. */
export function yandexPurchaseSignature(data: unknown): string {
  return yandexSign(
    { algorithm: 'HMAC-SHA256', issuedAt: nowS(), requestPayload: '', data },
    SECRETS.yandex,
  );
}

export function vkLaunchQuery(userId: string): string {
  return vkLaunch(
    { vk_user_id: userId, vk_app_id: '51000000', vk_ts: String(nowS()), vk_language: 'ru', vk_platform: 'mobile_web' },
    SECRETS.vk,
  );
}

/** OK's launch parameters (`auth_sig = md5(logged_user_id + session_key + secret)`) and FAPI's own. */
export function okLaunchQuery(userId: string): string {
  const query = new URLSearchParams(okLaunch(userId, `sk-${userId}-${Date.now()}`, SECRETS.ok));
  query.set('api_server', 'https://api.ok.ru/');
  query.set('apiconnection', 'journey_app');
  return query.toString();
}

/** A CrazyGames user token: an RS256 JWT signed with the platform's key (ours, in the test). */
export function crazyGamesToken(userId: string, username: string): string {
  return signRs256(
    { userId, username, gameId: SECRETS.crazyGameId, iat: nowS(), exp: nowS() + 3600 },
    crazyKeys.privateKey,
  );
}

/** GamePush's signed data (`base64(JSON).signature`): the player, or a webhook's body. */
export function gamePushSigned(data: unknown): string {
  const payload = Buffer.from(JSON.stringify(data)).toString('base64');
  return `${payload}.${gamePushHmacHex(payload, SECRETS.gamePush)}`;
}

/** Fotostrana's launch parameters: `authKey = md5(appId + "_" + fotoUid + "_" + secret)`. */
export function fotoLaunchQuery(fotoUid: string): string {
  const authKey = createHash('md5').update(`${SECRETS.fotoAppId}_${fotoUid}_${SECRETS.foto}`).digest('hex');
  return new URLSearchParams({ fotoUid, appId: SECRETS.fotoAppId, authKey }).toString();
}

/** VK Play's launch parameters for a player paying in `currency`, signed as the store signs them. */
export function mystoreLaunchQuery(uid: string, currency: string): string {
  // The game's address on VK Play names the platform; the store signs every parameter of it.
  return mailLaunch({ platform: 'mystore', uid, appid: '77', currency }, SECRETS.mystore);
}

/** A Mail.ru / VK Play billing callback's parameters, signed with the store's secret. */
export function mailStoreCallback(fields: Record<string, string>, secret: string): URLSearchParams {
  return new URLSearchParams({ ...fields, sign: mailSign(new Map(Object.entries(fields)), secret) });
}

/** Signs a VK or OK callback's parameters (`sig`: md5 of sorted `k=v` + the secret). */
export function signedCallback(fields: Record<string, string>, secret: string): URLSearchParams {
  const params = new Map(Object.entries(fields));
  return new URLSearchParams([...params, ['sig', okSig(params, secret)]]);
}

/** A fake YooKassa API: payments it created, readable back; the journey marks them paid. */
export interface FakeYooKassa {
  url: string;
  /** The payment page's address prefix (the confirmation URL): served by the fake too. */
  pay(id: string): void;
  close(): Promise<void>;
}

export async function fakeYooKassa(): Promise<FakeYooKassa> {
  const store = new Map<string, Record<string, unknown>>();
  let base = '';
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      if (path.startsWith('/checkout/')) {
        response.setHeader('content-type', 'text/html; charset=utf-8');
        return response.end(`<!doctype html><title>YooKassa</title><h1 data-testid="yookassa-page">${path}</h1>`);
      }
      response.setHeader('content-type', 'application/json');
      const auth = `Basic ${Buffer.from(`${SECRETS.yookassaShop}:${SECRETS.yookassaKey}`).toString('base64')}`;
      if (request.headers.authorization !== auth) {
        response.statusCode = 401;
        return response.end('{}');
      }
      if (request.method === 'POST') {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>;
        const id = `2e${String(store.size).padStart(6, '0')}-000f-5000-9000-1b68e7b15f3f`;
        const payment = { id, status: 'pending', paid: false, amount: body.amount, metadata: body.metadata };
        store.set(id, payment);
        const confirmation = { type: 'redirect', confirmation_url: `${base}/checkout/${id}` };
        return response.end(JSON.stringify({ ...payment, confirmation }));
      }
      const payment = store.get(decodeURIComponent(path.split('/').pop() ?? ''));
      response.statusCode = payment ? 200 : 404;
      response.end(JSON.stringify(payment ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    pay(id) {
      const payment = store.get(id);
      if (!payment) throw new Error(`YooKassa has no payment ${id}`);
      Object.assign(payment, { status: 'succeeded', paid: true });
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export interface PlatformFakes {
  bot: FakeBotApi;
  yookassa: FakeYooKassa;
  /** The server's settings: every platform's test secret, the fakes' addresses. */
  config: Partial<AppConfig>;
  close(): Promise<void>;
}

export async function startPlatformFakes(): Promise<PlatformFakes> {
  const bot = await fakeBotApi(SECRETS.telegramBot);
  const yookassa = await fakeYooKassa();
  return {
    bot,
    yookassa,
    config: {
      platforms: {
        ...NO_PLATFORMS,
        telegramBotToken: SECRETS.telegramBot,
        yandexSecret: SECRETS.yandex,
        vkSecret: SECRETS.vk,
        okSecret: SECRETS.ok,
        crazyGames: { publicKey: crazyKeys.publicKey, gameId: SECRETS.crazyGameId },
        gamePushSecret: SECRETS.gamePush,
        mystoreSecret: SECRETS.mystore,
        launch: { ...NO_LAUNCH_PLATFORMS, foto: { appId: SECRETS.fotoAppId, secret: SECRETS.foto } },
      },
      payments: {
        ...DEFAULT_PAYMENTS,
        telegramApiUrl: bot.url,
        telegramWebhookSecret: SECRETS.telegramHook,
        yookassa: {
          shopId: SECRETS.yookassaShop,
          secretKey: SECRETS.yookassaKey,
          apiUrl: yookassa.url,
          returnUrl: 'https://game.example/',
          timeoutMs: 5000,
        },
      },
    },
    async close() {
      await bot.close();
      await yookassa.close();
    },
  };
}
