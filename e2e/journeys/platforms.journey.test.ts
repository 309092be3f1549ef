import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SECRETS, crazyGamesToken, fotoLaunchQuery, gamePushSigned, mailStoreCallback, mystoreLaunchQuery, okLaunchQuery, signedCallback, startPlatformFakes, telegramInitData, vkLaunchQuery, yandexPlayerSignature, yandexPurchaseSignature, type PlatformFakes } from '../support/fake-platforms.ts';
import { crazyGamesSdk, gamePushSdk, mailStoreSdk, okSdk, telegramSdk, vkSdk, yandexSdk } from '../support/fake-platform-sdks.ts';
import { launchChromium, waitForScene } from '../support/browser.ts';
import { startInProcessServer, type InProcessServer } from '../support/in-process-server.ts';
import { enterAsNewPlayer } from '../support/new-player.ts';
import { journeySteps } from '../support/journey-world.ts';

/**
 * The game on its host platforms, each with a fake SDK in the page: it starts signed in as the
 * platform's player, buys a pack through the platform's own flow, and the emeralds show in the top
 * bar. Every proof and callback is signed with the server's test secrets as the platform signs
 * them, so the server's checks run as in production; the platforms' APIs are fakes on loopback.
 */
const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');
const step = journeySteps('platforms');

let server: InProcessServer;
let fakes: PlatformFakes;
let chromium: Awaited<ReturnType<typeof launchChromium>>;

beforeAll(async () => {
  fakes = await startPlatformFakes();
  server = await startInProcessServer({ config: fakes.config });
  chromium = await launchChromium();
});
const contexts: BrowserContext[] = [];
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close().catch(() => undefined);
});
afterAll(async () => {
  await chromium?.close();
  await server?.close();
  await fakes?.close();
});

async function platformPage(sdk: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
  contexts.push(context);
  await context.addInitScript(sdk);
  const page = await context.newPage();
  // What the page warns about shows with the journey's steps (a refused sign-in, a failed purchase).
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') step(`page ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => step(`page error: ${error.message}`));
  return { context, page };
}

/** Opens the game; a player the platform just created chooses a character first. */
async function enterGame(page: Page, path: string): Promise<void> {
  await page.goto(`${server.url}${path}`);
  await page.waitForSelector('body[data-scene="CharacterSelection"], body[data-scene="Road"]', { state: 'attached', timeout: 90_000 });
  if ((await page.locator('body[data-scene="CharacterSelection"]').count()) > 0) {
    await page.getByTestId('character-option-knight').click();
    await page.getByTestId('character-confirm').click();
    await waitForScene(page, 'Road');
  }
  await page.getByTestId('hud-mithril').waitFor({ timeout: 30_000 });
}

async function whoAmI(page: Page): Promise<{ id: number; userSource: string; nickname: string }> {
  return page.evaluate(async () => {
    const response = await fetch('/api/player/info/current', { credentials: 'include' });
    return ((await response.json()) as { player: { id: number; userSource: string; nickname: string } }).player;
  });
}

const gems = async (page: Page) => Number(await page.getByTestId('hud-mithril').getAttribute('data-value'));

async function openBank(page: Page): Promise<void> {
  await page.getByTestId('hud-bank').click();
  await page.getByTestId('bank-buy-gems_50').waitFor();
}

/** Buys a pack in the open bank and waits for the bank's note (credited, cancelled, failed…). */
async function buy(page: Page, packId: string): Promise<string> {
  await page.getByTestId(`bank-buy-${packId}`).click();
  const note = page.getByTestId('bank-note');
  await note.waitFor({ timeout: 30_000 });
  return (await note.textContent()) ?? '';
}

async function expectGems(page: Page, value: number): Promise<void> {
  await expect.poll(() => gems(page), { timeout: 15_000 }).toBe(value);
}

describe('the game on its host platforms', () => {
  it('Telegram: signs in with initData, pays in Stars through the bot webhook; a cancelled invoice leaves its banner', async () => {
    const userId = 700_100;
    const { context, page } = await platformPage(telegramSdk(telegramInitData({ id: userId, first_name: 'Путник', language_code: 'ru' }), userId));
    let pay = false;
    await page.exposeFunction('__fakeTelegramInvoice', async (link: string) => {
      const index = Number(/\$invoice(\d+)$/.exec(link)?.[1]);
      const invoice = fakes.bot.calls[index - 1]!;
      expect(invoice.method).toBe('createInvoiceLink');
      if (!pay) return 'cancelled';
      const { payload, prices } = invoice.body as { payload: string; prices: { amount: number }[] };
      const hook = (update: unknown) =>
        fetch(`${server.url}/api/integration/telegram/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRETS.telegramHook },
          body: JSON.stringify(update),
        });
      const pre = { id: `pcq-${index}`, from: { id: userId }, currency: 'XTR', total_amount: prices[0]!.amount, invoice_payload: payload };
      expect((await hook({ update_id: index * 10, pre_checkout_query: pre })).status).toBe(200);
      expect(fakes.bot.calls.at(-1)).toMatchObject({ method: 'answerPreCheckoutQuery', body: { ok: true } });
      const paid = { currency: 'XTR', total_amount: prices[0]!.amount, invoice_payload: payload, telegram_payment_charge_id: `charge-${index}`, provider_payment_charge_id: '' };
      expect((await hook({ update_id: index * 10 + 1, message: { message_id: index, successful_payment: paid } })).status).toBe(200);
      return 'paid';
    });
    step('telegram: start');
    await enterGame(page, '/');
    expect(await whoAmI(page)).toMatchObject({ userSource: 'tg', nickname: 'Путник' });
    const before = await gems(page);
    await openBank(page);
    expect(await page.locator('.bank__packs').getAttribute('data-currency')).toBe('XTR');
    expect(await buy(page, 'gems_50')).toBe('Покупка отменена.');
    await page.getByTestId('bank').getByTestId('payment-notice-STARTED').waitFor();
    pay = true;
    expect(await buy(page, 'gems_110')).toBe('Зачислено изумрудов: 110.');
    await expectGems(page, before + 110);
    await context.close();
  });

  it('Yandex: signs in with the signed player, buys and consumes; an unconsumed purchase is credited once at the next start', async () => {
    const purchases: { token: string; productID: string; product: { id: string; price: { code: string; value: string } }; developerPayload: string }[] = [];
    const consumed: string[] = [];
    let closeWindow = false;
    // Yandex signs the developer payload the client gave into the receipt: the buying account.
    const purchaseOf = (productId: string, developerPayload: string) => ({ token: `ya-token-${purchases.length + consumed.length + 1}`, productID: productId, product: { id: productId, price: { code: 'YAN', value: '49' } }, developerPayload });
    const { context, page } = await platformPage(yandexSdk(yandexPlayerSignature('ya-journey-1', 'Яндексоид'), 'ya-journey-1'));
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
    await enterGame(page, '/?platform=ya');
    expect(await whoAmI(page)).toMatchObject({ userSource: 'ya' });
    const before = await gems(page);
    await openBank(page);
    expect(await buy(page, 'gems_240')).toBe('Зачислено изумрудов: 240.');
    await expectGems(page, before + 240);
    expect(purchases).toEqual([]);
    expect(consumed).toEqual(['ya-token-1']);
    closeWindow = true;
    expect(await buy(page, 'gems_50')).toBe('Покупка отменена.');

    step('yandex: a purchase paid while the page was closing, found at the next start');
    purchases.push(purchaseOf('gems_110', 'ya:ya-journey-1'));
    await page.reload();
    await page.getByTestId('hud-mithril').waitFor({ timeout: 60_000 });
    await expectGems(page, before + 240 + 110);
    expect(purchases).toEqual([]);
    expect(consumed).toEqual(['ya-token-1', 'ya-token-2']);
    await page.reload();
    await page.getByTestId('hud-mithril').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1_000);
    expect(await gems(page)).toBe(before + 240 + 110);
    await context.close();
  });

  it('VK: signs in with the launch parameters; the order box is paid through VK notifications; a payment made elsewhere waits in its banner', async () => {
    const vkUser = '91000001';
    let orders = 0;
    const notify = async (fields: Record<string, string>) => {
      const response = await fetch(`${server.url}/api/integration/vk/payment`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: signedCallback(fields, SECRETS.vk).toString(),
      });
      return (await response.json()) as { response?: Record<string, unknown> };
    };
    const order = async (item: string) => {
      const asked = await notify({ app_id: '51000000', item, lang: 'ru_RU', notification_type: 'get_item', order_id: String(++orders), receiver_id: vkUser, user_id: vkUser });
      const price = String(asked.response?.price);
      const paid = await notify({ app_id: '51000000', item, item_price: price, notification_type: 'order_status_change', order_id: String(orders), receiver_id: vkUser, status: 'chargeable', user_id: vkUser, date: String(Math.floor(Date.now() / 1000)) });
      expect(paid.response?.order_id).toBe(orders);
    };
    let cancel = false;
    const { context, page } = await platformPage(vkSdk());
    await page.exposeFunction('__fakeVkOrder', async (item: string) => {
      if (cancel) return 'cancel';
      await order(item);
      return 'ok';
    });
    step('vk: start');
    await enterGame(page, `/?${vkLaunchQuery(vkUser)}`);
    expect(await whoAmI(page)).toMatchObject({ userSource: 'vk' });
    const before = await gems(page);
    await openBank(page);
    // VK charges in votes: the bank shows what VK will ask (14 votes for the 110 pack).
    expect(await page.locator('.bank__packs').getAttribute('data-currency')).toBe('VOTE');
    expect(await page.getByTestId('bank-buy-gems_110').textContent()).toContain('14 голосов');
    expect(await buy(page, 'gems_240')).toBe('Зачислено изумрудов: 240.');
    await expectGems(page, before + 240);
    cancel = true;
    expect(await buy(page, 'gems_50')).toBe('Покупка отменена.');

    step('vk: a payment VK confirmed while the game was closed');
    await order('gems_50');
    await page.reload();
    const banner = page.getByTestId('payment-banner');
    await banner.getByTestId('payment-notice-GEMS_GRANTED').waitFor({ timeout: 60_000 });
    await banner.getByTestId('payment-take').click();
    await expectGems(page, before + 240 + 50);
    await banner.waitFor({ state: 'detached' });
    await context.close();
  });

  it('OK: signs in with auth_sig; the payment window is confirmed by the signed callback, a retry credits nothing, a failure says so', async () => {
    const okUser = '575000000001';
    let transactions = 0;
    let fail = false;
    const callback = (code: string, amount: number, transaction: string) =>
      fetch(`${server.url}/api/integration/ok/payment?${signedCallback({ amount: String(amount), application_key: 'CBAJOURNEY', call_id: String(Date.now()), method: 'callbacks.payment', product_code: code, transaction_id: transaction, transaction_time: '2026-11-26 12:00:00', uid: okUser }, SECRETS.ok).toString()}`);
    const { context, page } = await platformPage(okSdk());
    await page.exposeFunction('__fakeOkPayment', async (code: string, price: number) => {
      if (fail) return ['error', 'payment failed'];
      const answer = await callback(code, price, `ok-tx-${++transactions}`);
      expect(await answer.text()).toContain('>true<');
      return ['ok', ''];
    });
    step('ok: start');
    await enterGame(page, `/?${okLaunchQuery(okUser)}`);
    expect(await whoAmI(page)).toMatchObject({ userSource: 'ok' });
    const before = await gems(page);
    await openBank(page);
    expect(await buy(page, 'gems_110')).toBe('Зачислено изумрудов: 110.');
    await expectGems(page, before + 110);
    // OK delivers the callback again (its retry): the same success, nothing more.
    expect(await (await callback('gems_110', 99, 'ok-tx-1')).text()).toContain('>true<');
    fail = true;
    expect(await buy(page, 'gems_50')).toBe('Платформа не провела покупку. Попробуйте ещё раз позже.');
    await page.reload();
    await page.getByTestId('hud-mithril').waitFor({ timeout: 60_000 });
    expect(await gems(page)).toBe(before + 110);
    expect(await page.getByTestId('payment-banner').count()).toBe(0);
    await context.close();
  });

  it('VK Play: signs in with its signed address; the bank is in dollars; the payment window is confirmed by the billing callback', async () => {
    const uid = '8800000001';
    let transactions = 0;
    let pay = true;
    const requests: Record<string, unknown>[] = [];
    const { context, page } = await platformPage(mailStoreSdk());
    await page.exposeFunction('__fakeMailStorePayment', async (request: Record<string, unknown>) => {
      requests.push(request);
      if (!pay) return false;
      // The store hands the window's merchant_param back to the billing callback as JSON text.
      const asked = request.merchant_param as Record<string, unknown>;
      const fields = { uid, tid: `ms-tx-${++transactions}`, sum: String(asked.amount), currency: String(asked.currency), merchant_param: JSON.stringify(asked) };
      const answer = await fetch(`${server.url}/api/integration/mystore/payment?${mailStoreCallback(fields, SECRETS.mystore).toString()}`);
      expect(await answer.json()).toEqual({ status: '1' });
      return true;
    });
    step('mystore: start');
    await enterGame(page, `/?${mystoreLaunchQuery(uid, 'USD')}`);
    expect(await whoAmI(page)).toMatchObject({ userSource: 'mystore' });
    // VK Play's gift (once per account) is told once on the road: closed before the bank.
    const thanks = page.getByTestId('platform-gift-thanks');
    await thanks.waitFor({ timeout: 30_000 });
    await thanks.click();
    await expect.poll(() => page.getByTestId('window-platform-gift').count()).toBe(0);
    const before = await gems(page);
    await openBank(page);
    expect(await page.locator('.bank__packs').getAttribute('data-currency')).toBe('USD');
    expect(await page.getByTestId('bank-buy-gems_110').textContent()).toContain('$1.99');
    expect(await buy(page, 'gems_110')).toBe('Зачислено изумрудов: 110.');
    expect(requests[0]).toMatchObject({ merchant_param: { item_id: 'gems_110', amount: 1.99, currency: 'USD' } });
    await expectGems(page, before + 110);
    // The player closes the window without paying: cancelled, nothing credited.
    pay = false;
    expect(await buy(page, 'gems_50')).toBe('Покупка отменена.');
    expect(await gems(page)).toBe(before + 110);
    await context.close();
  });

  it('CrazyGames: signs in with the user token; the bank says emeralds are not sold there', async () => {
    const token = crazyGamesToken('crazy-42', 'CrazyHero');
    const { context, page } = await platformPage(crazyGamesSdk('crazy-42', 'CrazyHero', token));
    step('crazygames: start');
    await enterGame(page, '/?platform=crazygames');
    expect(await whoAmI(page)).toMatchObject({ userSource: 'crazygames', nickname: 'CrazyHero' });
    await openBank(page);
    await page.getByTestId('bank-unavailable').waitFor();
    expect(await page.getByTestId('bank-buy-gems_50').isDisabled()).toBe(true);
    // CrazyGames shows rewarded ads: one watched to the end brings its emeralds, then a pause.
    const before = await gems(page);
    await page.getByTestId('bank-ad-watch').click();
    await page.getByTestId('bank-ad-note').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('bank-ad-note').textContent()).toBe('За рекламу зачислено изумрудов: 2.');
    await expectGems(page, before + 2);
    expect(await page.evaluate(() => (window as unknown as { __fakeAds: string[] }).__fakeAds)).toContain('rewarded');
    await expect.poll(() => page.getByTestId('bank-ad-watch').isDisabled()).toBe(true);
    await page.screenshot({ animations: 'disabled', path: join(ARTIFACTS, 'platforms-bank-ad-phone.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ animations: 'disabled', path: join(ARTIFACTS, 'platforms-bank-ad-desktop.png') });
    await context.close();
  });

  it('own site: the checkout goes to YooKassa; the confirmed payment waits in its banner and is received', async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
    contexts.push(context);
    const page = await context.newPage();
    step('own site: start');
    await enterAsNewPlayer(page, server.url);
    expect(await whoAmI(page)).toMatchObject({ userSource: 'own' });
    const before = await gems(page);
    await openBank(page);
    await page.getByTestId('bank-checkout-note').waitFor();
    await page.screenshot({ animations: 'disabled', path: join(ARTIFACTS, 'platforms-bank-phone.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ animations: 'disabled', path: join(ARTIFACTS, 'platforms-bank-desktop.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('bank-buy-gems_110').click();
    await page.waitForURL(/\/checkout\//, { timeout: 30_000 });
    const paymentId = decodeURIComponent(page.url().split('/').pop() ?? '');
    fakes.yookassa.pay(paymentId);
    const hook = await fetch(`${server.url}/api/integration/yookassa/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'notification', event: 'payment.succeeded', object: { id: paymentId, status: 'succeeded' } }),
    });
    expect(hook.status).toBe(200);
    await page.goto(server.url);
    const banner = page.getByTestId('payment-banner');
    await banner.getByTestId('payment-notice-GEMS_GRANTED').waitFor({ timeout: 60_000 });
    await banner.getByTestId('payment-take').click();
    await expectGems(page, before + 110);
    await context.close();
  });
  it('GamePush: signs in on a partner platform; a purchase is consumed only once the server credited it', async () => {
    const gpPlayer = 5_550_001;
    const consumed: string[] = [];
    let purchases = 0;
    let pay = true;
    const { context, page } = await platformPage(
      gamePushSdk(gamePushSigned({ playerId: gpPlayer, name: 'GpHero', lang: 'ru' }), gpPlayer, 'GpHero'),
    );
    const hook = (id: number, tag: string) => fetch(`${server.url}/api/integration/gp/webhook`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: gamePushSigned({ event: 'Purchase', player: { id: gpPlayer, test: false }, result: { __typename: 'PlayerPurchase', id, tag }, time: new Date().toISOString() }) });
    await page.exposeFunction('__fakeGamePush', async (action: string, tag: string) => {
      if (action === 'consume') return consumed.push(tag) > 0;
      if (!pay) return null;
      const id = 7000 + ++purchases;
      expect(await (await hook(id, tag)).json()).toEqual({ ok: true });
      return id;
    });
    step('gamepush: start');
    await enterGame(page, '/?platform=gp_partner');
    expect(await whoAmI(page)).toMatchObject({ userSource: 'gp_partner', nickname: 'GpHero' });
    const before = await gems(page);
    await openBank(page);
    expect(await buy(page, 'gems_110')).toBe('Зачислено изумрудов: 110.');
    await expectGems(page, before + 110);
    expect(consumed).toEqual(['gems_110']);
    pay = false;
    expect(await buy(page, 'gems_50')).toBe('Покупка отменена.');
    expect(consumed).toEqual(['gems_110']);
    step('gamepush: purchases whose page closed before the gems were taken, one webhook still on its way');
    expect(await (await hook(7100, 'gems_240')).json()).toEqual({ ok: true });
    await page.evaluate(() => sessionStorage.setItem('fakeGamePushHeld', JSON.stringify([{ tag: 'gems_240', id: 7100 }, { tag: 'gems_50', id: 7200 }])));
    await page.reload();
    await page.getByTestId('hud-mithril').waitFor({ timeout: 60_000 });
    // The start took the credited gems and consumed only that pack; 7200 (no webhook yet) stays held.
    await expectGems(page, before + 110 + 240);
    expect(consumed).toEqual(['gems_110', 'gems_240']);
    expect(await page.evaluate(() => sessionStorage.getItem('fakeGamePushHeld'))).toBe(JSON.stringify([{ tag: 'gems_50', id: 7200 }]));
    expect(await (await hook(7200, 'gems_50')).json()).toEqual({ ok: true });
    await page.reload();
    await page.getByTestId('hud-mithril').waitFor({ timeout: 60_000 });
    await expectGems(page, before + 110 + 240 + 50);
    expect(consumed).toEqual(['gems_110', 'gems_240', 'gems_50']);
    expect(await page.getByTestId('payment-notice-GEMS_GRANTED').count()).toBe(0);
    await page.reload();
    await page.getByTestId('hud-mithril').waitFor({ timeout: 60_000 });
    await expectGems(page, before + 110 + 240 + 50);
    expect(consumed).toEqual(['gems_110', 'gems_240', 'gems_50']);
    await context.close();
  });

  it('Fotostrana: signs in with its signed address; its gift of 30 emeralds is shown once, after the hero is chosen', async () => {
    const { context, page } = await platformPage('// Fotostrana needs no SDK: its signed address is enough.');
    step('foto: start');
    const accepted = page.waitForResponse((response) => response.url().includes('/api/integration/foto/gift/accept'), { timeout: 90_000 });
    await page.goto(`${server.url}/?${fotoLaunchQuery('5005001')}`);
    expect((await accepted).status()).toBe(200);
    // A newcomer chooses the first hero first: the gift's window waits, it never covers the choice.
    await waitForScene(page, 'CharacterSelection');
    await page.getByTestId('character-option-knight').waitFor();
    await page.waitForTimeout(1500);
    expect(await page.getByTestId('window-platform-gift').count()).toBe(0);
    await page.screenshot({ animations: 'disabled', path: join(ARTIFACTS, 'platforms-gift-selection-phone.png') });
    await page.getByTestId('character-option-knight').click();
    await page.getByTestId('character-confirm').click();
    await waitForScene(page, 'Road');
    // In the game: now the gift is told, once.
    const thanks = page.getByTestId('platform-gift-thanks');
    await thanks.waitFor({ timeout: 30_000 });
    expect(await page.locator('body[data-scene="Road"]').count()).toBe(1);
    expect(await page.locator('.message-window__text').textContent()).toContain('30');
    await page.screenshot({ animations: 'disabled', path: join(ARTIFACTS, 'platforms-gift-phone.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ animations: 'disabled', path: join(ARTIFACTS, 'platforms-gift-desktop.png') });
    await thanks.click();
    await expect.poll(() => page.getByTestId('window-platform-gift').count()).toBe(0);
    expect(await whoAmI(page)).toMatchObject({ userSource: 'foto' });
    // Another start, even on a device that forgot it asked: the server has given the gift already.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByTestId('hud-mithril').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('platform-gift-thanks').count()).toBe(0);
    await context.close();
  });
});
