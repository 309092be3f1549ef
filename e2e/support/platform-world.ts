import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchChromium, waitForScene } from './browser.ts';
import { startPlatformFakes, type PlatformFakes } from './fake-platforms.ts';
import { startInProcessServer, type InProcessServer } from './in-process-server.ts';
import { gemsPlusBonusGems } from '@rol/rules/economy/gems-plus-campaign';
import { packSaleAt, packSaleBonusGems } from '@rol/rules/economy/pack-sale';

export interface PlatformWorld {
  readonly server: InProcessServer;
  readonly fakes: PlatformFakes;
  /** A phone-sized page with the platform's fake SDK installed before the game's scripts. */
  platformPage(sdk?: string): Promise<{ context: BrowserContext; page: Page }>;
  /** Opens the game at `path`; a player the platform just created chooses a character first. */
  enterGame(page: Page, path: string): Promise<void>;
}

/**
 * The platforms' loopback fakes, the game server configured with their addresses and test secrets,
 * and Chromium, shared by a journey file's tests: started before its first test and closed after
 * its last. Each test's pages close after it.
 */
export function platformWorld(step: (what: string) => void): PlatformWorld {
  let server: InProcessServer | undefined;
  let fakes: PlatformFakes | undefined;
  let chromium: Awaited<ReturnType<typeof launchChromium>> | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    fakes = await startPlatformFakes();
    server = await startInProcessServer({ config: fakes.config });
    chromium = await launchChromium();
  });
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close().catch(() => undefined);
  });
  afterAll(async () => {
    await chromium?.close();
    await server?.close();
    await fakes?.close();
  });

  const world: PlatformWorld = {
    get server() {
      if (!server) throw new Error('the journey server is not started');
      return server;
    },
    get fakes() {
      if (!fakes) throw new Error('the platform fakes are not started');
      return fakes;
    },
    async platformPage(sdk) {
      if (!chromium) throw new Error('Chromium is not started');
      const context = await chromium.browser.newContext({
        viewport: { width: 390, height: 844 },
        locale: 'ru-RU',
      });
      contexts.push(context);
      if (sdk) await context.addInitScript(sdk);
      const page = await context.newPage();
      // What the page warns about shows with the journey's steps (a refused sign-in, a failed purchase).
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error')
          step(`page ${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => step(`page error: ${error.message}`));
      return { context, page };
    },
    async enterGame(page, path) {
      await page.goto(`${world.server.url}${path}`);
      await page.waitForSelector('body[data-scene="CharacterSelection"], body[data-scene="Road"]', {
        state: 'attached',
        timeout: 90_000,
      });
      if ((await page.locator('body[data-scene="CharacterSelection"]').count()) > 0) {
        await page.getByTestId('character-option-knight').click();
        await page.getByTestId('character-confirm').click();
        await waitForScene(page, 'Road');
      }
      await page.getByTestId('hud-mithril').waitFor({ timeout: 30_000 });
    },
  };
  return world;
}

/** The signed-in player as the server sees them. */
export async function whoAmI(page: Page): Promise<{ id: number; userSource: string; nickname: string }> {
  return page.evaluate(async () => {
    const response = await fetch('/api/player/info/current', { credentials: 'include' });
    return ((await response.json()) as { player: { id: number; userSource: string; nickname: string } })
      .player;
  });
}

/** The emeralds the top bar shows. */
export const gems = async (page: Page) =>
  Number(await page.getByTestId('hud-mithril').getAttribute('data-value'));

export async function openBank(page: Page): Promise<void> {
  await page.getByTestId('hud-bank').click();
  await page.getByTestId('bank-buy-gems_50').waitFor();
}

/** Buys a pack in the open bank and waits for the bank's note (credited, cancelled, failed…). */
export async function buy(page: Page, packId: string): Promise<string> {
  await page.getByTestId(`bank-buy-${packId}`).click();
  const note = page.getByTestId('bank-note');
  await note.waitFor({ timeout: 30_000 });
  return (await note.textContent()) ?? '';
}

/**
 * The emeralds a pack of `gems` credits when bought now: half as many more while the weekly
 * GEMS_PLUS_50 campaign runs, and the sale's extra when it is the pack on sale (12:00–15:00 Moscow)
 * (the game's real calendar; journeys run on the real clock).
 */
export function pack(gems: number): number {
  const now = Date.now();
  return gems + gemsPlusBonusGems(gems, now) + packSaleBonusGems(gems, now);
}

/**
 * The open bank shows the pack sale the server's calendar gives now (running, or the next one) and,
 * while it runs, marks its pack with the extra emeralds.
 */
export async function expectPackSale(page: Page): Promise<void> {
  const sale = packSaleAt(Date.now());
  const banner = page.getByTestId('bank-sale');
  await expect.poll(() => banner.getAttribute('data-pack')).toBe(sale.packId);
  expect(await banner.getAttribute('data-running')).toBe(String(sale.running));
  expect(await banner.textContent()).toContain(sale.running ? 'Распродажа до 15:00' : 'Распродажа наборов');
  const badge = page.getByTestId(`bank-sale-${sale.packId}`);
  if (sale.running) expect(await badge.textContent()).toBe(`Распродажа +${sale.percent} %: +${sale.extraGems}`);
  else expect(await badge.count()).toBe(0);
}

/** The bank's note after a pack of `gems` is credited. */
export function creditedNote(gems: number): string {
  return `Зачислено изумрудов: ${pack(gems)}.`;
}

export async function expectGems(page: Page, value: number): Promise<void> {
  await expect.poll(() => gems(page), { timeout: 15_000 }).toBe(value);
}
