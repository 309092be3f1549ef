import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crazyGamesToken, fotoLaunchQuery, gamePushSigned } from '../support/fake-platforms.ts';
import { crazyGamesSdk, gamePushSdk } from '../support/fake-platform-sdks.ts';
import { waitForScene } from '../support/browser.ts';
import { enterAsNewPlayer } from '../support/new-player.ts';
import { journeySteps } from '../support/journey-world.ts';
import { platformWorld, buy, creditedNote, expectGems, gems, openBank, pack, whoAmI } from '../support/platform-world.ts';

/**
 * The game on CrazyGames (rewarded ads, no emeralds for sale), on its own site (YooKassa checkout),
 * on GamePush partner platforms and on Fotostrana, each with a fake SDK in the page where it has
 * one. Every proof and callback is signed with the server's test secrets as the platform signs
 * them, so the server's checks run as in production; the platforms' APIs are fakes on loopback.
 */
const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');
const step = journeySteps('partners');
const world = platformWorld(step);

describe('the game on the partner platforms and its own site', () => {
  it('CrazyGames: signs in with the user token; the bank says emeralds are not sold there', async () => {
    const token = crazyGamesToken('crazy-42', 'CrazyHero');
    const { context, page } = await world.platformPage(crazyGamesSdk('crazy-42', 'CrazyHero', token));
    step('crazygames: start');
    await world.enterGame(page, '/?platform=crazygames');
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
    expect(await page.evaluate(() => (window as unknown as { __fakeAds: string[] }).__fakeAds)).toContain(
      'rewarded',
    );
    await expect.poll(() => page.getByTestId('bank-ad-watch').isDisabled()).toBe(true);
    await page.screenshot({ animations: 'disabled', path: join(ARTIFACTS, 'platforms-bank-ad-phone.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ animations: 'disabled', path: join(ARTIFACTS, 'platforms-bank-ad-desktop.png') });
    await context.close();
  });

  it('own site: the checkout goes to YooKassa; the confirmed payment waits in its banner and is received', async () => {
    const { context, page } = await world.platformPage();
    step('own site: start');
    await enterAsNewPlayer(page, world.server.url);
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
    world.fakes.yookassa.pay(paymentId);
    const hook = await fetch(`${world.server.url}/api/integration/yookassa/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'notification',
        event: 'payment.succeeded',
        object: { id: paymentId, status: 'succeeded' },
      }),
    });
    expect(hook.status).toBe(200);
    await page.goto(world.server.url);
    const banner = page.getByTestId('payment-banner');
    await banner.getByTestId('payment-notice-GEMS_GRANTED').waitFor({ timeout: 60_000 });
    await banner.getByTestId('payment-take').click();
    await expectGems(page, before + pack(110));
    await context.close();
  });
  it('GamePush: signs in on a partner platform; a purchase is consumed only once the server credited it', async () => {
    const gpPlayer = 5_550_001;
    const consumed: string[] = [];
    let purchases = 0;
    let pay = true;
    const { context, page } = await world.platformPage(
      gamePushSdk(gamePushSigned({ playerId: gpPlayer, name: 'GpHero', lang: 'ru' }), gpPlayer, 'GpHero'),
    );
    const hook = (id: number, tag: string) =>
      fetch(`${world.server.url}/api/integration/gp/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: gamePushSigned({
          event: 'Purchase',
          player: { id: gpPlayer, test: false },
          result: { __typename: 'PlayerPurchase', id, tag },
          time: new Date().toISOString(),
        }),
      });
    await page.exposeFunction('__fakeGamePush', async (action: string, tag: string) => {
      if (action === 'consume') return consumed.push(tag) > 0;
      if (!pay) return null;
      const id = 7000 + ++purchases;
      expect(await (await hook(id, tag)).json()).toEqual({ ok: true });
      return id;
    });
    step('gamepush: start');
    await world.enterGame(page, '/?platform=gp_partner');
    expect(await whoAmI(page)).toMatchObject({ userSource: 'gp_partner', nickname: 'GpHero' });
    const before = await gems(page);
    await openBank(page);
    expect(await buy(page, 'gems_110')).toBe(creditedNote(110));
    await expectGems(page, before + pack(110));
    expect(consumed).toEqual(['gems_110']);
    pay = false;
    expect(await buy(page, 'gems_50')).toBe('Покупка отменена.');
    expect(consumed).toEqual(['gems_110']);
    step('gamepush: purchases whose page closed before the gems were taken, one webhook still on its way');
    expect(await (await hook(7100, 'gems_240')).json()).toEqual({ ok: true });
    await page.evaluate(() =>
      sessionStorage.setItem(
        'fakeGamePushHeld',
        JSON.stringify([
          { tag: 'gems_240', id: 7100 },
          { tag: 'gems_50', id: 7200 },
        ]),
      ),
    );
    await page.reload();
    await page.getByTestId('hud-mithril').waitFor({ timeout: 60_000 });
    // The start took the credited gems and consumed only that pack; 7200 (no webhook yet) stays held.
    await expectGems(page, before + pack(110) + pack(240));
    expect(consumed).toEqual(['gems_110', 'gems_240']);
    expect(await page.evaluate(() => sessionStorage.getItem('fakeGamePushHeld'))).toBe(
      JSON.stringify([{ tag: 'gems_50', id: 7200 }]),
    );
    expect(await (await hook(7200, 'gems_50')).json()).toEqual({ ok: true });
    await page.reload();
    await page.getByTestId('hud-mithril').waitFor({ timeout: 60_000 });
    await expectGems(page, before + pack(110) + pack(240) + pack(50));
    expect(consumed).toEqual(['gems_110', 'gems_240', 'gems_50']);
    expect(await page.getByTestId('payment-notice-GEMS_GRANTED').count()).toBe(0);
    await page.reload();
    await page.getByTestId('hud-mithril').waitFor({ timeout: 60_000 });
    await expectGems(page, before + pack(110) + pack(240) + pack(50));
    expect(consumed).toEqual(['gems_110', 'gems_240', 'gems_50']);
    await context.close();
  });

  it('Fotostrana: signs in with its signed address; its gift of 30 emeralds is shown once, after the hero is chosen', async () => {
    const { context, page } = await world.platformPage(
      '// Fotostrana needs no SDK: its signed address is enough.',
    );
    step('foto: start');
    const accepted = page.waitForResponse(
      (response) => response.url().includes('/api/integration/foto/gift/accept'),
      { timeout: 90_000 },
    );
    await page.goto(`${world.server.url}/?${fotoLaunchQuery('5005001')}`);
    expect((await accepted).status()).toBe(200);
    // A newcomer chooses the first hero first: the gift's window waits, it never covers the choice.
    await waitForScene(page, 'CharacterSelection');
    await page.getByTestId('character-option-knight').waitFor();
    await page.waitForTimeout(1500);
    expect(await page.getByTestId('window-platform-gift').count()).toBe(0);
    await page.screenshot({
      animations: 'disabled',
      path: join(ARTIFACTS, 'platforms-gift-selection-phone.png'),
    });
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
