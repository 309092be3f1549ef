import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { journeyRecord, launchChromium, newJourneyPage, waitForScene } from '../support/browser.ts';
import { attackGuard, fightUntilResult, livingMonsters, monstersHealth, squadHealth } from '../support/battle-page.ts';
import { startGameServer, type GameServer } from '../support/game-server.ts';
import { newcomerOnRoad, roadPointAbove, serverCoordinate } from '../support/road-page.ts';

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

const GUARDED = '[data-testid^="place-"][data-state="guarded"]';

describe('battles', () => {
  it('a newcomer beats the first guard by choosing hits, walks past it, then gives up against the next and pays for it', async () => {
    const { context, page } = await newJourneyPage(chromium.browser);
    await newcomerOnRoad(page, server.url);

    // Walk to the first guard and attack it: the battle loading scene, then the battle.
    const firstGuard = page.locator(`${GUARDED}[data-stair="1"]`).first();
    await firstGuard.waitFor();
    const guardId = (await firstGuard.getAttribute('data-testid'))!.replace('place-', '');
    await attackGuard(page, firstGuard);
    expect((await journeyRecord(page)).scenes).toContain('BattleLoading');
    expect(await page.locator('[data-testid^="battle-creature-"][data-team="0"]').count()).toBeGreaterThan(0);
    const healthAtStart = await monstersHealth(page);

    // One blow, then a reload mid-battle resumes the same battle.
    const first = livingMonsters(page).first();
    await first.click();
    await page.getByTestId('battle-preview').waitFor();
    await page.getByTestId('battle-hit-confirm').click();
    await page.locator('[data-testid="battle-bar"][data-phase="choose"], [data-testid="battle-result"]').first().waitFor({ timeout: 30_000 });
    await page.reload();
    await waitForScene(page, 'Battle');
    await page.locator('[data-testid^="battle-creature-"][data-team="1"]').first().waitFor();
    expect(await monstersHealth(page)).toBeLessThanOrEqual(healthAtStart);

    // Fight on by choosing hits until the result window says victory.
    await fightUntilResult(page);
    const result = page.getByTestId('battle-result');
    await expect(result.getAttribute('data-won')).resolves.toBe('1');
    await page.getByTestId('battle-result-close').click();
    await waitForScene(page, 'Road');

    // The guard is gone and the road is open: walking past it works.
    const beaten = page.locator(`[data-testid="place-${guardId}"]`);
    await page.locator(`[data-testid="place-${guardId}"][data-state="defeated"]`).waitFor({ timeout: 30_000 });
    const guardStair = Number(await beaten.getAttribute('data-stair'));
    const before = await serverCoordinate(page);
    const beyond = await roadPointAbove(beaten, 120);
    await page.mouse.click(beyond.x, beyond.y);
    await expect.poll(() => serverCoordinate(page), { timeout: 30_000 }).toBeGreaterThan(Math.max(before, 80));

    // The next guard: give up on purpose (a give-up is a loss; it asks first).
    await page.locator(GUARDED).first().waitFor({ timeout: 30_000 });
    const nextId = await page.locator(GUARDED).evaluateAll((nodes) => {
      const nearest = [...nodes].sort((a, b) => Number(a.getAttribute('data-stair')) - Number(b.getAttribute('data-stair')))[0]!;
      return nearest.getAttribute('data-testid')!.replace('place-', '');
    });
    expect(Number(await page.getByTestId(`place-${nextId}`).getAttribute('data-stair'))).toBeGreaterThanOrEqual(guardStair);
    const nextGuard = page.getByTestId(`place-${nextId}`);
    const healthBefore = await squadHealth(page);
    await attackGuard(page, nextGuard);
    await page.locator('[data-testid="battle-bar"][data-phase="choose"]').waitFor();
    await page.getByTestId('battle-give-up').click();
    await page.getByTestId('battle-give-up-cancel').click();
    await waitForScene(page, 'Battle');
    await page.getByTestId('battle-give-up').click();
    await page.getByTestId('battle-give-up-confirm').click();
    await expect(result.getAttribute('data-won')).resolves.toBe('0');
    await page.getByTestId('battle-result-health').waitFor();
    await page.getByTestId('battle-result-close').click();
    await waitForScene(page, 'Road');

    // The place is marked battle-lost and the squad's health is lower.
    await page.locator(`[data-testid="place-${nextId}"][data-state="battle-lost"]`).waitFor({ timeout: 30_000 });
    expect(await squadHealth(page)).toBeLessThan(healthBefore);

    await context.close();
  });
});
