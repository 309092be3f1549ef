import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startGameServer, type GameServer } from '../support/game-server.ts';
import { journeyRecord, launchChromium, newJourneyPage, waitForScene } from '../support/browser.ts';

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

async function openSettings(page: Page): Promise<void> {
  await page.getByTestId('open-settings').click();
  await page.getByTestId('window-settings').waitFor();
}

async function reloadAfter(page: Page, action: () => Promise<void>): Promise<void> {
  await Promise.all([page.waitForEvent('load', { timeout: 60_000 }), action()]);
}

describe('a newcomer', () => {
  it('loads, chooses a hero, registers, logs out, logs in and switches to English', async () => {
    const { context, page } = await newJourneyPage(chromium.browser);
    const nickname = `Витязь${Date.now() % 100000}`;
    const password = 'тайна-дороги-7';

    // First visit: the loading screen reaches 100%, then character selection.
    await page.goto(server.url);
    await waitForScene(page, 'CharacterSelection');
    expect((await journeyRecord(page)).maxProgress).toBe(100);
    await expect(page.getByTestId('loading-screen').textContent()).resolves.toMatch(/загрузка 100%/i);
    // The journeys' Chromium draws WebGL in software: the page says so and the loading sky stands
    // still (docs/phone-layout.md, "Weak devices").
    const sky = await page.evaluate(() => ({
      renderer: document.documentElement.dataset.renderer,
      motion: [...document.querySelectorAll('.loading-sky, .loading-sky *')].map((e) => getComputedStyle(e).animationName),
    }));
    expect(sky.renderer).toBe('software');
    expect(sky.motion.length).toBeGreaterThan(10);
    expect(new Set(sky.motion)).toEqual(new Set(['none']));

    await page.getByTestId('character-option-knight').click();
    await page.getByTestId('gender-female').click();
    await page.getByTestId('companion-option-wolf').click();
    await page.getByTestId('character-confirm').click();
    await waitForScene(page, 'Road');
    await page.getByTestId('hud-gold').waitFor();
    // And an endless decorative loop of the HUD (the gift's pulse) plays once there.
    const giftLoop = await page.evaluate(() => {
      const gift = document.body.appendChild(Object.assign(document.createElement('span'), { className: 'hud__round--gift' }));
      const style = getComputedStyle(gift);
      const found = { name: style.animationName, count: style.animationIterationCount };
      gift.remove();
      return found;
    });
    expect(giftLoop).toEqual({ name: 'hud-gift', count: '1' });

    // A reload goes straight to the road, never through character selection.
    await page.reload();
    await waitForScene(page, 'Road');
    expect((await journeyRecord(page)).scenes).not.toContain('CharacterSelection');

    // Register from the overlay: a bad nickname first, then a good one.
    await openSettings(page);
    await page.getByTestId('settings-register').click();
    const form = page.getByTestId('window-register');
    await form.waitFor();
    await form.locator('input[name="name"]').fill('ab');
    await form.locator('input[name="password"]').fill(password);
    await form.locator('input[name="passwordRepeat"]').fill(password);
    await form.locator('input[name="agreement"]').check();
    await form.locator('input[name="cookies"]').check();
    await form.getByTestId('register-submit').click();
    await expect(form.getByTestId('form-error').textContent()).resolves.toMatch(/коротк/i);

    // §4: after register the scene reloads (not the page).
    await form.locator('input[name="name"]').fill(nickname);
    await form.getByTestId('register-submit').click();
    await page.getByTestId('player-nickname').filter({ hasText: nickname }).waitFor();
    await waitForScene(page, 'Road');

    // Log out: the page reloads as a stranger.
    await openSettings(page);
    await reloadAfter(page, () => page.getByTestId('settings-logout').click());
    await waitForScene(page, 'CharacterSelection');

    // Log in again: the same hero comes back.
    await page.getByTestId('open-login').click();
    const login = page.getByTestId('window-login');
    await login.locator('input[name="name"]').fill(nickname);
    await login.locator('input[name="password"]').fill(password);
    await reloadAfter(page, () => login.getByTestId('login-submit').click());
    await waitForScene(page, 'Road');
    await expect(page.getByTestId('player-nickname').textContent()).resolves.toContain(nickname);

    // Switch to English.
    await openSettings(page);
    await page.getByTestId('settings-lang-en').click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await expect(page.getByTestId('window-settings').textContent()).resolves.toMatch(/Settings/);
    await page.reload();
    await waitForScene(page, 'Road');
    await openSettings(page);
    await expect(page.getByTestId('window-settings').textContent()).resolves.toMatch(/Settings/);

    await context.close();
  });
});
