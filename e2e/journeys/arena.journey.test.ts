import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { fightUntilResult } from '../support/battle-page.ts';
import { launchChromium, newJourneyPage, waitForScene } from '../support/browser.ts';
import { startInProcessServer, type InProcessServer } from '../support/in-process-server.ts';
import { enterAsPreparedPlayer } from '../support/new-player.ts';

const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

let server: InProcessServer;
let chromium: { browser: Browser; close(): Promise<void> };

beforeAll(async () => {
  server = await startInProcessServer();
  chromium = await launchChromium();
  mkdirSync(ARTIFACTS, { recursive: true });
});

afterAll(async () => {
  await chromium?.close();
  await server?.close();
});

interface ArenaInfo {
  standing: { position: number } | null;
  defence: unknown[];
}

/** The player's arena standing by the server's word. */
async function arenaInfo(page: Page): Promise<ArenaInfo> {
  return page.evaluate(async () => {
    const response = await fetch('/api/arena/info', { method: 'POST', credentials: 'include' });
    return (await response.json()) as ArenaInfo;
  });
}

async function closeWindow(page: Page, name: string): Promise<void> {
  await page.getByTestId(`window-${name}`).getByTestId('window-close').click();
  await page.getByTestId(`window-${name}`).waitFor({ state: 'detached' });
}

/** The arena scene (from the road's button), then its window on the opponents. */
async function openArena(page: Page): Promise<void> {
  if ((await page.evaluate(() => document.body.dataset.scene)) !== 'Arena') {
    await page.getByTestId('open-arena').click();
    await waitForScene(page, 'Arena');
  }
  await page.locator('[data-testid="arena-stage"]:not([data-position=""])').waitFor({ timeout: 30_000 });
  await page.getByTestId('arena-stage-opponents').click();
  await page.getByTestId('arena-position').waitFor({ timeout: 30_000 });
}

async function backToRoad(page: Page): Promise<void> {
  await page.getByTestId('arena-stage-road').click();
  await waitForScene(page, 'Road');
}

/** A screenshot at a phone's and a desktop's size (the canvas redraws for each). */
async function shoot(page: Page, name: string): Promise<void> {
  for (const [label, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(700);
    await page.screenshot({ animations: 'disabled', path: join(ARTIFACTS, `arena-${name}-${label}.png`) });
  }
}

const attr = async (page: Page, name: string) => Number(await page.getByTestId('arena-replay').getAttribute(name));

/** A new player at level 8 (the arena's level, set as the level helper does) on the road. */
async function levelEightPlayer(page: Page, heroLevel?: number): Promise<{ id: number; nickname: string }> {
  return enterAsPreparedPlayer(page, server.url, 'knight', async (me) => {
    await server.setLevel([me.id], 8);
    if (heroLevel) await server.setHeroLevel([me.id], heroLevel);
  });
}

describe('the arena and the ratings', () => {
  it('a level-8 player sets a defence, another beats it, is back in the arena and climbs; the defender replays the loss; the rating pages and opens a profile; a third player watches the battle from it', async () => {
    // The defender: opens the arena (first seat), keeps one hero in the defence squad.
    const defender = await newJourneyPage(chromium.browser);
    const dPage = defender.page;
    const dMe = await levelEightPlayer(dPage);
    await openArena(dPage);
    expect(Number(await dPage.getByTestId('arena-position').getAttribute('data-value'))).toBe(1);
    await dPage.getByTestId('arena-tab-settings').click();
    const boxes = dPage.locator('[data-testid^="arena-defence-"]');
    expect(await boxes.count()).toBe(2);
    await boxes.nth(1).uncheck();
    await dPage.getByTestId('arena-save-defence').click();
    await expect
      .poll(async () => (await arenaInfo(dPage)).defence.length, { timeout: 30_000 })
      .toBe(1);
    await closeWindow(dPage, 'arena');

    // The attacker: much stronger heroes, enters the ladder below the defender and picks them.
    const attacker = await newJourneyPage(chromium.browser);
    const aPage = attacker.page;
    await levelEightPlayer(aPage, 40);
    // The arena scene: the league emblems, and the defender's squad standing on the sand.
    await aPage.getByTestId('open-arena').click();
    await waitForScene(aPage, 'Arena');
    await aPage.locator('[data-testid="arena-stage"][data-position="2"][data-opponents="1"]').waitFor({ timeout: 30_000 });
    await shoot(aPage, 'scene');
    // A tap on the squad drawn on the canvas offers the attack (the window on the opponents).
    const canvas = await aPage.locator('canvas').boundingBox();
    if (!canvas) throw new Error('no canvas');
    await aPage.mouse.click(canvas.x + canvas.width / 2, canvas.y + canvas.height * 0.585);
    await aPage.getByTestId('arena-position').waitFor({ timeout: 30_000 });
    expect(Number(await aPage.getByTestId('arena-position').getAttribute('data-value'))).toBe(2);
    await aPage.getByTestId(`arena-opponent-${dMe.id}`).waitFor();
    await aPage.getByTestId(`arena-attack-${dMe.id}`).click();
    await waitForScene(aPage, 'Battle');
    // The live battle draws both sides' rank stars (the defender's from their squad's snapshot),
    // as its replay does: the scene's creatures, mirrored on the accessible layer, carry their rank.
    const fighters = aPage.locator('[data-testid^="battle-creature-"]');
    await aPage.locator('[data-testid^="battle-creature-"][data-team="1"]').first().waitFor({ timeout: 30_000 });
    const ranks = await fighters.evaluateAll((els) => els.map((el) => [el.getAttribute('data-team'), Number(el.getAttribute('data-rank'))]));
    expect(ranks.some(([team]) => team === '1')).toBe(true);
    for (const [, rank] of ranks) expect(rank).toBeGreaterThan(0);
    await shoot(aPage, 'live-battle');
    await fightUntilResult(aPage);
    await expect(aPage.getByTestId('battle-result').getAttribute('data-won')).resolves.toBe('1');
    await aPage.getByTestId('battle-result-close').click();
    // The result goes back to the arena (not the road), which shows the new seat.
    await waitForScene(aPage, 'Arena');
    await aPage.locator('[data-testid="arena-stage"][data-position="1"]').waitFor({ timeout: 30_000 });

    // The new seat and the history.
    await openArena(aPage);
    await expect.poll(async () => Number(await aPage.getByTestId('arena-position').getAttribute('data-value'))).toBe(1);
    await aPage.getByTestId('arena-tab-history').click();
    const won = aPage.locator('[data-testid^="arena-history-"][data-role="attacker"][data-won="1"]');
    await won.first().waitFor();
    // The attacker watches the win again in the battle scene and skips to the result.
    await won.first().locator('[data-testid^="arena-watch-"]').click();
    await waitForScene(aPage, 'Battle');
    await aPage.getByTestId('arena-replay-skip').click();
    await aPage.locator('[data-testid="arena-replay"][data-done="1"]').waitFor({ timeout: 30_000 });
    expect(await aPage.getByTestId('arena-replay').getAttribute('data-won')).toBe('1');
    await aPage.getByTestId('arena-replay-close').click();
    await waitForScene(aPage, 'Arena');
    await aPage.getByTestId('arena-history').waitFor({ timeout: 30_000 });
    await closeWindow(aPage, 'arena');
    await backToRoad(aPage);

    // The defender's browser: down to seat 2, the lost defence in the history, replayed to the end.
    await openArena(dPage);
    await expect.poll(async () => Number(await dPage.getByTestId('arena-position').getAttribute('data-value'))).toBe(2);
    await dPage.getByTestId('arena-tab-history').click();
    const lost = dPage.locator('[data-testid^="arena-history-"][data-role="defender"][data-won="0"]');
    await lost.first().waitFor();
    await lost.first().locator('[data-testid^="arena-watch-"]').click();
    // The battle scene plays it blow by blow; paused, it holds still.
    await waitForScene(dPage, 'Battle');
    await dPage.getByTestId('arena-replay').waitFor({ timeout: 30_000 });
    await dPage.getByTestId('arena-replay-toggle').click();
    await dPage.locator('[data-testid="arena-replay"][data-paused="1"]').waitFor();
    await dPage.waitForTimeout(1_000);
    const held = await attr(dPage, 'data-shown');
    await shoot(dPage, 'replay');
    expect(await attr(dPage, 'data-shown')).toBe(held);
    expect(await dPage.getByTestId('arena-replay').getAttribute('data-done')).toBe('0');
    await dPage.getByTestId('arena-replay-toggle').click();
    await dPage.locator('[data-testid="arena-replay"][data-done="1"]').waitFor({ timeout: 90_000 });
    // Every move was shown by the scene itself (it reports each one played), and the defence lost.
    const total = await attr(dPage, 'data-total');
    expect(total).toBeGreaterThan(2);
    expect(await attr(dPage, 'data-played')).toBe(total);
    expect(await dPage.getByTestId('arena-replay').getAttribute('data-won')).toBe('0');
    await shoot(dPage, 'replay-result');
    await dPage.getByTestId('arena-replay-close').click();
    await waitForScene(dPage, 'Arena');
    await dPage.getByTestId('arena-history').waitFor({ timeout: 30_000 });
    await closeWindow(dPage, 'arena');

    // More players, so the level table has a second page (registered as any guest is).
    for (let i = 0; i < 22; i += 1) {
      const res = await fetch(`${server.url}/api/security/registerTrial`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ characterAndCompanion: 'knight:male:wolf', lang: 'en' }),
      });
      expect(res.status).toBe(200);
    }

    // The rating: the arena table shows the new order; the level table pages; a row opens a profile.
    await aPage.getByTestId('open-rating').click();
    await aPage.getByTestId('rating-tab-arenaPosition').click();
    await aPage.locator('[data-testid="rating-row-1"][data-mine="1"]').waitFor({ timeout: 30_000 });
    await aPage.getByTestId('rating-tab-level').click();
    await expect
      .poll(async () => Number(await aPage.getByTestId('rating-totals').getAttribute('data-total')))
      .toBeGreaterThanOrEqual(24);
    await aPage.getByTestId('rating-next').click();
    await aPage.getByTestId('rating-row-21').waitFor({ timeout: 30_000 });
    await aPage.getByTestId('rating-previous').click();
    await aPage.getByTestId(`rating-player-${dMe.id}`).click();
    await aPage.getByTestId('player-profile-nickname').waitFor({ timeout: 30_000 });
    expect(await aPage.getByTestId('player-profile-nickname').textContent()).toBe(dMe.nickname);
    await expect(aPage.getByTestId('window-rating').count()).resolves.toBe(0);
    expect(await aPage.getByTestId('player-profile-arena').textContent()).toContain('2');
    // The profile lists the defender's latest arena battles: the defence lost to the attacker.
    await aPage
      .locator('[data-testid^="player-profile-battle-"][data-role="defender"][data-won="0"]')
      .first()
      .waitFor({ timeout: 30_000 });

    // A third player, who fought in neither side, watches that battle from the defender's profile.
    const watcher = await newJourneyPage(chromium.browser);
    const wPage = watcher.page;
    await levelEightPlayer(wPage);
    await wPage.getByTestId('open-rating').click();
    await wPage.getByTestId('rating-tab-arenaPosition').click();
    await wPage.getByTestId(`rating-player-${dMe.id}`).click();
    const lostRow = wPage.locator('[data-testid^="player-profile-battle-"][data-role="defender"][data-won="0"]');
    await lostRow.first().waitFor({ timeout: 30_000 });
    await shoot(wPage, 'profile');
    await lostRow.first().locator('[data-testid^="player-profile-watch-"]').click();
    await waitForScene(wPage, 'Battle');
    await wPage.getByTestId('arena-replay').waitFor({ timeout: 30_000 });
    expect(await wPage.getByTestId('arena-replay-title').textContent()).toContain(dMe.nickname);
    await wPage.getByTestId('arena-replay-skip').click();
    await wPage.locator('[data-testid="arena-replay"][data-done="1"]').waitFor({ timeout: 30_000 });
    // Someone else's battle: no victory or defeat of the watcher's, the attack won.
    expect(await wPage.getByTestId('arena-replay').getAttribute('data-won')).toBe('');
    expect(await wPage.getByTestId('arena-replay').getAttribute('data-winner')).toBe('attacker');
    await shoot(wPage, 'replay-watcher');
    // Closing goes back where the profile was opened (the road), the profile open again.
    await wPage.getByTestId('arena-replay-close').click();
    await waitForScene(wPage, 'Road');
    await wPage.getByTestId('player-profile-battles').waitFor({ timeout: 30_000 });
    expect(await wPage.getByTestId('player-profile-nickname').textContent()).toBe(dMe.nickname);

    await watcher.context.close();
    await attacker.context.close();
    await defender.context.close();
  }, 300_000);
});
