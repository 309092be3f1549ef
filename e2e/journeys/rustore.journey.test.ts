import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_LAUNCH_PLATFORMS } from '../../apps/server/src/platforms/launch-platform-config.ts';
import { NO_PLATFORMS } from '../../apps/server/src/platforms/platform-config.ts';
import { fakeStores, type FakeStores } from '../../apps/server/test/payments/platform-payment-fakes.ts';
import { ruStoreBridge } from '../support/fake-platform-sdks.ts';
import { creditedNote, pack } from '../support/platform-world.ts';
import { launchChromium, waitForScene } from '../support/browser.ts';
import { startInProcessServer, type InProcessServer } from '../support/in-process-server.ts';
import { journeySteps } from '../support/journey-world.ts';

/**
 * The game inside its Android shell on RuStore: the page pays through the shell's `RuStoreBridge`
 * (a fake in the page, RuStore's side played by Node) and the server reads each purchase back from
 * RuStore's public API (a fake on loopback). A guest buys, becomes the RuStore player, sees the
 * emeralds; a purchase the game never heard of is credited once at the next start, then confirmed.
 */
const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');
const step = journeySteps('rustore');
const OWNER = 'ru-owner-1';

let server: InProcessServer;
let store: FakeStores;
let chromium: Awaited<ReturnType<typeof launchChromium>>;
let context: BrowserContext | undefined;

beforeAll(async () => {
  store = await fakeStores();
  const rustore = { keyId: 'journey-key', privateKey: store.ruStoreKey, baseUrl: store.url, timeoutMs: 5000 };
  server = await startInProcessServer({
    config: { platforms: { ...NO_PLATFORMS, launch: { ...NO_LAUNCH_PLATFORMS, rustore } } },
  });
  chromium = await launchChromium();
});
afterAll(async () => {
  await context?.close().catch(() => undefined);
  await chromium?.close();
  await server?.close();
  await store?.close();
});

const gems = async (page: Page) => Number(await page.getByTestId('hud-mithril').getAttribute('data-value'));
const expectGems = (page: Page, value: number) => expect.poll(() => gems(page), { timeout: 15_000 }).toBe(value);

async function whoAmI(page: Page): Promise<{ id: number; userSource: string }> {
  return page.evaluate(async () => {
    const response = await fetch('/api/player/info/current', { credentials: 'include' });
    return ((await response.json()) as { player: { id: number; userSource: string } }).player;
  });
}

describe('the game on RuStore, through the Android shell’s bridge', () => {
  it('a guest buys a pack and becomes the RuStore player; an unconfirmed purchase is credited once at the next start', async () => {
    // RuStore's side: the purchases it holds paid and not confirmed, the confirms it received.
    const held: { purchaseId: string; productId: string; state: string }[] = [];
    const confirmed: string[] = [];
    let confirmFails = false;
    const paid = (purchaseId: string, productId: string, amount: number) => {
      store.ruPurchases.set(purchaseId, { status: 'PAID', user_id: OWNER, productId, amount, currency: 'RUB' });
      held.push({ purchaseId, productId, state: 'PAID' });
    };
    context = await chromium.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
    await context.addInitScript(ruStoreBridge());
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') step(`page ${message.type()}: ${message.text()}`);
    });
    await page.exposeFunction('__fakeRuStore', (op: string, arg: string) => {
      if (op === 'ready') return { available: true };
      if (op === 'list') return held;
      if (op === 'purchase') {
        const purchaseId = `ru-${store.ruPurchases.size + 1}`;
        paid(purchaseId, arg, arg === 'gems_110' ? 9900 : 4900);
        return { status: 'success', purchaseId, productId: arg };
      }
      if (op === 'confirm') {
        if (confirmFails) throw new Error('the shell could not reach RuStore');
        confirmed.push(arg);
        held.splice(held.findIndex((p) => p.purchaseId === arg), 1);
        return { ok: true };
      }
      throw new Error(`unknown bridge call ${op}`);
    });

    step('rustore: a guest starts inside the shell');
    await page.goto(`${server.url}/?platform=rustore`);
    await page.waitForSelector('body[data-scene="CharacterSelection"], body[data-scene="Road"]', { state: 'attached', timeout: 90_000 });
    if ((await page.locator('body[data-scene="CharacterSelection"]').count()) > 0) {
      await page.getByTestId('character-option-knight').click();
      await page.getByTestId('character-confirm').click();
      await waitForScene(page, 'Road');
    }
    await page.getByTestId('hud-mithril').waitFor({ timeout: 30_000 });
    const guest = await whoAmI(page);
    expect(guest.userSource).toBe('own');
    const before = await gems(page);

    step('rustore: buys a pack through the bridge');
    await page.getByTestId('hud-bank').click();
    await page.getByTestId('bank-buy-gems_110').click();
    const note = page.getByTestId('bank-note');
    await note.waitFor({ timeout: 30_000 });
    expect(await note.textContent()).toBe(creditedNote(110));
    await expectGems(page, before + pack(110));
    expect(confirmed).toEqual(['ru-1']);
    expect(held).toEqual([]);
    // The guest kept their progress and is now the RuStore player (the purchase's owner).
    expect(await whoAmI(page)).toEqual(expect.objectContaining({ id: guest.id, userSource: 'rustore' }));
    await page.screenshot({ animations: 'disabled', path: join(ARTIFACTS, 'rustore-bank-phone.png') });

    step('rustore: a purchase the game never heard of (the app closed), its first confirm failing');
    paid('ru-2', 'gems_50', 4900);
    confirmFails = true;
    await page.reload();
    await page.getByTestId('hud-mithril').waitFor({ timeout: 60_000 });
    await expectGems(page, before + pack(110) + pack(50));
    expect(held.map((p) => p.purchaseId)).toEqual(['ru-2']);

    step('rustore: the next start finds it credited: confirmed, not credited again');
    confirmFails = false;
    await page.reload();
    await page.getByTestId('hud-mithril').waitFor({ timeout: 60_000 });
    await expect.poll(() => confirmed, { timeout: 15_000 }).toEqual(['ru-1', 'ru-2']);
    await expectGems(page, before + pack(110) + pack(50));
    expect(held).toEqual([]);
    expect(await whoAmI(page)).toEqual(expect.objectContaining({ id: guest.id, userSource: 'rustore' }));
  });
});
