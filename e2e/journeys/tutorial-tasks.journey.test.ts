import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { attackGuard, fightUntilResult } from '../support/battle-page.ts';
import { launchChromium, newJourneyPage, waitForScene } from '../support/browser.ts';
import { startInProcessServer, type InProcessServer } from '../support/in-process-server.ts';
import { currentPlayer } from '../support/new-player.ts';
import { hudValue } from '../support/road-page.ts';

let server: InProcessServer;
let chromium: { browser: Browser; close(): Promise<void> };

beforeAll(async () => {
  server = await startInProcessServer({ tutorial: true });
  chromium = await launchChromium();
}, 300_000);

afterAll(async () => {
  await chromium?.close();
  await server?.close();
});

/** A card bought from the page: the status and error code the server answers. */
async function buyCard(page: Page): Promise<{ status: number; error?: string }> {
  return page.evaluate(async () => {
    const response = await fetch('/api/shop/card/buy', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ card: 'snake' }),
    });
    const body = (await response.json()) as { error?: string };
    return { status: response.status, error: body.error };
  });
}

const guideStep = (page: Page) => page.getByTestId('tutorial-guide').getAttribute('data-step');

describe('the first-steps tutorial and the tasks', () => {
  it('guides a newcomer from the character to the first upgrade, the shop opening after; a daily task is completed and taken', async () => {
    const { context, page } = await newJourneyPage(chromium.browser);
    await page.goto(server.url);
    await waitForScene(page, 'CharacterSelection');
    await page.getByTestId('tutorial-guide').waitFor();
    expect(await guideStep(page)).toBe('CHOOSE_CHARACTER');
    await page.getByTestId('character-option-knight').click();
    await page.getByTestId('character-confirm').click();
    await waitForScene(page, 'Road');
    await page.getByTestId('road-layer').waitFor();
    await expect.poll(() => guideStep(page), { timeout: 30_000 }).toBe('WALK');
    const me = await currentPlayer(page);
    await server.grant(me.id, { gold: 5000, crystal: 500, mithril: 100 });

    // Before the tutorial ends the shop refuses, with the §8 error.
    expect(await buyCard(page)).toEqual({ status: 403, error: 'TUTORIAL_NOT_FINISHED' });

    // Walking and taking a resource: tap the resource of the first stair.
    const resource = page.locator('[data-place-type="RESOURCE"][data-state="open"][data-stair="1"]').first();
    await resource.waitFor({ timeout: 30_000 });
    const resourceId = (await resource.getAttribute('data-testid'))!.replace('place-', '');
    await resource.click();
    await page.locator(`[data-testid="place-${resourceId}"][data-state="taken"]`).waitFor({ timeout: 30_000 });
    await expect.poll(() => guideStep(page), { timeout: 30_000 }).toBe('FIRST_BATTLE');

    // A reload resumes the tutorial where it was.
    await page.reload();
    await waitForScene(page, 'Road');
    await expect.poll(() => guideStep(page), { timeout: 30_000 }).toBe('FIRST_BATTLE');

    // The first battle.
    const guard = page.locator('[data-testid^="place-"][data-state="guarded"][data-stair="1"]').first();
    await guard.waitFor({ timeout: 30_000 });
    await attackGuard(page, guard);
    await fightUntilResult(page);
    expect(await page.getByTestId('battle-result').getAttribute('data-won')).toBe('1');
    await page.getByTestId('battle-result-close').click();
    await waitForScene(page, 'Road');
    await expect.poll(() => guideStep(page), { timeout: 30_000 }).toBe('FIRST_UPGRADE');
    await page.getByTestId('tutorial-arrow').waitFor();

    // The first upgrade: the heroes, the knight's page, a force studied.
    await page.getByTestId('open-profile').click();
    const open = page.locator('[data-testid^="profile-open-"]').first();
    await open.click();
    await page.getByTestId('hero-sheet').waitFor();
    await page.getByTestId('hero-tab-toStudy').click();
    await page.getByTestId('force-upgrade-human_valor').click();
    await page.locator('[data-testid^="hero-step-"][data-force="human_valor"]').waitFor({ timeout: 30_000 });
    await page.getByTestId('hero-back').click();
    await waitForScene(page, 'Road');
    await page.getByTestId('tutorial-guide').waitFor({ state: 'detached', timeout: 30_000 });

    // Finished: the shop sells.
    expect((await buyCard(page)).status).toBe(200);

    // The day's "start an upgrade" task is complete: the HUD marks it, the window pays it once.
    await page.reload();
    await waitForScene(page, 'Road');
    await page.getByTestId('tasks-complete-mark').waitFor({ timeout: 30_000 });
    const gold = await hudValue(page, 'hud-gold');
    await page.getByTestId('open-tasks').click();
    await page.getByTestId('tasks-tab-daily').click();
    await page.locator('[data-testid="task-103"][data-complete="1"]').waitFor();
    await page.getByTestId('task-take-103').click();
    await page.locator('[data-testid="task-103"][data-claimed="1"]').waitFor({ timeout: 30_000 });
    await expect.poll(() => hudValue(page, 'hud-gold'), { timeout: 30_000 }).toBe(gold + 100);
    await context.close();
  });
});
