import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentConfigFrom } from '../../../apps/server/src/payments/payment-config.ts';
import { ruStorePurchaseFacts } from '../../../apps/server/src/payments/rustore-payments.ts';
import { telegramBot } from '../../../apps/server/src/payments/telegram-bot-client.ts';
import { authenticateKongregate } from '../../../apps/server/src/platforms/kongregate-client.ts';
import { kongregateUseItem, kongregateUserItems } from '../../../apps/server/src/platforms/kongregate-items-client.ts';
import { platformConfigFrom } from '../../../apps/server/src/platforms/platform-config.ts';
import { ruStoreOwnerOf, ruStorePurchase } from '../../../apps/server/src/platforms/rustore-client.ts';
import { startPlatformFakes, type PlatformFakes } from './platform-fakes.ts';

// The server's own platform clients, configured from the environment the bench gives the server,
// against the fakes: the fakes answer what those clients parse.
let fakes: PlatformFakes;
beforeAll(async () => {
  fakes = await startPlatformFakes();
});
afterAll(async () => {
  await fakes.close();
});

const codeOf = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
};

describe('the platform fakes answer as the server reads them', () => {
  it("configures the server's platforms from the environment they give", () => {
    const platforms = platformConfigFrom(fakes.env);
    expect(platforms.kongregate).toMatchObject({ apiKey: fakes.kongregate.apiKey, baseUrl: fakes.url });
    expect(platforms.launch.rustore).toMatchObject({ keyId: fakes.rustore.keyId, baseUrl: fakes.url });
    expect(platforms).toMatchObject({ telegramBotToken: fakes.telegram.token, yandexSecret: 'bench-yandex-secret' });
    expect(paymentConfigFrom(fakes.env)).toMatchObject({
      telegramApiUrl: fakes.url,
      telegramWebhookSecret: fakes.telegram.webhookSecret,
    });
  });

  it('Kongregate: confirms the launched player, lists a bought item and uses it up once', async () => {
    const config = platformConfigFrom(fakes.env).kongregate!;
    const token = fakes.kongregate.launch('800000001', 'bench_1');
    expect(await authenticateKongregate(config, { kongId: '800000001', token, username: 'x' })).toMatchObject({
      source: 'kong',
      userId: '800000001',
      name: 'bench_1',
    });
    expect(await codeOf(() => authenticateKongregate(config, { kongId: '800000001', token: 'bad', username: '' }))).toBe(
      'PLATFORM_PROOF_INVALID',
    );
    const itemId = fakes.kongregate.buy('800000001', 'gems_50');
    expect(await kongregateUserItems(config, '800000001')).toEqual([
      { id: String(itemId), identifier: 'gems_50', remainingUses: 1 },
    ]);
    const use = { userId: '800000001', token, itemId: String(itemId) };
    expect(await kongregateUseItem(config, use)).toBe(true);
    expect(await kongregateUseItem(config, use)).toBe(false);
    expect(await kongregateUseItem(config, { ...use, token: 'bad' })).toBe(false);
    expect(await kongregateUserItems(config, '800000001')).toEqual([]);
    expect(fakes.kongregate.remainingUses('800000001', itemId)).toBe(0);
  });

  it('RuStore: a token for the signed key, then a purchase with its owner and price', async () => {
    const config = platformConfigFrom(fakes.env).launch.rustore!;
    const purchaseId = fakes.rustore.purchase('bench-ru-user-4', 'gems_50', 4_900);
    expect(await ruStoreOwnerOf(config, purchaseId, Date.now())).toMatchObject({
      source: 'rustore',
      userId: 'bench-ru-user-4',
    });
    expect(ruStorePurchaseFacts(await ruStorePurchase(config, purchaseId, Date.now()))).toEqual({
      status: 'PAID',
      ownerId: 'bench-ru-user-4',
      productId: 'gems_50',
      amount: 4_900,
      currency: 'RUB',
      sandbox: false,
    });
    expect(await codeOf(() => ruStorePurchase(config, 'bench-ru-none', Date.now()))).toBe('PLATFORM_PROOF_INVALID');
    const forged = { ...config, keyId: 'another-key', baseUrl: `${fakes.url}/` };
    expect(await codeOf(() => ruStorePurchase(forged, purchaseId, Date.now()))).toBe('PLATFORM_REFUSED');
  });

  it("Telegram: a Stars invoice link, the pre-checkout query answered once, the payment's update", async () => {
    const { telegram } = fakes;
    const bot = telegramBot({ token: telegram.token, apiUrl: fakes.url, timeoutMs: 5000 });
    const link = await bot.createInvoiceLink({ title: '50 emeralds 💎', description: 'd', payload: 'order:7', stars: 25 });
    expect(link).toMatch(/^https:\/\/t\.me\/\$/);
    const { queryId, update } = telegram.preCheckoutQuery(link, 700_000_002);
    expect(update).toMatchObject({
      pre_checkout_query: { id: queryId, currency: 'XTR', total_amount: 25, invoice_payload: 'order:7' },
    });
    expect(telegram.takeAnswer(queryId)).toBe(null);
    await bot.answerPreCheckoutQuery(queryId, true);
    expect(await codeOf(() => bot.answerPreCheckoutQuery(queryId, true))).toBe('PAYMENT_PROVIDER_FAILED');
    expect(telegram.takeAnswer(queryId)).toBe(true);
    expect(telegram.successfulPayment(link, 700_000_002)).toMatchObject({
      message: { successful_payment: { currency: 'XTR', total_amount: 25, invoice_payload: 'order:7' } },
    });
    const stranger = telegramBot({ token: '1:wrong', apiUrl: fakes.url, timeoutMs: 5000 });
    expect(await codeOf(() => stranger.createInvoiceLink({ title: 't', description: 'd', payload: 'p', stars: 1 }))).toBe(
      'PAYMENT_PROVIDER_FAILED',
    );
  });
});
