import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, newJourneyPage, waitForScene } from '../support/browser.ts';
import { startGameServer, type GameServer } from '../support/game-server.ts';
import {
  HUD_CHIP_OF_RESOURCE,
  hudValue,
  newcomerOnRoad,
  placeButton,
  roadCoordinate,
  roadPointAbove,
  serverCoordinate,
} from '../support/road-page.ts';

let server: GameServer;
let chromium: { browser: Browser; close(): Promise<void> };

beforeAll(async () => {
  server = await startGameServer();
  chromium = await launchChromium();
});

afterAll(async () => {
  await chromium?.close();
  await server?.close();
});

describe('the road', () => {
  it('a newcomer takes a resource, is stopped by a guard, reads the first tale, takes the daily reward; a reload keeps it all', async () => {
    const { context, page } = await newJourneyPage(chromium.browser);
    await newcomerOnRoad(page, server.url);
    expect(await roadCoordinate(page)).toBe(0);

    // The first stair's places show as buttons over their drawings: its guard blocks the road.
    const guard = page.locator('[data-place-type="CUSTOM_PLACE"][data-state="guarded"][data-stair="1"]');
    await guard.waitFor();
    const resource = page.locator('[data-place-type="RESOURCE"][data-state="open"][data-stair="1"]').first();
    await resource.waitFor();
    const id = (await resource.getAttribute('data-testid'))!.replace('place-', '');
    const kind = (await resource.getAttribute('data-resource'))!;
    const amount = Number(await resource.getAttribute('data-amount'));
    const chip = HUD_CHIP_OF_RESOURCE[kind]!;
    const before = await hudValue(page, chip);
    expect(amount).toBeGreaterThan(0);

    // Tap the resource: the squad walks there, takes it, the HUD shows the new amount.
    await resource.click();
    await page.locator(`[data-testid="place-${id}"][data-state="taken"]`).waitFor({ timeout: 30_000 });
    await expect.poll(() => hudValue(page, chip), { timeout: 15_000 }).toBe(before + amount);
    const walked = await roadCoordinate(page);
    expect(walked).toBeGreaterThan(0);
    expect(await serverCoordinate(page)).toBe(walked);

    // Tap the road beyond the guard: the squad walks up to it, not past it, and says why.
    const beyond = await roadPointAbove(guard, 90);
    await page.mouse.click(beyond.x, beyond.y);
    await page.locator('[data-testid="road-notice"][data-kind="blocked"]').waitFor({ timeout: 30_000 });
    await expect.poll(() => serverCoordinate(page), { timeout: 15_000 }).toBeGreaterThan(walked);
    const stopped = await serverCoordinate(page);
    expect(stopped).toBeLessThan(80); // the guard of stair 1 stands at 80
    await expect.poll(() => roadCoordinate(page)).toBe(stopped);

    // What lies ahead (special places): the first tale here, the boss of stair 10, the portal of stair 25.
    const ahead = page.getByTestId('road-ahead');
    await ahead.locator('[data-ahead-type="SCRIPT"][data-ahead-stair="1"]').waitFor();
    await ahead.locator('[data-ahead-type="CUSTOM_PLACE"][data-ahead-stair="10"]').waitFor();
    await ahead.locator('[data-ahead-type="PORTAL"][data-ahead-stair="25"]').waitFor();

    // The first tale opens as a story dialog, one translated line at a time.
    await page.locator('[data-place-type="SCRIPT"][data-stair="1"]').click();
    const story = page.getByTestId('story-dialog');
    await story.waitFor({ timeout: 30_000 });
    await expect(story.textContent()).resolves.toMatch(/геро/i);
    while ((await page.getByTestId('story-next').count()) > 0) await page.getByTestId('story-next').click();
    await page.getByTestId('story-done').click();
    await story.waitFor({ state: 'detached' });
    // Once read, the next story ahead is the nun's on stair 3.
    await ahead.locator('[data-ahead-type="TALKER"][data-ahead-stair="3"]').waitFor();
    await ahead.locator('[data-ahead-type="SCRIPT"][data-ahead-stair="1"]').waitFor({ state: 'detached' });

    // The everyday reward: taken once, its button then leaves the HUD.
    const goldBefore = await hudValue(page, 'hud-gold');
    await page.getByTestId('open-everyday').click();
    await page.getByTestId('everyday-take').click();
    await page.getByTestId('everyday-taken').waitFor();
    expect(await hudValue(page, 'hud-gold')).toBeGreaterThan(goldBefore);
    await page.keyboard.press('Escape');
    await page.getByTestId('open-everyday').waitFor({ state: 'detached' });

    // A reload keeps the position, the taken place and the balances.
    const position = await serverCoordinate(page);
    await expect.poll(() => roadCoordinate(page)).toBe(position);
    const held = await hudValue(page, chip);
    await page.reload();
    await waitForScene(page, 'Road');
    expect(await roadCoordinate(page)).toBe(position);
    await page.locator(`[data-testid="place-${id}"][data-state="taken"]`).waitFor({ timeout: 30_000 });
    expect(await hudValue(page, chip)).toBe(held);
    await page.getByTestId('open-health').waitFor();
    expect(await page.getByTestId('open-everyday').count()).toBe(0);

    // Taking it again changes nothing.
    await placeButton(page, id).click();
    await page.waitForTimeout(1500);
    expect(await hudValue(page, chip)).toBe(held);

    await context.close();
  });
});
