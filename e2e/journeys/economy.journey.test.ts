import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PROMOTIONS_LEVEL } from '../../packages/rules/src/economy/promotions-gate.ts';
import { launchChromium, waitForScene } from '../support/browser.ts';
import { startInProcessServer, type InProcessServer } from '../support/in-process-server.ts';
import { currentPlayer, enterAsNewPlayer } from '../support/new-player.ts';
import { HUD_CHIP_OF_RESOURCE, hudValue, openHudWindow, showShopEntry } from '../support/road-page.ts';
import { closeWindow, journeySteps } from '../support/journey-world.ts';

const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');

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

/**
 * Below the promotions' level a free promotion's entry wears the locked look and says when it opens
 * ("с 5 уровня": the folded menu's line under its name, or the column button's hint on a tap), and a
 * tap opens no window.
 */
async function expectLockedEntry(page: Page, name: 'wheel' | 'chests' | 'campaigns'): Promise<void> {
  const entry = await showShopEntry(page, name);
  await expect(entry.getAttribute('data-locked')).resolves.toBe('1');
  // The folded menu's item is aria-disabled: tapped all the same, it must open nothing.
  await entry.click({ force: true });
  const says = page.locator(`[data-testid="${name}-locked-note"], [data-testid="${name}-locked-hint"]`).first();
  await says.waitFor();
  await expect(says.textContent()).resolves.toContain(`с ${PROMOTIONS_LEVEL} уровня`);
  expect(await page.getByTestId(`window-${name}`).count()).toBe(0);
}

interface PendingPrize {
  id: string;
  kind: 'resources' | 'hero' | 'booster';
  amounts?: Record<string, number>;
}

/** The prize waiting on the wheel, by the server's word. */
async function pendingPrize(page: Page): Promise<PendingPrize | null> {
  return page.evaluate(async () => {
    const response = await fetch('/api/campaign/get/wheel/status', { credentials: 'include' });
    const status = (await response.json()) as { pending: { prize: PendingPrize } | null };
    return status.pending?.prize ?? null;
  });
}

/** The HUD's figures of every resource chip. */
async function hudFigures(page: Page): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [kind, chip] of Object.entries(HUD_CHIP_OF_RESOURCE))
    if ((await page.getByTestId(chip).count()) > 0) out[kind] = await hudValue(page, chip);
  return out;
}

describe('economy', () => {
  for (const [label, width, height] of [
    ['phone', 390, 844],
    ['desktop', 1280, 800],
  ] as const) {
    it(`${label}: spin the wheel and take the prize, run a booster, open a chest`, async () => {
      const step = journeySteps(`economy ${label}`);
      const context = await chromium.browser.newContext({
        viewport: { width, height },
        locale: 'ru-RU',
        hasTouch: width < 500,
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await enterAsNewPlayer(page, server.url, 'knight');
      const me = await currentPlayer(page);

      step('below level 5 the wheel, the chests and the promotions are locked and say when they open');
      for (const name of ['wheel', 'chests', 'campaigns'] as const) await expectLockedEntry(page, name);
      await page.screenshot({ animations: 'disabled', path: join(ARTIFACTS, `economy-promotions-locked-${label}.png`) });
      const refused = await page.evaluate(async () => (await fetch('/api/campaign/spin/wheel', { credentials: 'include' })).status);
      expect(refused).toBe(403);
      await server.setLevel([me.id], PROMOTIONS_LEVEL);

      // A newcomer starts with a few gems of its own; the grant adds 200 through the ledger.
      const startGems = await hudValue(page, 'hud-mithril');
      await server.grant(me.id, { mithril: 200 });
      await page.reload();
      await waitForScene(page, 'Road');
      await page.getByTestId('player-nickname').waitFor();
      await expect.poll(() => hudValue(page, 'hud-mithril')).toBe(startGems + 200);

      step('the wheel: the free spin, then its prize taken');
      await openHudWindow(page, 'wheel');
      await page.getByTestId('wheel-disc').waitFor();
      await page.getByTestId('wheel-tickets').waitFor();
      // Our own site shows no rewarded ads: no ticket for an ad is offered.
      expect(await page.getByTestId('wheel-ad').count()).toBe(0);
      await page.getByTestId('wheel-spin').click();
      await page.getByTestId('wheel-prize').waitFor({ timeout: 30_000 });
      const prize = await pendingPrize(page);
      expect(prize).not.toBeNull();
      await expect(page.getByTestId('wheel-prize').getAttribute('data-prize')).resolves.toBe(prize!.id);
      await page.screenshot({ animations: 'disabled', path: join(ARTIFACTS, `economy-wheel-${label}.png`) });
      const before = await hudFigures(page);
      await page.getByTestId('wheel-take').click();
      await page.getByTestId('wheel-notice').waitFor({ timeout: 30_000 });
      expect(await pendingPrize(page)).toBeNull();
      if (prize!.kind === 'resources')
        for (const [kind, amount] of Object.entries(prize!.amounts ?? {}))
          await expect
            .poll(() => hudValue(page, HUD_CHIP_OF_RESOURCE[kind]!))
            .toBe((before[kind] ?? 0) + amount);
      // The day's free spin is gone: the next one asks for a ticket.
      await expect(page.getByTestId('wheel-spin').textContent()).resolves.not.toContain('бесплатно');
      await closeWindow(page, 'wheel');

      step('a booster: the experience booster runs and the HUD counts it down');
      const gemsBefore = await hudValue(page, 'hud-mithril');
      await openHudWindow(page, 'boosters');
      const buy = page.locator(
        '[data-testid="booster-activate-experience"], [data-testid="booster-prolong-experience"]',
      );
      await buy.click();
      await page.getByTestId('booster-done').waitFor({ timeout: 30_000 });
      await page.locator('[data-testid="booster-experience"][data-active="1"]').waitFor();
      await page.getByTestId('booster-left-experience').waitFor();
      await expect.poll(() => hudValue(page, 'hud-mithril')).toBe(gemsBefore - 40);
      await page.screenshot({ animations: 'disabled', path: join(ARTIFACTS, `economy-boosters-${label}.png`) });
      await closeWindow(page, 'boosters');
      const badge = page.getByTestId('hud-booster-experience');
      await badge.waitFor();
      await expect(badge.textContent()).resolves.toMatch(/\d/);
      await page.screenshot({ animations: 'disabled', path: join(ARTIFACTS, `economy-hud-booster-${label}.png`) });

      step('the chests: the silver chest that the first gem spent opened, and the delayed chest');
      await openHudWindow(page, 'chests');
      await page.locator('[data-testid="spend-chests-spent"]').filter({ hasText: '40' }).waitFor();
      await page.locator('[data-testid="spend-chest-silver"][data-ready="1"]').waitFor();
      const goldBefore = await hudValue(page, 'hud-gold');
      await page.getByTestId('spend-chest-open-silver').click();
      const loot = page.getByTestId('spend-chests-notice');
      await loot.waitFor({ timeout: 30_000 });
      await expect(loot.textContent()).resolves.toMatch(/3[\s\u00a0.,]?000/);
      await page.locator('[data-testid="spend-chest-silver"][data-ready="0"]').waitFor();
      await expect.poll(() => hudValue(page, 'hud-gold')).toBe(goldBefore + 3000);
      // The delayed chest waits four hours; gems open it now, and its contents are taken.
      await page.getByTestId('delayed-chest-contents').waitFor();
      await page.getByTestId('delayed-chest-speedup').click();
      await page.getByTestId('delayed-chest-take').click({ timeout: 30_000 });
      await page.getByTestId('delayed-chest-notice').waitFor({ timeout: 30_000 });
      await page.getByTestId('delayed-chest').scrollIntoViewIfNeeded();
      await page.screenshot({ animations: 'disabled', path: join(ARTIFACTS, `economy-chests-${label}.png`) });
      await closeWindow(page, 'chests');
      await context.close();
    }, 300_000);
  }
});
