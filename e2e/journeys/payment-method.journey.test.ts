import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/browser.ts';
import { startGameServer, type GameServer } from '../support/game-server.ts';
import { enterAsNewPlayer } from '../support/new-player.ts';

let server: GameServer;
let chromium: { browser: Browser; close(): Promise<void> };
const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');

beforeAll(async () => {
  server = await startGameServer();
  chromium = await launchChromium();
  mkdirSync(ARTIFACTS, { recursive: true });
});

afterAll(async () => {
  await chromium?.close();
  await server?.close();
});

describe('the payment method in the settings', () => {
  for (const [label, width, height] of [
    ['phone', 390, 844],
    ['desktop', 1280, 800],
  ] as const) {
    it(`${label}: a player of our site chooses SBP and finds it chosen after a reload`, async () => {
      const context = await chromium.browser.newContext({ viewport: { width, height }, locale: 'ru-RU' });
      const page = await context.newPage();
      await enterAsNewPlayer(page, server.url);
      await page.getByTestId('open-settings').click();
      const row = page.getByTestId('settings-payment-method');
      await row.waitFor();
      await expect(row.textContent()).resolves.toMatch(/Способ оплаты/);
      await page.getByTestId('settings-pay-sbp').click();
      await expect(row.textContent()).resolves.toMatch(/Системы быстрых платежей/);
      await row.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(ARTIFACTS, `payment-method-${label}.png`) });
      const box = await row.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);

      await page.reload();
      await page.getByTestId('player-nickname').waitFor();
      await page.getByTestId('open-settings').click();
      await page.getByTestId('settings-payment-method').waitFor();
      await expect(page.getByTestId('settings-pay-sbp').getAttribute('aria-checked')).resolves.toBe('true');
      await context.close();
    });
  }
});
