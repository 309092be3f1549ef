import type { Locator, Page } from 'playwright-core';
import { waitForScene } from './browser.ts';

/** The HUD chip of each §3 resource kind a road place may hold. */
export const HUD_CHIP_OF_RESOURCE: Record<string, string> = {
  GOLD: 'hud-gold',
  CRYSTAL: 'hud-crystal',
  ELIXIR: 'hud-elixir',
  MITHRIL: 'hud-mithril',
  SULFUR: 'hud-sulfur',
  CAVIAR: 'hud-caviar',
  TICKETS: 'hud-tickets',
  EVENT_CURRENCY: 'hud-eventCurrency',
};

/** A newcomer's first visit straight onto the road (character chosen with the defaults). */
export async function newcomerOnRoad(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForScene(page, 'CharacterSelection');
  await page.getByTestId('character-option-knight').click();
  await page.getByTestId('character-confirm').click();
  await waitForScene(page, 'Road');
  await page.getByTestId('road-layer').waitFor();
}

/** The place button `place-<id>` of the accessible layer. */
export function placeButton(page: Page, id: number | string): Locator {
  return page.getByTestId(`place-${id}`);
}

/** The number a HUD chip holds (its data-value). */
export async function hudValue(page: Page, testId: string): Promise<number> {
  return Number(await page.getByTestId(testId).getAttribute('data-value'));
}

/** The player's coordinate as the road layer shows it (data-coordinate), once known. */
export async function roadCoordinate(page: Page): Promise<number> {
  const layer = page.locator('[data-testid="road-layer"][data-coordinate]:not([data-coordinate=""])');
  await layer.waitFor({ state: 'attached' });
  return Number(await layer.getAttribute('data-coordinate'));
}

/** The server's word on the player's coordinate. */
export async function serverCoordinate(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const response = await fetch('/api/player/info/current', { credentials: 'include' });
    const info = (await response.json()) as { player: { coordinate: number } };
    return info.player.coordinate;
  });
}

/**
 * A point of the canvas (page pixels) `above` pixels over `place`, moved sideways until nothing of
 * the DOM layer covers it, so a click there is a tap on the road itself.
 */
export async function roadPointAbove(place: Locator, above: number): Promise<{ x: number; y: number }> {
  const box = await place.boundingBox();
  if (!box) throw new Error('the place is not on screen');
  const page = place.page();
  const y = box.y - above;
  for (const dx of [0, 60, -60, 120, -120, 160, -160]) {
    const x = box.x + box.width / 2 + dx;
    const onCanvas = await page.evaluate(
      ([px, py]) => document.elementFromPoint(px!, py!)?.tagName === 'CANVAS',
      [x, y],
    );
    if (onCanvas) return { x, y };
  }
  throw new Error('no free road point above the place');
}

/**
 * Shows a HUD entry of the shops-and-gear column and returns it: the column at the right edge, or
 * where the column would cover the road's places (phones) the top bar's menu (`open-shops`), opened.
 */
export async function showShopEntry(page: Page, name: string): Promise<Locator> {
  const menu = page.getByTestId('open-shops');
  // The HUD shows once the player is loaded: the menu button or the column, whichever the width asks for.
  await page.locator(`[data-testid="open-shops"], [data-testid="open-${name}"]`).first().waitFor();
  if ((await menu.count()) > 0 && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  return page.getByTestId(`open-${name}`);
}

/** Opens one of the HUD's shops-and-gear windows (see `showShopEntry`). */
export async function openShopWindow(
  page: Page,
  name: 'hero-shop' | 'goods-shop' | 'backpack' | 'forge',
): Promise<void> {
  await (await showShopEntry(page, name)).click();
}

/** Opens a window of the HUD's shop column or folded menu, and waits until it shows. */
export async function openHudWindow(page: Page, name: string): Promise<void> {
  await (await showShopEntry(page, name)).click();
  await page.getByTestId(`window-${name}`).waitFor();
}
