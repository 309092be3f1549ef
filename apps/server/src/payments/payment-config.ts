import type { YooKassaConfig } from './yookassa-client.ts';

/**
 * Settings of the payments (docs/platforms.md, "Payments") beyond the platforms' sign-in secrets,
 * which the payment checks share (Yandex, OK, Telegram's bot token).
 */
export interface PaymentConfig {
  /** Telegram Bot API address (TELEGRAM_API_URL, default https://api.telegram.org); tests point it at a loopback fake. */
  telegramApiUrl: string;
  /**
   * The secret Telegram sends in `X-Telegram-Bot-Api-Secret-Token` with every webhook update
   * (TELEGRAM_WEBHOOK_SECRET, given to `setWebhook`); without it the webhook is off.
   */
  telegramWebhookSecret: string | null;
  /** Bot API calls give up after this many milliseconds. */
  telegramTimeoutMs: number;
  /** The own site's provider, YooKassa (YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY, YOOKASSA_RETURN_URL, YOOKASSA_API_URL); null: off. */
  yookassa: YooKassaConfig | null;
  /**
   * PAYMENTS_TEST_MODE=1, on a staging server only: the payments a platform marks as tests (VK's
   * `_test` notifications, YooKassa's `test`, RuStore's `sandbox`, GamePush's test purchases) are
   * credited like real ones. Off (the default): each is refused as its platform expects and credits
   * nothing (docs/platforms.md, "Test payments").
   */
  testMode: boolean;
}

export const DEFAULT_PAYMENTS: PaymentConfig = {
  telegramApiUrl: 'https://api.telegram.org',
  telegramWebhookSecret: null,
  telegramTimeoutMs: 5000,
  yookassa: null,
  testMode: false,
};

type Env = Record<string, string | undefined>;

function testModeOf(env: Env): boolean {
  if ((env.GAMEPUSH_TEST_PURCHASES?.trim() ?? '') !== '')
    throw new Error('GAMEPUSH_TEST_PURCHASES is replaced by PAYMENTS_TEST_MODE (every platform\'s test payments)');
  const value = env.PAYMENTS_TEST_MODE?.trim() ?? '';
  if (!['', '0', '1'].includes(value)) throw new Error(`PAYMENTS_TEST_MODE must be 1, 0 or unset, got "${value}"`);
  return value === '1';
}

export function paymentConfigFrom(env: Env): PaymentConfig {
  const webhookSecret = env.TELEGRAM_WEBHOOK_SECRET?.trim() ?? '';
  if (webhookSecret !== '' && !/^[A-Za-z0-9_-]{1,256}$/.test(webhookSecret))
    throw new Error('TELEGRAM_WEBHOOK_SECRET must be 1-256 characters of A-Z, a-z, 0-9, _ and -');
  const shopId = env.YOOKASSA_SHOP_ID?.trim() ?? '';
  const secretKey = env.YOOKASSA_SECRET_KEY?.trim() ?? '';
  const returnUrl = env.YOOKASSA_RETURN_URL?.trim() ?? '';
  if (
    (shopId !== '' || secretKey !== '') &&
    (shopId === '' || secretKey === '' || !returnUrl.startsWith('https://'))
  )
    throw new Error(
      'YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY and YOOKASSA_RETURN_URL (https://…) must be set together',
    );
  return {
    ...DEFAULT_PAYMENTS,
    yookassa:
      shopId === ''
        ? null
        : {
            shopId,
            secretKey,
            returnUrl,
            apiUrl: env.YOOKASSA_API_URL?.trim() || 'https://api.yookassa.ru',
            timeoutMs: 10_000,
          },
    telegramApiUrl: env.TELEGRAM_API_URL?.trim() || DEFAULT_PAYMENTS.telegramApiUrl,
    telegramWebhookSecret: webhookSecret === '' ? null : webhookSecret,
    testMode: testModeOf(env),
  };
}
