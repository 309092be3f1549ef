import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { attackGuard, creatureButton, livingMonsters } from '../support/battle-page.ts';
import { launchChromium, newJourneyPage } from '../support/browser.ts';
import { startInProcessServer, type InProcessServer } from '../support/in-process-server.ts';
import { enterAsPreparedPlayer } from '../support/new-player.ts';
import { hudValue, openShopWindow } from '../support/road-page.ts';
import { closeWindow } from '../support/journey-world.ts';

/** A world whose first stair holds a consumable place below the first guard (checked in the test). */
const WORLD_SEED = 229;

let server: InProcessServer;
let chromium: { browser: Browser; close(): Promise<void> };

beforeAll(async () => {
  server = await startInProcessServer({ worldSeed: WORLD_SEED });
  chromium = await launchChromium();
});

afterAll(async () => {
  await chromium?.close();
  await server?.close();
});

/** The backpack by the server's word. */
async function serverBackpack(
  page: Page,
): Promise<{ items: { consumableId: string; count: number }[]; scrollSlots: (string | null)[] }> {
  return page.evaluate(async () => {
    const response = await fetch('/api/backpack/get', { credentials: 'include' });
    return (await response.json()) as {
      items: { consumableId: string; count: number }[];
      scrollSlots: (string | null)[];
    };
  });
}

async function heldOf(page: Page, consumableId: string): Promise<number> {
  return (await serverBackpack(page)).items.find((i) => i.consumableId === consumableId)?.count ?? 0;
}

describe('shop and backpack', () => {
  it('take an item from the road, buy scrolls, slot one, and use it in the next battle on a monster', async () => {
    const { context, page } = await newJourneyPage(chromium.browser);
    await enterAsPreparedPlayer(page, server.url, 'knight', (me) => server.grant(me.id, { gold: 1000 }));

    // A consumable lying on the first stair: its window's take button puts it in the backpack.
    const item = page
      .locator('[data-testid^="place-"][data-place-type="CONSUMABLE"][data-state="open"][data-stair="1"]')
      .first();
    await item.waitFor({ timeout: 30_000 });
    const itemId = (await item.getAttribute('data-testid'))!.replace('place-', '');
    await item.click();
    await page.getByTestId('window-place').waitFor({ timeout: 30_000 });
    await page.getByTestId('place-take').click();
    await page.getByTestId('place-taken-note').waitFor();
    await closeWindow(page, 'place');
    await page.locator(`[data-testid="place-${itemId}"][data-state="taken"]`).waitFor();
    const taken = (await serverBackpack(page)).items.filter((i) => i.count > 0);
    expect(taken.length).toBe(1);

    // The goods shop: two fire scrolls at once; the HUD's gold drops by their price.
    const goldBefore = await hudValue(page, 'hud-gold');
    await openShopWindow(page, 'goods-shop');
    const scroll = page.getByTestId('goods-consumable-fire_scroll');
    await scroll.waitFor();
    await page.getByTestId('goods-count-more-fire_scroll').click();
    await expect(page.getByTestId('goods-count-fire_scroll').inputValue()).resolves.toBe('2');
    await page.getByTestId('goods-consumable-buy-fire_scroll').click();
    await page.getByTestId('goods-bought').waitFor({ timeout: 30_000 });
    await expect.poll(() => hudValue(page, 'hud-gold')).toBe(goldBefore - 400);
    await expect(scroll.textContent()).resolves.toContain('В рюкзаке: 2');
    await closeWindow(page, 'goods-shop');
    expect(await heldOf(page, 'fire_scroll')).toBe(2);

    // The backpack: both items with their counts, elixir settings locked until stair 25, a scroll slotted.
    await openShopWindow(page, 'backpack');
    await page.locator('[data-testid="backpack-item-fire_scroll"][data-count="2"]').waitFor();
    await page.locator(`[data-testid="backpack-item-${taken[0]!.consumableId}"]`).waitFor();
    await expect(page.getByTestId('backpack-elixir-locked').getAttribute('data-stair')).resolves.toBe('25');
    await expect(page.getByTestId('backpack-slot-elixir-0').isDisabled()).resolves.toBe(true);
    await page.getByTestId('backpack-slot-scroll-0').click();
    await page.getByTestId('backpack-pick-fire_scroll').click();
    await page.locator('[data-testid="backpack-slot-scroll-0"][data-item="fire_scroll"]').waitFor();
    await closeWindow(page, 'backpack');
    expect((await serverBackpack(page)).scrollSlots[0]).toBe('fire_scroll');

    // The next battle carries the slotted scroll in its action bar.
    const guard = page.locator('[data-testid^="place-"][data-state="guarded"][data-stair="1"]').first();
    await attackGuard(page, guard);
    await page.locator('[data-testid="battle-bar"][data-phase="choose"]').waitFor({ timeout: 30_000 });
    const carried = page.locator('[data-testid^="battle-consumable-"][data-consumable="fire_scroll"]');
    await carried.waitFor();
    expect(await page.locator('[data-testid^="battle-consumable-"][data-consumable]').count()).toBe(1);

    // Choosing it rings the living monsters only; a tap on one burns it and the scroll is spent.
    await carried.click();
    await expect(carried.getAttribute('aria-pressed')).resolves.toBe('true');
    const monster = livingMonsters(page).first();
    const monsterId = (await monster.getAttribute('data-testid'))!.replace('battle-creature-', '');
    await expect(monster.getAttribute('data-item-target')).resolves.toBe('1');
    const heroes = page.locator('[data-testid^="battle-creature-"][data-team="0"][data-item-target="1"]');
    expect(await heroes.count()).toBe(0);
    const healthBefore = Number(await monster.getAttribute('data-health'));
    await monster.click();
    await carried.waitFor({ state: 'detached', timeout: 30_000 });
    await page
      .locator('[data-testid="battle-bar"][data-phase="choose"], [data-testid="battle-result"]')
      .first()
      .waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => Number(await creatureButton(page, monsterId).getAttribute('data-health')))
      .toBeLessThan(healthBefore);
    expect(await heldOf(page, 'fire_scroll')).toBe(1);

    await context.close();
  });
});
