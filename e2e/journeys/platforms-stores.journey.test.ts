import { describe, expect, it } from 'vitest';
import {
  SECRETS,
  mailStoreCallback,
  mystoreLaunchQuery,
  okLaunchQuery,
  signedCallback,
  telegramInitData,
  vkLaunchQuery,
  yandexPlayerSignature,
  yandexPurchaseSignature,
} from '../support/fake-platforms.ts';
import { mailStoreSdk, okSdk, telegramSdk, vkSdk, yandexSdk } from '../support/fake-platform-sdks.ts';
import { journeySteps } from '../support/journey-world.ts';
import { platformWorld, buy, creditedNote, expectGems, expectPackSale, gems, openBank, pack, whoAmI } from '../support/platform-world.ts';

/**
 * The game inside the host platforms that run their own payment window (Telegram, Yandex Games,
 * VK, OK, VK Play), each with a fake SDK in the page: it starts signed in as the platform's player,
 * buys a pack through the platform's own flow, and the emeralds show in the top bar. Every proof
 * and callback is signed with the server's test secrets as the platform signs them, so the
 * server's checks run as in production; the platforms' APIs are fakes on loopback.
 */
const step = journeySteps('platforms');
const world = platformWorld(step);

describe('the game on the platforms with their own payment window', () => {
  it('Telegram: signs in with initData, pays in Stars through the bot webhook; a cancelled invoice leaves its banner', async () => {
    const userId = 700_100;
    const { context, page } = await world.platformPage(
      telegramSdk(telegramInitData({ id: userId, first_name: 'Путник', language_code: 'ru' }), userId),
    );
    let pay = false;
    await page.exposeFunction('__fakeTelegramInvoice', async (link: string) => {
      const index = Number(/\$invoice(\d+)$/.exec(link)?.[1]);
      const invoice = world.fakes.bot.calls[index - 1]!;
      expect(invoice.method).toBe('createInvoiceLink');
      if (!pay) return 'cancelled';
      const { payload, prices } = invoice.body as { payload: string; prices: { amount: number }[] };
      const hook = (update: unknown) =>
        fetch(`${world.server.url}/api/integration/telegram/webhook`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-telegram-bot-api-secret-token': SECRETS.telegramHook,
          },
          body: JSON.stringify(update),
        });
      const pre = {
        id: `pcq-${index}`,
        from: { id: userId },
        currency: 'XTR',
        total_amount: prices[0]!.amount,
        invoice_payload: payload,
      };
      expect((await hook({ update_id: index * 10, pre_checkout_query: pre })).status).toBe(200);
      expect(world.fakes.bot.calls.at(-1)).toMatchObject({
        method: 'answerPreCheckoutQuery',
        body: { ok: true },
      });
      const paid = {
        currency: 'XTR',
        total_amount: prices[0]!.amount,
        invoice_payload: payload,
        telegram_payment_charge_id: `charge-${index}`,
        provider_payment_charge_id: '',
      };
      expect(
        (await hook({ update_id: index * 10 + 1, message: { message_id: index, successful_payment: paid } }))
          .status,
      ).toBe(200);
      return 'paid';
    });
    step('telegram: start');
    await world.enterGame(page, '/');
    expect(await whoAmI(page)).toMatchObject({ userSource: 'tg', nickname: 'Путник' });
    const before = await gems(page);
    await openBank(page);
    expect(await page.locator('.bank__packs').getAttribute('data-currency')).toBe('XTR');
    // The pack sale (§4, 12:00–15:00 Moscow): the bank names the running or coming sale and its pack.
    await expectPackSale(page);
    expect(await buy(page, 'gems_50')).toBe('Покупка отменена.');
    await page.getByTestId('bank').getByTestId('payment-notice-STARTED').waitFor();
    pay = true;
    expect(await buy(page, 'gems_110')).toBe(creditedNote(110));
    await expectGems(page, before + pack(110));
    await context.close();
  });

  it('Yandex: signs in with the signed player, buys and consumes; an unconsumed purchase is credited once at the next start', async () => {
    const purchases: {
      token: string;
      productID: string;
      product: { id: string; price: { code: string; value: string } };
      developerPayload: string;
    }[] = [];
    const consumed: string[] = [];
    let closeWindow = false;
    // Yandex signs the developer payload the client gave into the receipt: the buying account.
    const purchaseOf = (productId: string, developerPayload: string) => ({
      token: `ya-token-${purchases.length + consumed.length + 1}`,
      productID: productId,
      product: { id: productId, price: { code: 'YAN', value: '49' } },
      developerPayload,
    });
    const { context, page } = await world.platformPage(
      yandexSdk(yandexPlayerSignature('ya-journey-1', 'Яндексоид'), 'ya-journey-1'),
    );
    await page.exposeFunction('__fakeYandex', (op: string, arg: string, payload = '') => {
      if (op === 'purchase') {
        if (closeWindow) return {};
        expect(payload).toBe('ya:ya-journey-1');
        const purchase = purchaseOf(arg, payload);
        purchases.push(purchase);
        return { signature: yandexPurchaseSignature(purchase) };
      }
      if (op === 'list') return { list: purchases, signature: yandexPurchaseSignature(purchases) };
      const at = purchases.findIndex((p) => p.token === arg);
      if (at >= 0) consumed.push(...purchases.splice(at, 1).map((p) => p.token));
      return true;
    });
    step('yandex: start');
    await world.enterGame(page, '/?platform=ya');
    expect(await whoAmI(page)).toMatchObject({ userSource: 'ya' });
    const before = await gems(page);
    await openBank(page);
    expect(await buy(page, 'gems_240')).toBe(creditedNote(240));
    await expectGems(page, before + pack(240));
    expect(purchases).toEqual([]);
    expect(consumed).toEqual(['ya-token-1']);
    closeWindow = true;
    expect(await buy(page, 'gems_50')).toBe('Покупка отменена.');

    step('yandex: a purchase paid while the page was closing, found at the next start');
    purchases.push(purchaseOf('gems_110', 'ya:ya-journey-1'));
    await page.reload();
    await page.getByTestId('hud-mithril').waitFor({ timeout: 60_000 });
    await expectGems(page, before + pack(240) + pack(110));
    expect(purchases).toEqual([]);
    expect(consumed).toEqual(['ya-token-1', 'ya-token-2']);
    await page.reload();
    await page.getByTestId('hud-mithril').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1_000);
    expect(await gems(page)).toBe(before + pack(240) + pack(110));
    await context.close();
  });

  it('VK: signs in with the launch parameters; the order box is paid through VK notifications; a payment made elsewhere waits in its banner', async () => {
    const vkUser = '91000001';
    let orders = 0;
    const notify = async (fields: Record<string, string>) => {
      const response = await fetch(`${world.server.url}/api/integration/vk/payment`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: signedCallback(fields, SECRETS.vk).toString(),
      });
      return (await response.json()) as { response?: Record<string, unknown> };
    };
    const order = async (item: string) => {
      const asked = await notify({
        app_id: '51000000',
        item,
        lang: 'ru_RU',
        notification_type: 'get_item',
        order_id: String(++orders),
        receiver_id: vkUser,
        user_id: vkUser,
      });
      const price = String(asked.response?.price);
      const paid = await notify({
        app_id: '51000000',
        item,
        item_price: price,
        notification_type: 'order_status_change',
        order_id: String(orders),
        receiver_id: vkUser,
        status: 'chargeable',
        user_id: vkUser,
        date: String(Math.floor(Date.now() / 1000)),
      });
      expect(paid.response?.order_id).toBe(orders);
    };
    let cancel = false;
    const { context, page } = await world.platformPage(vkSdk());
    await page.exposeFunction('__fakeVkOrder', async (item: string) => {
      if (cancel) return 'cancel';
      await order(item);
      return 'ok';
    });
    step('vk: start');
    await world.enterGame(page, `/?${vkLaunchQuery(vkUser)}`);
    expect(await whoAmI(page)).toMatchObject({ userSource: 'vk' });
    const before = await gems(page);
    await openBank(page);
    // VK charges in votes: the bank shows what VK will ask (14 votes for the 110 pack).
    expect(await page.locator('.bank__packs').getAttribute('data-currency')).toBe('VOTE');
    expect(await page.getByTestId('bank-buy-gems_110').textContent()).toContain('14 голосов');
    expect(await buy(page, 'gems_240')).toBe(creditedNote(240));
    await expectGems(page, before + pack(240));
    cancel = true;
    expect(await buy(page, 'gems_50')).toBe('Покупка отменена.');

    step('vk: a payment VK confirmed while the game was closed');
    await order('gems_50');
    await page.reload();
    const banner = page.getByTestId('payment-banner');
    await banner.getByTestId('payment-notice-GEMS_GRANTED').waitFor({ timeout: 60_000 });
    await banner.getByTestId('payment-take').click();
    await expectGems(page, before + pack(240) + pack(50));
    await banner.waitFor({ state: 'detached' });
    await context.close();
  });

  it('OK: signs in with auth_sig; the payment window is confirmed by the signed callback, a retry credits nothing, a failure says so', async () => {
    const okUser = '575000000001';
    let transactions = 0;
    let fail = false;
    const callback = (code: string, amount: number, transaction: string) =>
      fetch(
        `${world.server.url}/api/integration/ok/payment?${signedCallback({ amount: String(amount), application_key: 'CBAJOURNEY', call_id: String(Date.now()), method: 'callbacks.payment', product_code: code, transaction_id: transaction, transaction_time: '2026-11-26 12:00:00', uid: okUser }, SECRETS.ok).toString()}`,
      );
    const { context, page } = await world.platformPage(okSdk());
    await page.exposeFunction('__fakeOkPayment', async (code: string, price: number) => {
      if (fail) return ['error', 'payment failed'];
      const answer = await callback(code, price, `ok-tx-${++transactions}`);
      expect(await answer.text()).toContain('>true<');
      return ['ok', ''];
    });
    step('ok: start');
    await world.enterGame(page, `/?${okLaunchQuery(okUser)}`);
    expect(await whoAmI(page)).toMatchObject({ userSource: 'ok' });
    const before = await gems(page);
    await openBank(page);
    expect(await buy(page, 'gems_110')).toBe(creditedNote(110));
    await expectGems(page, before + pack(110));
    // OK delivers the callback again (its retry): the same success, nothing more.
    expect(await (await callback('gems_110', 99, 'ok-tx-1')).text()).toContain('>true<');
    fail = true;
    expect(await buy(page, 'gems_50')).toBe('Платформа не провела покупку. Попробуйте ещё раз позже.');
    await page.reload();
    await page.getByTestId('hud-mithril').waitFor({ timeout: 60_000 });
    expect(await gems(page)).toBe(before + pack(110));
    expect(await page.getByTestId('payment-banner').count()).toBe(0);
    await context.close();
  });

  it('VK Play: signs in with its signed address; the bank is in dollars; the payment window is confirmed by the billing callback', async () => {
    const uid = '8800000001';
    let transactions = 0;
    let pay = true;
    const requests: Record<string, unknown>[] = [];
    const { context, page } = await world.platformPage(mailStoreSdk());
    await page.exposeFunction('__fakeMailStorePayment', async (request: Record<string, unknown>) => {
      requests.push(request);
      if (!pay) return false;
      // The store hands the window's merchant_param back to the billing callback as JSON text.
      const asked = request.merchant_param as Record<string, unknown>;
      const fields = {
        uid,
        tid: `ms-tx-${++transactions}`,
        sum: String(asked.amount),
        currency: String(asked.currency),
        merchant_param: JSON.stringify(asked),
      };
      const answer = await fetch(
        `${world.server.url}/api/integration/mystore/payment?${mailStoreCallback(fields, SECRETS.mystore).toString()}`,
      );
      expect(await answer.json()).toEqual({ status: '1' });
      return true;
    });
    step('mystore: start');
    await world.enterGame(page, `/?${mystoreLaunchQuery(uid, 'USD')}`);
    expect(await whoAmI(page)).toMatchObject({ userSource: 'mystore' });
    // VK Play's gift (once per account) is told once on the road: closed before the bank.
    const thanks = page.getByTestId('platform-gift-thanks');
    await thanks.waitFor({ timeout: 30_000 });
    await thanks.click();
    await expect.poll(() => page.getByTestId('window-platform-gift').count()).toBe(0);
    const before = await gems(page);
    await openBank(page);
    expect(await page.locator('.bank__packs').getAttribute('data-currency')).toBe('USD');
    // The page speaks Russian: the dollar price carries Russian's decimal comma.
    expect(await page.getByTestId('bank-buy-gems_110').textContent()).toContain('$1,99');
    expect(await buy(page, 'gems_110')).toBe(creditedNote(110));
    expect(requests[0]).toMatchObject({
      merchant_param: { item_id: 'gems_110', amount: 1.99, currency: 'USD' },
    });
    await expectGems(page, before + pack(110));
    // The player closes the window without paying: cancelled, nothing credited.
    pay = false;
    expect(await buy(page, 'gems_50')).toBe('Покупка отменена.');
    expect(await gems(page)).toBe(before + pack(110));
    await context.close();
  });
});
