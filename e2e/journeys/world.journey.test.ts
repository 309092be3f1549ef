import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { attackGuard, fightUntilResult } from '../support/battle-page.ts';
import { launchChromium, newJourneyPage, waitForScene } from '../support/browser.ts';
import { startInProcessServer, type InProcessServer } from '../support/in-process-server.ts';
import { currentPlayer } from '../support/new-player.ts';

let server: InProcessServer;
let chromium: { browser: Browser; close(): Promise<void> };

beforeAll(async () => {
  server = await startInProcessServer({ tutorial: true });
  chromium = await launchChromium();
});

afterAll(async () => {
  await chromium?.close();
  await server?.close();
});

/** The guide's step now ('' once the tutorial is finished and the guide is gone). */
async function guideStep(page: Page): Promise<string> {
  const guide = page.getByTestId('tutorial-guide');
  return (await guide.count()) === 0 ? '' : ((await guide.getAttribute('data-step')) ?? '');
}

const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');

/** A screenshot kept with the journey's artifacts, to be looked at. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ animations: 'disabled', path: join(ARTIFACTS, `world-${name}.png`) });
}

/** The player's gold as the server has it. */
async function playerGold(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const response = await fetch('/api/player/info/current', { credentials: 'include' });
    const info = (await response.json()) as { player: { gold: number } };
    return info.player.gold;
  });
}

/** A card bought through the page's own session: the status and error code the server answers. */
async function buyCard(page: Page): Promise<{ status: number; error: string | null }> {
  return page.evaluate(async () => {
    const response = await fetch('/api/shop/card/buy', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ card: 'snake' }),
    });
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    return { status: response.status, error: body.error ?? null };
  });
}

describe('the world around the road', () => {
  it('a new player goes through the tutorial to the first upgrade; the shop opens after; the snow world', async () => {
    const { context, page } = await newJourneyPage(chromium.browser);
    await page.goto(server.url);
    await waitForScene(page, 'CharacterSelection');
    await page.getByTestId('character-option-knight').click();
    await page.getByTestId('character-confirm').click();

    // The story's opening plays before the first road: illustrated panels with their lines; skipped.
    await waitForScene(page, 'Cutscene');
    const cutscene = page.getByTestId('cutscene');
    await cutscene.waitFor();
    expect(await cutscene.getAttribute('data-part')).toBe('1');
    await expect(page.getByTestId('cutscene-line').textContent()).resolves.toMatch(/геро/i);
    await page.getByTestId('cutscene-next').click();
    await expect.poll(() => cutscene.getAttribute('data-panel')).toBe('1');
    await page.getByTestId('cutscene-skip').click();
    await waitForScene(page, 'Road', 120_000);
    await page.getByTestId('road-layer').waitFor();
    await expect.poll(() => guideStep(page), { timeout: 15_000 }).toBe('WALK');

    // The shops menu opened during the tutorial: the guide's note steps aside, so every item of the
    // list is the topmost element under its own middle; closed, the note comes back.
    await page.getByTestId('open-shops').click();
    await page.getByTestId('shops-menu').waitFor();
    expect(await guideStep(page)).toBe('');
    const hidden = await page.getByTestId('shops-menu').evaluate((menu) =>
      [...menu.querySelectorAll('button')].filter((item) => {
        item.scrollIntoView({ block: 'nearest' });
        const box = item.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !top || !item.contains(top);
      }).length,
    );
    expect(hidden).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => guideStep(page), { timeout: 5_000 }).toBe('WALK');
    const me = await currentPlayer(page);
    await server.grant(me.id, { gold: 20_000, crystal: 2_000, mithril: 200 });

    // A feature the tutorial never leads to is refused until it is finished.
    expect(await buyCard(page)).toEqual({ status: 403, error: 'TUTORIAL_NOT_FINISHED' });

    // Walking and taking a resource: the squad walks to it and takes it.
    const resource = page.locator('[data-place-type="RESOURCE"][data-state="open"][data-stair="1"]').first();
    await resource.waitFor();
    const id = (await resource.getAttribute('data-testid'))!.replace('place-', '');
    await resource.click();
    await page.locator(`[data-testid="place-${id}"][data-state="taken"]`).waitFor({ timeout: 30_000 });
    await expect.poll(() => guideStep(page), { timeout: 15_000 }).toBe('FIRST_BATTLE');

    // The first battle, won. Stair 1's guard opens the tale: its story line sits atop the action
    // bar, never over a creature, and a tap folds it away.
    await attackGuard(page, page.locator('[data-place-type="CUSTOM_PLACE"][data-state="guarded"][data-stair="1"]'));
    const storyLine = page.getByTestId('battle-story-line');
    await storyLine.waitFor();
    expect((await storyLine.textContent())?.trim().length ?? 0).toBeGreaterThan(20);
    await storyLine.click();
    await storyLine.waitFor({ state: 'detached' });
    await fightUntilResult(page);
    await expect(page.getByTestId('battle-result').getAttribute('data-won')).resolves.toBe('1');
    await page.getByTestId('battle-result-close').click();
    await waitForScene(page, 'Road');
    await expect.poll(() => guideStep(page), { timeout: 15_000 }).toBe('FIRST_UPGRADE');

    // A reload resumes where the player was, and the opening, seen, does not play again.
    await page.reload();
    await waitForScene(page, 'Road');
    expect(await page.getByTestId('cutscene').count()).toBe(0);
    await expect.poll(() => guideStep(page), { timeout: 15_000 }).toBe('FIRST_UPGRADE');

    // The first upgrade: the knight studies its first force; the guide is done and goes.
    await page.getByTestId('open-profile').click();
    await page.locator('[data-testid^="profile-open-"]').first().click();
    await page.getByTestId('hero-sheet').waitFor();
    await page.getByTestId('hero-tab-toStudy').click();
    await page.getByTestId('force-upgrade-human_valor').click();
    await page.locator('[data-testid^="hero-step-"][data-force="human_valor"]').waitFor({ timeout: 30_000 });
    await expect.poll(() => guideStep(page), { timeout: 15_000 }).toBe('');
    expect((await buyCard(page)).status).toBe(200);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await waitForScene(page, 'Road');

    // The daily task the first upgrade completed: its reward taken in the tasks window.
    const goldBefore = await playerGold(page);
    await page.getByTestId('open-tasks').click();
    await page.getByTestId('tasks-tab-daily').click();
    await page.getByTestId('task-take-103').click();
    await page.locator('[data-testid="task-103"][data-claimed="1"]').waitFor({ timeout: 15_000 });
    expect(await playerGold(page)).toBe(goldBefore + 100);
    await page.keyboard.press('Escape');

    // The snow world, from the HUD at its level: entered, its own scene; a stair climbed; when the
    // steps run out, the pressure sends the hero home and the window says when the hero is back.
    await server.setLevel([me.id], 10);
    await page.reload();
    await waitForScene(page, 'Road');
    await page.getByTestId('open-snow-world').click();
    await page.getByTestId('snow-enter').click();
    await waitForScene(page, 'SnowWorld');
    const layer = page.getByTestId('snow-layer');
    await expect.poll(() => layer.getAttribute('data-stair')).toBe('1');
    expect(Number(await page.getByTestId('snow-steps').getAttribute('data-value'))).toBeGreaterThan(2);
    await shoot(page, 'snow-world');
    // Two steps left and every place behind: two climbs end the visit.
    await server.setSnowVisit(me.id, { stepsLeft: 2, done: 0xfff });
    await page.getByTestId('snow-back').click();
    await waitForScene(page, 'Road');
    await page.getByTestId('open-snow-world').click();
    await page.getByTestId('snow-walk').click();
    await waitForScene(page, 'SnowWorld');
    await page.getByTestId('snow-step').click();
    await expect.poll(() => layer.getAttribute('data-stair'), { timeout: 15_000 }).toBe('2');
    await expect.poll(() => page.getByTestId('snow-steps').getAttribute('data-value')).toBe('1');
    await page.getByTestId('snow-step').click();
    await waitForScene(page, 'Road');
    await page.getByTestId('snow-returning').waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('snow-returning').textContent()).resolves.toMatch(/давлен/i);

    await context.close();
  }, 420_000);

  it('the opening plays to its end; a part plays again from its book and is skipped', async () => {
    const { context, page } = await newJourneyPage(chromium.browser);
    await page.goto(server.url);
    await waitForScene(page, 'CharacterSelection');
    await page.getByTestId('character-option-knight').click();
    await page.getByTestId('character-confirm').click();

    // Played to its end: Next through every panel, Onward on the last one, then the road.
    await waitForScene(page, 'Cutscene');
    const cutscene = page.getByTestId('cutscene');
    for (let i = 0; i < 5 && (await cutscene.getAttribute('data-last')) !== '1'; i += 1) {
      const panel = await cutscene.getAttribute('data-panel');
      await page.getByTestId('cutscene-next').click();
      await expect.poll(() => cutscene.getAttribute('data-panel')).not.toBe(panel);
    }
    await expect(page.getByTestId('cutscene-next').textContent()).resolves.toMatch(/путь/i);
    await page.getByTestId('cutscene-next').click();
    await waitForScene(page, 'Road', 120_000);

    // The first tale's book on the road plays it again on request; skipped this time.
    await page.locator('[data-place-type="SCRIPT"][data-stair="1"]').click();
    await page.getByTestId('story-watch').click({ timeout: 30_000 });
    await waitForScene(page, 'Cutscene');
    expect(await cutscene.getAttribute('data-part')).toBe('1');
    await page.getByTestId('cutscene-skip').click();
    await waitForScene(page, 'Road', 120_000);

    // Seen: a reload goes straight to the road.
    await page.reload();
    await waitForScene(page, 'Road');
    expect(await page.getByTestId('cutscene').count()).toBe(0);
    await context.close();
  }, 360_000);
});
